import { expect, test } from './fixtures.js';
import { attachDocument, expectAxeClean, expectFits, signInThroughUi, tokenFor } from './support.js';
import { birthDigits, bothDeclare, signUpCitizen, SPEC_COUPLES } from './declaration-support.js';
import { fillNoticeWitnesses, fillParty, pdf, typeDate } from './notice-steps.js';

/** The citizen's notice of marriage, from the services list to payment, and the public notice board. */

test.use({ viewport: { width: 360, height: 780 } });

test('the demo citizen gives notice of marriage through the form, keeps the draft across a reload, submits and is asked to pay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The couple: two people of the identity registry with their own verified accounts (issue 24).
  const [idA, idB] = SPEC_COUPLES.noticeCitizen;
  const couple = [await signUpCitizen(request, idA), await signUpCitizen(request, idB)] as const;
  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  const card = page.getByRole('article', { name: 'Notice of marriage' });
  await expect(card.getByTestId('service-fee-MARRIAGE_NOTICE')).toContainText('KES');
  await expect(card.getByText("Party A's identity document")).toBeVisible();
  // Only services that work end to end are offered: the letter, the rectification and the search report (of one's completed search) are.
  await expect(page.getByRole('article', { name: 'Marital status letter' })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Data rectification' })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Search report' })).toHaveCount(1);
  await expectAxeClean(page);
  await expectFits(page);

  await card.getByRole('link', { name: 'Give notice of marriage' }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-marriage-registration$/);
  await expect(page.getByText('Step 1 of 6: Party A')).toBeVisible();
  await expectAxeClean(page);
  await expectFits(page);

  // Step 1 refuses to move on while empty.
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Some answers on this step need your attention')).toBeVisible();

  const suffix = String(Date.now()).slice(-5);
  await fillParty(page, {
    first: 'Amina',
    last: `Wanjiru${suffix}`,
    id: idA,
    dob: birthDigits(idA),
    sex: 'F',
    phone: '712345678',
    email: `amina${suffix}@example.test`,
  });
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page).toHaveURL(/\/form-marriage-registration\/[0-9a-f-]{36}\?step=2$/);
  await expect(page.getByText('Step 2 of 6: Party B')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const draftUrl = page.url();
  const applicationId = draftUrl.match(/([0-9a-f-]{36})/)![1];

  // The draft saves itself about a second after the last change (no button pressed): the form sends
  // Party B to the server on its own, and a reload keeps it.
  const brianEmail = `brian${suffix}@example.test`;
  const autosaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/applications/${applicationId}`) &&
      (response.request().postData() ?? '').includes(brianEmail),
  );
  await fillParty(page, {
    first: 'Brian',
    last: `Otieno${suffix}`,
    id: idB,
    dob: birthDigits(idB),
    sex: 'M',
    phone: '722345678',
    email: brianEmail,
  });
  expect((await autosaved).status()).toBe(200);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expectAxeClean(page);
  await expectFits(page);
  await page.reload();
  await expect(page.getByText('Step 2 of 6: Party B')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Brian');
  await expect(page.getByLabel('Document number')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 3 of 6: Date and venue')).toBeVisible();
  const intended = new Date(Date.now() + 40 * 24 * 3600 * 1000);
  const dd = String(intended.getDate()).padStart(2, '0');
  const mm = String(intended.getMonth() + 1).padStart(2, '0');
  await typeDate(page, 'Intended date of marriage', `${dd}${mm}${intended.getFullYear()}`);
  await page.getByLabel('District of the marriage').selectOption('047');
  await expect(page.getByRole('radio', { name: "At the registrar's office" })).toBeChecked();
  await expect(page.getByLabel('Name of the venue')).not.toHaveValue('');
  await expectAxeClean(page);
  await expectFits(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 4 of 6: Witnesses')).toBeVisible();
  await fillNoticeWitnesses(page, ['733345678', '744345678']);
  await expectAxeClean(page);
  await expectFits(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 5 of 6: Documents')).toBeVisible();
  for (const label of [
    "Party A's identity document",
    "Party B's identity document",
    "Party A's passport photo",
    "Party B's passport photo",
  ]) {
    await attachDocument(page, label, pdf(`${label.replace(/\W+/g, '-')}.pdf`));
  }
  await expect(page.getByTestId('attachments-summary')).toHaveText('4 of 4 required documents uploaded');
  await expectAxeClean(page);
  await expectFits(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 6 of 6: Review and submit')).toBeVisible();
  await expect(page.getByText('All required documents are attached.')).toBeVisible();
  await expect(page.getByText('Peter Kamau', { exact: false })).toBeVisible();
  // Neither party has declared yet: the notice cannot be submitted (and so not paid).
  await expect(page.getByTestId('declarations-next')).toContainText('Still to declare');
  await expect(page.getByRole('button', { name: 'Submit notice' })).toBeDisabled();
  await expectAxeClean(page);
  await expectFits(page);
  await bothDeclare(request, await tokenFor(request, 'citizen@demo.test'), applicationId, couple);
  await page.reload();
  await expect(page.getByTestId('declarations-next')).toHaveText(
    'Both parties have declared the notice as it reads: you can submit and pay.',
  );
  await page.getByRole('button', { name: 'Submit notice' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  // The documents page of the notice: read-only once submitted.
  await page.goto(`/user/notice-attachment/${applicationId}`);
  await expect(
    page.locator('#main-content').getByRole('heading', { name: 'Documents of your notice', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('The documents cannot be changed in the status Awaiting payment.')).toBeVisible();
  await expectAxeClean(page);
  await expectFits(page);
});

test('anyone reads the notice board, searches it, and lodges an objection with its reference', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Notices of marriage' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('heading', { name: 'Notices of marriage', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectAxeClean(page);
  await expectFits(page);

  const first = cards.first();
  const number = (await first.locator('dd').first().textContent())!.trim();
  await page.getByLabel('Search by name or notice number').fill(number);
  await expect(page.getByText('1 notice', { exact: true })).toBeVisible();
  await page.getByLabel('Search by name or notice number').fill('zzzz-no-such-couple');
  await expect(page.getByText('No published notice matches your search.')).toBeVisible();
  await page.getByLabel('Search by name or notice number').fill('');
  await expect(cards.first()).toBeVisible();

  await cards
    .first()
    .getByRole('button', { name: /^Object to the notice / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lodge the objection' }).click();
  await expect(dialog.getByText('Explain the grounds in at least 20 characters')).toBeVisible();
  await dialog.getByLabel('Your full name').fill('Joseph Mwangi');
  await dialog.getByLabel('Your phone number or e-mail address').fill('joseph.mwangi@example.test');
  await dialog
    .getByLabel('Grounds of the objection')
    .fill('I know that one of the parties is already married under customary law since 2015.');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Lodge the objection' }).click();
  await expect(dialog.getByRole('heading', { name: 'Objection received' })).toBeVisible();
  await expect(dialog.getByTestId('objection-reference')).toHaveText(/Your objection reference: OBJ-\d{4}-\d{6}/);
  await expectAxeClean(page);
  await expectFits(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
