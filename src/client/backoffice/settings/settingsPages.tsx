import Settings from '@mui/icons-material/Settings';
import { Resource } from 'react-admin';
import { canOpenSettingsPage, type Caller } from '../../../shared/permissions.js';
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

/** The settings pages in menu order (domain section 10, then districts). */
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

export const visibleSettingsPages = (caller: Caller) =>
  SETTINGS_PAGE_DEFINITIONS.filter((d) => canOpenSettingsPage(caller, d.page, 'read'));

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

/** The "Settings" group of the back-office menu. */
export function settingsMenu(caller: Caller, translate: (key: string) => string) {
  const pages = visibleSettingsPages(caller);
  if (pages.length === 0) return [];
  const group = translate('settings.menu');
  return [
    { to: '/backoffice/settings', label: translate('settings.overview'), icon: <Settings />, group },
    ...pages.map((definition) => ({
      to: `/backoffice/settings/${definition.page}`,
      label: translate(`settings.pages.${definition.page}`),
      icon: <definition.icon />,
      group,
    })),
  ];
}
