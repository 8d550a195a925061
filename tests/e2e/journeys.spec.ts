import { expect, test, type Page } from './fixtures.js';
import { closedMonths, monthWords } from '../../src/shared/returns.js';
import { demoPdf } from '../../src/server/db/seed/demo-applications.js';
import {
  DEMO_PASSWORD,
  holdDeviceTrust,
  latestCode,
  nextStep,
  signInAs,
  signInThroughUi,
  signOutThroughUi,
  typePhone,
  uniqueContact,
} from './support.js';

const PASSWORD = 'Harusi2026ok';

async function signUp(
  page: Page,
  kind: 'individual' | 'organisation',
  contact: ReturnType<typeof uniqueContact>,
  names: [string, string],
) {
  await page.goto('/auth/sign-up');
  if (kind === 'organisation') await page.getByLabel('An organisation (church, court, licensed organisation)').check();
  await page.getByLabel('First name').fill(names[0]);
  await page.getByLabel('Last name').fill(names[1]);
  await page.getByLabel('E-mail address').fill(contact.email);
  await typePhone(page, 'Mobile phone number', contact.nationalPhone.slice(1));
  if (kind === 'organisation') {
    await page.getByLabel('Organisation name').fill(`Holy Trinity Church ${contact.email.slice(4, 12)}`);
    await page.getByLabel('Registration number').fill(`SOC/${contact.email.slice(4, 16)}`);
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/account-registration-success$/);
  await expect(page.getByText(contact.email)).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
}

async function verifyAndSetPassword(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  // Issue 20 #24: signed in with the password just chosen, not asked for it again.
  await expect(page).not.toHaveURL(/\/(sign-in|auth\/set-password)$/);
}

