import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { addDays, nairobiToday } from '../../src/shared/dates.js';
import { typeDate } from './notice-steps.js';
import { apiGet, checkPage, expectAxeClean, signInAs, signInThroughUi, tokenFor } from './support.js';

/** The billing pages (price list, transactions with totals, CSV and receipts) and the register book as a book. */

/** dd-mm-yyyy as the pages show a yyyy-mm-dd day. */
const shown = (day: string) => day.split('-').reverse().join('-');

test('finance schedules a price on the price list, sees it scheduled with its split, and cancels it', async ({
  page,
}) => {
  // A tour of long pages, each checked for accessibility at two widths: more than a minute on a busy machine.
  test.setTimeout(180_000);
  // A day far enough ahead that no other run of this spec on the same database took it.
  const from = addDays(nairobiToday(), 200 + (Date.now() % 500));
  await signInThroughUi(page, 'finance@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Price list' }).click();
  await expect(page.getByRole('heading', { name: 'Price list', level: 1 })).toBeVisible();
  const notice = page.getByTestId('price-MARRIAGE_NOTICE');
  await expect(notice.getByTestId('current-price')).toHaveText('KES 3,300.00');
  await expect(notice.getByRole('cell', { name: 'Marriage fees' })).toBeVisible();
  await expect(notice.getByRole('cell', { name: 'KES 3,135.00' })).toBeVisible();
  // The demo's history and scheduled price.
  await expect(page.getByTestId('price-CERTIFIED_COPY').getByTestId('earlier-price')).toHaveCount(2);
  await expect(
    page.getByTestId('price-CERTIFIED_COPY').getByText('01-07-2025 to 31-12-2025: KES 900.00'),
  ).toBeVisible();
  await expect(page.getByTestId('price-PUBLIC_PLACE_LICENCE').getByTestId('scheduled-price')).toContainText(
    'KES 27,500.00',
  );

  await page.getByRole('button', { name: 'Schedule a price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a price' });
  await dialog.getByLabel('Service').selectOption({ label: 'Search report' });
  await dialog.getByLabel('New price (KES)').fill('0');
  // Today is refused by the form, as by the server.
  await typeDate(dialog, 'In force from', shown(nairobiToday()).replace(/-/g, ''));
  await dialog.getByRole('button', { name: 'Schedule the price' }).click();
  await expect(dialog.getByText('The price must be more than zero')).toBeVisible();
  await expect(dialog.getByText('A price can only be scheduled from tomorrow on')).toBeVisible();
  await dialog.getByLabel('New price (KES)').fill('1250.40');
  await typeDate(dialog, 'In force from', shown(from).replace(/-/g, ''));
  await dialog.getByRole('button', { name: 'Schedule the price' }).click();
  await expect(dialog).toBeHidden();
  const report = page.getByTestId('price-SEARCH_REPORT');
  const scheduled = report.getByTestId('scheduled-price').filter({ hasText: `From ${shown(from)}: KES 1,250.40` });
  await expect(scheduled).toBeVisible();
  await expect(scheduled).toContainText('Search fees 95 %: KES 1,187.88 · Convenience fee 5 %: KES 62.52');

  await checkPage(page, '/backoffice/billing/price-list', 1280, async (p) => {
    await expect(p.getByTestId('price-SEARCH_REPORT')).toBeVisible();
  });
  await checkPage(page, '/backoffice/billing/price-list', 360, async (p) => {
    await expect(p.getByTestId('price-SEARCH_REPORT')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Schedule a price' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule a price' })).toBeVisible();
  await expectAxeClean(page, 'the schedule dialog');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByTestId('price-SEARCH_REPORT')
    .getByRole('button', { name: `Cancel the price of KES 1,250.40 from ${shown(from)}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel the scheduled price?' })
    .getByRole('button', { name: 'Cancel the price' })
    .click();
  await expect(page.getByTestId('price-SEARCH_REPORT').getByTestId('scheduled-price')).toHaveCount(0);
});

test('the registrar general reads the price list without scheduling', async ({ page, request }) => {
  await signInAs(page, request, 'rg@demo.test');
  await page.goto('/backoffice/billing/price-list');
  await expect(page.getByText('Only the finance office schedules prices; you see them here.')).toBeVisible();
  await expect(page.getByTestId('price-MARRIAGE_NOTICE').getByTestId('current-price')).toHaveText('KES 3,300.00');
  await expect(page.getByRole('button', { name: 'Schedule a price' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel the price of/ })).toHaveCount(0);
});

test('transactions show the totals of the filter, export them as CSV and open a receipt', async ({ page, request }) => {
  // A tour of long pages, each checked for accessibility at two widths: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await signInAs(page, request, 'finance@demo.test');
  await page.goto('/backoffice/billing/transactions');
  const count = page.getByTestId('total-count').locator('dd');
  await expect(count).toHaveText(/^\d+$/);
  const all = Number(await count.textContent());
  expect(all).toBeGreaterThan(0);
  await expect(page.getByTestId('total-amount').locator('dd')).toHaveText(/^KES [\d,]+\.\d\d$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions.csv');
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(
    '"Started","Confirmed","Receipt","Application","Invoice","Service","Payer","Amount","Status","Card","Reason"',
  );
  expect(lines).toHaveLength(all + 1);
  expect(lines[1]).toMatch(/^"\d{2}-\d{2}-\d{4} \d{2}:\d{2}",/);
  expect(lines.slice(1).join('\n')).toMatch(/"KES [\d.]+","(Succeeded|Failed|Pending)"/);
  expect(lines.slice(1).join('\n')).not.toMatch(/SUCCEEDED|MARRIAGE_NOTICE/);

  // The status filter narrows the totals (by the server, for the same filter).
  await page.goto(
    `/backoffice/billing/transactions?filter=${encodeURIComponent(JSON.stringify({ status: 'SUCCEEDED' }))}`,
  );
  await expect(page.getByTestId('total-failed').locator('dd')).toHaveText('0');
  const succeeded = Number(await page.getByTestId('total-succeeded').locator('dd').textContent());
  await expect(page.getByTestId('total-count').locator('dd')).toHaveText(String(succeeded));

  const receipt = page.getByRole('link', { name: /^Open receipt RCT-/ }).first();
  const number = (await receipt.textContent())!.trim();
  await receipt.click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/billing/receipts/${number}$`));
  await expect(page.getByRole('heading', { name: `Receipt ${number}`, level: 2 })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  expect((await pdf).suggestedFilename()).toBe(`receipt-${number}.pdf`);

  await checkPage(page, '/backoffice/billing/transactions', 1280, async (p) => {
    await expect(p.getByTestId('total-count')).toBeVisible();
  });
  await checkPage(page, '/backoffice/billing/transactions', 360, async (p) => {
    await expect(p.getByTestId('total-count')).toBeVisible();
  });
  await checkPage(page, `/backoffice/billing/receipts/${number}`, 360, async (p) => {
    await expect(p.getByRole('button', { name: 'Download the receipt (PDF)' })).toBeVisible();
  });
  await checkPage(page, `/backoffice/billing/receipts/${number}`, 1280, async (p) => {
    await expect(p.getByRole('button', { name: 'Download the receipt (PDF)' })).toBeVisible();
  });
});

