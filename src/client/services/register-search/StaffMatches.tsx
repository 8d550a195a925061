import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import { registerMatchSchema } from '../../../shared/services/register-search.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { errorMessage, getData } from '../../providers/httpClient.js';

const MATCHES = z.array(registerMatchSchema.extend({ id: z.string() }));
import type { PanelProps } from '../types.js';

/** What the register proposes for a search waiting for the officer (staff review page). */
export function StaffMatches({ application }: PanelProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`services.REGISTER_SEARCH.staff.${key}`, options);
  const waiting = application.status === 'Submitted' || application.status === 'Pending';
  // Asked again when the application changes (its version), while it waits for the officer.
  const answer = useQuery({
    queryKey: ['register-matches', application.id, application.version],
    queryFn: () => getData(`/applications/${encodeURIComponent(application.id)}/register-matches`, MATCHES),
    enabled: waiting,
  });
  const state = { matches: answer.data ?? null, error: answer.error ? errorMessage(answer.error) : null };
  if (!waiting) return null;
  return (
    <SectionCard title={t('title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('lead')}
      </Typography>
      {state.error ? <Alert severity="error">{t('failed', { message: state.error })}</Alert> : null}
      {!state.error && !state.matches ? <Typography>{t('loading')}</Typography> : null}
      {state.matches && state.matches.length === 0 ? <Alert severity="info">{t('none')}</Alert> : null}
      {state.matches?.length ? (
        <List dense aria-label={t('title')}>
          {state.matches.map((m) => (
            <ListItem key={m.registrationNumber} divider>
              <ListItemText
                primary={`${m.registrationNumber} · ${m.partyAName} & ${m.partyBName}`}
                secondary={`${toDisplayDate(m.celebratedOn)} · ${m.districtName}`}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
