import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2026pass';

let counter = 0;
export function uniqueContact() {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.padStart(7, '0').slice(-7);
  return { email: `e2e-${Date.now()}-${counter}@example.test`, nationalPhone: `0711${n.slice(-6)}`, phone: `+254711${n.slice(-6)}` };
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

export async function signInThroughUi(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address or phone number').fill(phoneOrEmail);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the API and stores the profile as the portal does, without the sign-in page. */
export async function storeSignedInProfile(page: Page, request: APIRequestContext, phoneOrEmail: string) {
  const login = await request.post('/api/users/auth/login', { data: { phoneOrEmail, password: DEMO_PASSWORD } });
  const { refreshToken } = (await login.json()).data;
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
  const login = await request.post('/api/users/auth/login', { data: { phoneOrEmail: email, password: DEMO_PASSWORD } });
  const refresh = await request.post('/api/users/refresh-token', { data: { refreshToken: (await login.json()).data.refreshToken } });
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
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits);
}
