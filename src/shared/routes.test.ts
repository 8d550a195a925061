import { describe, expect, it } from 'vitest';
import { NOT_SWEPT, sweepPlan, tableRoutes } from '../../tests/e2e/sweep-plan.js';
import { STAFF_ROLES } from './accounts.js';
import type { Caller } from './permissions.js';
import { areaMenu, areaRoutes, pathOf, type AreaName } from './routes.js';

const CALLERS: [AreaName, Caller][] = [
  ['user', { accountType: 'INDIVIDUAL', staffRole: null }],
  ['institution', { accountType: 'ORGANIZATION', staffRole: null }],
  ...STAFF_ROLES.map((staffRole): [AreaName, Caller] => ['backoffice', { accountType: 'BACKOFFICE', staffRole }]),
];

describe('the route table (issue 21)', () => {
  it.each(CALLERS)('%s, %o: each page once, under its area, its id unique', (area, caller) => {
    const routes = areaRoutes(area, caller);
    expect(routes.length).toBeGreaterThan(3);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    for (const route of routes) expect(route.path.startsWith(`/${area}/`), route.path).toBe(true);
    // The menu is the table's, in its order; an account opens nothing of another area.
    expect(areaMenu(area, caller).every((r) => routes.includes(r) || routes.some((x) => x.id === r.id))).toBe(true);
    expect(areaRoutes(area === 'user' ? 'backoffice' : 'user', caller)).toEqual([]);
  });

  it('gives each caller the pages of the shared permission rule, and the menu an entry for each section', () => {
    const officer = areaRoutes('backoffice', { accountType: 'BACKOFFICE', staffRole: 'OFFICER' }).map((r) => r.path);
    const finance = areaRoutes('backoffice', { accountType: 'BACKOFFICE', staffRole: 'FINANCE' }).map((r) => r.path);
    expect(officer).toContain('/backoffice/special-licenses/director');
    expect(officer).toContain('/backoffice/marriage-registrations/task-queue');
    expect(officer).not.toContain('/backoffice/accounts');
    expect(finance).toContain('/backoffice/billing/transactions');
    expect(finance).not.toContain('/backoffice/marriage-registrations/task-queue');
    // The director's menu opens a section at its own queue where the director works it, else its list.
    const director = areaMenu('backoffice', { accountType: 'BACKOFFICE', staffRole: 'DIRECTOR' }).map((r) => r.path);
    expect(director).toContain('/backoffice/special-licenses/task-queue');
    expect(director).toContain('/backoffice/marriage-registrations/applications');
  });

  it('fills in a path with its record', () => {
    expect(pathOf({ path: '/backoffice/registry/marriages/:id' }, { id: 'a b' })).toBe(
      '/backoffice/registry/marriages/a%20b',
    );
    expect(() => pathOf({ path: '/backoffice/accounts/:id' })).toThrow('/backoffice/accounts/:id needs id');
  });
});

describe('the every-route sweep is made from the table', () => {
  it('opens every page of the table, or says which test does', () => {
    // The demo's records as placeholders: what matters is the page each case opens.
    const ids = new Proxy({}, { get: (_, name) => `{${String(name)}}` }) as never;
    const opened = Object.values(sweepPlan())
      .flat()
      .map((c) => (typeof c.path === 'string' ? c.path : c.path(ids)).split('?')[0]);
    const plain = tableRoutes().filter(({ route }) => !route.path.includes(':') && !NOT_SWEPT[route.id]);
    expect(plain.length).toBeGreaterThan(80);
    expect(plain.filter(({ route }) => !opened.includes(route.path)).map(({ route }) => route.id)).toEqual([]);
    // The routes that name a record open one of the demo's.
    expect(opened).toContain('/backoffice/registry/marriages/{marriageEntry}');
  });

  it('sweeps a new page by its being in the table, and fails on a page it cannot open', () => {
    const table = tableRoutes();
    const [officer] = table.filter((t) => t.route.id === 'backoffice.dashboard');
    const page = (id: string, path: string) => ({
      route: { ...officer.route, id, path, page: 'dashboard' as never },
      openers: ['officer@demo.test'],
    });
    const plan = sweepPlan([...table, page('backoffice.new-list', '/backoffice/new-list')]);
    expect(plan['officer@demo.test']?.map((c) => c.path)).toContain('/backoffice/new-list');
    const unknownKind = { ...page('backoffice.new-record', '/backoffice/new-records/:id') };
    unknownKind.route.page = 'audit' as never;
    unknownKind.route.area = 'institution';
    expect(() => sweepPlan([...table, unknownKind])).toThrow(
      'Pages of the route table the sweep does not open: /backoffice/new-records/:id (backoffice.new-record)',
    );
  });
});
