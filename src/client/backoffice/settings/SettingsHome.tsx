import { Box, Card, CardActionArea, CardContent, Grid, Link as MuiLink, Typography } from '@mui/material';
import { canAccess } from '../../../shared/permissions.js';
import { useTranslate, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { getStoredProfile } from '../../providers/session.js';
import { visibleSettingsPages } from './settingsPages.js';

/** /backoffice/settings: the settings pages the staff member may open, with what each is for. */
export default function SettingsHome() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const pages = profile ? visibleSettingsPages(profile) : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('settings.title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {translate('settings.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('settings.lead')}</Typography>
      {profile && canAccess(profile, { action: 'read', resource: 'audit' }) ? (
        <Typography sx={{ mb: 2 }}>
          <MuiLink component={Link} to="/backoffice/audit">
            {translate('audit.settingsLink')}
          </MuiLink>
        </Typography>
      ) : null}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pages.map((definition) => (
          <Grid key={definition.page} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={`/backoffice/settings/${definition.page}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <definition.icon /> {translate(`settings.pages.${definition.page}`)}
                  </Typography>
                  <Typography variant="body2">{translate(`settings.about.${definition.page}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
