import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Page } from './fixtures.js';
import { expectAccessibleAndFitting, signInAs, viewportOf } from './support.js';

/**
 * /backoffice/reports (domain sections 9 and 12) as the Registrar General over the demo's year of
 * history: each report draws its chart, its CSV downloads with words (not codes), and the page is
 * axe-clean and does not scroll sideways at 1280 and 360 px.
 */

const REPORTS: { id: string; header: string; row: RegExp }[] = [
  { id: 'applications', header: 'Period,Service,Status,Applications', row: /^[A-Z][a-z]+ \d{4},Notice of marriage,(Approved|Declined),\d+$/m },
  { id: 'processing-times', header: 'Service,Stage,Passes,Average days,Target days,Over the target', row: /^Notice of marriage,Registration officer,\d+,[\d.]+,\d+,\d+$/m },
  { id: 'marriages', header: 'Period,District,Marriages', row: /^[A-Z][a-z]+ \d{4},Nairobi( City)?,\d+$/m },
  { id: 'revenue', header: 'Period,Service,Tax head,Amount,Currency', row: /^[A-Z][a-z]+ \d{4},Notice of marriage,Marriage fees,\d+\.\d{2},KES$/m },
];

async function openReports(page: Page, width: number) {
  await page.setViewportSize(viewportOf(width));
  await page.goto('/backoffice/reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  for (const { id } of REPORTS) await expect(page.locator(`[data-report="${id}"] figure svg`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, 'rg@demo.test');
});

test('each report shows its chart and downloads its CSV in words', async ({ page }) => {
  await openReports(page, 1280);
  for (const { id, header, row } of REPORTS) {
    const section = page.locator(`[data-report="${id}"]`);
    await expect(section.getByRole('table').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: /as CSV$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${id}-\\d{2}-\\d{2}-\\d{4}-to-\\d{2}-\\d{2}-\\d{4}\\.csv$`));
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    // Read as a spreadsheet reads it (every cell is quoted): the cells of each line, joined by commas.
    const lines = Papa.parse<string[]>(text, { skipEmptyLines: true }).data.map((cells) => cells.join(',')).join('\n');
    expect(lines.split('\n')[0]).toBe(header);
    expect(lines).toMatch(row);
  }
});

test('a district narrows the reports', async ({ page }) => {
  await openReports(page, 1280);
  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Mombasa' }).click();
  await expect(page.locator('[data-report="marriages"] table').first()).toContainText('Mombasa');
  await expect(page.locator('[data-report="marriages"] table').first()).not.toContainText('Nairobi');
});

for (const width of [1280, 360]) {
  test(`axe-clean with no sideways scroll at ${width} px`, async ({ page }) => {
    await openReports(page, width);
    await expectAccessibleAndFitting(page, width);
  });
}
