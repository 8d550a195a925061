import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import ServicesList from '../areas/ServicesList.js';
import { RequireArea } from '../guards/guards.js';

/** /user: the citizen's area. */
export default function UserArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="INDIVIDUAL">
      <AreaAdmin
        basename="/user"
        title={translate('portal.name')}
        menu={[{ to: '/user/services/list', label: translate('portal.nav.myServices'), icon: <DashboardCustomize /> }]}
        routes={[{ path: 'services/list', element: <ServicesList accountType="INDIVIDUAL" /> }]}
      />
    </RequireArea>
  );
}
