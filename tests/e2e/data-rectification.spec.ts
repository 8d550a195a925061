import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdf } from './notice-steps.js';
import { payWithSandboxCard, storeSignedInProfile, tokenFor } from './support.js';

/**
 * Issue 9, data rectification through the real UI: Njoroge (party A of an entry of the demo
 * register, whose certificate an earlier rectification already re-issued) asks to correct his age
 * at the marriage, attaches his evidence and pays with the sandbox card; the officer, the director
 * and the Registrar General approve from the rectifications queue; the entry's registry page shows
 * the margin note and the new certificate; /verify says the old certificate is superseded by the new
 * one, and the new one genuine. Then the new pages pass axe and do not scroll sideways, at 1280 and
 * 360 px.
 */

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: /^Save (draft )?and continue$/ }).click();
  await expect(page.getByText(new RegExp(`Step \\d+ of \\d+: ${heading}`))).toBeVisible();
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Njoroge's entry: its registry id and the certificate it stands on now (number and verification code). */
async function njorogeEntry(request: APIRequestContext) {
  const officer = await tokenFor(request, 'officer@demo.test');
  const [entry] = await api<{ id: string; registrationNumber: string }[]>(request, officer, `/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: '33981624' }))}`);
  const history = await api<{ data: { certificate: { documentId: string; number: string } } }>(request, officer, `/civil-marriages/${entry.id}/history`);
  const certificate = await api<{ code: string; number: string }>(request, officer, `/documents/${history.data.certificate.documentId}`);
  return { entry, certificate };
}

