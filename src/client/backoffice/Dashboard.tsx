import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canAccess, sectionsFor } from '../../shared/permissions.js';
import { AreaHeader } from '../areas/AreaHeader.js';
import { getStoredProfile } from '../providers/session.js';

/** /backoffice/dashboard: the staff member, their role and district, and the work areas it opens. */
export default function Dashboard() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  if (!profile) return null;
  const sections = sectionsFor(profile).filter((s) => s !== 'dashboard');
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('backoffice.dashboardTitle')} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">{translate('backoffice.welcome', { name: profile.firstName })}</Typography>
          <Typography data-testid="staff-role">{translate('backoffice.role', { role: profile.staffRole ? translate(`backoffice.roles.${profile.staffRole}`) : '—' })}</Typography>
          <Typography>{translate('backoffice.district', { district: profile.district ?? translate('backoffice.national') })}</Typography>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" gutterBottom>{translate('backoffice.yourSections')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((section) => {
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
