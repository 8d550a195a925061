import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import ServicesList from '../areas/ServicesList.js';
import { RequireArea } from '../guards/guards.js';

/** /institution: the area of churches, courts and licensed organisations. */
export default function InstitutionArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="ORGANIZATION">
      <AreaAdmin
        basename="/institution"
        title={translate('portal.name')}
        menu={[{ to: '/institution/services/list', label: translate('portal.nav.myServices'), icon: <DashboardCustomize /> }]}
        routes={[{ path: 'services/list', element: <ServicesList accountType="ORGANIZATION" /> }]}
      />
    </RequireArea>
  );
}
