import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { RequireArea } from '../guards/guards.js';
import Dashboard from './Dashboard.js';

/** /backoffice: registry staff. */
export default function BackofficeArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="BACKOFFICE">
      <AreaAdmin
        basename="/backoffice"
        title={translate('portal.name')}
        menu={[{ to: '/backoffice/dashboard', label: translate('portal.nav.dashboard'), icon: <SpaceDashboard /> }]}
        routes={[{ path: 'dashboard', element: <Dashboard /> }]}
      />
    </RequireArea>
  );
}
