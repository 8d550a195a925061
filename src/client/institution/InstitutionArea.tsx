import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import AccountBalance from '@mui/icons-material/AccountBalance';
import ListAlt from '@mui/icons-material/ListAlt';
import Sell from '@mui/icons-material/Sell';
import AreaPrices from '../areas/AreaPrices.js';
import { MyApplicationPage, MyApplications } from '../applications/MyApplications.js';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import ServicesList from '../areas/ServicesList.js';
import { RequireArea } from '../guards/guards.js';
import { CardPaymentComplete } from '../areas/payments/CardPaymentComplete.js';
import { PaymentSuccess } from '../areas/payments/PaymentSuccess.js';
import { MpesaPayment } from '../areas/payments/MpesaPayment.js';
import { onlineFormRoutes } from '../services/onlineForms.js';
import InstitutionRegistry from './registry/InstitutionRegistry.js';
import VerificationPage from './verification/VerificationPage.js';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

/** /institution: the area of churches, courts and licensed organisations. */
export default function InstitutionArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="ORGANIZATION">
      <AreaAdmin
        basename="/institution"
        title={translate('portal.name')}
        menu={[
          { to: '/institution/services/list', label: translate('portal.nav.myServices'), icon: <DashboardCustomize /> },
          { to: '/institution/applications', label: translate('portal.nav.myApplications'), icon: <ListAlt /> },
          { to: '/institution/registry', label: translate('institutionRegistry.menu'), icon: <AccountBalance /> },
          { to: '/institution/verification', label: translate('verification.menu'), icon: <VerifiedUser /> },
          { to: '/institution/prices', label: translate('prices.menu'), icon: <Sell /> },
        ]}
        routes={[
          { path: 'services/list', element: <ServicesList accountType="ORGANIZATION" /> },
          ...onlineFormRoutes('institution'),
          { path: 'applications', element: <MyApplications area="institution" /> },
          { path: 'applications/:id', element: <MyApplicationPage /> },
          { path: 'card-payment/complete', element: <CardPaymentComplete area="institution" /> },
          { path: 'payment-success', element: <PaymentSuccess area="institution" /> },
          { path: 'mpesa-payment/:paymentId', element: <MpesaPayment area="institution" /> },
          { path: 'registry', element: <InstitutionRegistry /> },
          { path: 'verification', element: <VerificationPage /> },
          { path: 'prices', element: <AreaPrices /> },
        ]}
      />
    </RequireArea>
  );
}
