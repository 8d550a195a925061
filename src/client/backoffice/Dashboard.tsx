import { useEffect, useState } from 'react';
import { Box, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueCount } from '../../shared/contracts/queues.js';
import { canAccess, sectionsFor } from '../../shared/permissions.js';
import { AreaHeader } from '../areas/AreaHeader.js';
import { getApi } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';
import { queueMenu } from './queues/queuePages.js';
import { TodayPanel } from './TodayPanel.js';

/** /backoffice/dashboard: the staff member, their queues with counts and overdue items, their other work areas. */
export default function Dashboard() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const [counts, setCounts] = useState<QueueCount[] | null>(null);
  useEffect(() => {
    getApi<QueueCount[]>('/queues/counts').then(setCounts).catch(() => setCounts([]));
  }, []);
  if (!profile) return null;
  const caller = { accountType: 'BACKOFFICE' as const, staffRole: profile.staffRole };
  const links = new Map(queueMenu(caller).map((entry) => [entry.section, entry.to]));
  const others = sectionsFor(profile).filter((s) => s !== 'dashboard' && !counts?.some((c) => c.section === s));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('backoffice.dashboardTitle')} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">{translate('backoffice.welcome', { name: profile.firstName })}</Typography>
          <Typography data-testid="staff-role">{translate('backoffice.role', { role: profile.staffRole ? translate(`backoffice.roles.${profile.staffRole}`) : '—' })}</Typography>
          <Typography>{translate('backoffice.district', { district: profile.district ?? translate('backoffice.national') })}</Typography>
        </CardContent>
      </Card>
      <TodayPanel />
      {counts && counts.length > 0 ? (
        <Box component="section" aria-labelledby="queues-title" sx={{ mb: 3 }}>
          <Typography id="queues-title" variant="h6" component="h2" gutterBottom>{translate('backoffice.myQueues')}</Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {counts.map((queue) => (
              <Grid key={queue.section} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={links.get(queue.section as never) ?? '/backoffice/dashboard'} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3">{translate(`backoffice.sections.${queue.section}`)}</Typography>
                      <Typography variant="h4" component="p" data-testid={`queue-${queue.section}`}>{queue.waiting}</Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Chip size="small" label={translate('backoffice.waiting')} />
                        {queue.overdue > 0 ? <Chip size="small" color="error" label={translate('backoffice.overdueCount', { count: queue.overdue })} /> : null}
                        {queue.claimedByMe > 0 ? <Chip size="small" color="primary" variant="outlined" label={translate('backoffice.claimedCount', { count: queue.claimedByMe })} /> : null}
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
      <Typography variant="h6" component="h2" gutterBottom>{translate('backoffice.yourSections')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {others.map((section) => {
          const actions = (['read', 'work', 'write'] as const).filter((action) => canAccess(profile, { action, resource: section }));
          return (
            <Grid key={section} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3">{translate(`backoffice.sections.${section}`)}</Typography>
                  <Typography variant="body2">{actions.map((a) => translate(`backoffice.access.${a}`)).join(', ')}</Typography>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
