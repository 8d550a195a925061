import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PriceList } from './PriceList.js';
import { PublicLayout } from './PublicLayout.js';

/** /services-prices: every service of the registry with its fee today, who applies and who approves. */
export default function ServicesPrices() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('prices.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('prices.lead')}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('prices.feesNote')}</Alert>
      <PriceList />
    </PublicLayout>
  );
}
