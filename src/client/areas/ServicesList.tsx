import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { servicesFor } from '../../shared/services.js';
import { ServiceCards } from '../public/ServiceCards.js';
import { AreaHeader } from './AreaHeader.js';

/** /user/services/list and /institution/services/list: the services this account type can apply for. */
export default function ServicesList({ accountType }: { accountType: 'INDIVIDUAL' | 'ORGANIZATION' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('services.listTitle')} lead={translate('services.listLead')} />
      <Alert severity="info" sx={{ mb: 2 }}>{translate('services.availableSoon')}</Alert>
      <ServiceCards services={servicesFor(accountType)} />
    </Box>
  );
}
