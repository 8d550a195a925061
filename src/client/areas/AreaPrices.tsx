import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PriceList } from './PriceList.js';
import { AreaHeader } from './AreaHeader.js';

/** /user/prices and /institution/prices: the public price list inside the signed-in areas. */
export default function AreaPrices() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('prices.title')} lead={translate('prices.lead')} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('prices.feesNote')}
      </Alert>
      <PriceList />
    </Box>
  );
}
