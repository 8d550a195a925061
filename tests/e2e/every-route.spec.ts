import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAxeClean, expectFits, njorogeEntry, signInAs, tokenFor, viewportOf } from './support.js';
import {
  catalogue,
  findEnglish,
  findCodes,
  findMessageKeys,
  visibleUiText,
  type Catalogue,
  type UiText,
} from './ui-text.js';
import { sweepPlan, type DemoIds, type RouteCase } from './sweep-plan.js';

/**
 * Issue 12, done means 3: every route of seed section 2 (issue 21: every page of the areas' route
 * table, a new one swept by being there), opened as the account it is for, in English
 * and in Swahili (?lang=sw), at 1280 and 360 px: axe finds nothing and the page does not scroll
 * sideways; no page shows a message key; a Swahili page shows no English text of the catalogue.
 * One page load per route and language, checked at both widths (the window resized between them);
 * the routes of one account share one sign-in per test.
 * Nothing here changes data (forms are opened, never saved), so the tests run in any order.
 */

type Account = 'visitor' | `${string}@demo.test`;

const PENDING_SIGN_UP = JSON.stringify({
  payload: { firstName: 'Amina', lastName: 'Wanjiru', email: 'amina.wanjiru@example.test', phone: '+254712345678' },
  verificationToken: 'a-token-the-page-only-holds',
});

/**
 * Seed section 2, account by account: the visitor pages (their own light app), then every page of
 * the areas' route table (src/shared/routes.ts) as tests/e2e/sweep-plan.ts assigns them, then the
 * pages again as accounts in the states that change them.
 */
const ROUTES: Record<Account, RouteCase[]> = {
  visitor: [
    { path: '/' },
    { path: '/notices' },
    { path: (ids) => `/tracking/${ids.trackingId}` },
    { path: (ids) => `/verify/${ids.verifyCode}` },
    { path: '/services-prices' },
    { path: '/account-loading' },
    { path: '/forbidden-access' },
    { path: '/unauthorized-access' },
    { path: '/sign-in' },
    { path: '/terms-and-privacy-policy' },
    { path: '/no-such-page' },
    { path: '/auth/sign-up' },
    { path: '/auth/account-registration-success', session: { signup: PENDING_SIGN_UP } },
    { path: '/auth/verify-otp', session: { signup: PENDING_SIGN_UP } },
    { path: '/auth/email-verified' },
    { path: '/auth/set-password', session: { signup: PENDING_SIGN_UP } },
    { path: '/auth/account-password' },
    { path: '/auth/reset-password-request' },
  ],
  'newcitizen@demo.test': [{ path: '/account-onboard' }],
  // A staff member's first sign-in, before the second factor is set up (issue 23).
  'new.officer@demo.test': [{ path: '/account-second-factor' }],
  ...sweepPlan(),
  // An institution waiting for the registry to verify it (issue 19).
  'newchurch@demo.test': [
    { path: '/institution/services/list' },
    { path: '/institution/verification' },
    { path: '/institution/registry' },
    { path: '/institution/applications' },
    { path: '/institution/services/form-marriage-returns' },
  ],
};

