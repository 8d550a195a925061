import { expect, test } from './fixtures.js';
import { addDays, nairobiToday } from '../../src/shared/dates.js';
import { sampleCitizen, signUpCitizen, SPEC_COUPLES, tickEveryBox } from './declaration-support.js';
import { pdf, randomId } from './notice-steps.js';
import { expectAxeClean, expectFits, signInAs } from './support.js';

/**
 * Issue 24, done means 1: both parties declare. Two citizens of the identity registry, each with their
 * own account: the first gives notice naming the second and cannot pay before both declare; the second
 * reads the notice in Swahili, confirms each particular and declares; then the notice is submitted.
 */

test.use({ viewport: { width: 360, height: 780 } });

test('two citizens: the second confirms in Swahili; the notice cannot be paid before both declare', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [idA, idB] = SPEC_COUPLES.declarations;
  const neema = await signUpCitizen(request, idA);
  const tumaini = await signUpCitizen(request, idB);
  const person = (idNumber: string, phone: string, email: string) => {
    const c = sampleCitizen(idNumber);
    return {
      firstName: c.firstName,
      middleName: c.middleName,
      lastName: c.lastName,
      idType: 'NATIONAL_ID',
      idNumber,
      nationality: 'KE',
      dateOfBirth: c.dateOfBirth,
      sex: c.sex,
      condition: 'NEVER_MARRIED',
      occupation: 'Nurse',
      residenceDistrict: '047',
      fatherName: `Joseph ${c.lastName}`,
      motherName: `Mary ${c.lastName}`,
      phone,
      email,
    };
  };
  // The first citizen's draft notice, complete with its documents (the form's steps are another spec's).
  const auth = { authorization: neema.token };
  const created = await request.post('/api/applications', {
    headers: auth,
    data: {
      serviceCode: 'MARRIAGE_NOTICE',
      formData: {
        partyA: person(idA, neema.phone, neema.email),
        partyB: person(idB, tumaini.phone, tumaini.email),
        intendedDate: addDays(nairobiToday(), 45),
        district: '047',
        venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Harambee Avenue, Nairobi', licenceReference: null },
        witnesses: [
          { fullName: 'Peter Kamau', idNumber: randomId(), phone: '+254733345671' },
          { fullName: 'Grace Achieng', idNumber: randomId(), phone: '+254744345671' },
        ],
        specialLicenceReference: null,
      },
    },
  });
  expect(created.status()).toBe(201);
  const draft = await created.json();
  for (const kind of ['PARTY_A_ID', 'PARTY_B_ID', 'PARTY_A_PHOTO', 'PARTY_B_PHOTO']) {
    const upload = await request.post(`/api/applications/${draft.id}/attachments`, {
      headers: auth,
      multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf('x.pdf').buffer } },
    });
    expect(upload.status()).toBe(201);
  }

  // Neema on the review step: nobody has declared; the notice cannot be submitted, so not paid.
  await signInAs(page, request, neema.email);
  await page.goto(`/user/services/form-marriage-registration/${draft.id}?step=6`);
  await expect(page.getByText('Step 6 of 6: Review and submit')).toBeVisible();
  const card = page.getByTestId('declarations-card');
  await expect(card.getByTestId('declaration-partyB')).toContainText('Not asked yet');
  await expect(page.getByRole('button', { name: 'Submit notice' })).toBeDisabled();
  await expectAxeClean(page);
  await expectFits(page);
  // The server says the same to a submit sent around the page.
  const early = await request.post(`/api/applications/${draft.id}/submit`, {
    headers: auth,
    data: { version: draft.version },
  });
  expect(early.status()).toBe(400);
  expect(Object.keys((await early.json()).errors)).toEqual(['declarations.partyA', 'declarations.partyB']);

  // She asks Tumaini, by text to his phone as the notice gives it.
  await card.getByRole('radio', { name: `By text to ${tumaini.phone}` }).check();
  await card.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(card.getByText(`Invitation sent to ${sampleCitizen(idB).firstName}`)).toBeVisible();
  await expect(card.getByTestId('declaration-partyB')).toContainText('waiting for their declaration');
  const text = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(tumaini.phone)}&limit=1`);
  expect(JSON.stringify(await text.json())).toContain(`/user/declarations/${draft.id}`);

  // Tumaini signs in, reads in Swahili, confirms each particular and declares.
  await signInAs(page, request, tumaini.email);
  await page.goto('/user/declarations');
  await page.getByRole('button', { name: 'Change the language to Kiswahili' }).click();
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: 'Notisi za kutolea tamko' }),
  ).toBeVisible();
  await expectAxeClean(page);
  await expectFits(page);
  await page.getByRole('link', { name: 'Fungua' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/declarations/${draft.id}$`));
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: 'Tamko lako kuhusu notisi ya ndoa' }),
  ).toBeVisible();
  await expect(page.getByText(`Nambari ya hati: ${idB}`)).toBeVisible();
  await expectAxeClean(page);
  await expectFits(page);
  // Not every particular ticked: the declaration waits.
  await page.getByRole('button', { name: 'Toa tamko' }).click();
  await expect(page.getByText(/^Weka alama kwenye kila taarifa yako/)).toBeVisible();
  await tickEveryBox(page);
  await page.getByRole('button', { name: 'Toa tamko' }).click();
  await expect(page.getByText('Tamko lako limetolewa.')).toBeVisible();
  const seen = await (
    await request.get(`/api/notice-declarations/${draft.id}`, { headers: { authorization: tumaini.token } })
  ).json();
  expect(seen.data.parties[1]).toMatchObject({ state: 'DECLARED', current: true, declaredIn: 'sw' });

  // Neema still has to declare her own part: the notice still cannot be paid.
  await page.getByRole('button', { name: 'Badilisha lugha kuwa English' }).click();
  await signInAs(page, request, neema.email);
  await page.goto(`/user/services/form-marriage-registration/${draft.id}?step=6`);
  await expect(card.getByTestId('declaration-partyB')).toContainText('Declared on');
  await expect(page.getByRole('button', { name: 'Submit notice' })).toBeDisabled();
  await card.getByRole('link', { name: 'Make your declaration' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/declarations/${draft.id}$`));
  await tickEveryBox(page);
  await page.getByRole('button', { name: 'Make the declaration' }).click();
  await expect(page.getByText('Your declaration is made.')).toBeVisible();

  // Both declared: submitted, and now it asks to be paid.
  await page.goto(`/user/services/form-marriage-registration/${draft.id}?step=6`);
  await expect(page.getByTestId('declarations-next')).toHaveText(
    'Both parties have declared the notice as it reads: you can submit and pay.',
  );
  await page.getByRole('button', { name: 'Submit notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${draft.id}$`));
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByTestId('declaration-partyA')).toContainText('Declared on');
});
