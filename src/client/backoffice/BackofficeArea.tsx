import { useTranslate } from 'react-admin';
import type { Caller } from '../../shared/permissions.js';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { menuOf, routesOf } from '../areas/areaPages.js';
import { RequireArea } from '../guards/guards.js';
import { getStoredProfile } from '../providers/session.js';
import { withLicenceLists } from './registry/licenceLists.js';
import { backofficeDataProvider } from './settings/settingsDataProvider.js';
import { settingsResources } from './settings/settingsPages.js';

const areaDataProvider = withLicenceLists(backofficeDataProvider);

/** /backoffice: registry staff; the pages and menu the caller's role opens, from the route table. */
export default function BackofficeArea() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const caller: Caller = { accountType: 'BACKOFFICE', staffRole: profile?.staffRole ?? null };
  return (
    <RequireArea accountType="BACKOFFICE">
      <AreaAdmin
        basename="/backoffice"
        title={translate('portal.name')}
        menu={menuOf('backoffice', caller, translate)}
        routes={routesOf('backoffice', caller)}
        resources={settingsResources(caller)}
        dataProvider={areaDataProvider}
      />
    </RequireArea>
  );
}