test('issue 20 #24: a citizen signs up, verifies the code, sets a password and is signed in with it, is onboarded and lands on the services list', async ({
  page,
  request,
}) => {
  const contact = uniqueContact();
  await signUp(page, 'individual', contact, ['Barasa', 'Wekesa']);
  const code = await latestCode(request, contact.email);
  await verifyAndSetPassword(page, code);
  await expect(page).toHaveURL(/\/account-onboard$/);
  await page.getByLabel('National ID number').fill('30738215');
  await page.getByLabel('First name').fill('Barasa');
  await page.getByLabel('Last name').fill('Wekesa');
  const date = page.getByRole('group', { name: 'Date of birth' });
  await date.click();
  await page.keyboard.type('31011996');
  await page.getByRole('button', { name: 'Check my details' }).click();
  await expect(page.getByText('The registry holds these details')).toBeVisible();
  await expect(page.getByText('Barasa Eric Wekesa')).toBeVisible();
  await expect(page.getByText('31-01-1996')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  await expect(page.getByRole('heading', { name: 'Notice of marriage' })).toBeVisible();
});

test('onboarding shows the registry refusal next to the fields', async ({ page }) => {
  await signInThroughUi(page, 'newcitizen@demo.test');
  await expect(page).toHaveURL(/\/account-onboard$/);
  await page.getByLabel('National ID number').fill('99999999');
  await page.getByLabel('First name').fill('Brian');
  await page.getByLabel('Last name').fill('Odhiambo');
  await page.getByRole('group', { name: 'Date of birth' }).click();
  await page.keyboard.type('25081992');
  await page.getByRole('button', { name: 'Check my details' }).click();
  await expect(page.getByText('No person with this ID number is in the identity registry')).toBeVisible();
  await expect(page).toHaveURL(/\/account-onboard$/);
});

test('a new church signs up, sends its evidence, an officer verifies it, and the church files a marriage return (issue 19)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const contact = uniqueContact();
  const churchName = `Holy Trinity Church ${contact.email.slice(4, 12)}`;
  await signUp(page, 'organisation', contact, ['Agnes', 'Wanjiru']);
  const code = await latestCode(request, contact.phone);
  await page.getByLabel('E-mail address or phone number').fill(contact.phone);
  await verifyAndSetPassword(page, code);
  await expect(page).toHaveURL(/\/institution\/services\/list$/);
  // A sign-up is a request: no service until the registry has verified the institution.
  await expect(page.getByTestId('services-locked')).toContainText('Your institution is not verified yet');
  await expect(page.getByRole('article')).toHaveCount(0);
  // Its own registry page reads, and asks nothing the API refuses it (a refusal would sign it out).
  await page.goto('/institution/registry');
  await expect(page.getByTestId('institution-details')).toContainText(churchName);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/institution\/registry$/);
  await expect(page.getByText('Signed in as Agnes Wanjiru')).toBeVisible();
  await page.goto('/institution/services/list');
  await page.getByRole('link', { name: 'Go to the verification of your institution' }).click();
  await expect(page).toHaveURL(/\/institution\/verification$/);
  await expect(page.getByTestId('verification-status')).toContainText('Not verified: evidence not sent');
  await expect(page.getByRole('button', { name: 'Send to the registry' })).toBeDisabled();
  for (const kind of ['REGISTRATION_CERTIFICATE', 'AUTHORITY_LETTER']) {
    await page.getByTestId(`evidence-input-${kind}`).setInputFiles({
      name: `${kind.toLowerCase()}.pdf`,
      mimeType: 'application/pdf',
      buffer: demoPdf(`Evidence ${kind}`),
    });
    await expect(page.getByTestId(`evidence-${kind}`)).toContainText(`Added: ${kind.toLowerCase()}.pdf`);
  }
  await page.getByRole('button', { name: 'Send to the registry' }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Waiting for the registry');
  await expect(page.getByText('Your evidence is with the registry.')).toBeVisible();

  // The officer finds it in the queue, reads it and verifies it, licensed to celebrate marriages.
  await signInAs(page, request, 'officer@demo.test');
  await page.goto('/backoffice/institutions');
  await page.getByText(churchName).click();
  await expect(page).toHaveURL(/\/backoffice\/institutions\/[0-9a-f-]+$/);
  await expect(
    page.getByRole('button', { name: /^View: Certificate of registration of the institution/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Verify the institution' }).click();
  await page.getByLabel(/Its evidence includes its licence to celebrate marriages/).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Verified by the registry');

  // The church now reaches its services and files last month's return (a nil return).
  await page.evaluate(() => localStorage.clear());
  await signInThroughUi(page, contact.email, PASSWORD);
  await expect(page).toHaveURL(/\/institution\/services\/list$/);
  await expect(page.getByTestId('services-locked')).toHaveCount(0);
  await page
    .getByRole('article', { name: 'Marriage returns' })
    .getByRole('link', { name: 'File a marriage return' })
    .click();
  await expect(page).toHaveURL(/\/institution\/services\/form-marriage-returns/);
  await page.getByLabel(/^Month/).selectOption({ label: monthWords(closedMonths(1)[0]) });
  await nextStep(page, 'The marriages');
  await nextStep(page, 'Documents');
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/institution\/applications\/[0-9a-f-]+$/);
  await expect(page.getByText('Submitted').first()).toBeVisible();
});

test('staff sign in and land on the back-office dashboard', async ({ page }) => {
  for (const [email, role] of [
    ['officer@demo.test', 'Registration officer'],
    ['admin@demo.test', 'Administrator'],
  ] as const) {
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByTestId('staff-role')).toHaveText(`Role: ${role}`);
    await signOutThroughUi(page);
  }
});

test('issue 20 #23: a wrong password shows the server message on the sign-in page, naming what the field asks for', async ({
  page,
}) => {
  await signInThroughUi(page, 'citizen@demo.test', 'wrong-password-1');
  await expect(page.getByRole('alert')).toContainText(
    'The e-mail address or phone number, or the password, is not right.',
  );
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('issue 20 #24: a forgotten password is reset with the code, which signs the person in', async ({
  page,
  request,
}) => {
  await page.goto('/auth/reset-password-request');
  // The finance office's computer is a trusted device of this account: the new password alone signs
  // in (elsewhere the sign-in page would ask for the authenticator's code, issue 23).
  await holdDeviceTrust(page, 'finance@demo.test');
  await page.getByLabel('E-mail address or phone number').fill('finance@demo.test');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/account-password\?for=/);
  const code = await latestCode(request, 'finance@demo.test');
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  // Issue 20 #24: the new password signs the person in at once.
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  // Put the demo password back: other specs sign in as finance.
  await request.post('/api/users/auth/request-reset-password-token', { data: { phoneOrEmail: 'finance@demo.test' } });
  const again = await latestCode(request, 'finance@demo.test');
  const restored = await request.post('/api/users/auth/reset-password', {
    data: { phoneOrEmail: 'finance@demo.test', code: again, password: DEMO_PASSWORD },
  });
  expect(restored.status()).toBe(200);
});
