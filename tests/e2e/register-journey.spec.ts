import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { pdf, typeDate } from './notice-steps.js';
import {
  apiGet,
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  claimAndApprove,
  expectSupersededBy,
  njorogeEntry,
  nextStep,
  payWithSandboxCard,
  referenceOf,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 9, done means 1, as one person lives it through the real UI: Njoroge searches the register
 * for his own marriage (surname first, middle name left out, his wife's name too), pays; the officer
 * confirms the entries the register proposes; Njoroge reads the result and orders a certified copy
 * of the entry found; the officer and the director approve it from the certification queue; the copy
 * PDF carries the stamp (an image besides the QR code) and /verify says it is genuine. He then gets
 * a marital status letter (the register holds his marriage). Last, he asks to rectify his wife's age
 * in the entry: approved by the officer, the director and the Registrar General, the entry's page
 * shows the margin note and /verify says the old certificate is superseded and the new one genuine.
 */

const CITIZEN = 'njoroge@demo.test';

test('one citizen: register search, a certified copy of the entry found, a marital status letter, and a rectification of his entry', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const citizen = await tokenFor(request, CITIZEN);
  const before = await njorogeEntry(request);
  const entryNumber = before.entry.registrationNumber;

  // 1. The register search, through the form.
  await storeSignedInProfile(page, request, CITIZEN);
  await page.goto('/user/search');
  await expect(page.getByText('Step 1 of 3: The names')).toBeVisible();
  await page.getByLabel('Name of a party').fill('Kariuki Njoroge');
  await page.getByLabel('Name of the other party (optional)').fill('Wairimu Ndungu');
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Step 2 of 3: When and where')).toBeVisible();
  const searchId = applicationIdInUrl(page);
  await typeDate(page, 'Married on or after (optional)', '01012020');
  await page.getByLabel('District of the marriage (optional)').selectOption('047');
  await page.getByLabel('Why you need the search').fill('My wife and I need proof of our marriage for a spousal visa');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // Issue 20 #24: a search takes no documents, so no empty documents step comes before the review.
  await expect(page.getByText('Step 3 of 3: Review and submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${searchId}$`));
  await payWithSandboxCard(page, 'Njoroge Kariuki');

  // 2. The officer reads the entries the register proposes and confirms them.
  await signInAs(page, request, 'officer@demo.test');
  await page.goto(`/backoffice/searches/details/${searchId}`);
  const proposed = page.getByRole('list', { name: 'Entries the register proposes' });
  await expect(
    proposed.getByRole('listitem').filter({ hasText: entryNumber }).filter({ hasText: 'Njoroge Paul Kariuki' }),
  ).toHaveCount(1);
  await claimAndApprove(page);

  // 3. Njoroge reads the result and orders a certified copy of the entry found.
  await signInAs(page, request, CITIZEN);
  await page.goto(`/user/applications/${searchId}`);
  const result = page.getByRole('region', { name: 'What you can do with this result' });
  await expect(result.getByText(entryNumber, { exact: true })).toBeVisible();
  await result.getByRole('link', { name: `Order a certified copy of ${entryNumber}` }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-certified-copy\?search=/);
  await expect(page.getByLabel(/^Register entry/)).toHaveValue(entryNumber);
  await page
    .getByLabel(/^Why do you need the copies/)
    .fill('Spousal visa application: the embassy asks for a certified copy');
  await nextStep(page, 'Documents');
  const copyId = applicationIdInUrl(page);
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${copyId}$`));
  await payWithSandboxCard(page, 'Njoroge Kariuki');
  const copyReference = await referenceOf(request, citizen, copyId);
  for (const email of ['officer@demo.test', 'director@demo.test'])
    await approveFromQueue(page, request, {
      email,
      queue: 'certification/task-queue',
      details: 'certification',
      reference: copyReference,
    });

  await signInAs(page, request, CITIZEN);
  await page.goto(`/user/applications/${copyId}`);
  const copies = page.getByRole('region', { name: 'Your certified copies' });
  await expect(
    copies.getByText(new RegExp(`^1 certified copy of ${entryNumber.replace(/\//g, '\\/')} issued`)),
  ).toBeVisible();
  const [copy] = await apiGet<{ number: string; code: string }[]>(
    request,
    citizen,
    `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: copyId, kind: 'CERTIFIED_COPY' }))}`,
  );
  const copyRow = page
    .getByRole('listitem')
    .filter({ hasText: copy.number })
    .filter({ has: page.getByRole('button', { name: 'Download' }) });
  const copyDownload = page.waitForEvent('download');
  await copyRow.getByRole('button', { name: 'Download' }).click();
  const copyPdf = (await readFile((await (await copyDownload).path())!)).toString('latin1');
  expect(copyPdf.startsWith('%PDF-')).toBe(true);
  // The stamp's image, besides the QR code's.
  expect((copyPdf.match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThan(1);
  await page.goto(`/verify/${copy.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText('Certified copy', { exact: true })).toBeVisible();

  // 4. A marital status letter: the register holds his marriage.
  await signInAs(page, request, CITIZEN);
  await page.goto('/user/services/list');
  await page
    .getByRole('article', { name: 'Marital status letter' })
    .getByRole('link', { name: 'Apply for a marital status letter' })
    .click();
  await expect(page).toHaveURL(/\/user\/services\/form-marital-status/);
  await page.getByLabel(/^Why do you need the letter/).fill(`Spousal visa (${Date.now() % 1_000_000})`);
  await page.getByLabel(/^Country where the letter will be used/).selectOption({ label: 'Canada' });
  await page.getByLabel(/^Registry office/).selectOption({ label: 'Nairobi' });
  await nextStep(page, 'Documents');
  const letterId = applicationIdInUrl(page);
  for (const label of ['Your identity document (copy of the ID card or passport)', 'Your passport photo']) {
    await attachDocument(page, label, pdf('scan.pdf'));
  }
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${letterId}$`));
  await payWithSandboxCard(page, 'Njoroge Kariuki');
  const letterReference = await referenceOf(request, citizen, letterId);
  for (const email of ['officer@demo.test', 'director@demo.test'])
    await approveFromQueue(page, request, {
      email,
      queue: 'marital-status/task-queue',
      details: 'marital-status',
      reference: letterReference,
    });
  await signInAs(page, request, CITIZEN);
  await page.goto(`/user/applications/${letterId}`);
  const letter = page.getByRole('region', { name: 'Your letter' });
  await expect(letter.getByTestId('letter-finding')).toHaveText(/^Married/);
  await expect(letter.getByTestId('letter-status')).toHaveText('Valid');
  const [letterDoc] = await apiGet<{ number: string; code: string }[]>(
    request,
    citizen,
    `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: letterId, kind: 'MARITAL_STATUS_LETTER' }))}`,
  );
  await page.goto(`/verify/${letterDoc.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText('Marital status letter', { exact: true })).toBeVisible();

  // 5. A rectification of his wife's age in the entry, approved by the Registrar General.
  await signInAs(page, request, CITIZEN);
  await page.goto('/user/services/form-data-rectification');
  await expect(page.getByText('Step 1 of 3: The correction')).toBeVisible();
  await page.getByLabel(/^Register entry/).selectOption(entryNumber);
  await page.getByLabel(/^Particular to correct/).selectOption({ label: "Party B's age at the marriage" });
  const holds = page.getByTestId('register-holds');
  await expect(holds).toContainText(/\d+/);
  const held = Number((await holds.textContent())!.match(/(\d+)/)![1]);
  const corrected = String(held - 1);
  await page.getByLabel(/^Correct value/).fill(corrected);
  await page
    .getByLabel(/^Why is the entry wrong/)
    .fill("My wife's age was worked out from the wrong year; her birth certificate shows the right one.");
  await nextStep(page, 'Documents');
  const rectificationId = applicationIdInUrl(page);
  await attachDocument(page, 'Supporting evidence', pdf('birth-certificate.pdf'));
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${rectificationId}$`));
  await payWithSandboxCard(page, 'Njoroge Kariuki');
  const rectificationReference = await referenceOf(request, citizen, rectificationId);
  for (const email of ['officer@demo.test', 'director@demo.test', 'rg@demo.test']) {
    await approveFromQueue(page, request, {
      email,
      queue: 'registry/rectifications/task-queue',
      details: 'rectifications',
      reference: rectificationReference,
    });
  }

  // The entry's page (still signed in as the RG): the margin note, the new certificate.
  await page.goto(`/backoffice/registry/marriages/${before.entry.id}`);
  const notes = page.getByTestId('margin-notes');
  await expect(notes.getByText(/Party B's age at the marriage corrected$/)).toBeVisible();
  await expect(notes.getByRole('link', { name: rectificationReference })).toBeVisible();
  const after = await njorogeEntry(request);
  expect(after.certificate.number).not.toBe(before.certificate.number);
  await expect(page.getByText('Certificate number').locator('xpath=following-sibling::dd[1]')).toHaveText(
    after.certificate.number,
  );

  // /verify: the certificate he had is superseded by the new one, which is genuine.
  await expectSupersededBy(page, before.certificate.code, after.certificate);
});
