import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import {
  expectAccessibleAndFitting,
  setUpSecondFactorThroughUi,
  signInThroughUi,
  storeSignedInProfile,
  tokenFor,
  typePhone,
  uniqueContact,
  viewportOf,
} from './support.js';

/**
 * Issue 11 (accounts and the audit log): the administrator creates a district officer in the UI;
 * the officer sets a password from the invitation e-mail, signs in and sees only their district's
 * queue; the administrator disables them and their open session ends; the audit log shows it all.
 */

/**
 * The page as it stands, at 360 and 1280 px: axe-clean and no sideways scroll once `ready` holds. One
 * load, the window resized between the widths (as the every-route sweep does), not a load per width.
 */
async function bothWidths(page: Page, ready: (page: Page) => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize(viewportOf(width));
    await ready(page);
    await page.waitForLoadState('networkidle');
    await expectAccessibleAndFitting(page, width);
  }
}

interface QueueItem {
  id: string;
  reference: string;
  district: string | null;
}

/** Two marriage notices waiting at the officer level, of two different districts (the national officer sees both). */
async function noticesOfTwoDistricts(request: APIRequestContext) {
  const officer = await tokenFor(request, 'officer@demo.test');
  const filter = encodeURIComponent(
    JSON.stringify({ section: 'marriage-registrations', stage: 'OFFICER', status: ['Submitted', 'Pending'] }),
  );
  const rows = (await (
    await request.get(`/api/applications?filter=${filter}&range=[0,99]`, { headers: { authorization: officer } })
  ).json()) as QueueItem[];
  const mine = rows.find((r) => r.district);
  const other = rows.find((r) => r.district && r.district !== mine?.district);
  expect(mine).toBeDefined();
  expect(other).toBeDefined();
  const district = (await (await request.get(`/api/districts/${mine!.district}`)).json()) as { name: string };
  return { mine: mine!, other: other!, districtName: district.name };
}

