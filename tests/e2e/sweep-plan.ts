import type { StaffRole } from '../../src/shared/accounts.js';
import type { Caller } from '../../src/shared/permissions.js';
import { AREA_ACCOUNT, areaRoutes, paramsOf, type AreaName, type AreaRoute } from '../../src/shared/routes.js';

/**
 * What the every-route sweep opens in the areas, made from the route table (src/shared/routes.ts):
 * every page of the table, as the first demo account that may open it. A page whose path names a
 * record opens on a demo record (OPENED_AT); another route of the same kind of page in the same area
 * stands for the rest (a section's details page shows the same page as the others'). A page of the
 * table that none of these reaches fails the plan, so a new page is swept by being in the table.
 */

/** Demo records the routes with an {id} open, found through the API as the accounts that own them. */
export interface DemoIds {
  trackingId: string;
  verifyCode: string;
  citizenApplication: string;
  citizenNotice: string;
  citizenReceipt: string;
  churchApplication: string;
  churchReceipt: string;
  noticeApplication: string;
  publishedNoticeApplication: string;
  objection: string;
  marriageEntry: string;
  licence: string;
  account: string;
  financeReceipt: string;
  institutionToVerify: string;
  possibleDuplicate: string;
}

export interface RouteCase {
  /** The path, or how to make it from demo records found through the API. */
  path: string | ((ids: DemoIds) => string);
  /** What sessionStorage holds before the page loads (a sign-up under way, for the /auth steps that need one). */
  session?: Record<string, string>;
}

/** The demo accounts that open the areas' pages, in the order they are asked: the first that may, opens it. */
const AREA_ACCOUNTS: { email: `${string}@demo.test`; area: AreaName; staffRole: StaffRole | null }[] = [
  { email: 'citizen@demo.test', area: 'user', staffRole: null },
  { email: 'church@demo.test', area: 'institution', staffRole: null },
  { email: 'officer@demo.test', area: 'backoffice', staffRole: 'OFFICER' },
  { email: 'admin@demo.test', area: 'backoffice', staffRole: 'ADMIN' },
  { email: 'rg@demo.test', area: 'backoffice', staffRole: 'REGISTRAR_GENERAL' },
  { email: 'finance@demo.test', area: 'backoffice', staffRole: 'FINANCE' },
  { email: 'director@demo.test', area: 'backoffice', staffRole: 'DIRECTOR' },
  { email: 'minister@demo.test', area: 'backoffice', staffRole: 'MINISTER' },
];

const callerOf = (account: (typeof AREA_ACCOUNTS)[number]): Caller => ({
  accountType: AREA_ACCOUNT[account.area],
  staffRole: account.staffRole,
});

/** Pages another account opens better than the first that may: the one whose work it is. */
const OPENED_BY: Record<string, `${string}@demo.test`> = {
  // Only a court files divorce returns: a church sees why it cannot (checked in institution-marriage tests).
  'institution.form.DIVORCE_RETURN': 'court@demo.test',
  // The stamp is the Registrar General's to upload.
  'backoffice.settings.certificate-stamp': 'rg@demo.test',
  // The vital statistics are made for the Registrar General (and the minister).
  'backoffice.statistics': 'rg@demo.test',
  // The finance office's own pages.
  'backoffice.transactions': 'finance@demo.test',
  'backoffice.receipt': 'finance@demo.test',
  'backoffice.priceList': 'finance@demo.test',
};

