import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
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
import NoticeAttachments from '../notices/NoticeAttachments.js';
import { onlineFormRoutes } from '../services/onlineForms.js';

/** /user: the citizen's area. */
export default function UserArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="INDIVIDUAL">
      <AreaAdmin
        basename="/user"
        title={translate('portal.name')}
        menu={[
          { to: '/user/services/list', label: translate('portal.nav.myServices'), icon: <DashboardCustomize /> },
          { to: '/user/applications', label: translate('portal.nav.myApplications'), icon: <ListAlt /> },
          { to: '/user/prices', label: translate('prices.menu'), icon: <Sell /> },
        ]}
        routes={[
          { path: 'services/list', element: <ServicesList accountType="INDIVIDUAL" /> },
          ...onlineFormRoutes('user'),
          { path: 'notice-attachment/:id', element: <NoticeAttachments /> },
          { path: 'applications', element: <MyApplications area="user" /> },
          { path: 'applications/:id', element: <MyApplicationPage /> },
          { path: 'card-payment/complete', element: <CardPaymentComplete area="user" /> },
          { path: 'payment-success', element: <PaymentSuccess area="user" /> },
          { path: 'mpesa-payment/:paymentId', element: <MpesaPayment area="user" /> },
          { path: 'prices', element: <AreaPrices /> },
        ]}
      />
    </RequireArea>
  );
}
