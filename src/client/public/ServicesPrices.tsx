import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SERVICES } from '../../shared/services.js';
import { PublicLayout } from './PublicLayout.js';
import { ServiceCards } from './ServiceCards.js';

/** /services-prices: every service of the registry, who applies and who approves. */
export default function ServicesPrices() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('prices.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('prices.lead')}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('prices.feesNote')}</Alert>
      <ServiceCards services={SERVICES} showAudience />
    </PublicLayout>
  );
}
