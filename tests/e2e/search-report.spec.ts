import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  expectAccessibleAndFitting,
  nextStep,
  payWithSandboxCard,
  signInAs,
  storeSignedInProfile,
  tokenFor,
  viewportOf,
} from './support.js';

/**
 * Issue 9, the search report and copies from a search through the real UI: the demo citizen's search
 * (made through the API, paid with the sandbox card, confirmed by the officer) offers "Ask for a
 * search report"; she asks, pays, the officer and the director approve from the searches queue, she
 * downloads the report and /verify says it is genuine. From the same result she orders a certified
 * copy of the entry found; once approved it verifies too. The demo church orders a copy from its own
 * search. The new pages pass axe and do not scroll sideways at 1280 and 360 px.
 */

const api = (request: APIRequestContext, token: string) => ({
  get: async (url: string) => (await request.get(`/api${url}`, { headers: { authorization: token } })).json(),
  post: async (url: string, data: unknown) => request.post(`/api${url}`, { headers: { authorization: token }, data }),
});

/** Claims and approves an application at its current level, through the API, as this staff member. */
async function approveAs(request: APIRequestContext, email: string, id: string) {
  const staff = api(request, await tokenFor(request, email));
  let row = await staff.get(`/applications/${id}`);
  expect((await staff.post(`/applications/${id}/claim`, { version: row.version })).status()).toBe(200);
  row = await staff.get(`/applications/${id}`);
  expect((await staff.post(`/applications/${id}/approve`, { version: row.version })).status()).toBe(200);
}

