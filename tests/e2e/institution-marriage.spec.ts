import { expect, test } from './fixtures.js';
import { addDays, nairobiToday } from '../../src/shared/dates.js';
import { fillParty, pdf, randomId, typeDate, typePhoneIn } from './notice-steps.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  checkPage,
  expectAxeClean,
  nextStep,
  payWithSandboxCard,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 10, the institution marriage through the real UI: the demo church adds an officiant to its
 * list, registers a marriage it celebrated (the couple, the day, its licensed venue, the new
 * officiant, two witnesses, the documents) and pays the fee with the sandbox card; the officer
 * approves it from the marriage-registrations queue; the church downloads the certificate and
 * /verify shows it genuine. Then the new pages pass axe and do not scroll sideways at 1280 and 360 px.
 */

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

test('institution marriage: the church adds its officiant, registers a marriage, pays; the officer approves; the certificate downloads and verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const serial = String(Date.now() % 100_000).padStart(5, '0');
  const officiantName = `Rev. Esther Njambi ${serial}`;
  const officiantNumber = `OFF/PCEA/${serial}`;
  await storeSignedInProfile(page, request, 'church@demo.test');

  // The officiants list: a new officiant added.
  await page.goto('/institution/registry');
  await expect(page.getByRole('heading', { name: 'Officiants', exact: true })).toBeVisible();
  await expect(page.getByText('Rev. Dr. John Gatu')).toBeVisible();
  await page.getByRole('button', { name: 'Add an officiant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an officiant' });
  await dialog.getByLabel(/^Full name/).fill(officiantName);
  await dialog.getByLabel(/^Officiant licence number/).fill(officiantNumber);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('officiant').filter({ hasText: officiantName })).toContainText('Active');

  // The registration form.
  await page.goto('/institution/services/list');
  await page
    .getByRole('article', { name: 'Marriage registration' })
    .getByRole('link', { name: 'Register a marriage' })
    .click();
  await expect(page).toHaveURL(/\/institution\/services\/form-marriage-registration/);
  await expect(page.getByText('Step 1 of 6: Party A')).toBeVisible();
  const partyA = {
    first: 'Wangari',
    last: `Muthoni${serial}`,
    id: randomId(),
    dob: '14031995',
    sex: 'F' as const,
    phone: '712345678',
    email: `wangari${serial}@example.test`,
  };
  await fillParty(page, partyA);
  await nextStep(page, 'Party B');
  await fillParty(page, {
    first: 'Odhiambo',
    last: `Onyango${serial}`,
    id: randomId(),
    dob: '02091992',
    sex: 'M',
    phone: '723456789',
    email: `odhiambo${serial}@example.test`,
  });
  await nextStep(page, 'The celebration');
  const applicationId = applicationIdInUrl(page);
  await typeDate(page, 'Date of the celebration', ddmmyyyy(addDays(nairobiToday(), -5)));
  const church = await tokenFor(request, 'church@demo.test');
  const venues = (await (await request.get('/api/institution-venues', { headers: { authorization: church } })).json())
    .data as { licenceNumber: string; venueName: string }[];
  const venue = venues.find((v) => v.venueName === "St. Andrew's Presbyterian Church, Nairobi")!;
  await page.getByLabel(/^Licensed venue/).selectOption(venue.licenceNumber);
  await page.getByLabel(/^Officiant/).selectOption(officiantNumber);
  await nextStep(page, 'Witnesses');
  for (const [index, name] of [
    [0, 'Kariuki Mwangi'],
    [1, 'Akinyi Adhiambo'],
  ] as const) {
    const box = page.getByRole('group', { name: `Witness ${index + 1}` });
    await box.getByLabel(/^Full name/).fill(name);
    await box.getByLabel(/^ID number/).fill(randomId());
    await typePhoneIn(box, 'Phone number', index === 0 ? '734567890' : '745678901');
  }
  await nextStep(page, 'Documents');
  for (const label of [
    "Party A's identity document",
    "Party B's identity document",
    'Copy of the marriage certificate',
  ]) {
    await attachDocument(page, label, pdf('scan.pdf'));
  }
  await nextStep(page, 'Review and submit');
  await expect(page.getByText(officiantName)).toBeVisible();
  await expect(page.getByText("St. Andrew's Presbyterian Church, Nairobi").first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit the registration' }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/applications/${applicationId}$`));
  await expect(page.getByText(/KES\s3,300\.00/).first()).toBeVisible();
  const reference = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: church } })).json()
  ).reference as string;
  await payWithSandboxCard(page, 'St Andrews Church');

  // The officer approves from the marriage-registrations queue.
  await approveFromQueue(page, request, {
    email: 'officer@demo.test',
    queue: 'marriage-registrations/task-queue',
    details: 'marriage-registrations',
    reference,
    beforeClaim: (p) => expect(p.getByText(officiantName).first()).toBeVisible(),
  });

  // The church downloads the certificate; /verify shows it genuine.
  await signInAs(page, request, 'church@demo.test');
  await page.goto(`/institution/applications/${applicationId}`);
  const app = await (
    await request.get(`/api/applications/${applicationId}`, { headers: { authorization: church } })
  ).json();
  const registrationNumber = app.outcome.registrationNumber as string;
  expect(registrationNumber).toMatch(/^MC\/047\/\d{4}\/\d{6}$/);
  await expect(page.getByText(registrationNumber).first()).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: registrationNumber })
    .filter({ has: page.getByRole('button', { name: 'Download' }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(
    `marriage-certificate-${registrationNumber.replace(/\//g, '-')}.pdf`,
  );
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'MARRIAGE_CERTIFICATE' }))}`,
      { headers: { authorization: church } },
    )
  ).json();
  expect(docs).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(registrationNumber)).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`institution marriage pages at ${width} px: the officiants list and its dialog, the form's celebration step and review, an approved registration`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await storeSignedInProfile(page, request, 'church@demo.test');
    const church = await tokenFor(request, 'church@demo.test');
    await checkPage(page, '/institution/registry', width, async (p) => {
      await expect(p.getByTestId('officiant').first()).toBeVisible();
    });
    await page.getByRole('button', { name: 'Add an officiant' }).click();
    await expect(page.getByRole('dialog', { name: 'Add an officiant' })).toBeVisible();
    await expectAxeClean(page, 'the officiant dialog');
    const list = await (
      await request.get(
        `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'INSTITUTION_MARRIAGE' }))}&range=[0,99]`,
        { headers: { authorization: church } },
      )
    ).json();
    const draft = list.find(
      (a: { status: string; serviceCode: string }) => a.status === 'Draft' && a.serviceCode === 'INSTITUTION_MARRIAGE',
    );
    const approved = list.find(
      (a: { status: string; serviceCode: string }) =>
        a.status === 'Approved' && a.serviceCode === 'INSTITUTION_MARRIAGE',
    );
    await checkPage(page, `/institution/services/form-marriage-registration/${draft.id}?step=3`, width, async (p) => {
      await expect(p.getByText('Step 3 of 6: The celebration')).toBeVisible();
      await expect(p.getByLabel(/^Officiant/).locator('option')).not.toHaveCount(1);
    });
    await checkPage(page, `/institution/services/form-marriage-registration/${draft.id}?step=6`, width, async (p) => {
      await expect(p.getByText('Step 6 of 6: Review and submit')).toBeVisible();
    });
    await checkPage(page, `/institution/applications/${approved.id}`, width, async (p) => {
      await expect(p.getByText(/^MC\/047\//).first()).toBeVisible();
    });
    // A party to a marriage in the register finds its certificate among their applications.
    await signInAs(page, request, 'njoroge@demo.test');
    await checkPage(page, '/user/applications', width, async (p) => {
      await expect(p.getByRole('heading', { name: 'Your marriage certificates' })).toBeVisible();
      await expect(p.getByRole('button', { name: 'Download the certificate' }).first()).toBeVisible();
    });
    await signInAs(page, request, 'officer@demo.test');
    await checkPage(page, `/backoffice/marriage-registrations/details/${approved.id}`, width, async (p) => {
      await expect(p.getByText(/^MC\/047\//).first()).toBeVisible();
    });
  });
}
