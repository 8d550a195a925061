import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SERVICES } from '../../shared/services.js';
import { PublicLayout } from './PublicLayout.js';
import { ServiceCards } from './ServiceCards.js';
import { TrackingForm } from './Tracking.js';

export default function Landing() {
  const translate = useTranslate();
  const highlights = SERVICES.filter((s) => ['MARRIAGE_NOTICE', 'SPECIAL_LICENCE_NOTICE_WAIVER', 'MARITAL_STATUS_LETTER', 'INSTITUTION_MARRIAGE'].includes(s.code));
  return (
    <PublicLayout>
      <Box component="section" sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>{translate('landing.title')}</Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>{translate('landing.lead')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" component={RouterLink} to="/auth/sign-up">{translate('landing.start')}</Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/sign-in">{translate('landing.signIn')}</Button>
        </Stack>
      </Box>
      <Box component="section" sx={{ mb: 4, p: 2, bgcolor: 'background.paper', borderRadius: 2 }} aria-labelledby="track-title">
        <Typography id="track-title" variant="h5" component="h2" gutterBottom>{translate('landing.trackTitle')}</Typography>
        <Typography variant="body2">{translate('landing.trackLead')}</Typography>
        <TrackingForm />
      </Box>
      <Box component="section" aria-labelledby="services-title">
        <Typography id="services-title" variant="h5" component="h2" gutterBottom>{translate('landing.servicesTitle')}</Typography>
        <ServiceCards services={highlights} />
        <Button sx={{ mt: 2 }} component={RouterLink} to="/services-prices">{translate('landing.allServices')}</Button>
      </Box>
    </PublicLayout>
  );
}
