import { expect, test } from './fixtures.js';
import { sealPng } from '../../src/server/db/seed/stamp-image.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  checkPage,
  nextStep,
  payWithSandboxCard,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 9, the certificate stamp and the certified copy through the real UI: the Registrar General
 * uploads a new stamp; Njoroge (party to an entry of the demo register) orders two copies and pays
 * with the sandbox card; the officer and the director approve from the certification queue; he
 * downloads a copy and /verify shows it genuine. Then the stamp page and the form pass axe and do not
 * scroll sideways, at 1280 and 360 px.
 */

test('certified copy: the RG uploads a stamp; two copies ordered, paid, approved by the officer and the director, downloaded and verified', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const signatory = `Esther Wambui ${Date.now() % 100_000}`;
  await storeSignedInProfile(page, request, 'rg@demo.test');
  await page.goto('/backoffice/settings/certificate-stamp');
  await expect(page.getByRole('heading', { name: 'Upload a new stamp' })).toBeVisible();
  await page
    .locator('#stamp-image-input')
    .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: sealPng(140, [120, 20, 20]) });
  await expect(page.getByText('Chosen: seal.png')).toBeVisible();
  await page.getByLabel(/^Signatory name/).fill(signatory);
  await page.getByLabel(/^Signatory title/).fill('Registrar General of Marriages');
  await page.getByRole('button', { name: 'Upload the stamp' }).click();
  await expect(page.getByText('The new stamp is the current one')).toBeVisible();
  await expect(page.getByTestId('current-stamp')).toContainText(signatory);
  await expect(page.getByTestId('current-stamp').getByRole('img')).toBeVisible();

  await signInAs(page, request, 'njoroge@demo.test');
  await page.goto('/user/services/list');
  await page
    .getByRole('article', { name: 'Certified copy' })
    .getByRole('link', { name: 'Request a certified copy' })
    .click();
  await expect(page).toHaveURL(/\/user\/services\/form-certified-copy/);
  await expect(page.getByText('Step 1 of 3: The copy')).toBeVisible();
  const entry = page.getByLabel(/^Register entry/);
  await expect(entry.locator('option', { hasText: 'Nairobi' })).toHaveCount(1);
  const registrationNumber = (await entry.locator('option', { hasText: 'Nairobi' }).getAttribute('value'))!;
  await entry.selectOption(registrationNumber);
  await page.getByLabel(/^Number of copies/).fill('2');
  await page.getByLabel(/^Why do you need the copies/).fill('Spousal visa application for Canada');
  await nextStep(page, 'Documents');
  const applicationId = applicationIdInUrl(page);
  await nextStep(page, 'Review and submit');
  await expect(page.getByText(registrationNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  // The fee pays for the first copy; the second is charged as an extra certified copy.
  await expect(page.getByText(/KES\s2,100\.00/)).toBeVisible();
  const citizen = await tokenFor(request, 'njoroge@demo.test');
  const reference = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: citizen } })).json()
  ).reference as string;
  await payWithSandboxCard(page, 'Njoroge Kamau');

  for (const email of ['officer@demo.test', 'director@demo.test']) {
    await approveFromQueue(page, request, {
      email,
      queue: 'certification/task-queue',
      details: 'certification',
      reference,
    });
  }

  await signInAs(page, request, 'njoroge@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your certified copies' });
  await expect(
    card.getByText(`2 certified copies of ${registrationNumber} issued, signed by ${signatory}`),
  ).toBeVisible();
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'CERTIFIED_COPY' }))}`,
      { headers: { authorization: citizen } },
    )
  ).json();
  expect(docs).toHaveLength(2);
  const first = docs.find((d: { number: string }) => d.number.endsWith('-1'));
  await expect(card.getByText(`Copy 1: ${first.number}`)).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: first.number })
    .filter({ has: page.getByRole('button', { name: 'Download' }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`certified-copy-${first.number.replace(/\//g, '-')}.pdf`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${first.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(first.number)).toBeVisible();
  await expect(page.getByText('Certified copy', { exact: true })).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`certified copy pages at ${width} px: the stamp page (RG and read-only) and the form`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await storeSignedInProfile(page, request, 'rg@demo.test');
    await checkPage(page, '/backoffice/settings/certificate-stamp', width, async (p) => {
      await expect(p.getByRole('button', { name: 'Upload the stamp' })).toBeVisible();
      await expect(p.getByTestId('current-stamp').getByRole('img')).toBeVisible();
    });
    await signInAs(page, request, 'admin@demo.test');
    await checkPage(page, '/backoffice/settings/certificate-stamp', width, async (p) => {
      await expect(p.getByText('You can view this setting; your role cannot change it.')).toBeVisible();
      await expect(p.getByTestId('stamp-history').getByRole('listitem')).not.toHaveCount(0);
    });
    await signInAs(page, request, 'njoroge@demo.test');
    await checkPage(page, '/user/services/form-certified-copy', width, async (p) => {
      await expect(p.getByText('Step 1 of 3: The copy')).toBeVisible();
      await expect(p.getByLabel(/^Register entry/).locator('option', { hasText: 'Nairobi' })).toHaveCount(1);
    });
  });
}
