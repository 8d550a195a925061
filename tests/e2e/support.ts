import { AxeBuilder } from '@axe-core/playwright';
import * as OTPAuth from 'otpauth';
import { expect, type APIRequestContext, type Locator, type Page } from './fixtures.js';
import { typeDate } from './notice-steps.js';
import { DemoStaffSignIn } from '../../src/server/db/seed/demo-sign-in.js';
import { DEVICE_TRUSTS_KEY } from '../../src/client/providers/deviceTrust.js';

export const DEMO_PASSWORD = 'Demo!2026pass';

let counter = 0;
export function uniqueContact() {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.padStart(7, '0').slice(-7);
  return {
    email: `e2e-${Date.now()}-${counter}@example.test`,
    nationalPhone: `0711${n.slice(-6)}`,
    phone: `+254711${n.slice(-6)}`,
  };
}

/**
 * The newest code the log transport "sent" to this recipient, read through the test-only outbox
 * route (the e2e server runs with NODE_ENV=test; no other configuration has it).
 */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const body = await response.json();
      code = body.data[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The demo staff's device trusts, kept for this worker (its server's demo): they sign in with the published key. */
const staffSignIn = new DemoStaffSignIn();

/** The demo's registry staff, who sign in with the demo's published authenticator key (README). */
const DEMO_STAFF = /^(officer|director|rg|minister|admin|finance|nakuru\.officer|locked\.director)@demo\.test$/i;

/**
 * POST /api/users/auth/login as the portal's sign-in page sends it; demo staff with a code of the
 * published key the first time and the device trust it gave after that (DemoStaffSignIn).
 */
export async function apiSignIn(
  request: APIRequestContext,
  phoneOrEmail: string,
  password = DEMO_PASSWORD,
): Promise<{ refreshToken: string; deviceTrust?: string }> {
  const send = (now: Date) =>
    request.post('/api/users/auth/login', {
      data: { phoneOrEmail, password, ...staffSignIn.fields(phoneOrEmail, now) },
    });
  let login = await send(new Date());
  if (login.status() === 401 && /authenticator app/.test(await login.text())) {
    // The trust ended, or the code was of another moment than the server's: a spec moved the server's
    // clock on (POST /api/dev/clock). The code of the server's moment, as the person's app would show.
    staffSignIn.forget(phoneOrEmail);
    const serverNow = (await (await request.post('/api/dev/clock', { data: { advanceMs: 0 } })).json()).data.now;
    login = await send(new Date(serverNow));
  }
  expect(login.status(), `sign-in of ${phoneOrEmail}`).toBe(200);
  const { data } = await login.json();
  staffSignIn.took(phoneOrEmail, data);
  return data;
}

/**
 * Demo staff: the browser holds this account's device trust before the sign-in page is used, as a
 * registry computer does after "do not ask again on this device", so the page asks for the password only.
 */
export async function holdDeviceTrust(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD) {
  if (password !== DEMO_PASSWORD || !DEMO_STAFF.test(phoneOrEmail)) return;
  // Signed in through the API first: a trust that has ended by the server's clock is replaced.
  await apiSignIn(page.request, phoneOrEmail, password);
  const trust = staffSignIn.trustOf(phoneOrEmail);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, JSON.stringify([value])),
    [DEVICE_TRUSTS_KEY, trust ?? ''],
  );
}

/**
 * On /account-second-factor (a staff member's first sign-in): turns the authenticator app on with the
 * key the page shows and its code of the moment, writes the recovery codes down, and opens the back
 * office. Answers the key, as the person's app holds it.
 */
