import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  bookFirstSlot,
  claimAndApprove,
  expectAxeClean,
  nextStep,
  payWithSandboxCard,
  referenceOf,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';
import { fillParty, pdf, randomId, typeDate, typePhoneIn } from './notice-steps.js';
import { birthDigits, bothDeclare, signUpCitizen, SPEC_COUPLES } from './declaration-support.js';

/**
 * Issue 8, done means 3: each licence through the real UI: the citizen fills and submits the form
 * and pays with the sandbox card; the officer, director, RG and minister each approve it from their
 * queue; the citizen downloads the licence and /verify shows it genuine.
 */

/** dd mm yyyy of a Nairobi day `days` from now (typed into the date fields). */
const typedDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

async function couple(page: Page, suffix: string, ids?: readonly [string, string]) {
  await fillParty(page, {
    first: 'Halima',
    last: `Wanjala${suffix}`,
    id: ids?.[0] ?? randomId(),
    dob: ids ? birthDigits(ids[0]) : '12041994',
    sex: 'F',
    phone: '712345601',
    email: `halima${suffix}@example.test`,
  });
  await nextStep(page, 'Party B');
  await fillParty(page, {
    first: 'Kevin',
    last: `Oduya${suffix}`,
    id: ids?.[1] ?? randomId(),
    dob: ids ? birthDigits(ids[1]) : '30091991',
    sex: 'M',
    phone: '722345601',
    email: `kevin${suffix}@example.test`,
  });
}

async function attachAll(page: Page) {
  const inputs = page.locator('input[type=file][aria-label^="Choose file for "]');
  // The documents step lists its files once the application's documents are read.
  await expect(page.getByText(/^0 of \d+ required documents uploaded$/)).toBeVisible();
  const labels = await inputs.evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('aria-label')!.replace('Choose file for ', '')),
  );
  for (const label of labels.filter((l) => !/Other supporting document/.test(l))) {
    await attachDocument(page, label, pdf(`${label.replace(/\W+/g, '-')}.pdf`));
  }
}

const CHAIN = [
  ['officer@demo.test', 'task-queue'],
  ['director@demo.test', 'director'],
  ['rg@demo.test', 'rg'],
  ['minister@demo.test', 'minister'],
] as const;

/** Each level opens its queue, finds the application by name, claims and approves it. */
async function approveAtEveryLevel(
  page: Page,
  request: APIRequestContext,
  section: string,
  search: string,
  reference: string,
) {
  for (const [email, queue] of CHAIN) {
    await approveFromQueue(page, request, { email, queue: `${section}/${queue}`, details: section, reference, search });
  }
}

/**
 * From the form's documents step: every document attached, the application submitted and paid with
 * the sandbox card (as `payer`), then approved at every level of the section, found by `search`.
 */