type Row = { id: string };
const query = (filter: object, range = [0, 0]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

async function list<T = Row>(
  request: APIRequestContext,
  token: string,
  resource: string,
  filter: object,
  range?: number[],
): Promise<T[]> {
  const response = await request.get(`/api/${resource}?${query(filter, range)}`, { headers: { authorization: token } });
  expect(response.status(), `GET /api/${resource}`).toBe(200);
  return (await response.json()) as T[];
}

async function first<T = Row>(request: APIRequestContext, token: string, resource: string, filter: object): Promise<T> {
  const [row] = await list<T>(request, token, resource, filter);
  expect(row, `a demo record of /api/${resource} with ${JSON.stringify(filter)}`).toBeTruthy();
  return row;
}

/** A receipt of a payment made for one of these applications (the finance office reads every transaction). */
async function receiptOf(request: APIRequestContext, finance: string, applicationIds: Set<string>): Promise<string> {
  const paid = await list<{ applicationId: string; receiptNumber: string | null }>(
    request,
    finance,
    'transactions',
    { status: 'SUCCEEDED' },
    [0, 499],
  );
  const mine = paid.find((t) => t.receiptNumber && applicationIds.has(t.applicationId));
  expect(mine, 'a paid demo transaction of the account').toBeTruthy();
  return mine!.receiptNumber!;
}

let found: DemoIds | undefined;

/** The demo records, looked up once per worker (they are read, never changed). */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  if (found) return found;
  const [citizen, church, officer, admin, finance] = await Promise.all(
    ['citizen', 'church', 'officer', 'admin', 'finance'].map((name) => tokenFor(request, `${name}@demo.test`)),
  );
  const letter = await first(request, citizen, 'applications', {
    serviceCode: 'MARITAL_STATUS_LETTER',
    status: 'Submitted',
  });
  const { trackingId } = (await (
    await request.get(`/api/applications/${letter.id}`, { headers: { authorization: citizen } })
  ).json()) as { trackingId: string };
  const citizenNotice = await first(request, citizen, 'applications', { serviceCode: 'MARRIAGE_NOTICE' });
  const citizenAll = await list(request, citizen, 'applications', {}, [0, 499]);
  const churchAll = await list(request, church, 'applications', {}, [0, 499]);
  const { entry, certificate } = await njorogeEntry(request);
  const published = await first<{ applicationId: string }>(request, officer, 'notices', { status: 'PUBLISHED' });
  found = {
    trackingId,
    verifyCode: certificate.code,
    citizenApplication: letter.id,
    citizenNotice: citizenNotice.id,
    citizenReceipt: await receiptOf(request, finance, new Set(citizenAll.map((a) => a.id))),
    churchApplication: churchAll[0].id,
    churchReceipt: await receiptOf(request, finance, new Set(churchAll.map((a) => a.id))),
    noticeApplication: (
      await first(request, officer, 'applications', { serviceCode: 'MARRIAGE_NOTICE', status: 'Submitted' })
    ).id,
    publishedNoticeApplication: published.applicationId,
    objection: (await first(request, officer, 'objections', {})).id,
    marriageEntry: entry.id,
    licence: (await first(request, officer, 'licences', {})).id,
    account: (await first(request, admin, 'accounts', { q: 'officer@demo.test' })).id,
    financeReceipt: (await first<{ receiptNumber: string }>(request, finance, 'transactions', { status: 'SUCCEEDED' }))
      .receiptNumber,
    institutionToVerify: (await first(request, officer, 'institution-verifications', { status: 'SUBMITTED' })).id,
    possibleDuplicate: (await first(request, officer, 'possible-duplicates', { status: 'OPEN' })).id,
  };
  return found;
}

/**
 * Counts the page's requests under way (the browser's own and the API's), to know when it is quiet:
 * quicker than waiting for half a second of silence after every load.
 */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * What loads: a spinner or bar with no value. A bar that has one (a form's progress through its
 * steps on a phone) says where the person is, not that something is on its way.
 */
const loading = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])').filter({ visible: true });

/** The page has settled: its title (the h1) shows, nothing is loading, no request is under way for a moment. */
async function settled(page: Page, inFlight: () => number, what: string) {
  await expect(
    page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).first(),
    `the title of ${what}`,
  ).toBeVisible({ timeout: 30_000 });
  await expect(loading(page), `nothing loading on ${what}`).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(
      async () => {
        if (inFlight() > 0) return false;
        await page.waitForTimeout(150);
        return inFlight() === 0;
      },
      { intervals: [50], timeout: 30_000, message: `no request under way on ${what}` },
    )
    .toBe(true);
  await expect(loading(page), `nothing loading on ${what}`).toHaveCount(0);
}

const withLanguage = (path: string, language: 'en' | 'sw') =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/**
 * Words the register and the registry's records hold as written, in every language: the names of
 * registry offices as venues and officiants ("Registrar of Marriages, Mombasa"), and officers named
 * with their titles as recorded on a stamp, a margin note or an entry ("Esther Wambui, Registrar
 * General of Marriages"). They are data, like people's names, not the portal's words.
 */
