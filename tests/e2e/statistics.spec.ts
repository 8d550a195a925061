import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Page } from './fixtures.js';
import { expectAccessibleAndFitting, signInAs, viewportOf } from './support.js';

/**
 * /backoffice/statistics (issue 24) as the Registrar General over the demo's register: every table
 * of the vital statistics with words (counties by name, categories spelled out), its charts, the
 * statistics office's CSV, and the page axe-clean and not scrolling sideways at 1280 and 360 px.
 */

const TABLES = [
  'Marriages by month and county',
  'Parties by age group',
  'Parties by previous marital status',
  'Marriages by type of ceremony',
  'Christian marriages by denomination',
  'Marriages by place of celebration',
  'Registration timeliness',
  'Divorces by duration of marriage and county',
  'Marriages per 1,000 population',
];

async function openStatistics(page: Page, width: number) {
  await page.setViewportSize(viewportOf(width));
  await page.goto('/backoffice/statistics');
  await expect(page.getByRole('heading', { level: 2, name: 'Vital statistics of marriage and divorce' })).toBeVisible();
  for (const title of TABLES) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, 'rg@demo.test');
});

test('every table in words, with figures from the demo register, and the CSV for the statistics office', async ({
  page,
}) => {
  await openStatistics(page, 1280);
  // Counties by name and categories in words, never a code.
  const byMonth = page.getByRole('table', { name: 'Marriages by month and county' });
  await expect(byMonth.getByRole('row', { name: /Nairobi/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Religious: Christian' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Within 30 days' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '25 to 29' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Church, mosque or temple' })).toBeVisible();
  const main = await page.locator('main').innerText();
  expect(main).not.toMatch(/NEVER_MARRIED|PLACE_OF_WORSHIP|WITHIN_30_DAYS|CHRISTIAN\b|\d{4}-\d{2}-\d{2}/);
  // The demo's year gives every marriage table figures: the month table's total is not zero.
  const total = byMonth.getByRole('row').last();
  await expect(total).not.toHaveText(/^Total(\s+0)+$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download every table as CSV for the statistics office' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vital-statistics-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Table', 'County', 'Month', 'Sex', 'Category', 'Count']);
  expect(rows.some((r) => r[0] === 'Marriages by type of ceremony' && r[4] === 'Customary')).toBe(true);
  expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(
    new Set([
      'Marriages by month and county',
      'Parties by age group',
      'Parties by previous marital status',
      'Marriages by type of ceremony',
      'Christian marriages by denomination',
      'Marriages by place of celebration',
      'Registration timeliness',
      'Divorces by duration of marriage and county',
      'Marriages a year per 1,000 population',
    ]),
  );

  // A year and a county.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: `The year ${new Date().getUTCFullYear() - 1}` }).click();
  await page.getByRole('combobox', { name: 'County' }).click();
  await page.getByRole('option', { name: 'Nairobi' }).click();
  await expect(page.getByText(/^Nairobi( City)?: From January \d{4} to December \d{4}$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessibleAndFitting(page, 1280, '/backoffice/statistics (a year, one county)');
});

test('is axe-clean and does not scroll sideways at 1280 and 360 px', async ({ page }) => {
  await openStatistics(page, 1280);
  await expectAccessibleAndFitting(page, 1280);
  await openStatistics(page, 360);
  await expectAccessibleAndFitting(page, 360);
});
