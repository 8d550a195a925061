import { expect, test } from './fixtures.js';
import { expectAxeClean, expectFits } from './support.js';

/**
 * Issue 12: every visitor page has the English / Kiswahili switch; the choice is remembered, and
 * `?lang=sw` or `?lang=en` on the address switches it. The visitor pages load no react-admin or MUI.
 */
test.describe('the visitor pages in two languages', () => {
  test('the switch changes the page, is remembered, and ?lang= switches it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
    await expect(page.getByLabel('Anwani ya barua pepe au nambari ya simu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

    // Remembered: another visitor page opens in Kiswahili.
    await page.goto('/services-prices');
    await expect(page.getByRole('heading', { level: 1, name: 'Huduma na ada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sera ya faragha na masharti' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'services and fees in Kiswahili');

    // ?lang=en wins over the remembered choice, and is remembered in its turn.
    await page.goto('/tracking/NO-SUCH-NUMBER?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Track an application' })).toBeVisible();
    await expect(
      page.getByText('We could not find an application with this tracking number.', { exact: false }),
    ).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Give notice of marriage/ })).toBeVisible();

    // ?lang=sw on any address.
    await page.goto('/auth/reset-password-request?lang=sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Weka upya nenosiri lako' })).toBeVisible();
    await page.getByRole('button', { name: 'Tuma msimbo' }).click();
    await expect(page.getByLabel('Anwani ya barua pepe au nambari ya simu')).toHaveAttribute('aria-invalid', 'true');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFits(page, 360, 'reset request in Kiswahili');
    // Switching back drops ?lang= from the address, so a reload keeps the new choice.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  });

  test('a visitor page loads neither react-admin nor MUI', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => /react-admin|mui|PhoneField|phone-/.test(src))).toEqual([]);
  });
});
