import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures.js';
import {
  expectAccessibleAndFitting,
  latestCode,
  signInThroughUi,
  signOutThroughUi,
  tokenFor,
  uniqueContact,
  viewportOf,
} from './support.js';

/** The code an authenticator app shows for this key, `steps` periods of 30 seconds from now. */
function codeOf(key: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

test('an officer’s first sign-in sets up the second factor; a sign-in without the code is then refused (issue 23)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A new officer, invited by the administrator, who set a password from the invitation.
  const contact = uniqueContact();
  const password = 'Officer-pass-2026';
  const admin = await tokenFor(request, 'admin@demo.test');
  const created = await request.post('/api/users/back-office', {
    headers: { authorization: admin },
    data: {
      firstName: 'Neema',
      lastName: 'Chepkemoi',
      email: contact.email,
      phone: contact.phone,
      staffRole: 'OFFICER',
    },
  });
  expect(created.status()).toBeLessThan(300);
  const set = await request.post('/api/users/auth/reset-password', {
    data: { phoneOrEmail: contact.email, code: await latestCode(request, contact.email), password },
  });
  expect(set.status()).toBe(200);

  // The first sign-in opens the set-up, and nothing else of the back office.
  await signInThroughUi(page, contact.email, password);
  await expect(page).toHaveURL(/\/account-second-factor$/);
  await expect(page.getByRole('heading', { name: 'Set up your sign-in code', level: 1 })).toBeVisible();
  await page.goto('/backoffice/dashboard');
  await expect(page).toHaveURL(/\/account-second-factor$/);
  await expect(page.getByText(/A sign-in asks for your password only/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn it on' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectAccessibleAndFitting(page, 1280, 'the second factor being set up at the first sign-in');
  await page.setViewportSize(viewportOf(360));
  await expectAccessibleAndFitting(page, 360, 'the second factor being set up at the first sign-in');
  await page.setViewportSize(viewportOf(1280));
  const key = (await page.getByTestId('second-factor-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

  // A wrong code is refused at the field; the app's code turns it on and shows the recovery codes once.
  await page.getByLabel(/^Code from your authenticator app/).fill(codeOf(key, 20));
  await page.getByRole('button', { name: 'Check the code and turn it on' }).click();
  await expect(page.getByText('This code is not right or was already used.', { exact: false })).toBeVisible();
  await page.getByLabel(/^Code from your authenticator app/).fill(codeOf(key));
  await page.getByRole('button', { name: 'Check the code and turn it on' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have written them down: open the back office' }).click();
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Sign-in security' }).first().click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in-security$/);
  await expect(page.getByText(/^On since \d{2}-\d{2}-\d{4}: every sign-in asks for the code/)).toBeVisible();
  await expect(page.getByText(/Registry staff keep this second step on/)).toBeVisible();

  // Signed out, the password alone no longer signs in: the code is asked for.
  await signOutThroughUi(page);
  await signInThroughUi(page, contact.email, password);
  const code = page.getByLabel(/^Code from your authenticator app/);
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await code.fill(codeOf(key, 20));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This code is not right or was already used.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectAccessibleAndFitting(page, 1280, 'the sign-in asking for the code');
  // The app's next code (the one the confirmation took cannot be used again), this device trusted.
  await code.fill(codeOf(key, 1));
  await page.getByLabel(/^Do not ask for a code on this device for 12 hours/).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);

  // This device is trusted now: its next sign-in asks for the password only. Another browser is asked for the code.
  await signOutThroughUi(page);
  await signInThroughUi(page, contact.email, password);
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  const another = await browser.newContext({ baseURL });
  const elsewhere = await another.newPage();
  await signInThroughUi(elsewhere, contact.email, password);
  await expect(elsewhere.getByLabel(/^Code from your authenticator app/)).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/sign-in$/);
  await another.close();
});
