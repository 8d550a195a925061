import { expect, test, type APIRequestContext } from './fixtures.js';
import { pdf, typeDate } from './notice-steps.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  checkPage,
  nextStep,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 10, the divorce return through the real UI: the demo court files the decree absolute of
 * Collins Bett and Faith Sang (their entry found by the parties' names), the officer and the
 * director approve it from the divorce-returns queues, the marriage shows dissolved, and a notice
 * naming Collins Bett now passes the bigamy check (through the API). Then the form, the refusal a
 * church sees, the application pages and /institution/registry pass axe and fit at 1280 and 360 px.
 */

const COLLINS_ID = '26813390';

/** A notice draft naming Collins Bett as party A, and its bigamy check for him. */
async function collinsBigamyCheck(request: APIRequestContext): Promise<boolean> {
  const token = await tokenFor(request, 'citizen@demo.test');
  const party = (first: string, last: string, id: string, sex: 'F' | 'M', condition: string) => ({
    firstName: first,
    middleName: null,
    lastName: last,
    idType: 'NATIONAL_ID',
    idNumber: id,
    nationality: 'KE',
    dateOfBirth: '1986-03-02',
    sex,
    condition,
    occupation: 'Accountant',
    residenceDistrict: '047',
    fatherName: `Father ${last}`,
    motherName: `Mother ${last}`,
    phone: '+254712345678',
    email: `${first.toLowerCase()}@example.test`,
  });
  const created = await request.post('/api/applications', {
    headers: { authorization: token },
    data: {
      serviceCode: 'MARRIAGE_NOTICE',
      formData: {
        partyA: party('Collins', 'Bett', COLLINS_ID, 'M', 'DIVORCED'),
        partyB: party('Naomi', 'Chepkirui', String(30_000_000 + (Date.now() % 9_000_000)), 'F', 'NEVER_MARRIED'),
        district: '047',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const checks = await (
    await request.get(`/api/applications/${id}/checks`, { headers: { authorization: token } })
  ).json();
  return (checks.data as { code: string; party?: string; ok: boolean }[]).find(
    (c) => c.code === 'NO_SUBSISTING_MARRIAGE' && c.party === 'partyA',
  )!.ok;
}

test('divorce return: the court files it, the officer and the director approve, the marriage is dissolved and the party may give notice again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Before: Collins Bett's marriage subsists, so a notice naming him fails the bigamy check.
  expect(await collinsBigamyCheck(request)).toBe(false);

  await storeSignedInProfile(page, request, 'court@demo.test');
  await page.goto('/institution/services/list');
  await page
    .getByRole('article', { name: 'Divorce returns' })
    .getByRole('link', { name: 'File a divorce return' })
    .click();
  await expect(page).toHaveURL(/\/institution\/services\/form-divorce-returns/);
  await expect(page.getByText('Step 1 of 3: The decree')).toBeVisible();
  await page.getByLabel(/^Case number/).fill('MILIMANI DIVORCE CAUSE NO. E201 OF 2025');
  await page
    .getByLabel(/^Court that granted the decree/)
    .fill('High Court of Kenya at Nairobi (Milimani), Family Division');
  await typeDate(page, 'Date the decree was made absolute', '15012026');
  await page.getByLabel('Name of one party').fill('Collins Bett');
  await page.getByLabel('Name of the other party (optional)').fill('Faith Sang');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByTestId('divorce-entries');
  await expect(found).toContainText(
    'Collins Kiprotich Bett and Faith Jepkosgei Sang, married on 10-09-2016 in Nairobi',
  );
  await found
    .getByRole('button', { name: /^Choose this entry/ })
    .first()
    .click();
  const registrationNumber = await page.getByLabel(/^Register entry number of the marriage/).inputValue();
  expect(registrationNumber).toMatch(/^MC\/047\/2016\/\d{6}$/);
  await nextStep(page, 'Documents');
  const applicationId = applicationIdInUrl(page);
  await attachDocument(page, 'Court decree', pdf('decree.pdf'));
  await nextStep(page, 'Review and submit');
  await expect(page.getByText(registrationNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/applications/${applicationId}$`));
  const court = await tokenFor(request, 'court@demo.test');
  const reference = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: court } })).json()
  ).reference as string;

  for (const email of ['officer@demo.test', 'director@demo.test']) {
    await approveFromQueue(page, request, {
      email,
      queue: 'divorce-returns/task-queue',
      details: 'divorce-returns',
      reference,
      beforeClaim: (p) =>
        expect(p.getByTestId('divorce-entry')).toContainText('Subsisting: approving this return marks it dissolved.'),
    });
  }
  // The director's page now reads the entry as dissolved on the day of the decree absolute.
  await page.reload();
  await expect(page.getByTestId('divorce-entry')).toContainText('Dissolved on 15-01-2026.');

  // The court's return: approved, the entry dissolved, the acknowledgement to download and verify.
  await signInAs(page, request, 'court@demo.test');
  await page.goto(`/institution/applications/${applicationId}`);
  await expect(page.getByText('Register entry dissolved')).toBeVisible();
  await expect(page.getByText('Dissolved on', { exact: true })).toBeVisible();
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'DIVORCE_ACKNOWLEDGEMENT' }))}`,
      { headers: { authorization: court } },
    )
  ).json();
  expect(docs).toHaveLength(1);
  await page.goto('/institution/registry');
  await expect(
    page.getByTestId('institution-returns').getByRole('listitem').filter({ hasText: reference }),
  ).toContainText('Approved');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();

  // Collins Bett may give notice again: the bigamy check passes.
  expect(await collinsBigamyCheck(request)).toBe(true);
});

for (const width of [1280, 360]) {
  test(`divorce return pages and the institution registry at ${width} px`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await storeSignedInProfile(page, request, 'court@demo.test');
    await checkPage(page, '/institution/services/form-divorce-returns', width, async (p) => {
      await expect(p.getByText('Step 1 of 3: The decree')).toBeVisible();
      await p.getByLabel('Name of one party').fill('Mutua Musyoka');
      await p.getByRole('button', { name: 'Find', exact: true }).click();
      await expect(p.getByTestId('divorce-entries')).toContainText('Peter Mutua Musyoka');
    });
    const token = await tokenFor(request, 'court@demo.test');
    const [approved] = await (
      await request.get(
        `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'DIVORCE_RETURN', status: 'Approved' }))}`,
        { headers: { authorization: token } },
      )
    ).json();
    await checkPage(page, `/institution/applications/${approved.id}`, width, (p) =>
      expect(p.getByText('Register entry dissolved')).toBeVisible(),
    );
    await checkPage(page, '/institution/registry', width, async (p) => {
      await expect(p.getByTestId('institution-details')).toContainText('Milimani Law Courts');
      await expect(p.getByTestId('institution-returns')).toContainText('Declined');
    });
    await signInAs(page, request, 'church@demo.test');
    await checkPage(page, '/institution/registry', width, async (p) => {
      await expect(p.getByTestId('institution-licences')).toContainText('Valid');
      await expect(p.getByRole('button', { name: 'Download the licence (PDF)' })).toBeVisible();
    });
    await checkPage(page, '/institution/services/form-divorce-returns', width, (p) =>
      expect(p.getByText('Only a court can file a divorce return')).toBeVisible(),
    );
    await signInAs(page, request, 'director@demo.test');
    await checkPage(page, `/backoffice/divorce-returns/details/${approved.id}`, width, (p) =>
      expect(p.getByTestId('divorce-entry')).toContainText('Dissolved on'),
    );
    await checkPage(page, '/backoffice/divorce-returns/task-queue', width, (p) =>
      expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    );
  });
}
