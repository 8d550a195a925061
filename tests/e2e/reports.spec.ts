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
  {
    id: 'applications',
    header: 'Period,Service,Status,Applications',
    row: /^[A-Z][a-z]+ \d{4},Notice of marriage,(Approved|Declined),\d+$/m,
  },
  {
    id: 'processing-times',
    header: 'Service,Stage,Passes,Average days,Target days,Over the target',
    row: /^Notice of marriage,Registration officer,\d+,[\d.]+,\d+,\d+$/m,
  },
  { id: 'marriages', header: 'Period,District,Marriages', row: /^[A-Z][a-z]+ \d{4},Nairobi( City)?,\d+$/m },
  {
    id: 'revenue',
    header: 'Period,Service,Tax head,Amount,Currency',
    row: /^[A-Z][a-z]+ \d{4},Notice of marriage,Marriage fees,\d+\.\d{2},KES$/m,
  },
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
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: /as CSV$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${id}-\\d{2}-\\d{2}-\\d{4}-to-\\d{2}-\\d{2}-\\d{4}\\.csv$`),
    );
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    // Read as a spreadsheet reads it (every cell is quoted): the cells of each line, joined by commas.
    const lines = Papa.parse<string[]>(text, { skipEmptyLines: true })
      .data.map((cells) => cells.join(','))
      .join('\n');
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

/** The names on a chart's category axis, each with whether it lies whole inside the chart. */
async function categoryLabels(page: Page, id: string) {
  return page.locator(`[data-report="${id}"] figure svg.MuiChartsSvgLayer-root`).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((label) => {
      const r = label.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        inside:
          r.left >= box.left - 0.5 &&
          r.right <= box.right + 0.5 &&
          r.top >= box.top - 0.5 &&
          r.bottom <= box.bottom + 0.5,
      };
    });
  });
}

test('issue 20 #18: the district report plots districts, and every chart names each of its bars in full at 1280 and 360 px', async ({
  page,
}) => {
  for (const width of [1280, 360]) {
    await openReports(page, width);
    const districts = (
      await page.locator('[data-report="marriages"] table').first().locator('tbody tr td:first-child').allTextContents()
    ).filter((name) => name !== 'Total');
    expect(districts.length).toBeGreaterThan(1);
    expect((await categoryLabels(page, 'marriages')).map((l) => l.text).sort()).toEqual([...districts].sort());
    // Each chart's bars are named by what they count: periods, stages, districts, tax heads.
    expect((await categoryLabels(page, 'applications')).every((l) => /^[A-Z][a-z]+ \d{4}$/.test(l.text))).toBe(true);
    expect((await categoryLabels(page, 'processing-times')).map((l) => l.text)).toContain('Registration officer');
    expect((await categoryLabels(page, 'revenue')).map((l) => l.text)).toContain('Marriage fees');
    for (const { id } of REPORTS) {
      const labels = await categoryLabels(page, id);
      expect(labels.length, `${id} at ${width} px`).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label.text, `${id} at ${width} px`).not.toMatch(/…|\.\.\.$/);
        expect(label.inside, `${id} at ${width} px: "${label.text}" inside the chart`).toBe(true);
      }
    }
  }
});

for (const width of [1280, 360]) {
  test(`axe-clean with no sideways scroll at ${width} px`, async ({ page }) => {
    await openReports(page, width);
    await expectAccessibleAndFitting(page, width);
  });
}
