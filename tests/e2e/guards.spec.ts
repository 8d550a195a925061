import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, signInThroughUi, signOutThroughUi, storeSignedInProfile } from './support.js';

/** Marks the current document, to tell afterwards whether a move loaded a new one. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { areaDocument: true }));

/** The page is the light app's (visitor.html), loaded afresh: its entry script, none of the areas' markup. */
async function expectLightApp(page: Page) {
  await expect(page.locator('script[type="module"][src*="/assets/visitor-"]')).toHaveCount(1);
  await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(0);
  await expect(page.locator('[class*="RaLayout"], [class*="MuiAppBar"], [class*="MuiButton"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'areaDocument' in window)).toBe(false);
}

test.describe('route guards (seed section 2)', () => {
  test('an area route with no stored profile goes to /account-loading (and from there to sign-in)', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/user/services/list');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(visited).toContain('/account-loading');
  });

  test('a signed-in citizen opening another area is sent to their own home', async ({ page }) => {
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await page.goto('/institution/services/list');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
  });

  test('a route for visitors, opened with a stored profile, goes home', async ({ page }) => {
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto('/auth/sign-up');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  });

  test('a stored profile holding a token refreshes the in-memory session', async ({ page, request }) => {
    await storeSignedInProfile(page, request, 'church@demo.test');
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/users/refresh-token') && r.method() === 'POST');
    await page.goto('/institution/services/list');
    await refreshed;
    await expect(page.getByTestId('signed-in-as')).toContainText('Rev. Samuel Mwangi');
    await expect(page.getByText("Organisation: St. Andrew's Presbyterian Church, Nairobi")).toBeVisible();
  });

  test('home by account type: staff, organisation, individual', async ({ page }) => {
    await signInThroughUi(page, 'director@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByTestId('staff-role')).toHaveText('Role: Director');
    await signOutThroughUi(page);
    await signInThroughUi(page, 'court@demo.test');
    await expect(page).toHaveURL(/\/institution\/services\/list$/);
    await signOutThroughUi(page);
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
  });

  test('a profile with no idNumber goes to onboarding, from any area', async ({ page }) => {
    await signInThroughUi(page, 'newcitizen@demo.test');
    await expect(page).toHaveURL(/\/account-onboard$/);
    await page.goto('/user/services/list');
    await expect(page).toHaveURL(/\/account-onboard$/);
  });

  test('/auth alone goes to sign-up', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

  test("signing out of an area loads the light app's sign-in page", async ({ page }) => {
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
    await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(1);
    await markDocument(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectLightApp(page);
  });

  test('an area asked for with no session: the light app signs in, then the page asked for opens', async ({ page }) => {
    await page.goto('/user/applications');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectLightApp(page);
    await page.getByLabel('E-mail address or phone number').fill('citizen@demo.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The return address the area's guard carried, through /account-loading and sign-in.
    await expect(page).toHaveURL(/\/user\/applications$/);
  });

  test("a message an area's move carries to a visitor page is shown there, in the light app", async ({ page }) => {
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
    await markDocument(page);
    // An in-app move to /sign-in with a message in react-router's state, as a guard's or a page's
    // navigate(…, { state }) makes it (signed out first: the sign-in page sends a profile home).
    await page.evaluate(() => {
      localStorage.removeItem('profile');
      window.history.pushState(
        { usr: { notice: 'Your password is set. Sign in to continue.' }, key: 'moved', idx: 1 },
        '',
        '/sign-in?lang=en#main',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Success: Your password is set. Sign in to continue.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?lang=en#main$/);
    await expectLightApp(page);
  });
});