export async function setUpSecondFactorThroughUi(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Turn it on' }).click();
  const key = ((await page.getByTestId('second-factor-key').textContent()) ?? '').replace(/\s/g, '');
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 }).generate();
  await page.getByLabel(/^Code from your authenticator app/).fill(code);
  await page.getByRole('button', { name: 'Check the code and turn it on' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have written them down: open the back office' }).click();
  return key;
}

export async function signInThroughUi(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await holdDeviceTrust(page, phoneOrEmail, password);
  await page.getByLabel('E-mail address or phone number').fill(phoneOrEmail);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the API and stores the profile as the portal does, without the sign-in page. */
export async function storeSignedInProfile(page: Page, request: APIRequestContext, phoneOrEmail: string) {
  const { refreshToken } = await apiSignIn(request, phoneOrEmail);
  const refresh = await request.post('/api/users/refresh-token', { data: { refreshToken } });
  const { token } = (await refresh.json()).data;
  const me = await request.get('/api/users/me', { headers: { authorization: token } });
  const profile = { ...(await me.json()).data, refreshToken };
  await page.goto('/terms-and-privacy-policy');
  await page.evaluate((value) => localStorage.setItem('profile', JSON.stringify(value)), profile);
  return profile;
}

/** A demo account's bearer token, through the API's sign-in and refresh (for the specs' API calls). */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const { refreshToken } = await apiSignIn(request, email);
  const refresh = await request.post('/api/users/refresh-token', { data: { refreshToken } });
  return (await refresh.json()).data.token as string;
}

/** From the application page: "Pay now", the sandbox checkout with the card that pays, back on "Payment received". */
export async function payWithSandboxCard(page: Page, nameOnCard: string) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay KES/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
}

/** Types into the mui-tel-input field (fill() does not work on it). */
export async function typePhone(page: Page, label: string, digits: string) {
  const input = page.getByLabel(label, { exact: false }).first();
  // On the visitor pages the field arrives as its own chunk after the first view: type into it once
  // it is there, at a person's pace rather than all keys in one task.
  await expect(input).toBeEnabled();
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits, { delay: 40 });
}

/** Leaves the current account (clears the browser's storage) and signs in as another demo account. */
export async function signInAs(page: Page, request: APIRequestContext, email: string) {
  // A fresh page has no origin yet, so no storage to clear.
  if (page.url() !== 'about:blank') await page.evaluate(() => localStorage.clear());
  await storeSignedInProfile(page, request, email);
}

/** The JSON body of a GET under /api as the holder of this token, which must answer 200. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** An application's reference (RS-…, MSL-…), read through the API as the holder of this token. */
export async function referenceOf(request: APIRequestContext, token: string, applicationId: string): Promise<string> {
  return (await apiGet<{ reference: string }>(request, token, `/applications/${applicationId}`)).reference;
}

/** The application's id in the current URL (a form saves its draft and puts the id in the address). */
export const applicationIdInUrl = (page: Page) => page.url().match(/([0-9a-f-]{36})/)![1];

/**
 * A service form's stepper: "Save (draft) and continue", then the next step's heading
 * ("Step n of m: <heading>") is shown.
 */
export async function nextStep(page: Page, heading: string) {
  await page.getByRole('button', { name: /^Save (draft )?and continue$/ }).click();
  await expect(page.getByText(new RegExp(`Step \\d+ of \\d+: ${heading}`))).toBeVisible();
}

/** On a form's documents step: chooses the file for the document with this label and waits for it to be taken. */
export async function attachDocument(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator(`input[type=file][aria-label="Choose file for ${label}"]`).setInputFiles(file);
  await expect(page.getByRole('button', { name: `Replace file for ${label}` })).toBeVisible();
}

/** The window of a device this wide: a phone's height under 600 px, a desktop's above. */
export const viewportOf = (width: number) => ({ width, height: width < 600 ? 740 : 900 });

/**
 * Axe finds no violation on the page as it stands; a failure lists each rule with its nodes, under `what`.
 * `inPage` (the default): axe runs in the page alone, without the blank helper page that merges the
 * results of cross-origin frames (about half the time of a check); the portal's pages have no such
 * frame, so a check passes `inPage: false` only for a page that shows one.
 */
export async function expectAxeClean(page: Page, what?: string, { inPage = true }: { inPage?: boolean } = {}) {
  // A dialog fading in is half transparent: its colours fail the contrast check until it settles.
  // Wait for every finite animation or transition to end (a spinner's endless one does not count).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Every rule on every node, as before; only the nodes that pass are not each described (their CSS
  // selectors computed one by one, most of axe's time on a long page): the check reads violations.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(inPage)
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** The page does not scroll sideways: it is no wider than the window (a 360 px phone unless told). */
export async function expectFits(page: Page, width = 360, what?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width);
}

