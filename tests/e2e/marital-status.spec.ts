import { expect, test } from './fixtures.js';
import { pdf } from './notice-steps.js';
import { applicationIdInUrl, approveFromQueue, attachDocument, checkPage, nextStep, payWithSandboxCard, signInAs, storeSignedInProfile, tokenFor } from './support.js';

/**
 * Issue 9, the marital status letter through the real UI: the citizen (onboarded) applies and pays
 * with the sandbox card; the officer and the director approve it from their queues; the citizen
 * downloads the letter and /verify shows it genuine. Then the form, the application page and the
 * registry pass axe and do not scroll sideways, at 1280 and 360 px.
 */

test('marital status letter: applied for, paid, approved by the officer and the director, downloaded and verified', async ({ page, request }) => {
  test.setTimeout(240_000);
  const purpose = `To marry in Scotland (${Date.now() % 1_000_000})`;
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await page.goto('/user/services/list');
  await page.getByRole('article', { name: 'Marital status letter' }).getByRole('link', { name: 'Apply for a marital status letter' }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-marital-status/);
  await expect(page.getByText('Step 1 of 3: Purpose of the letter')).toBeVisible();
  await page.getByLabel(/^Why do you need the letter/).fill(purpose);
  await page.getByLabel(/^Country where the letter will be used/).selectOption({ label: 'United Kingdom' });
  await page.getByLabel(/^Registry office/).selectOption({ label: 'Nairobi' });
  await nextStep(page, 'Documents');
  const applicationId = applicationIdInUrl(page);
  for (const label of ['Your identity document (copy of the ID card or passport)', 'Your passport photo']) {
    await attachDocument(page, label, pdf('scan.pdf'));
  }
  await nextStep(page, 'Review and submit');
  await expect(page.getByText('United Kingdom')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const citizen = await tokenFor(request, 'citizen@demo.test');
  const reference = (await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: citizen } })).json()).reference as string;
  await payWithSandboxCard(page, 'Wanjiku Kamau');

  for (const email of ['officer@demo.test', 'director@demo.test']) {
    await approveFromQueue(page, request, { email, queue: 'marital-status/task-queue', details: 'marital-status', reference });
  }

  // The citizen's letter: what the register holds for her (no marriage), valid; the PDF downloads.
  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your letter' });
  await expect(card.getByTestId('letter-finding')).toHaveText('No marriage in the register');
  await expect(card.getByTestId('letter-status')).toHaveText('Valid');
  const number = (await card.getByTestId('letter-number').textContent())!;
  expect(number).toMatch(/^MSL\/\d{4}\/\d{6}$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Marital Status Letter' });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`marital-status-letter-${number.replace(/\//g, '-')}.pdf`);
  const docs = await (await request.get(`/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'MARITAL_STATUS_LETTER' }))}`, { headers: { authorization: citizen } })).json();
  expect(docs).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText('Marital status letter', { exact: true })).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`marital status pages at ${width} px: the form, a letter's application page, the registry`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // Njoroge's letter says married (the demo register holds his marriage of three days ago).
    await storeSignedInProfile(page, request, 'njoroge@demo.test');
    await checkPage(page, '/user/services/form-marital-status', width, (p) => expect(p.getByText('Step 1 of 3: Purpose of the letter')).toBeVisible());
    const token = await tokenFor(request, 'njoroge@demo.test');
    const [approved] = await (await request.get(`/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'MARITAL_STATUS_LETTER', status: 'Approved' }))}`, { headers: { authorization: token } })).json();
    await checkPage(page, `/user/applications/${approved.id}`, width, async (p) => {
      await expect(p.getByTestId('letter-finding')).toHaveText('Married');
      await expect(p.getByTestId('letter-entry')).toContainText('Nairobi');
    });
    await signInAs(page, request, 'officer@demo.test');
    await checkPage(page, '/backoffice/registry/marital-statuses', width, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(p.getByText('Marriage dissolved').first()).toBeVisible();
    });
    await checkPage(page, '/backoffice/marital-status/task-queue', width, (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible());
  });
}
