import { useState } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetList, Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canManageWeddings } from '../../../shared/noticePermissions.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { getStoredProfile } from '../../providers/session.js';
import { BookingDialog } from './BookingDialog.js';
import { BookingList } from './BookingList.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import type { Notice } from '../../../shared/contracts/notices.js';
import { Section } from './Section.js';
import { useT } from './useT.js';

/** /backoffice/marriage-registrations/calendar-uncelebrated: weddings that did not happen (MISSED) and notices that lapsed. */
export default function UncelebratedPage() {
  const t = useT();
  const navigate = useNavigate();
  const profile = getStoredProfile();
  const [opened, setOpened] = useState<Booking | null>(null);
  const missed = useGetList<Booking>('bookings', {
    filter: { status: 'MISSED' },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'startsAt', order: 'DESC' },
  });
  const lapsed = useGetList<Notice>('notices', {
    filter: { status: 'LAPSED' },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'publishedAt', order: 'DESC' },
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={t('uncelebrated.title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('uncelebrated.title')}
      </Typography>
      <Section title={t('uncelebrated.missed')}>
        <div data-testid="missed-bookings">
          {missed.isPending ? (
            t('loading')
          ) : (
            <BookingList bookings={(missed.data ?? []).filter((b) => b.status === 'MISSED')} onOpen={setOpened} />
          )}
        </div>
      </Section>
      <Section title={t('uncelebrated.lapsed')}>
        {lapsed.isPending ? t('loading') : null}
        {lapsed.data?.length === 0 ? (
          <Typography color="text.secondary">{t('uncelebrated.noneLapsed')}</Typography>
        ) : null}
        <List dense disablePadding data-testid="lapsed-notices">
          {(lapsed.data ?? [])
            .filter((n) => n.status === 'LAPSED')
            .map((n) => (
              <ListItem key={n.id} disablePadding divider>
                <ListItemButton
                  onClick={() => navigate(`/backoffice/marriage-registrations/details/${n.applicationId}`)}
                >
                  <ListItemText
                    primary={`${n.noticeNumber} · ${n.partyAName} & ${n.partyBName}`}
                    secondary={t('uncelebrated.lapsedOn', { date: toDisplayDate(n.validUntil) })}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
        </List>
      </Section>
      {opened ? (
        <BookingDialog
          booking={opened}
          mayManage={profile ? canManageWeddings(profile) : false}
          onClose={() => setOpened(null)}
          onChanged={() => void missed.refetch()}
        />
      ) : null}
    </Box>
  );
}
