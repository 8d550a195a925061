import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { RequireArea } from '../guards/guards.js';
import Dashboard from './Dashboard.js';
import Inbox from '@mui/icons-material/Inbox';
import { getStoredProfile } from '../providers/session.js';
import { queueMenu, queueRoutes, type StaffCaller } from './queues/queuePages.js';
import { billingMenu, billingRoutes } from './billing/pages.js';
import { backofficeDataProvider } from './settings/settingsDataProvider.js';
import SettingsHome from './settings/SettingsHome.js';
import { settingsMenu, settingsResources } from './settings/settingsPages.js';
import { marriageRegistrationMenu, marriageRegistrationRoutes } from './marriage-registrations/pages.js';
import { marriageReturnMenu, marriageReturnRoutes } from './marriage-returns/pages.js';
import { registryMenu, registryRoutes } from './registry/pages.js';
import { institutionMenu, institutionRoutes } from './institutions/pages.js';
import { withLicenceLists } from './registry/licenceLists.js';
import { trackingMenu, trackingRoutes } from './tracking/pages.js';
import { accountsMenu, accountsRoutes } from './accounts/pages.js';
import { reportsMenu, reportsRoutes } from './reports/pages.js';

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
          ...queueMenu(caller).map((entry) => ({
            to: entry.to,
            label: translate(`backoffice.sections.${entry.section}`),
            icon: <Inbox />,
            group: translate('backoffice.menu.queues'),
          })),
          ...marriageRegistrationMenu(caller, translate),
          ...marriageReturnMenu(caller, translate),
          ...registryMenu(caller, translate),
          ...institutionMenu(caller, translate),
          ...trackingMenu(caller, translate),
          ...reportsMenu(caller, translate),
          ...billingMenu(caller, translate),
          ...settingsMenu(caller, translate),
          ...accountsMenu(caller, translate),
        ]}
        routes={[
          { path: 'dashboard', element: <Dashboard /> },
          ...queueRoutes(caller),
          ...marriageRegistrationRoutes(caller),
          ...marriageReturnRoutes(caller),
          ...registryRoutes(caller),
          ...institutionRoutes(caller),
          ...trackingRoutes(caller),
          ...billingRoutes(caller),
          ...accountsRoutes(caller),
          ...reportsRoutes(caller),
          { path: 'settings', element: <SettingsHome /> },
        ]}
        resources={settingsResources(caller)}
        dataProvider={areaDataProvider}
      />
    </RequireArea>
  );
}
