import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { expectAxeClean, expectFits, signInAs, signInThroughUi } from './support.js';

/** Every visitor page and every area home: no axe violations, usable at 360 px wide. */
const PUBLIC_PAGES = [
  '/',
  '/sign-in',
  '/auth/sign-up',
  '/auth/verify-otp',
  '/auth/reset-password-request',
  '/services-prices',
  '/tracking/ABCDEFGHJKLMNPQR',
  '/terms-and-privacy-policy',
  '/forbidden-access',
  '/unauthorized-access',
  '/verify/NOSUCHCODE',
];

test.describe('accessibility and small screens', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} passes axe and fits 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
      await expectFits(page);
    });
  }

  for (const [email, home] of [
    ['citizen@demo.test', '/user/services/list'],
    ['church@demo.test', '/institution/services/list'],
    ['officer@demo.test', '/backoffice/dashboard'],
  ] as const) {
    test(`${home} passes axe and fits 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signInThroughUi(page, email);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
      await expectFits(page);
    });
  }

  test('the applicant list and the staff queue pass axe at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughUi(page, 'citizen@demo.test');
    await expect(page).toHaveURL(/\/user\/services\/list$/);
    await page.goto('/user/applications');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
    await expectFits(page);
  });

  test('every area says it is a demonstration while the demo accounts exist', async ({ page, request }) => {
    for (const [email, home] of [
      ['citizen@demo.test', '/user/services/list'],
      ['church@demo.test', '/institution/services/list'],
      ['officer@demo.test', '/backoffice/dashboard'],
    ] as const) {
      await signInAs(page, request, email);
      await page.goto(home);
      await expect(page.getByRole('note', { name: 'Demonstration' })).toHaveText(
        "Demonstration portal: every account and record here is invented. Do not enter a real person's details.",
      );
    }
    await page.goto('/backoffice/dashboard?lang=sw');
    await expect(page.getByRole('note', { name: 'Majaribio' })).toHaveText(
      'Tovuti ya majaribio: akaunti na kumbukumbu zote hapa ni za kubuni. Usiweke taarifa za mtu halisi.',
    );
  });

  test('a page opened on a phone starts with its menu closed, after a wide window of the same browser had it open', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'admin@demo.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/backoffice/audit');
    const auditMenu = page.getByRole('menuitem', { name: 'Audit log' });
    await expect(auditMenu).toBeVisible();
    // The window narrows (the menu closes) and widens again (it opens beside the page).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(auditMenu).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(auditMenu).toBeVisible();
    // The same browser opens the page on a phone's width: the menu is closed, nothing covers the page.
    await page.goto('about:blank');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/backoffice/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(auditMenu).toBeHidden();
    await expectAxeClean(page);
  });

  test('while a list loads, the spinner in the title bar has a name and the title bar passes axe', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'citizen@demo.test');
    // The list's answer is held back until the page has been checked with its spinner showing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/applications?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/user/applications');
    await expect(page.getByRole('banner').getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // The title bar as it stands while loading. (The list's own placeholder, which react-admin shows
    // after a second of waiting, has header cells without text: docs/testing.md, left for later.)
    const results = await new AxeBuilder({ page }).include('header').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    release();
    await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0);
  });
});
