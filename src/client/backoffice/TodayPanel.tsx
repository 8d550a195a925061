import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { canAccess } from '../../shared/permissions.js';
import { serviceByCode } from '../../shared/services.js';
import { getData } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';
import { todaySchema } from '../../shared/contracts/register.js';
import { bookingWhere } from './marriage-registrations/bookingWords.js';
import { toDisplayDateTime, toDisplayTime } from '../../shared/dates.js';

/** The dashboard's day: today's weddings (officers' visits to private venues among them) and the latest things done in the registry (GET /api/dashboard/today). */
export function TodayPanel() {
  const translate = useTranslate();
  const office = (key: string, options?: Record<string, unknown>) => translate(`marriageOffice.${key}`, options);
  const t = (key: string, options?: Record<string, unknown>) => office(`today.${key}`, options);
  const profile = getStoredProfile();
  const readable = Boolean(profile && canAccess(profile, { action: 'read', resource: 'marriage-registrations' }));
  // A role the server does not answer simply gets no panel, not a signed-out session.
  const { data: today } = useQuery({
    queryKey: ['dashboard', 'today'],
    queryFn: () => getData('/dashboard/today', todaySchema, { authFailureHandled: true }),
    enabled: readable,
  });
  if (!readable || !today) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" component="section" aria-labelledby="weddings-today-title" sx={{ height: '100%' }}>
          <CardContent>
            <Typography id="weddings-today-title" variant="h6" component="h2">
              {t('weddings')}
            </Typography>
            {today.weddingsToday.length === 0 ? (
              <Typography color="text.secondary">{t('noWeddings')}</Typography>
            ) : null}
            <List dense data-testid="weddings-today">
              {today.weddingsToday.map((b) => (
                <ListItem key={b.id} disableGutters divider data-kind={b.kind}>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to="/backoffice/marriage-registrations/calendar"
                      >{`${toDisplayTime(b.startsAt)} · ${b.partyAName} & ${b.partyBName}`}</Link>
                    }
                    secondary={`${bookingWhere(office, b)} · ${office(`statuses.${b.status}`, { _: b.status })}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ height: '100%' }}>
          <CardContent>
            <Typography id="recent-activity-title" variant="h6" component="h2">
              {t('activity')}
            </Typography>
            {today.recentActivity.length === 0 ? (
              <Typography color="text.secondary">{t('noActivity')}</Typography>
            ) : null}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="recent-activity">
              {today.recentActivity.slice(0, 10).map((a, i) => (
                <Box
                  component="li"
                  key={`${a.at}-${i}`}
                  sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
                >
                  <Typography variant="body2">
                    <Link
                      component={RouterLink}
                      to={`/backoffice/${serviceByCode(a.serviceCode)?.section ?? 'marriage-registrations'}/details/${a.applicationId}`}
                    >
                      {a.reference}
                    </Link>
                    {' · '}
                    {translate(`applications.events.${a.action}`, { _: translate('applications.events.other') })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[toDisplayDateTime(a.at), a.actorName].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
