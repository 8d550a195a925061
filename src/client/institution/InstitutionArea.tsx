import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { menuOf, routesOf } from '../areas/areaPages.js';
import { RequireArea } from '../guards/guards.js';

const INSTITUTION = { accountType: 'ORGANIZATION', staffRole: null } as const;

/** /institution: the area of churches, courts and licensed organisations, from the route table. */
export default function InstitutionArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="ORGANIZATION">
      <AreaAdmin
        basename="/institution"
        title={translate('portal.name')}
        menu={menuOf('institution', INSTITUTION, translate)}
        routes={routesOf('institution', INSTITUTION)}
      />
    </RequireArea>
  );
}
