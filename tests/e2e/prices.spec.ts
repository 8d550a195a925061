import { expect, test } from './fixtures.js';
import { storeSignedInProfile } from './support.js';

test.describe('prices and settings', () => {
  test('/services-prices shows the notice of marriage with its fee and, on demand, its tax split', async ({ page }) => {
    await page.goto('/services-prices');
    const notice = page.getByRole('article', { name: 'Notice of marriage' });
    await expect(notice.getByTestId('fee-MARRIAGE_NOTICE')).toHaveText(/KES\s3,300\.00/);
    await expect(notice.getByText('Citizens and residents')).toBeVisible();
    const toggle = notice.getByRole('button', { name: 'Show how the fee is split' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const split = notice.getByRole('table', { name: 'How the fee of Notice of marriage is split into tax heads' });
    await expect(split.getByRole('row', { name: /Marriage fees\s+95%\s+KES\s3,135\.00/ })).toBeVisible();
    await expect(split.getByRole('row', { name: /Convenience fee\s+5%\s+KES\s165\.00/ })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Hide how the fee is split' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('an admin changes a marriage room in the back office settings', async ({ page, request }) => {
    await storeSignedInProfile(page, request, 'admin@demo.test');
    await page.goto('/backoffice/dashboard');
    await page.getByRole('menuitem', { name: 'Marriage rooms' }).click();
    await expect(page).toHaveURL(/\/backoffice\/settings\/marriage-rooms/);
    await page.getByText('Kisumu Huduma Centre Marriage Room').click();
    await expect(page).toHaveURL(/\/backoffice\/settings\/marriage-rooms\/[0-9a-f-]+$/);
    await page.getByRole('spinbutton', { name: /^Capacity/ }).fill('35');
    await page.getByLabel('Saturday').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/backoffice\/settings\/marriage-rooms(\?.*)?$/);
    const row = page.getByRole('row', { name: /Kisumu Huduma Centre Marriage Room/ });
    await expect(row).toContainText('35');
    await expect(row).toContainText('Mon, Wed, Fri, Sat');
  });
});
