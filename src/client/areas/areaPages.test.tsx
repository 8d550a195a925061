import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../shared/accounts.js';
import type { Caller } from '../../shared/permissions.js';
import { areaMenu, areaRoutes, type AreaName } from '../../shared/routes.js';
import { menuIcon, menuOf, routesOf } from './areaPages.js';

const CALLERS: [AreaName, Caller][] = [
  ['user', { accountType: 'INDIVIDUAL', staffRole: null }],
  ['institution', { accountType: 'ORGANIZATION', staffRole: null }],
  ...STAFF_ROLES.map((staffRole): [AreaName, Caller] => ['backoffice', { accountType: 'BACKOFFICE', staffRole }]),
];

describe("the areas' routes and menus come from the route table (issue 21)", () => {
  it.each(CALLERS)(
    '%s, %o: a route for every page of the table, a menu entry with its icon for each of its menu',
    (area, caller) => {
      const table = areaRoutes(area, caller);
      const routed = routesOf(area, caller).map((r) => `/${area}/${r.path}`);
      // A settings page is routed by react-admin as a Resource (settingsResources), every other page here.
      expect(routed).toEqual(table.filter((r) => r.page !== 'settingsPage').map((r) => r.path));
      const menu = menuOf(area, caller, (key) => `«${key}»`);
      expect(menu.map((m) => m.to)).toEqual(areaMenu(area, caller).map((r) => r.path));
      for (const route of areaMenu(area, caller)) expect(menuIcon(route), route.id).toBeDefined();
      expect(menu.every((m) => m.label.startsWith('«'))).toBe(true);
    },
  );
});
