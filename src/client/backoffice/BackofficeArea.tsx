import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { RequireArea } from '../guards/guards.js';
import Dashboard from './Dashboard.js';
import Inbox from '@mui/icons-material/Inbox';
import { getStoredProfile } from '../providers/session.js';
import { queueMenu, queueRoutes, type StaffCaller } from './queues/queuePages.js';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { canAccess } from '../../shared/permissions.js';
import TransactionList from './billing/TransactionList.js';
import { backofficeDataProvider } from './settings/settingsDataProvider.js';
import SettingsHome from './settings/SettingsHome.js';
import { settingsMenu, settingsResources } from './settings/settingsPages.js';
import { marriageRegistrationMenu, marriageRegistrationRoutes } from './marriage-registrations/pages.js';
import { marriageReturnMenu, marriageReturnRoutes } from './marriage-returns/pages.js';
import { registryMenu, registryRoutes } from './registry/pages.js';
import { withLicenceLists } from './registry/licenceLists.js';
import { trackingMenu, trackingRoutes } from './tracking/pages.js';

const areaDataProvider = withLicenceLists(backofficeDataProvider);

/** /backoffice: registry staff. */
export default function BackofficeArea() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const caller: StaffCaller = { accountType: 'BACKOFFICE', staffRole: profile?.staffRole ?? null };
  return (
    <RequireArea accountType="BACKOFFICE">
      <AreaAdmin
        basename="/backoffice"
        title={translate('portal.name')}
        menu={[
          { to: '/backoffice/dashboard', label: translate('portal.nav.dashboard'), icon: <SpaceDashboard /> },
          ...queueMenu(caller).map((entry) => ({ to: entry.to, label: translate(`backoffice.sections.${entry.section}`), icon: <Inbox />, group: translate('backoffice.menu.queues') })),
          ...marriageRegistrationMenu(caller, translate),
          ...marriageReturnMenu(caller, translate),
          ...registryMenu(caller, translate),
          ...trackingMenu(caller, translate),
          ...(canAccess(caller, { action: 'read', resource: 'billing' }) ? [{ to: '/backoffice/billing/transactions', label: translate('billing.menu'), icon: <ReceiptLong />, group: translate('backoffice.sections.billing') }] : []),
          ...settingsMenu(caller, translate),
        ]}
        routes={[{ path: 'dashboard', element: <Dashboard /> }, ...queueRoutes(caller), ...marriageRegistrationRoutes(caller), ...marriageReturnRoutes(caller), ...registryRoutes(caller), ...trackingRoutes(caller), { path: 'billing/transactions', element: <TransactionList /> }, { path: 'settings', element: <SettingsHome /> }]}
        resources={settingsResources(caller)}
        dataProvider={areaDataProvider}
      />
    </RequireArea>
  );
}