test('the admin creates a district officer, who sets a password, sees only their district, and is disabled', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { mine, other, districtName } = await noticesOfTwoDistricts(request);
  const contact = uniqueContact();
  const password = 'Officer-pass-2026';

  // The administrator: the accounts list (axe-clean, no sideways scroll), then a new officer.
  await signInThroughUi(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Accounts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/backoffice\/accounts$/);
  // The list and the new account's form are checked at both widths by the every-route sweep (the
  // same pages, the same demo): here, the pages only this story reaches.
  await expect(page.getByText('Grace Muthoni').first()).toBeVisible();
  // The demo shows every state: invited, disabled, locked (on a page of 50, newest first: the demo's
  // institutions that signed up this week come before the staff accounts of last year).
  await page.goto(
    `/backoffice/accounts?filter=${encodeURIComponent('{}')}&order=DESC&page=1&perPage=50&sort=createdAt`,
  );
  await expect(page.getByText('Grace Muthoni').first()).toBeVisible();
  await expect(page.getByText('Invited (no password yet)').first()).toBeVisible();
  await expect(page.getByText('Disabled').first()).toBeVisible();
  await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'New staff account' }).click();
  await expect(page).toHaveURL(/\/backoffice\/accounts\/create$/);
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.getByLabel('First name').fill('Neema');
  await page.getByLabel('Last name').fill('Chepkemoi');
  await page.getByLabel('E-mail address').fill(contact.email);
  await typePhone(page, 'Phone number', contact.phone.slice(4));
  await page.getByLabel('Staff role').selectOption({ label: 'Registration officer' });
  await page.getByLabel('District (empty: national)').selectOption({ label: districtName });
  await page.getByRole('button', { name: 'Create and send the invitation' }).click();
  await expect(page).toHaveURL(/\/backoffice\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('account-district')).toHaveText(districtName);
  await expect(page.getByTestId('account-status')).toHaveText('Invited (no password yet)');
  const accountPath = new URL(page.url()).pathname;

  // The officer: the invitation's link fills in the address and the code; they choose a password.
  const outbox = await (
    await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(contact.email)}&limit=1`)
  ).json();
  const link = /https?:\/\/\S+\/auth\/account-password\?\S+/.exec(outbox.data[0].body)?.[0] ?? '';
  expect(link).toContain('code=');
  const officerContext = await browser.newContext({ baseURL });
  const officer = await officerContext.newPage();
  const invitation = new URL(link);
  await officer.goto(`${invitation.pathname}${invitation.search}`);
  await expect(officer.getByLabel('Code')).toHaveValue(outbox.data[0].code);
  await officer.getByLabel(/^New password/).fill(password);
  await officer.getByLabel('Repeat the password').fill(password);
  await officer.getByRole('button', { name: 'Save password' }).click();
  // Signed in for the first time: the second factor is set up before anything else (issue 23).
  await expect(officer).toHaveURL(/\/account-second-factor$/);
  await setUpSecondFactorThroughUi(officer);
  await expect(officer).toHaveURL(/\/backoffice\/dashboard$/);
  await officer.goto('/backoffice/marriage-registrations/task-queue');
  await expect(officer.getByText(mine.reference).first()).toBeVisible();
  await expect(officer.getByText(other.reference)).toHaveCount(0);

  // The national officer sees the other district's notice in the same queue.
  const nationalContext = await browser.newContext({ baseURL });
  const national = await nationalContext.newPage();
  await storeSignedInProfile(national, request, 'officer@demo.test');
  await national.goto('/backoffice/marriage-registrations/task-queue');
  await expect(national.getByText(other.reference).first()).toBeVisible();
  await expect(national.getByText(mine.reference).first()).toBeVisible();
  await nationalContext.close();

  // The administrator finds the officer by the search box and disables the account.
  await page.goto('/backoffice/accounts');
  await page.getByPlaceholder('Name, e-mail, phone or ID number').fill('Chepkemoi');
  // The search applies after a pause (react-admin's debounce) by moving the list's address: wait for
  // it, or it would move the page back to the list after the click.
  await expect(page).toHaveURL(/filter=.*Chepkemoi/);
  await page.getByRole('link', { name: 'Neema Chepkemoi' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}$`));
  await expect(page.getByTestId('account-sessions')).toHaveText('1');
  await bothWidths(page, (p) => expect(p.getByTestId('account-status')).toHaveText('Active'));
  await page.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable the account of Neema Chepkemoi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('account-status')).toHaveText('Disabled');
  await expect(page.getByTestId('account-sessions')).toHaveText('0');

  // The officer's open page: the next request is refused and they land on the sign-in page.
  await officer.getByRole('menuitem', { name: 'Dashboard' }).first().click();
  await expect(officer).toHaveURL(/\/sign-in$/);
  await officerContext.close();

  // The audit log shows the changes, in words and by name.
  await page.goto('/backoffice/audit');
  await expect(page.getByText('Account · Account disabled · Neema Chepkemoi').first()).toBeVisible();
  await expect(page.getByText('Account · Staff account created · Neema Chepkemoi').first()).toBeVisible();
  await expect(page.getByText(`District: (empty) → ${districtName}`).first()).toBeVisible();
  await expect(page.getByText('Status: Active → Disabled').first()).toBeVisible();
  await bothWidths(page, (p) => expect(p.getByText('Account disabled').first()).toBeVisible());
});

test('the Registrar General reads the audit log; an officer has neither the accounts nor the audit menu', async ({
  page,
  request,
}) => {
  await storeSignedInProfile(page, request, 'rg@demo.test');
  await page.goto('/backoffice/settings');
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('link', { name: 'Audit log: who changed the settings, and when' }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  await expect(page.getByText('Staff account created').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Accounts', exact: true })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await storeSignedInProfile(page, request, 'officer@demo.test');
  await page.goto('/backoffice/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Accounts', exact: true })).toHaveCount(0);
});
