import { expect, test } from './fixtures.js';
import { declareAs, signUpCitizen, tickEveryBox } from './declaration-support.js';
import { DEMO_PASSWORD, expectAxeClean, signInThroughUi } from './support.js';

/** Issue 4, done means 2: a corrections round trip on the demo notice waiting in the officer's queue. */
test('the officer asks for corrections with a reason; the citizen corrects and resubmits; it is back in the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/users/auth/login', {
    data: { phoneOrEmail: 'citizen@demo.test', password: DEMO_PASSWORD },
  });
  const refresh = await request.post('/api/users/refresh-token', {
    data: { refreshToken: (await login.json()).data.refreshToken },
  });
  const token = (await refresh.json()).data.token;
  const list = await request.get(
    `/api/applications?filter=${encodeURIComponent('{"serviceCode":"MARRIAGE_NOTICE","status":"Submitted"}')}`,
    { headers: { authorization: token } },
  );
  const [notice] = await list.json();
  expect(notice).toBeTruthy();

  await signInThroughUi(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.goto(`/backoffice/marriage-registrations/details/${notice.id}`);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Success: The application is yours to review')).toBeVisible();
  await page.getByRole('button', { name: 'Request corrections' }).click();
  const reason = 'Party A’s occupation is missing its employer; write it as on the payslip.';
  await page
    .getByRole('dialog')
    .getByLabel(/Reason/)
    .fill(reason);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success: Sent back to the applicant for corrections')).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  await page.goto(`/user/applications/${notice.id}`);
  await expect(page.getByText(reason).first()).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Correct and resubmit' }).click();
  await expect(page).toHaveURL(new RegExp(`/form-marriage-registration/${notice.id}`));
  await page.getByLabel('Occupation').fill('Accountant, Kenya Power');
  // One step at a time: each click saves, then the next step shows.
  for (const [n, name] of [
    [2, 'Party B'],
    [3, 'Date and venue'],
    [4, 'Witnesses'],
    [5, 'Documents'],
    [6, 'Review and submit'],
  ] as const) {
    await page.getByRole('button', { name: /^Save (draft )?and continue$/ }).click();
    await expect(page.getByText(`Step ${n} of 6: ${name}`)).toBeVisible();
  }
  // The corrected notice is not the one both parties declared: each declares it again as it now reads (issue 24).
  await expect(page.getByTestId('declaration-partyA')).toContainText('before the notice changed');
  await expect(page.getByRole('button', { name: 'Resubmit', exact: true })).toBeDisabled();
  // The citizen is Party A: her own declaration, on her page, each particular ticked.
  await page.getByRole('link', { name: 'Make your declaration' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/declarations/${notice.id}$`));
  await tickEveryBox(page);
  await page.getByRole('button', { name: 'Make the declaration' }).click();
  await expect(page.getByText('Your declaration is made.')).toBeVisible();
  // Party B (Kipchoge Rotich of the identity registry) signs up and declares from his own account.
  const kipchoge = await signUpCitizen(request, '25938416');
  await declareAs(request, kipchoge, notice.id, 'partyB');
  await page.goto(`/user/services/form-marriage-registration/${notice.id}?step=6`);
  await expect(page.getByTestId('declarations-next')).toContainText('Both parties have declared');
  await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${notice.id}$`));
  await expect(page.getByText('Submitted').first()).toBeVisible();
  const after = await request.get(`/api/applications/${notice.id}`, { headers: { authorization: token } });
  expect(await after.json()).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });
});