const RECORDED_NAMES = [
  /^(Office of the )?Registrar of Marriages, [\p{L} ,.'-]+$/u,
  /^[\p{L}\p{N} .'-]+, Registrar( General)?( of Marriages)?$/u,
];
const recorded = (text: UiText) => RECORDED_NAMES.some((name) => name.test(text.text));

/** What is wrong with the page as it stands in this language: message keys, codes (issue 20, Done means 2), and English on a Swahili page. */
function languageProblems(texts: UiText[], english: Catalogue | null, missing: string[]): string[] {
  const problems = [
    ...findMessageKeys(texts).map((t) => `message key "${t.key}" in ${t.where}`),
    ...findCodes(texts).map((t) => `${t.kind} "${t.code}" in ${t.where}: "${t.text.slice(0, 120)}"`),
    ...missing.map((m) => `missing translation: ${m}`),
  ];
  if (english)
    problems.push(
      ...findEnglish(
        texts.filter((t) => !recorded(t)),
        english,
      ).map((t) => `English "${t.phrase}" in ${t.where}: "${t.text.slice(0, 120)}"`),
    );
  return problems;
}

// The sweep only reads: its tests go to whichever worker is free, one by one.
test.describe.configure({ mode: 'parallel' });

/** Routes per test: the big accounts' lists are cut in runs of this many, so that two workers share the sweep evenly. */
const ROUTES_PER_TEST = 5;
const WIDTHS = [1280, 360] as const;

for (const language of ['en', 'sw'] as const) {
  test.describe(`every route in ${language === 'en' ? 'English' : 'Swahili'} at ${WIDTHS.join(' and ')} px`, () => {
    for (const [account, routes] of Object.entries(ROUTES) as [Account, RouteCase[]][]) {
      for (let from = 0; from < routes.length; from += ROUTES_PER_TEST) {
        const run = routes.slice(from, from + ROUTES_PER_TEST);
        const which =
          routes.length <= ROUTES_PER_TEST
            ? `${routes.length} routes`
            : `routes ${from + 1}–${from + run.length} of ${routes.length}`;
        test(`${account}: ${which}`, async ({ page, request }) => {
          test.setTimeout(30_000 + run.length * 60_000);
          // On a Swahili page, the English of the catalogue is a mistake; on an English one, only keys are.
          const english = language === 'sw' ? await catalogue() : null;
          const ids = run.some((r) => typeof r.path === 'function') ? await demoIds(request) : undefined;
          if (account !== 'visitor') await signInAs(page, request, account);
          const inFlight = trackRequests(page);
          const missing: string[] = [];
          page.on('console', (message) => {
            if (/Missing translation/i.test(message.text())) missing.push(message.text().slice(0, 160));
          });
          for (const route of run) {
            const path = typeof route.path === 'function' ? route.path(ids!) : route.path;
            await test.step(path, async () => {
              missing.length = 0;
              // The tab's storage outlives its page loads: each route starts with what it declares.
              if (page.url() !== 'about:blank')
                await page.evaluate((entries) => {
                  sessionStorage.clear();
                  Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v));
                }, route.session ?? {});
              // One load per route and language, checked at each width in turn: the window is resized
              // as a person turns a tablet or narrows a browser, and the page lays itself out again.
              await page.setViewportSize(viewportOf(WIDTHS[0]));
              await page.goto(withLanguage(path, language));
              for (const width of WIDTHS) {
                const what = `${path} (${language}, ${width} px)`;
                if (width !== WIDTHS[0]) await page.setViewportSize(viewportOf(width));
                await settled(page, inFlight, what);
                await expectAxeClean(page, what, { inPage: true });
                if (width < 600) await expectFits(page, width, what);
                const texts = await visibleUiText(page);
                expect.soft(languageProblems(texts, english, missing), what).toEqual([]);
              }
            });
          }
        });
      }
    }
  });
}