async function submitPayAndApprove(
  page: Page,
  request: APIRequestContext,
  applicationId: string,
  payer: string,
  section: string,
  search: string,
) {
  await nextStep(page, 'Documents');
  await attachAll(page);
  await nextStep(page, 'Review and submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const reference = await referenceOf(request, await tokenFor(request, 'citizen@demo.test'), applicationId);
  await payWithSandboxCard(page, payer);
  await approveAtEveryLevel(page, request, section, search, reference);
}

/** The citizen downloads the licence PDF from the application page; /verify says it is genuine. Answers the licence number. */
async function downloadAndVerify(page: Page, request: APIRequestContext, applicationId: string, title: string) {
  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your licence' });
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^licence-(SLW|SLP|PPL)-\d{4}-\d{6}\.pdf$/);
  const token = await tokenFor(request, 'citizen@demo.test');
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'LICENCE' }))}`,
      { headers: { authorization: token } },
    )
  ).json();
  expect(docs).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(docs[0].number)).toBeVisible();
  return docs[0].number as string;
}

async function startForm(page: Page, request: APIRequestContext, path: string) {
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await page.goto(path);
}

test('notice-waiver licence: applied for, paid, approved at four levels, downloaded and verified; its notice is booked at once', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = String(Date.now()).slice(-6);
  // The couple gives notice after the licence: two people of the identity registry, each with their own account (issue 24).
  const parties = [
    await signUpCitizen(request, SPEC_COUPLES.licences[0]),
    await signUpCitizen(request, SPEC_COUPLES.licences[1]),
  ] as const;
  await startForm(page, request, '/user/services/special-license-registration-notice-waiver');
  await couple(page, suffix, SPEC_COUPLES.licences);
  await nextStep(page, 'Date and reason');
  const applicationId = applicationIdInUrl(page);
  await typeDate(page, 'Intended date of marriage', typedDay(6));
  await page.getByLabel('District of the marriage').selectOption('047');
  await page.getByRole('radio', { name: 'Posting or deployment abroad' }).check();
  await page
    .getByLabel('The circumstances')
    .fill('Kevin is deployed with the peace-keeping mission in two weeks and cannot wait for the notice period.');
  await submitPayAndApprove(
    page,
    request,
    applicationId,
    `Halima Wanjala${suffix}`,
    'special-licenses',
    `Wanjala${suffix}`,
  );
  const number = await downloadAndVerify(page, request, applicationId, 'Special licence (notice waiver)');
  expect(number).toMatch(/^SLW\//);

  // A notice naming the licence, for a day inside the notice period, is approved and booked at once.
  const citizen = await tokenFor(request, 'citizen@demo.test');
  const licenceForm = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: citizen } })).json()
  ).formData;
  const noticeForm = {
    partyA: licenceForm.partyA,
    partyB: licenceForm.partyB,
    intendedDate: licenceForm.intendedDate,
    district: '047',
    venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Harambee Avenue, Nairobi', licenceReference: null },
    witnesses: [
      { fullName: 'Peter Kamau', idNumber: randomId(), phone: '+254733345679' },
      { fullName: 'Grace Achieng', idNumber: randomId(), phone: '+254744345679' },
    ],
    specialLicenceReference: number,
  };
  const draft = await (
    await request.post('/api/applications', {
      headers: { authorization: citizen },
      data: { serviceCode: 'MARRIAGE_NOTICE', formData: noticeForm },
    })
  ).json();
  for (const kind of ['PARTY_A_ID', 'PARTY_B_ID', 'PARTY_A_PHOTO', 'PARTY_B_PHOTO']) {
    const upload = await request.post(`/api/applications/${draft.id}/attachments`, {
      headers: { authorization: citizen },
      multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf('x.pdf').buffer } },
    });
    expect(upload.status()).toBe(201);
  }
  await bothDeclare(request, citizen, draft.id, parties);
  const submitted = await request.post(`/api/applications/${draft.id}/submit`, {
    headers: { authorization: citizen },
    data: { version: draft.version },
  });
  expect(submitted.status()).toBe(200);
  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${draft.id}`);
  await payWithSandboxCard(page, `Halima Wanjala${suffix}`);
  await signInAs(page, request, 'officer@demo.test');
  await page.goto(`/backoffice/marriage-registrations/details/${draft.id}`);
  await claimAndApprove(page);
  const officer = await tokenFor(request, 'officer@demo.test');
  const notice = (
    await (await request.get(`/api/applications/${draft.id}/notice`, { headers: { authorization: officer } })).json()
  ).data;
  expect(notice).toMatchObject({ cleared: true, waiverLicenceNumber: number });
  // Book through the calendar, for a day before the notice period would have ended.
  await page.goto('/backoffice/marriage-registrations/calendar');
  await page.getByRole('button', { name: 'Book a wedding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a wedding' });
  await dialog.getByLabel(/Cleared notice/).click();
  await page.getByRole('option', { name: new RegExp(notice.noticeNumber.replace(/\//g, '\\/')) }).click();
  // The first day with a free slot in a Nairobi room, two to nine days ahead.
  const rooms = await (
    await request.get(`/api/marriage-rooms?filter=${encodeURIComponent('{"district":"047"}')}`, {
      headers: { authorization: officer },
    })
  ).json();
  let choice: { room: { id: string; name: string }; date: string } | null = null;
  for (let day = 2; day <= 9 && !choice; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    for (const room of rooms) {
      const slots = (
        await (
          await request.get(`/api/marriage-rooms/${room.id}/free-slots?date=${date}`, {
            headers: { authorization: officer },
          })
        ).json()
      ).data;
      if (slots.length) {
        choice = { room, date };
        break;
      }
    }
  }
  expect(choice).not.toBeNull();
  await bookFirstSlot(page, dialog, choice!.room.name, choice!.date);
  const bookings = await (
    await request.get(`/api/bookings?filter=${encodeURIComponent(JSON.stringify({ noticeId: notice.id }))}`, {
      headers: { authorization: officer },
    })
  ).json();
  expect(bookings).toHaveLength(1);
  expect(Date.parse(bookings[0].startsAt)).toBeLessThan(Date.now() + 21 * 86_400_000);
});

test('private-venue licence: applied for, paid, approved at four levels, downloaded and verified', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-6);
  await startForm(page, request, '/user/services/special-license-registration-private-venue');
  await couple(page, suffix);
  await nextStep(page, 'Date, venue and reason');
  const applicationId = applicationIdInUrl(page);
  await typeDate(page, 'Intended date of marriage', typedDay(40));
  await page.getByLabel('District of the venue').selectOption('047');
  await page.getByLabel('Name of the venue').fill('Kenyatta National Hospital, Ward 7C');
  await page.getByLabel('Address').fill('Hospital Road, Upper Hill, Nairobi');
  await page.getByRole('radio', { name: 'Serious illness of a party' }).check();
  await page
    .getByLabel('The circumstances')
    .fill('Halima is in hospital after an accident and her doctors say she cannot leave the ward for two months.');
  await submitPayAndApprove(
    page,
    request,
    applicationId,
    `Halima Wanjala${suffix}`,
    'special-licenses',
    `Wanjala${suffix}`,
  );
  expect(await downloadAndVerify(page, request, applicationId, 'Special licence (private venue)')).toMatch(/^SLP\//);
});

test('public place licence: applied for, paid, approved at four levels, downloaded and verified; the RG revokes it and /verify says so', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-6);
  const placeName = `Riverside Gardens Chapel ${suffix}`;
  await startForm(page, request, '/user/services/public-license-registration');
  await page.getByLabel('Name of the place').fill(placeName);
  await page.getByRole('radio', { name: 'Church' }).check();
  await page.getByLabel('Denomination (optional)').fill('Interdenominational');
  await page.getByLabel('District').selectOption('047');
  await page.getByLabel('Address').fill('Riverside Drive, Westlands, Nairobi');
  await page.getByLabel('Capacity (people)').fill('220');
  await nextStep(page, 'Responsible person');
  const applicationId = applicationIdInUrl(page);
  await page.getByLabel('Full name').fill('Agnes Wairimu Kamau');
  await page.getByLabel('ID number').fill(randomId());
  await page.getByLabel('Role at the place').fill('Chair of the trustees');
  await typePhoneIn(page.locator('main'), 'Phone number', '712345602');
  await page.getByLabel('E-mail address').fill(`trustees${suffix}@example.test`);
  await nextStep(page, 'Officiants');
  const officiant = page.getByRole('group', { name: 'Officiant 1' });
  await officiant.getByLabel('Full name').fill('Rev. Daniel Mwangi');
  await officiant.getByLabel('ID number').fill(randomId());
  await submitPayAndApprove(page, request, applicationId, 'Agnes Wairimu Kamau', 'organisation-licenses', placeName);
  const number = await downloadAndVerify(page, request, applicationId, 'Public place licence');
  expect(number).toMatch(/^PPL\//);
  const verifyPath = new URL(page.url()).pathname;

  // The place is offered as a venue to a citizen giving notice in its district.
  const citizen = await tokenFor(request, 'citizen@demo.test');
  const offered = await (
    await request.get(
      `/api/licensed-places?filter=${encodeURIComponent(JSON.stringify({ district: '047', q: placeName }))}`,
      { headers: { authorization: citizen } },
    )
  ).json();
  expect(offered).toEqual([expect.objectContaining({ licenceNumber: number, status: 'VALID' })]);

  // The Registrar General finds it in the registry and revokes it with a reason.
  await signInAs(page, request, 'rg@demo.test');
  await page.goto('/backoffice/registry/organisation-licences');
  await page.getByPlaceholder('Search number, names or venue').fill(number);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await page.getByText(placeName).first().click();
  await expect(page).toHaveURL(/\/backoffice\/registry\/licences\//);
  await page.getByRole('button', { name: 'Revoke licence' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Reason')
    .fill('The county fire officer withdrew the safety certificate after an inspection.');
  await dialog.getByRole('button', { name: 'Revoke the licence' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Revoked', { exact: true }).first()).toBeVisible();
  await expectAxeClean(page);

  // /verify says revoked; the place is no longer offered.
  await page.evaluate(() => localStorage.clear());
  await page.goto(verifyPath);
  await expect(page.getByText(/Revoked on/)).toBeVisible();
  await expect(page.getByText(/withdrew the safety certificate/)).toBeVisible();
  const after = await (
    await request.get(
      `/api/licensed-places?filter=${encodeURIComponent(JSON.stringify({ district: '047', q: placeName }))}`,
      { headers: { authorization: citizen } },
    )
  ).json();
  expect(after).toEqual([]);
});