/** The page as it stands is axe-clean and does not scroll sideways at this width; `what` (its path by default) names it in a failure. */
export async function expectAccessibleAndFitting(
  page: Page,
  width: number,
  what: string = new URL(page.url()).pathname,
) {
  await expectAxeClean(page, `${what} at ${width} px`);
  await expectFits(page, width, `${what} at ${width} px`);
}

/**
 * The page check of the specs: at this width, opens the path, waits until `ready` holds (what the
 * page must show, with its demo data) and the network is quiet, then the page has no axe violation
 * and does not scroll sideways.
 */
export async function checkPage(page: Page, path: string, width: number, ready: (page: Page) => Promise<unknown>) {
  await page.setViewportSize(viewportOf(width));
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await expectAccessibleAndFitting(page, width, path);
}

/** On an application's back-office page: claims it, then approves it at the current level. */
export async function claimAndApprove(page: Page) {
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Success: The application is yours to review')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  // Issue 20 #19: an approval asks first.
  const confirm = page.getByRole('dialog', { name: 'Approve' });
  await expect(confirm).toContainText('It cannot be undone.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success: Approved')).toBeVisible();
}

/**
 * A staff member signs in, opens a back-office queue (`queue`, the path under /backoffice/, e.g.
 * "certification/task-queue"), searches it (for the reference, or `search`), opens the one row with
 * the reference, lands on the section's details page (`details`, e.g. "certification"), checks what
 * `beforeClaim` expects of it, then claims and approves the application.
 */
export async function approveFromQueue(
  page: Page,
  request: APIRequestContext,
  options: {
    email: string;
    queue: string;
    details: string;
    reference: string;
    search?: string;
    beforeClaim?: (page: Page) => Promise<unknown>;
  },
) {
  await signInAs(page, request, options.email);
  await page.goto(`/backoffice/${options.queue}`);
  await page.getByPlaceholder('Reference or name').fill(options.search ?? options.reference);
  // The search is applied (its debounced URL update) before the row is opened.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: options.reference, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/${options.details}/details/`));
  await options.beforeClaim?.(page);
  await claimAndApprove(page);
}

/** Njoroge's entry of the demo register (its id and number) and the certificate it stands on now (number and verification code). */
export async function njorogeEntry(request: APIRequestContext) {
  const officer = await tokenFor(request, 'officer@demo.test');
  const [entry] = await apiGet<{ id: string; registrationNumber: string }[]>(
    request,
    officer,
    `/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: '33981624' }))}`,
  );
  const history = await apiGet<{ data: { certificate: { documentId: string } } }>(
    request,
    officer,
    `/civil-marriages/${entry.id}/history`,
  );
  const certificate = await apiGet<{ code: string; number: string }>(
    request,
    officer,
    `/documents/${history.data.certificate.documentId}`,
  );
  return { entry, certificate };
}

/** In the calendar's "Book a wedding" dialog (its notice chosen): the room, the day (yyyy-mm-dd), its first free slot, booked. */
export async function bookFirstSlot(page: Page, dialog: Locator, roomName: string, day: string) {
  await dialog.getByRole('combobox', { name: /Marriage room/ }).click();
  await page.getByRole('option', { name: roomName, exact: true }).click();
  await typeDate(dialog, 'Day', day.split('-').reverse().join(''));
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signed out, /verify of a superseded certificate names its successor; /verify of the successor says it is genuine. */
export async function expectSupersededBy(page: Page, oldCode: string, successor: { code: string; number: string }) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${oldCode}`);
  await expect(page.getByText(/^Superseded on \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`replaced by document ${successor.number.replace(/\//g, '\\/')}`)),
  ).toBeVisible();
  await page.goto(`/verify/${successor.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(successor.number, { exact: true })).toBeVisible();
}

/**
 * The light app has loaded the visitor page the address shows. The areas hand a visitor address
 * (sign-out's /sign-in…) to the light app by loading the page afresh: the address changes first,
 * then the new document loads, so a check of the page's storage waits for it.
 */
export async function onLightPage(page: Page) {
  await expect(page.locator('script[type="module"][src*="/assets/visitor-"]')).toHaveCount(1);
  await page.waitForLoadState('load');
}

/**
 * Signs out of an area and waits for the light app's sign-in page to have loaded: a navigation
 * started before that load ends (the next sign-in's page.goto) would be interrupted by it.
 */
export async function signOutThroughUi(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await onLightPage(page);
}