test('the register book pages through its books and opens a book as pages of entries', async ({ page, request }) => {
  await signInAs(page, request, 'officer@demo.test');
  await page.goto('/backoffice/registry/marriage-register-book');
  const books = page.getByRole('navigation', { name: 'Pages of the list of register books' });
  await expect(books.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const pages = Number((await books.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  expect(pages).toBeGreaterThan(1);
  await expect(books.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const firstOnPage1 = await page.getByTestId('register-books').getByRole('button').first().textContent();
  await books.getByRole('button', { name: 'Next page' }).click();
  await expect(books.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.getByTestId('register-books').getByRole('button').first()).not.toHaveText(firstOnPage1!);
  await books.getByRole('button', { name: 'Previous page' }).click();
  await expect(books.getByText(`Page 1 of ${pages}`)).toBeVisible();

  // A book opens at its first page: its entries laid out as in the register, each linked to its entry page.
  const book = page.getByTestId('register-books').getByRole('button').first();
  const bookNumber = (await book.locator('.MuiListItemText-primary').textContent())!.trim();
  await book.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Book ${bookNumber}, page 1 of \\d+$`) })).toBeVisible();
  const entry = page.getByTestId('register-entry').first();
  await expect(entry.getByRole('heading', { name: 'Entry No. 1' })).toBeVisible();
  await expect(entry.getByText(/^MC\//)).toBeVisible();
  await expect(entry.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pages of the register book' }).getByRole('button', { name: 'Previous page' }),
  ).toBeDisabled();
  const url = page.url();
  await checkPage(page, url.replace(/^https?:\/\/[^/]+/, ''), 1280, async (p) => {
    await expect(p.getByTestId('register-entry').first()).toBeVisible();
  });
  await checkPage(page, url.replace(/^https?:\/\/[^/]+/, ''), 360, async (p) => {
    await expect(p.getByTestId('register-entry').first()).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('register-entry').first().getByRole('link', { name: 'Open entry 1' }).click();
  await expect(page).toHaveURL(/\/backoffice\/registry\/marriages\/[0-9a-f-]{36}$/);
});

test('a book of more than ten entries turns its pages: the second page holds entries 11 to 20', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'officer@demo.test');
  const books = await apiGet<{ id: string; bookNumber: string; entriesUsed: number }[]>(
    request,
    token,
    `/register-books?${new URLSearchParams({ sort: JSON.stringify(['bookNumber', 'DESC']), range: JSON.stringify([0, 99]) })}`,
  );
  // The demo's year of history fills at least one book past a page (Nairobi's, this year or last).
  const book = books.find((b) => b.entriesUsed > 10)!;
  expect(book).toBeDefined();
  const pages = Math.ceil(book.entriesUsed / 10);
  await signInAs(page, request, 'officer@demo.test');
  await page.goto(`/backoffice/registry/marriage-register-book?book=${book.id}&page=1`);
  await expect(page.getByTestId('book-page-heading')).toHaveText(`Book ${book.bookNumber}, page 1 of ${pages}`);
  const turn = page.getByRole('navigation', { name: 'Pages of the register book' });
  await turn.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('book-page-heading')).toHaveText(`Book ${book.bookNumber}, page 2 of ${pages}`);
  await expect(page.getByTestId('register-entry').first().getByRole('heading', { name: 'Entry No. 11' })).toBeVisible();
  await expect(page.getByTestId('register-entry')).toHaveCount(Math.min(10, book.entriesUsed - 10));
  await turn.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('book-page-heading')).toHaveText(`Book ${book.bookNumber}, page 1 of ${pages}`);
  await expect(page.getByTestId('register-entry').first().getByRole('heading', { name: 'Entry No. 1' })).toBeVisible();
});
