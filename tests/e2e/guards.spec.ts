import { expect, test } from '@playwright/test';
import { signInThroughUi, storeSignedInProfile } from './support.js';

test.describe('route guards (seed section 2)', () => {
  test('an area route with no stored profile goes to /account-loading (and from there to sign-in)', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughUi(page, 'court@demo.test');
    await expect(page).toHaveURL(/\/institution\/services\/list$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
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
});
