import type { DataProvider } from 'react-admin';
import { SPECIAL_LICENCE_KINDS, type LicenceKind } from '../../../shared/licences.js';

/**
 * The two registries of licences are one API list (GET /api/licences) seen through its kinds. Each
 * page has its own resource, named by its path; a kind the person picks narrows the page's kinds,
 * and no pick (or a kind the page does not hold) asks for all of them. react-admin's permanent
 * `filter` would override the person's pick instead, hence this mapping.
 */
export const LICENCE_LISTS: Record<string, readonly LicenceKind[]> = {
  'registry/special-licences': SPECIAL_LICENCE_KINDS,
  'registry/organisation-licences': ['PUBLIC_PLACE'],
};

export function licenceListFilter(resource: string, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const kinds = LICENCE_LISTS[resource] ?? [];
  const picked = [filter.kind].flat().filter((kind): kind is LicenceKind => kinds.includes(kind as LicenceKind));
  const kind =
    picked.length === 1 ? picked[0] : picked.length > 1 ? picked : kinds.length === 1 ? kinds[0] : [...kinds];
  return { ...filter, kind };
}

/** The back office's data provider with the licence registries' resources served by /api/licences. */
export function withLicenceLists<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: (resource, params) =>
      Object.hasOwn(LICENCE_LISTS, resource)
        ? base.getList('licences', { ...params, filter: licenceListFilter(resource, params.filter) })
        : base.getList(resource, params),
  };
}
