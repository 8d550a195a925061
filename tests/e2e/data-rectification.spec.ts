import { expect, test } from './fixtures.js';
import { pdf } from './notice-steps.js';
import {
  apiGet,
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  checkPage,
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
 * Issue 9, data rectification through the real UI: Njoroge (party A of an entry of the demo
 * register, whose certificate an earlier rectification already re-issued) asks to correct his age
 * at the marriage, attaches his evidence and pays with the sandbox card; the officer, the director
 * and the Registrar General approve from the rectifications queue; the entry's registry page shows
 * the margin note and the new certificate; /verify says the old certificate is superseded by the new
 * one, and the new one genuine. Then the new pages pass axe and do not scroll sideways, at 1280 and
 * 360 px.
 */

test('data rectification: applied for with evidence, paid, approved by the officer, the director and the RG; the entry amended, the old certificate superseded', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const before = await njorogeEntry(request);
  await storeSignedInProfile(page, request, 'njoroge@demo.test');
  await page.goto('/user/services/list');
  await page
    .getByRole('article', { name: 'Data rectification' })
    .getByRole('link', { name: 'Ask for a correction of the register' })
    .click();
  await expect(page).toHaveURL(/\/user\/services\/form-data-rectification/);
  await expect(page.getByText('Step 1 of 3: The correction')).toBeVisible();
  await page.getByLabel(/^Register entry/).selectOption(before.entry.registrationNumber);
  await page.getByLabel(/^Particular to correct/).selectOption({ label: "Party A's age at the marriage" });
  const holds = page.getByTestId('register-holds');
  await expect(holds).toContainText(/\d+/);
  const held = Number((await holds.textContent())!.match(/(\d+)/)![1]);
  const corrected = String(held + 1);
  await page.getByLabel(/^Correct value/).fill('3O');
  await page
    .getByLabel(/^Why is the entry wrong/)
    .fill('My age was worked out from a wrong date of birth on the notice; my birth certificate shows the right one.');
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Enter the age in whole years, from 18 to 120')).toBeVisible();
  await page.getByLabel(/^Correct value/).fill(corrected);
  await nextStep(page, 'Documents');
  const applicationId = applicationIdInUrl(page);
  await attachDocument(page, 'Supporting evidence', pdf('birth-certificate.pdf'));
  await nextStep(page, 'Review and submit');
  await expect(page.getByText("Party A's age at the marriage")).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const citizen = await tokenFor(request, 'njoroge@demo.test');
  const reference = await referenceOf(request, citizen, applicationId);
  await payWithSandboxCard(page, 'Njoroge Kariuki');

  for (const email of ['officer@demo.test', 'director@demo.test', 'rg@demo.test']) {
    await approveFromQueue(page, request, {
      email,
      queue: 'registry/rectifications/task-queue',
      details: 'rectifications',
      reference,
      beforeClaim: (p) => expect(p.getByText(String(held), { exact: true }).first()).toBeVisible(),
    });
  }

  // The registry page of the entry: the margin note and the new certificate (still signed in as the RG).
  await page.goto(`/backoffice/registry/marriages/${before.entry.id}`);
  const notes = page.getByTestId('margin-notes');
  await expect(notes.getByText(/Party A's age at the marriage corrected$/)).toBeVisible();
  await expect(notes.getByRole('link', { name: reference })).toBeVisible();
  await expect(notes).toContainText('Esther Wambui, Registrar General');
  const after = await njorogeEntry(request);
  expect(after.certificate.number).not.toBe(before.certificate.number);
  await expect(page.getByText('Certificate number').locator('xpath=following-sibling::dd[1]')).toHaveText(
    after.certificate.number,
  );

  // The applicant's card and the new certificate's download.
  await signInAs(page, request, 'njoroge@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your amended entry' });
  await expect(card.getByText(corrected, { exact: true })).toBeVisible();
  await expect(card.getByText(after.certificate.number, { exact: true })).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: after.certificate.number })
    .filter({ has: page.getByRole('button', { name: 'Download' }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(
    `marriage-certificate-${after.certificate.number.replace(/\//g, '-')}.pdf`,
  );

  // /verify: the old certificate superseded by the new one; the new one genuine.
  await expectSupersededBy(page, before.certificate.code, after.certificate);
});

for (const width of [1280, 360]) {
  test(`data rectification pages at ${width} px: the form, the amended-entry card, the entry's history and /verify of a superseded certificate`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const citizen = await tokenFor(request, 'njoroge@demo.test');
    const mine = await apiGet<{ id: string; serviceCode: string; status: string }[]>(
      request,
      citizen,
      `/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'DATA_RECTIFICATION' }))}&range=[0,49]`,
    );
    const approved = mine.find((a) => a.status === 'Approved')!;
    const { entry } = await njorogeEntry(request);
    const officer = await tokenFor(request, 'officer@demo.test');
    const history = await apiGet<{ data: { marginNotes: { supersededCertificateNumber: string | null }[] } }>(
      request,
      officer,
      `/civil-marriages/${entry.id}/history`,
    );
    expect(history.data.marginNotes.length).toBeGreaterThan(0);
    const old = await apiGet<{ code: string }[]>(
      request,
      officer,
      `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: (await apiGet<{ applicationId: string }>(request, officer, `/civil-marriages/${entry.id}`)).applicationId, kind: 'MARRIAGE_CERTIFICATE' }))}`,
    );

    await storeSignedInProfile(page, request, 'njoroge@demo.test');
    await checkPage(page, '/user/services/form-data-rectification', width, async (p) => {
      await expect(p.getByText('Step 1 of 3: The correction')).toBeVisible();
      await p.getByLabel(/^Register entry/).selectOption(entry.registrationNumber);
      await p.getByLabel(/^Particular to correct/).selectOption({ label: "Party B's residence" });
      await expect(p.getByTestId('register-holds')).toBeVisible();
    });
    await checkPage(page, `/user/applications/${approved.id}`, width, async (p) => {
      await expect(p.getByRole('region', { name: 'Your amended entry' })).toBeVisible();
    });
    await signInAs(page, request, 'officer@demo.test');
    await checkPage(page, `/backoffice/registry/marriages/${entry.id}`, width, async (p) => {
      await expect(p.getByTestId('margin-notes')).toBeVisible();
      await expect(p.getByText('Current certificate')).toBeVisible();
    });
    await page.evaluate(() => localStorage.clear());
    await checkPage(page, `/verify/${old[0].code}`, width, async (p) => {
      await expect(p.getByText(/^Superseded on/)).toBeVisible();
    });
  });
}