test('data rectification: applied for with evidence, paid, approved by the officer, the director and the RG; the entry amended, the old certificate superseded', async ({ page, request }) => {
  test.setTimeout(300_000);
  const before = await njorogeEntry(request);
  await storeSignedInProfile(page, request, 'njoroge@demo.test');
  await page.goto('/user/services/list');
  await page.getByRole('link', { name: /Data rectification/ }).first().click();
  await expect(page).toHaveURL(/\/user\/services\/form-data-rectification/);
  await expect(page.getByText('Step 1 of 3: The correction')).toBeVisible();
  await page.getByLabel(/^Register entry/).selectOption(before.entry.registrationNumber);
  await page.getByLabel(/^Particular to correct/).selectOption({ label: "Party A's age at the marriage" });
  const holds = page.getByTestId('register-holds');
  await expect(holds).toContainText(/\d+/);
  const held = Number((await holds.textContent())!.match(/(\d+)/)![1]);
  const corrected = String(held + 1);
  await page.getByLabel(/^Correct value/).fill('3O');
  await page.getByLabel(/^Why is the entry wrong/).fill('My age was worked out from a wrong date of birth on the notice; my birth certificate shows the right one.');
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Enter the age in whole years, from 18 to 120')).toBeVisible();
  await page.getByLabel(/^Correct value/).fill(corrected);
  await next(page, 'Documents');
  const applicationId = page.url().match(/([0-9a-f-]{36})/)![1];
  await page.locator('input[type=file][aria-label="Choose file for Supporting evidence"]').setInputFiles(pdf('birth-certificate.pdf'));
  await expect(page.getByRole('button', { name: 'Replace file for Supporting evidence' })).toBeVisible();
  await next(page, 'Review and submit');
  await expect(page.getByText("Party A's age at the marriage")).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const citizen = await tokenFor(request, 'njoroge@demo.test');
  const reference = (await api<{ reference: string }>(request, citizen, `/applications/${applicationId}`)).reference;
  await payWithSandboxCard(page, 'Njoroge Kariuki');

  for (const email of ['officer@demo.test', 'director@demo.test', 'rg@demo.test']) {
    await page.evaluate(() => localStorage.clear());
    await storeSignedInProfile(page, request, email);
    await page.goto('/backoffice/registry/rectifications/task-queue');
    await page.getByPlaceholder('Reference or name').fill(reference);
    await expect(page).toHaveURL(/filter=.*%22q%22/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('cell', { name: reference, exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/rectifications\/details\//);
    await expect(page.getByText(String(held), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByText('Success: The application is yours to review')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Success: Approved')).toBeVisible();
  }

  // The registry page of the entry: the margin note and the new certificate (still signed in as the RG).
  await page.goto(`/backoffice/registry/marriages/${before.entry.id}`);
  const notes = page.getByTestId('margin-notes');
  await expect(notes.getByText(/Party A's age at the marriage corrected$/)).toBeVisible();
  await expect(notes.getByRole('link', { name: reference })).toBeVisible();
  await expect(notes).toContainText('Esther Wambui, Registrar General');
  const after = await njorogeEntry(request);
  expect(after.certificate.number).not.toBe(before.certificate.number);
  await expect(page.getByText('Certificate number').locator('xpath=following-sibling::dd[1]')).toHaveText(after.certificate.number);

  // The applicant's card and the new certificate's download.
  await page.evaluate(() => localStorage.clear());
  await storeSignedInProfile(page, request, 'njoroge@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your amended entry' });
  await expect(card.getByText(corrected, { exact: true })).toBeVisible();
  await expect(card.getByText(after.certificate.number, { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: after.certificate.number }).filter({ has: page.getByRole('button', { name: 'Download' }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`marriage-certificate-${after.certificate.number.replace(/\//g, '-')}.pdf`);

  // /verify: the old certificate superseded by the new one; the new one genuine.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${before.certificate.code}`);
  await expect(page.getByText(/^Superseded on \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(page.getByText(new RegExp(`replaced by document ${after.certificate.number.replace(/\//g, '\\/')}`))).toBeVisible();
  await page.goto(`/verify/${after.certificate.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(after.certificate.number, { exact: true })).toBeVisible();
});

async function check(page: Page, path: string, width: number, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect({ path, width, violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ path, width, violations: [] });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ path, width, scroll: scroll <= width }).toEqual({ path, width, scroll: true });
}

for (const width of [1280, 360]) {
  test(`data rectification pages at ${width} px: the form, the amended-entry card, the entry's history and /verify of a superseded certificate`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const citizen = await tokenFor(request, 'njoroge@demo.test');
    const mine = await api<{ id: string; serviceCode: string; status: string }[]>(request, citizen, `/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'DATA_RECTIFICATION' }))}&range=[0,49]`);
    const approved = mine.find((a) => a.status === 'Approved')!;
    const { entry } = await njorogeEntry(request);
    const officer = await tokenFor(request, 'officer@demo.test');
    const history = await api<{ data: { marginNotes: { supersededCertificateNumber: string | null }[] } }>(request, officer, `/civil-marriages/${entry.id}/history`);
    expect(history.data.marginNotes.length).toBeGreaterThan(0);
    const old = await api<{ code: string }[]>(request, officer, `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: (await api<{ applicationId: string }>(request, officer, `/civil-marriages/${entry.id}`)).applicationId, kind: 'MARRIAGE_CERTIFICATE' }))}`);

    await storeSignedInProfile(page, request, 'njoroge@demo.test');
    await check(page, '/user/services/form-data-rectification', width, async (p) => {
      await expect(p.getByText('Step 1 of 3: The correction')).toBeVisible();
      await p.getByLabel(/^Register entry/).selectOption(entry.registrationNumber);
      await p.getByLabel(/^Particular to correct/).selectOption({ label: "Party B's residence" });
      await expect(p.getByTestId('register-holds')).toBeVisible();
    });
    await check(page, `/user/applications/${approved.id}`, width, async (p) => {
      await expect(p.getByRole('region', { name: 'Your amended entry' })).toBeVisible();
    });
    await page.evaluate(() => localStorage.clear());
    await storeSignedInProfile(page, request, 'officer@demo.test');
    await check(page, `/backoffice/registry/marriages/${entry.id}`, width, async (p) => {
      await expect(p.getByTestId('margin-notes')).toBeVisible();
      await expect(p.getByText('Current certificate')).toBeVisible();
    });
    await page.evaluate(() => localStorage.clear());
    await check(page, `/verify/${old[0].code}`, width, async (p) => {
      await expect(p.getByText(/^Superseded on/)).toBeVisible();
    });
  });
}
