import { Resource } from 'react-admin';
import { canOpenSettingsPage, type Caller } from '../../../shared/permissions.js';
import { areaRoutes } from '../../../shared/routes.js';
import { billablesPage } from './billables/resource.js';
import { certificateStampPage } from './certificate-stamp/resource.js';
import { countriesPage } from './countries/resource.js';
import { diocesePage } from './diocese/resource.js';
import { districtsPage } from './districts/resource.js';
import { marriageConfigsPage } from './marriage-configs/resource.js';
import { marriageRoomsPage } from './marriage-rooms/resource.js';
import { serviceCostsPage } from './service-costs/resource.js';
import { serviceTaxHeadsPage } from './service-tax-heads/resource.js';
import { settingsResource } from './settingsDataProvider.js';
import type { SettingsPageDefinition } from './settingsTypes.js';
import { taxHeadsPage } from './tax-heads/resource.js';

/** Each settings page's list, forms and icon (their order in the menu is the route table's). */
export const SETTINGS_PAGE_DEFINITIONS: readonly SettingsPageDefinition[] = [
  serviceCostsPage,
  billablesPage,
  taxHeadsPage,
  serviceTaxHeadsPage,
  diocesePage,
  marriageRoomsPage,
  marriageConfigsPage,
  countriesPage,
  districtsPage,
  certificateStampPage,
];

/** The settings pages the caller may open: the table's (src/shared/routes.ts), each with its definition. */
export const visibleSettingsPages = (caller: Caller) =>
  areaRoutes('backoffice', caller).flatMap((route) =>
    route.page === 'settingsPage' ? SETTINGS_PAGE_DEFINITIONS.filter((d) => d.page === route.props.settingsPage) : [],
  );

/** react-admin resources of the pages the caller may open; create and edit only where they may write. */
export function settingsResources(caller: Caller) {
  return visibleSettingsPages(caller).map((definition) => {
    const writable = canOpenSettingsPage(caller, definition.page, 'write');
    return (
      <Resource
        key={definition.page}
        name={settingsResource(definition.page)}
        list={definition.list}
        create={writable ? definition.create : undefined}
        edit={writable ? definition.edit : undefined}
        icon={definition.icon}
      />
    );
  });
}
