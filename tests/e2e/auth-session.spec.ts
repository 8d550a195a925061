import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, onLightPage, signInThroughUi, signOutThroughUi } from './support.js';

test.describe('session behaviours (seed sections 2, 6, 7, 8, 9)', () => {
  test('the token is refreshed every 30 seconds while one is held', async ({ page }) => {
    await page.clock.install();
    // Each refresh asked for, on the page's own (installed) clock: the 30 seconds are counted there,
    // whatever real time the machine took to get the area on screen.
    await page.addInitScript(() => {
      const asked: number[] = [];
      Object.assign(window, { refreshesAsked: asked });
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/api/users/refresh-token')) asked.push(Date.now());
        return original(input, init);
      };
    });
    // The area, loaded afresh after the sign-in page, takes its own token first (one refresh from
    // /user/…): the 30 seconds count from there, and that refresh is not one of them.
    const areaHasToken = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/users/refresh-token') &&
        new URL(r.request().frame().url()).pathname.startsWith('/user/'),
    );
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await areaHasToken;
    const answers = () =>
      page.evaluate(() => (window as unknown as { refreshesAsked: number[] }).refreshesAsked.slice());
    await expect.poll(async () => (await answers()).length).toBeGreaterThan(0);
    const [tokenAt] = (await answers()).slice(-1);
    const later = async () => (await answers()).filter((at) => at > tokenAt);
    // A minute of the page's time: two refreshes, the first 30 seconds after the area's token was
    // answered (its answer's own time on a busy machine added), the next 30 seconds after it.
    await page.clock.runFor(61_000);
    await expect.poll(async () => (await later()).length).toBe(2);
    const [first, second] = await later();
    expect(first - tokenAt).toBeGreaterThanOrEqual(29_900);
    expect(first - tokenAt).toBeLessThan(40_000);
    expect(second - first).toBe(30_000);
  });

  test('a call answered 401 clears all storage and reloads the page', async ({ page }) => {
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await page.evaluate(() => sessionStorage.setItem('marker', 'x'));
    await page.route('**/api/users/me', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"statusCode":401,"message":"expired"}' }),
    );
    await page.reload();
    // The page loads twice (the area, cleared, then the sign-in page): as long as a busy machine takes.
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 30_000 });
    await onLightPage(page);
    expect(await page.evaluate(() => [localStorage.getItem('profile'), sessionStorage.getItem('marker')])).toEqual([
      null,
      null,
    ]);
  });

  test('a call answered 403 does the same', async ({ page }) => {
    await signInThroughUi(page, 'church@demo.test');
    await expect(page).toHaveURL(/\/institution\/services\/list$/);
    await page.route('**/api/users/me', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"statusCode":403,"message":"no"}' }),
    );
    await page.reload();
    // The page loads twice (the area, cleared, then the sign-in page): as long as a busy machine takes.
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 30_000 });
    await onLightPage(page);
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
  });

  test('session-expired dialog: wrong password, network failure, then success reloads the session', async ({
    page,
  }) => {
    await page.clock.install();
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await page.route(
      '**/api/users/refresh-token',
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"statusCode":401,"message":"Your session has expired. Sign in again."}',
        }),
      { times: 1 },
    );
    await page.clock.runFor(31_000);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Username').fill('citizen@demo.test');
    await dialog.getByLabel(/^Password/).fill('not-the-password-1');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Incorrect username and password')).toBeVisible();

    await page.route('**/api/users/auth/login', (route) => route.abort('internetdisconnected'), { times: 1 });
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Network Connection Error')).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Session Reloaded')).toBeVisible();
    await page.clock.runFor(5_000);
    await reloaded;
    await expect(page).toHaveURL(/\/user\/services\/list$/);
  });

  test('session-expired dialog: Cancel logs out and goes to sign-in', async ({ page }) => {
    await page.clock.install();
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.route('**/api/users/refresh-token', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await page.clock.runFor(31_000);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await onLightPage(page);
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
  });

  test('logout clears storage even when the call fails', async ({ page }) => {
    await signInThroughUi(page, 'court@demo.test');
    await expect(page).toHaveURL(/\/institution\/services\/list$/);
    await page.route('**/api/users/auth/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await signOutThroughUi(page);
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
  });

  test('going offline shows the notice; coming back clears it after a second', async ({ page, context }) => {
    await page.goto('/services-prices');
    await context.setOffline(true);
    await expect(page.getByText('No internet connectivity. Check your network')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('No internet connectivity. Check your network')).toBeHidden();
    await expect(page.getByText('You are back online')).toBeHidden({ timeout: 3_000 });
  });
});