/** At 1280 and 360 px, as a device of that width opens the page: `check` holds, the page is axe-clean and fits. */
async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of [1280, 360]) {
    await page.setViewportSize(viewportOf(width));
    // As a device of that width opens the page.
    await page.reload();
    await check();
    await page.waitForLoadState('networkidle');
    await expectAccessibleAndFitting(page, width, page.url());
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The reviewer's page shows the search the report is about, for them to check, at both widths. */
const reportedSearchShown = (page: Page) =>
  atBothWidths(page, async () => expect(page.getByTestId('reported-search')).toContainText('Wanjiru Grace Kamau'));

test('a citizen asks for the report of her completed search and orders a copy of the entry found; the church orders a copy from its search', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = 'citizen@demo.test';
  const citizen = api(request, await tokenFor(request, email));
  // Her search, made through the API: the demo register's first Nairobi entry of January 1995.
  const created = await citizen.post('/applications', {
    serviceCode: 'REGISTER_SEARCH',
    formData: {
      partyName: 'Wanjiru Grace Kamau',
      from: '1995-01-01',
      to: '1995-01-31',
      district: '047',
      purpose: 'Succession of my late grandmother',
    },
  });
  const search = await created.json();
  expect((await citizen.post(`/applications/${search.id}/submit`, { version: search.version })).status()).toBe(200);
  await storeSignedInProfile(page, request, email);
  await page.goto(`/user/applications/${search.id}`);
  await payWithSandboxCard(page, 'Wanjiku N Kamau');
  await approveAs(request, 'officer@demo.test', search.id);

  // The completed search offers the report and a copy of each entry found.
  await page.goto(`/user/applications/${search.id}`);
  const result = page.getByRole('region', { name: 'What you can do with this result' });
  await expect(result).toBeVisible();
  const entry = (await result
    .getByRole('listitem')
    .first()
    .getByText(/^MC\/047\/1995\/\d{6}$/)
    .textContent())!;
  await atBothWidths(page, async () =>
    expect(result.getByRole('link', { name: 'Ask for a search report' })).toBeVisible(),
  );
  await result.getByRole('link', { name: 'Ask for a search report' }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-search-report\?search=RS-/);
  await expect(page.getByText('Step 1 of 2: The report')).toBeVisible();
  await expect(page.getByLabel(/^Your completed search/)).toHaveValue(search.reference);
  await expect(page.getByTestId('reported-search')).toContainText(`${entry}: Wanjiru Grace Kamau`);
  await atBothWidths(page, async () => expect(page.getByTestId('reported-search')).toBeVisible());
  await page
    .getByLabel(/^Why do you need the report/)
    .fill('Succession cause E214 of 2026: the High Court asks for an official search');
  await nextStep(page, 'Review and submit');
  const reportId = applicationIdInUrl(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${reportId}$`));
  await expect(page.getByText(/KES\s1,050\.00/)).toBeVisible();
  await payWithSandboxCard(page, 'Wanjiku N Kamau');
  const report = await citizen.get(`/applications/${reportId}`);

  await approveFromQueue(page, request, {
    email: 'officer@demo.test',
    queue: 'searches/task-queue',
    details: 'searches',
    reference: report.reference,
    beforeClaim: reportedSearchShown,
  });
  await approveFromQueue(page, request, {
    email: 'director@demo.test',
    queue: 'searches/task-queue',
    details: 'searches',
    reference: report.reference,
    beforeClaim: reportedSearchShown,
  });

  await signInAs(page, request, email);
  await page.goto(`/user/applications/${reportId}`);
  const card = page.getByRole('region', { name: 'Your search report' });
  await expect(
    card.getByText(
      new RegExp(`^Search report SR/\\d{4}/\\d{6} issued on search ${search.reference}\\. One entry found\\.$`),
    ),
  ).toBeVisible();
  await atBothWidths(page, async () => expect(card).toBeVisible());
  const [doc] = await citizen.get(
    `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: reportId, kind: 'SEARCH_REPORT' }))}`,
  );
  const row = page
    .getByRole('listitem')
    .filter({ hasText: doc.number })
    .filter({ has: page.getByRole('button', { name: 'Download' }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`search-report-${doc.number.replace(/\//g, '-')}.pdf`);
  await page.goto(`/verify/${doc.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText('Search report', { exact: true })).toBeVisible();

  // A certified copy of the entry found, from the same result.
  await page.goto(`/user/applications/${search.id}`);
  await expect(
    page.getByText(`You asked for the search report of this search: ${report.reference} (Approved).`),
  ).toBeVisible();
  await page.getByRole('link', { name: `Order a certified copy of ${entry}` }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-certified-copy\?search=/);
  await expect(page.getByLabel(/^Register entry/)).toHaveValue(entry);
  await expect(page.getByText(`Ordered from your search ${search.reference}.`)).toBeVisible();
  await page
    .getByLabel(/^Why do you need the copies/)
    .fill('Succession: the High Court asks for a certified copy of the entry');
  await nextStep(page, 'Documents');
  const copyId = applicationIdInUrl(page);
  await nextStep(page, 'Review and submit');
  await expect(page.getByText(search.reference)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${copyId}$`));
  await payWithSandboxCard(page, 'Wanjiku N Kamau');
  await approveAs(request, 'officer@demo.test', copyId);
  await approveAs(request, 'director@demo.test', copyId);
  await page.goto(`/user/applications/${copyId}`);
  await expect(
    page
      .getByRole('region', { name: 'Your certified copies' })
      .getByText(new RegExp(`^1 certified copy of ${entry.replace(/\//g, '\\/')} issued`)),
  ).toBeVisible();
  const [copy] = await citizen.get(
    `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: copyId, kind: 'CERTIFIED_COPY' }))}`,
  );
  await page.goto(`/verify/${copy.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText('Certified copy', { exact: true })).toBeVisible();

  // The church orders a copy of an entry its own (demo) search found.
  await signInAs(page, request, 'church@demo.test');
  const church = api(request, await tokenFor(request, 'church@demo.test'));
  const searches = (await church.get('/my-register-searches')).data as {
    reference: string;
    applicationId: string;
    matches: { registrationNumber: string }[];
  }[];
  const found = searches.find((s) => s.matches.length)!;
  await page.goto(`/institution/applications/${found.applicationId}`);
  await page.getByRole('link', { name: `Order a certified copy of ${found.matches[0].registrationNumber}` }).click();
  await expect(page).toHaveURL(/\/institution\/services\/form-certified-copy\?search=/);
  await expect(page.getByLabel(/^Register entry/)).toHaveValue(found.matches[0].registrationNumber);
  await atBothWidths(page, async () =>
    expect(page.getByText(`Ordered from your search ${found.reference}.`)).toBeVisible(),
  );
  await page.getByLabel(/^Why do you need the copies/).fill("Baptism records of the couple's children");
  await nextStep(page, 'Documents');
  const churchCopy = applicationIdInUrl(page);
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/applications/${churchCopy}$`));
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // And its search report form opens from its services list.
  await page.goto('/institution/services/list');
  await page
    .getByRole('article', { name: 'Search report' })
    .getByRole('link', { name: 'Ask for a search report' })
    .click();
  await expect(page).toHaveURL(/\/institution\/services\/form-search-report$/);
  await atBothWidths(page, async () => expect(page.getByText('Step 1 of 2: The report')).toBeVisible());
});
