import { expect, test } from './fixtures.js';
import {
  applicationIdInUrl,
  claimAndApprove,
  expectAccessibleAndFitting,
  payWithSandboxCard,
  signInAs,
  storeSignedInProfile,
} from './support.js';
import { typeDate } from './notice-steps.js';

/**
 * Issue 9: a citizen searches the register (a misspelt name, a date range, the district), pays with
 * the sandbox card, the officer sees the entries the register proposes and confirms them, and the
 * citizen reads the result: registration number, names, date and district only.
 */

test('a citizen searches the register, pays, the officer confirms, the citizen reads the entries found', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/user/search');
  await expect(page.getByText('Step 1 of 3: The names')).toBeVisible();
  await expectAccessibleAndFitting(page, 360);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The demo register's first Nairobi entry of 1995, remembered with a spelling slip and the surname first.
  await page.getByLabel('Name of a party').fill('Kamau Wanjru Grace');
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Step 2 of 3: When and where')).toBeVisible();
  const applicationId = applicationIdInUrl(page);
  await typeDate(page, 'Married on or after (optional)', '01011995');
  await typeDate(page, 'Married on or before (optional)', '31011995');
  await page.getByLabel('District of the marriage (optional)').selectOption('047');
  await page.getByLabel('Why you need the search').fill('Succession of my late grandmother');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // Issue 20 #24: a search takes no documents, so no empty documents step comes before the review.
  await expect(page.getByText('Step 3 of 3: Review and submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  await payWithSandboxCard(page, 'Wanjiku N Kamau');

  await signInAs(page, request, 'officer@demo.test');
  await page.goto(`/backoffice/searches/details/${applicationId}`);
  const proposed = page.getByRole('list', { name: 'Entries the register proposes' });
  await expect(proposed.getByText(/Wanjiru Grace Kamau/).first()).toBeVisible();
  await expect(proposed.getByText(/01-01-1995 · Nairobi/).first()).toBeVisible();
  await claimAndApprove(page);

  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const outcome = page
    .getByRole('definition')
    .filter({ hasText: /^MC\/047\/1995\/\d{6} · Wanjiru Grace Kamau · John Kamau Kiprono · 01-01-1995 · Nairobi$/ });
  await expect(outcome).toBeVisible();
  // Nothing but what the law makes public: no ID number, no parents, no witnesses.
  await expect(page.getByText(/20100000|Witness One/)).toHaveCount(0);
  await expectAccessibleAndFitting(page, 1280);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessibleAndFitting(page, 360);
});
