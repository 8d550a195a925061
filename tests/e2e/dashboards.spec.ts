import { expect, test, type Page } from './fixtures.js';
import { expectAccessibleAndFitting, signInAs, viewportOf } from './support.js';

/**
 * Issue 11, part C: each role opens /backoffice/dashboard and sees its own figures from the demo data
 * (a fresh start pays and declines cards today), axe-clean and without sideways scroll at 1280 and
 * 360 px.
 */

async function open(page: Page, width: number) {
  await page.setViewportSize(viewportOf(width));
  await page.goto('/backoffice/dashboard');
  await expect(page.getByTestId('dashboard-blocks')).toBeVisible();
}

const MONEY = /^KES [1-9][\d,]*\.\d{2}$/;

for (const width of [1280, 360]) {
  test.describe(`dashboards at ${width} px`, () => {
    test('the officer sees the queues and the overdue work', async ({ page, request }) => {
      await signInAs(page, request, 'officer@demo.test');
      await open(page, width);
      await expect(page.getByTestId('staff-role')).toHaveText('Role: Registration officer');
      await expect(page.getByTestId('queue-marital-status')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('overdue-total')).toHaveText(/^\d+$/);
      await expect(page.getByRole('heading', { name: 'Overdue work' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Revenue' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
    });

    test('the director sees the queues, the overdue work and the open objections', async ({ page, request }) => {
      await signInAs(page, request, 'director@demo.test');
      await open(page, width);
      await expect(page.getByTestId('staff-role')).toHaveText('Role: Director');
      await expect(page.getByTestId('escalations-open')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('overdue-total')).toHaveText(/^\d+$/);
      await expect(page.getByRole('heading', { name: 'Revenue' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
    });

    test('the minister sees the licence approvals waiting at the minister, the licences and the trend', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'minister@demo.test');
      await open(page, width);
      await expect(page.getByTestId('staff-role')).toHaveText('Role: Minister');
      await expect(page.getByTestId('approvals-table')).toBeVisible();
      await expect(page.getByTestId('licences-in-force')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
      await expect(page.getByTestId('escalations-open')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
    });

    test('the Registrar General sees the approvals, the licences and the trend chart', async ({ page, request }) => {
      await signInAs(page, request, 'rg@demo.test');
      await open(page, width);
      await expect(page.getByTestId('approvals-DATA_RECTIFICATION')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('licences-in-force')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
      // The chart's figures for screen readers: twelve months.
      await expect(page.getByRole('table', { name: /The last twelve months/ }).getByRole('row')).toHaveCount(13);
      await expect(
        page.getByTestId('queue-organisation-licenses').or(page.getByTestId('queue-rectifications')).first(),
      ).toHaveText(/^\d+$/);
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
    });

    test("finance sees today's and this month's revenue, by service, and the failed payments", async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'finance@demo.test');
      await open(page, width);
      await expect(page.getByTestId('revenue-today')).toHaveText(MONEY);
      await expect(page.getByTestId('revenue-month')).toHaveText(MONEY);
      await expect(page.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();
      await expect(page.getByTestId('failed-today')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByTestId('failed-latest').getByRole('link').first()).toContainText('KES');
      await expect(page.locator('[data-testid^="queue-"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
      await page.getByRole('link', { name: "Open today's failed payments" }).click();
      await expect(page).toHaveURL(/\/backoffice\/billing\/transactions/);
      // The list filtered to today's failed payments: the demo's declined card is in it.
      await expect(page.getByText(width < 600 ? /^Failed · / : 'Your card was declined').first()).toBeVisible();
      // No receipt among the rows (a table's status cell on a wide screen, a card's line on a phone).
      await expect(
        page.getByRole('cell', { name: 'Succeeded', exact: true }).or(page.getByText(/^Succeeded · /)),
      ).toHaveCount(0);
    });

    test('the administrator sees the accounts, locked and invited ones, and the settings changes', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'admin@demo.test');
      await open(page, width);
      await expect(page.getByTestId('accounts-INDIVIDUAL')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByTestId('staff-ADMIN')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByTestId('accounts-locked')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('accounts-invited-list')).toContainText('Ann Chebet');
      await expect(page.getByTestId('settings-changes')).toContainText('Marriage rooms · changed');
      await expect(page.getByTestId('settings-changes')).toContainText('Grace Muthoni');
      await page.waitForLoadState('networkidle');
      await expectAccessibleAndFitting(page, width);
    });
  });
}