/** Where a page that names a record (or needs one in its query) opens. */
const OPENED_AT: Record<string, (ids: DemoIds) => string> = {
  'user.application': (ids) => `/user/applications/${ids.citizenApplication}`,
  'user.noticeAttachments': (ids) => `/user/notice-attachment/${ids.citizenNotice}`,
  'user.declaration': (ids) => `/user/declarations/${ids.citizenNotice}`,
  'user.paymentSuccess': (ids) => `/user/payment-success?receipt=${ids.citizenReceipt}`,
  'institution.application': (ids) => `/institution/applications/${ids.churchApplication}`,
  'institution.paymentSuccess': (ids) => `/institution/payment-success?receipt=${ids.churchReceipt}`,
  'backoffice.marriage-registrations.details': (ids) =>
    `/backoffice/marriage-registrations/details/${ids.noticeApplication}`,
  'backoffice.noticePreview': (ids) =>
    `/backoffice/marriage-registrations/notice-preview/${ids.publishedNoticeApplication}`,
  'backoffice.objection': (ids) => `/backoffice/marriage-registrations/escalations/${ids.objection}`,
  'backoffice.marriage': (ids) => `/backoffice/registry/marriages/${ids.marriageEntry}`,
  'backoffice.licence': (ids) => `/backoffice/registry/licences/${ids.licence}`,
  'backoffice.trackedApplication': (ids) => `/backoffice/tracking/${ids.noticeApplication}`,
  'backoffice.institution': (ids) => `/backoffice/institutions/${ids.institutionToVerify}`,
  'backoffice.possibleDuplicate': (ids) => `/backoffice/duplicates/${ids.possibleDuplicate}`,
  'backoffice.account': (ids) => `/backoffice/accounts/${ids.account}`,
  'backoffice.receipt': (ids) => `/backoffice/billing/receipts/${ids.financeReceipt}`,
};

/** Pages the sweep leaves to their own tests, with why. */
const MPESA_ONLY =
  'opened only by a payment through M-Pesa, which the test servers do not configure (they pay through the sandbox); src/client/areas/payments/MpesaPayment.test.tsx shows its states';
export const NOT_SWEPT: Record<string, string> = {
  'user.mpesaPayment': MPESA_ONLY,
  'institution.mpesaPayment': MPESA_ONLY,
};

/** Every page of the areas' table as each account may open it (the table for the demo's callers). */
export function tableRoutes(): { route: AreaRoute; openers: string[] }[] {
  const byId = new Map<string, { route: AreaRoute; openers: string[] }>();
  for (const account of [...AREA_ACCOUNTS, { email: 'court@demo.test', area: 'institution', staffRole: null } as const])
    for (const route of areaRoutes(account.area, callerOf(account))) {
      const known = byId.get(route.id) ?? { route, openers: [] };
      known.openers.push(account.email);
      byId.set(route.id, known);
    }
  return [...byId.values()];
}

/** The sweep of the areas: per account, the routes it opens. Throws when a page of the table is left out. */
export function sweepPlan(table = tableRoutes()): Record<string, RouteCase[]> {
  const plan: Record<string, RouteCase[]> = {};
  const swept = new Set<string>();
  const add = (email: string, route: AreaRoute, path: RouteCase['path']) => {
    (plan[email] ??= []).push({ path });
    swept.add(`${route.area}:${route.page}`);
  };
  const waiting: AreaRoute[] = [];
  for (const { route, openers } of table) {
    const email = OPENED_BY[route.id] ?? openers[0];
    if (!openers.includes(email)) throw new Error(`${email} may not open ${route.path} (${route.id})`);
    const at = OPENED_AT[route.id];
    if (at) add(email, route, at);
    else if (paramsOf(route.path).length === 0) add(email, route, route.path);
    else waiting.push(route);
  }
  const missing = waiting.filter((route) => !swept.has(`${route.area}:${route.page}`) && !NOT_SWEPT[route.id]);
  if (missing.length > 0)
    throw new Error(
      `Pages of the route table the sweep does not open: ${missing.map((r) => `${r.path} (${r.id})`).join(', ')}. ` +
        'Give each a demo record in OPENED_AT (tests/e2e/sweep-plan.ts), or say in NOT_SWEPT which test opens it.',
    );
  for (const id of [...Object.keys(OPENED_AT), ...Object.keys(OPENED_BY), ...Object.keys(NOT_SWEPT)])
    if (!table.some(({ route }) => route.id === id)) throw new Error(`${id} is not a page of the route table`);
  return plan;
}
