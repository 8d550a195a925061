import type { DataProvider } from 'react-admin';
import { SETTINGS_PAGES, type SettingsPage } from '../../../shared/permissions.js';
import { dataProvider } from '../../providers/dataProvider.js';

const PREFIX = 'settings/';

/** The react-admin resource of a settings page: its routes live under /backoffice/settings/<page>. */
export const settingsResource = (page: SettingsPage) => `${PREFIX}${page}`;

/** settings/diocese → dioceses: the API resource behind a settings page; other names pass through. */
export function apiResourceOf(resource: string): string {
  if (!resource.startsWith(PREFIX)) return resource;
  const page = resource.slice(PREFIX.length);
  return Object.hasOwn(SETTINGS_PAGES, page) ? SETTINGS_PAGES[page as SettingsPage] : page;
}

/**
 * The back office's data provider: the settings pages' resources are named by their path
 * (settings/service-costs) so react-admin's links and redirects land under /backoffice/settings,
 * and are served by the API's resources (/api/service-costs).
 */
export function withSettingsPaths<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: (resource, params) => base.getList(apiResourceOf(resource), params),
    getOne: (resource, params) => base.getOne(apiResourceOf(resource), params),
    getMany: (resource, params) => base.getMany(apiResourceOf(resource), params),
    getManyReference: (resource, params) => base.getManyReference(apiResourceOf(resource), params),
    create: (resource, params) => base.create(apiResourceOf(resource), params),
    update: (resource, params) => base.update(apiResourceOf(resource), params),
    updateMany: (resource, params) => base.updateMany(apiResourceOf(resource), params),
    delete: (resource, params) => base.delete(apiResourceOf(resource), params),
    deleteMany: (resource, params) => base.deleteMany(apiResourceOf(resource), params),
  };
}

/** The shared data provider, with the settings pages' resource names mapped. */
export const backofficeDataProvider = withSettingsPaths(dataProvider);
