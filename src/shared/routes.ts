import type { AccountType } from './accounts.js';
import { canReadInstitutions, canVerifyInstitutions } from './institutions.js';
import {
  canAccess,
  canOpenSettingsPage,
  canReadStatistics,
  type BackofficeSection,
  type Caller,
  type SettingsPage,
} from './permissions.js';
import { SERVICE_REGISTERS, SERVICES, type ApprovalLevel, type ServiceCode } from './services.js';

/**
 * The areas' pages in one table (issue 21): every path of /user, /institution and /backoffice, who
 * may open it (the shared permission rule, the same the server applies), the kind of page it shows
 * and its place in the menu. The areas build their routes and menus from it
 * (src/client/areas/areaPages.tsx), and the every-route sweep opens every page of it
 * (tests/e2e/sweep-plan.ts): a new page is routed, in the menu and swept by being here.
 */

export type AreaName = 'user' | 'institution' | 'backoffice';
export const AREA_ACCOUNT: Record<AreaName, AccountType> = {
  user: 'INDIVIDUAL',
  institution: 'ORGANIZATION',
  backoffice: 'BACKOFFICE',
};

/** The kinds of page: the client gives each its component (a kind without one does not compile). */
export const PAGE_KINDS = [
  // The citizen's and the institution's areas.
  'services',
  'form',
  'noticeAttachments',
  'myApplications',
  'myApplication',
  'cardPaymentComplete',
  'paymentSuccess',
  'mpesaPayment',
  'prices',
  'institutionRegistry',
  'institutionVerification',
  'myAccessLog',
  'myDeclarations',
  'myDeclaration',
  // The back office.
  'dashboard',
  'queue',
  'sectionApplications',
  'applicationDetail',
  'noticePreview',
  'escalations',
  'objection',
  'calendar',
  'uncelebrated',
  'missingReturns',
  'civilMarriageNotices',
  'noticeBook',
  'civilMarriages',
  'registerBook',
  'marriage',
  'licences',
  'licence',
  'licensedOrganisations',
  'serviceRegister',
  'institutions',
  'institutionCreate',
  'institution',
  'possibleDuplicates',
  'possibleDuplicate',
  'trackingSearch',
  'trackedApplication',
  'reports',
  'statistics',
  'transactions',
  'receipt',
  'priceList',
  'settingsHome',
  'settingsPage',
  'accounts',
  'account',
  'accountCreate',
  'audit',
  // Every area.
  'secondFactor',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The values a page takes besides its URL's: a queue's section and level, a form's service… */
export interface PageProps {
  section?: BackofficeSection;
  stage?: ApprovalLevel;
  serviceCode?: ServiceCode;
  registry?: 'special-licences' | 'organisation-licences';
  settingsPage?: SettingsPage;
}

export interface AreaRoute {
  /** Unique in the table: `${area}.${what}`. */
  id: string;
  area: AreaName;
  /** The whole path as the address bar shows it; `:name` for a record's key. */
  path: string;
  page: PageKind;
  props: PageProps;
  /**
   * Its entry in the area's menu (the label's and the group's message keys), or where the page is
   * opened from when it has none (a record from its list, a form from the services list…).
   */
  menu: { label: string; group?: string } | { from: string };
}

/** The path of a route, with its `:name` parts filled in. */
export function pathOf(route: Pick<AreaRoute, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** The names of a path's `:name` parts. */
export const paramsOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

// -------------------------------------------------------------------------------------------------
// The citizen's and the institution's areas: the area is the rule (an account of its type).
// -------------------------------------------------------------------------------------------------

function applicantRoutes(area: 'user' | 'institution'): AreaRoute[] {
  const accountType = AREA_ACCOUNT[area];
  const at = (id: string, path: string, page: PageKind, menu: AreaRoute['menu'], props: PageProps = {}): AreaRoute => ({
    id: `${area}.${id}`,
    area,
    path: `/${area}/${path}`,
    page,
    props,
    menu,
  });
  const forms = SERVICES.filter(
    (s) => s.formPath && (s.audience as readonly AccountType[]).includes(accountType),
  ).flatMap((s) => [
    at(`form.${s.code}`, s.formPath!, 'form', { from: 'services list' }, { serviceCode: s.code }),
    at(
      `form.${s.code}.draft`,
      `${s.formPath}/:id`,
      'form',
      { from: 'my applications (a draft)' },
      { serviceCode: s.code },
    ),
  ]);
  return [
    at('services', 'services/list', 'services', { label: 'portal.nav.myServices' }),
    ...forms,
    ...(area === 'user'
      ? [at('noticeAttachments', 'notice-attachment/:id', 'noticeAttachments', { from: 'a notice of marriage' })]
      : []),
    at('applications', 'applications', 'myApplications', { label: 'portal.nav.myApplications' }),
    at('application', 'applications/:id', 'myApplication', { from: 'my applications' }),
    at('cardPaymentComplete', 'card-payment/complete', 'cardPaymentComplete', { from: 'the card payment page' }),
    at('paymentSuccess', 'payment-success', 'paymentSuccess', { from: 'a payment' }),
    at('mpesaPayment', 'mpesa-payment/:paymentId', 'mpesaPayment', { from: 'a payment by M-Pesa' }),
    ...(area === 'institution'
      ? [
          at('registry', 'registry', 'institutionRegistry', { label: 'institutionRegistry.menu' }),
          at('verification', 'verification', 'institutionVerification', { label: 'verification.menu' }),
        ]
      : []),
    ...(area === 'user'
      ? [
          // Both parties declare a notice of marriage (issue 24): the notices that name the citizen.
          at('declarations', 'declarations', 'myDeclarations', { label: 'declarations.menu' }),
          at('declaration', 'declarations/:id', 'myDeclaration', { from: 'an invitation to declare a notice' }),
          at('accessLog', 'access-log', 'myAccessLog', { label: 'accessLog.my.menu' }),
        ]
      : []),
    at('prices', 'prices', 'prices', { label: 'prices.menu' }),
    at('secondFactor', 'sign-in-security', 'secondFactor', { label: 'secondFactor.menu' }),
  ];
}

// -------------------------------------------------------------------------------------------------
// The back office: each page behind its permission, in menu order.
// -------------------------------------------------------------------------------------------------

/** The queue pages of each level beside the caller's own (seed section 2), where a section has them. */
const LEVEL_PAGES: [string, ApprovalLevel][] = [
  ['director', 'DIRECTOR'],
  ['rg', 'REGISTRAR_GENERAL'],
  ['minister', 'MINISTER'],
];
const WORK_SECTIONS = [...new Set(SERVICES.map((s) => s.section))];
const sectionBase = (section: BackofficeSection) =>
  section === 'rectifications' ? 'registry/rectifications' : section;

interface BackofficeRoute extends AreaRoute {
  /** Who may open it: the shared permission rule. */
  allowed: (caller: Caller) => boolean;
}

const reads = (resource: BackofficeSection) => (caller: Caller) => canAccess(caller, { action: 'read', resource });

function backofficeRoute(
  id: string,
  path: string,
  page: PageKind,
  allowed: (caller: Caller) => boolean,
  menu: AreaRoute['menu'],
  props: PageProps = {},
): BackofficeRoute {
  return { id: `backoffice.${id}`, area: 'backoffice', path: `/backoffice/${path}`, page, props, menu, allowed };
}

/** The queues of a section: its levels' pages (the caller's own level is its task queue), its applications. */
function sectionRoutes(section: BackofficeSection, caller: Caller): BackofficeRoute[] {
  const levels = new Set(SERVICES.filter((s) => s.section === section).flatMap((s) => [...s.chain]));
  const base = sectionBase(section);
  const read = reads(section);
  const own = caller.staffRole as ApprovalLevel;
  const group = 'backoffice.menu.queues';
  const label = `backoffice.sections.${section}`;
  const works = levels.has(own);
  const routes: BackofficeRoute[] = [];
  if (works)
    routes.push(
      backofficeRoute(
        `${section}.task-queue`,
        `${base}/task-queue`,
        'queue',
        read,
        { label, group },
        {
          section,
          stage: own,
        },
      ),
    );
  if (['organisation-licenses', 'special-licenses'].includes(section))
    for (const [page, level] of LEVEL_PAGES)
      if (levels.has(level))
        routes.push(
          backofficeRoute(
            `${section}.${page}`,
            `${base}/${page}`,
            'queue',
            read,
            { from: `the ${section} queue` },
            {
              section,
              stage: level,
            },
          ),
        );
  routes.push(
    backofficeRoute(
      `${section}.applications`,
      `${base}/applications`,
      'sectionApplications',
      read,
      works ? { from: `the ${section} queue` } : { label, group },
      { section },
    ),
    backofficeRoute(`${section}.details`, `${section}/details/:id`, 'applicationDetail', read, {
      from: `the ${section} queue`,
    }),
  );
  if (section === 'searches')
    routes.push(
      backofficeRoute(
        'searches.report-applications',
        'searches/report-applications',
        'sectionApplications',
        read,
        {
          from: 'the searches queue',
        },
        { section, serviceCode: 'SEARCH_REPORT' },
      ),
    );
  return routes;
}

function backofficeRoutes(caller: Caller): BackofficeRoute[] {
  const registrations = reads('marriage-registrations');
  /** A page of the marriage office (/backoffice/marriage-registrations) in its menu group. */
  const officeList = (page: PageKind, path: string, label: string) =>
    backofficeRoute(page, `marriage-registrations/${path}`, page, registrations, {
      label: `marriageOffice.menu.${label}`,
      group: 'marriageOffice.menu.group',
    });
  const registry = reads('registry');
  const registryGroup = 'registryPages.menuGroup';
  /** A register of /backoffice/registry, in the registry's menu group (its label `registryPages.<label>`). */
  const registryList = (page: PageKind, path: string, label: string, id: string = page, props: PageProps = {}) =>
    backofficeRoute(
      id,
      `registry/${path}`,
      page,
      registry,
      { label: `registryPages.${label}`, group: registryGroup },
      props,
    );
  const billing = reads('billing');
  const billingGroup = 'backoffice.sections.billing';
  const settings = (page: SettingsPage) => (c: Caller) => canOpenSettingsPage(c, page, 'read');
  return [
    backofficeRoute('dashboard', 'dashboard', 'dashboard', () => true, { label: 'portal.nav.dashboard' }),
    ...WORK_SECTIONS.flatMap((section) => sectionRoutes(section, caller)),
    // Submissions held as possible duplicates, waiting for the officer's decision (issue 24).
    backofficeRoute('possibleDuplicates', 'duplicates', 'possibleDuplicates', reads('duplicates'), {
      label: 'duplicates.menu',
      group: 'backoffice.menu.queues',
    }),
    backofficeRoute('possibleDuplicate', 'duplicates/:id', 'possibleDuplicate', reads('duplicates'), {
      from: 'the possible duplicates',
    }),
    backofficeRoute('registry.details', 'registry/details/:id', 'applicationDetail', registry, {
      from: 'a registry',
    }),
    backofficeRoute('noticePreview', 'marriage-registrations/notice-preview/:id', 'noticePreview', registrations, {
      from: 'a notice of marriage',
    }),
    officeList('escalations', 'escalations', 'escalations'),
    backofficeRoute('objection', 'marriage-registrations/escalations/:id', 'objection', registrations, {
      from: 'the escalations',
    }),
    officeList('calendar', 'calendar', 'calendar'),
    officeList('uncelebrated', 'calendar-uncelebrated', 'uncelebrated'),
    backofficeRoute('missingReturns', 'marriage-returns/missing-returns', 'missingReturns', reads('marriage-returns'), {
      label: 'marriageReturns.menu.missing',
      group: 'backoffice.sections.marriage-returns',
    }),
    registryList('civilMarriageNotices', 'civil-marriage-notices', 'civilMarriageNotices'),
    registryList('noticeBook', 'notices', 'notices'),
    registryList('civilMarriages', 'civil-marriages', 'civilMarriages'),
    registryList('registerBook', 'marriage-register-book', 'registerBook'),
    backofficeRoute('marriage', 'registry/marriages/:id', 'marriage', registry, { from: 'the registers' }),
    registryList('licences', 'special-licences', 'specialLicences', 'specialLicences', {
      registry: 'special-licences',
    }),
    registryList('licences', 'organisation-licences', 'organisationLicences', 'organisationLicences', {
      registry: 'organisation-licences',
    }),
    registryList('licensedOrganisations', 'licensed-organisations', 'licensedOrganisations'),
    backofficeRoute('licence', 'registry/licences/:id', 'licence', registry, { from: 'the licence registries' }),
    // The registers services keep of their own (the catalogue's `register`; the service's client part gives the page).
    ...SERVICE_REGISTERS.map(({ key, path, code }) =>
      backofficeRoute(
        key,
        `registry/${path}`,
        'serviceRegister',
        registry,
        { label: `services.${code}.register.title`, group: registryGroup },
        { serviceCode: code },
      ),
    ),
    backofficeRoute('institutions', 'institutions', 'institutions', canReadInstitutions, {
      label: 'verification.queue.menu',
      group: registryGroup,
    }),
    backofficeRoute('institutionCreate', 'institutions/create', 'institutionCreate', canVerifyInstitutions, {
      from: 'the institutions list',
    }),
    backofficeRoute('institution', 'institutions/:id', 'institution', canReadInstitutions, {
      from: 'the institutions list',
    }),
    backofficeRoute('tracking', 'tracking', 'trackingSearch', reads('tracking'), { label: 'trackingPages.menu' }),
    backofficeRoute('trackedApplication', 'tracking/:id', 'trackedApplication', reads('tracking'), {
      from: 'the tracking search',
    }),
    backofficeRoute('reports', 'reports', 'reports', reads('reports'), { label: 'reports.menu' }),
    backofficeRoute('statistics', 'statistics', 'statistics', canReadStatistics, { label: 'statistics.menu' }),
    backofficeRoute('transactions', 'billing/transactions', 'transactions', billing, {
      label: 'billing.menu',
      group: billingGroup,
    }),
    backofficeRoute('receipt', 'billing/receipts/:receiptNumber', 'receipt', billing, { from: 'the transactions' }),
    backofficeRoute('priceList', 'billing/price-list', 'priceList', billing, {
      label: 'billingPages.menu.priceList',
      group: billingGroup,
    }),
    backofficeRoute('settings', 'settings', 'settingsHome', reads('settings'), {
      label: 'settings.overview',
      group: 'settings.menu',
    }),
    ...SETTINGS_MENU.map((page) =>
      backofficeRoute(
        `settings.${page}`,
        `settings/${page}`,
        'settingsPage',
        settings(page),
        { label: `settings.pages.${page}`, group: 'settings.menu' },
        { settingsPage: page },
      ),
    ),
    backofficeRoute('accounts', 'accounts', 'accounts', reads('accounts'), { label: 'accountsAdmin.menu' }),
    backofficeRoute('account', 'accounts/:id', 'account', reads('accounts'), { from: 'the accounts list' }),
    backofficeRoute(
      'accountCreate',
      'accounts/create',
      'accountCreate',
      (c) => canAccess(c, { action: 'write', resource: 'accounts' }),
      { from: 'the accounts list' },
    ),
    backofficeRoute('audit', 'audit', 'audit', reads('audit'), { label: 'audit.menu' }),
    backofficeRoute('secondFactor', 'sign-in-security', 'secondFactor', () => true, { label: 'secondFactor.menu' }),
  ];
}

/** The settings pages in menu order (domain section 10, then districts and the stamp). */
export const SETTINGS_MENU = [
  'service-costs',
  'billables',
  'tax-heads',
  'service-tax-heads',
  'diocese',
  'marriage-rooms',
  'marriage-configs',
  'countries',
  'districts',
  'certificate-stamp',
] as const satisfies readonly SettingsPage[];

/** The pages of an area the caller may open, in menu order. */
export function areaRoutes(area: AreaName, caller: Caller): AreaRoute[] {
  if (caller.accountType !== AREA_ACCOUNT[area]) return [];
  if (area !== 'backoffice') return applicantRoutes(area);
  return backofficeRoutes(caller)
    .filter((route) => route.allowed(caller))
    .map(({ id, area: a, path, page, props, menu }) => ({ id, area: a, path, page, props, menu }));
}

/** The caller's menu in its area: the pages that have an entry, in order. */
export function areaMenu(area: AreaName, caller: Caller): (AreaRoute & { menu: { label: string; group?: string } })[] {
  return areaRoutes(area, caller).filter(
    (route): route is AreaRoute & { menu: { label: string; group?: string } } => 'label' in route.menu,
  );
}
