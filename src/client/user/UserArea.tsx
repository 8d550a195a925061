import { useTranslate } from 'react-admin';
import { AreaAdmin } from '../areas/AreaAdmin.js';
import { menuOf, routesOf } from '../areas/areaPages.js';
import { RequireArea } from '../guards/guards.js';

const CITIZEN = { accountType: 'INDIVIDUAL', staffRole: null } as const;

/** /user: the citizen's area, its pages and menu from the route table (src/shared/routes.ts). */
export default function UserArea() {
  const translate = useTranslate();
  return (
    <RequireArea accountType="INDIVIDUAL">
      <AreaAdmin
        basename="/user"
        title={translate('portal.name')}
        menu={menuOf('user', CITIZEN, translate)}
        routes={routesOf('user', CITIZEN)}
      />
    </RequireArea>
  );
}
