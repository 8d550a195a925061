import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessibleAndFitting, storeSignedInProfile, tokenFor } from './support.js';

/**
 * Back-office tracking (domain section 12): an officer finds a demo application by its reference
 * and by its applicant's name, opens it read-only and reads its timeline; the pages pass axe and do
 * not scroll sideways at 1280 and 360 px.
 */

/** A demo application claimed by the officer (the demo's marital status letter in the officer's hands). */
async function demoApplication(request: APIRequestContext) {
  const token = await tokenFor(request, 'officer@demo.test');
  const filter = { serviceCode: 'MARITAL_STATUS_LETTER', status: 'Pending', stage: 'OFFICER' };
  const rows = await (
    await request.get(
      `/api/applications?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`,
      { headers: { authorization: token } },
    )
  ).json();
  expect(rows.length).toBe(1);
  return rows[0] as { id: string; reference: string; applicantName: string; assigneeName: string };
}

/** The page as it stands, once the network is quiet: axe-clean and no sideways scroll. */
async function checkPage(page: Page, width: number, what: string) {
  await page.waitForLoadState('networkidle');
  await expectAccessibleAndFitting(page, width, what);
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: /Reference, tracking number, name or ID number/ });
  await box.fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

for (const width of [1280, 360]) {
  test.describe(`back-office tracking at ${width} px`, () => {
    test('the officer finds a demo application by reference and by name, and reads it with its timeline', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const demo = await demoApplication(request);
      await storeSignedInProfile(page, request, 'officer@demo.test');
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      if (width > 600) {
        await page.goto('/backoffice/dashboard');
        await page.getByRole('menuitem', { name: 'Track an application' }).click();
      } else {
        await page.goto('/backoffice/tracking');
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Tracking' })).toBeVisible();
      await checkPage(page, width, 'empty search');

      // By reference, in lower case: exactly one application.
      await searchFor(page, demo.reference.toLowerCase());
      await expect(page.getByText('1 application found')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(demo.reference) })).toBeVisible();
      await expect(page.getByText('Marital status letter').first()).toBeVisible();
      await checkPage(page, width, 'found by reference');

      // By the applicant's name, the words in another order.
      const [first, ...rest] = demo.applicantName.split(' ');
      await searchFor(page, `${rest.join(' ')} ${first}`);
      await expect(page.getByRole('link', { name: new RegExp(demo.reference) })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(demo.reference) }).click();

      await expect(page.getByRole('heading', { level: 2, name: demo.reference })).toBeVisible();
      await expect(page.getByText('Read-only: the application is worked in its section’s queue.')).toBeVisible();
      const fact = (label: string) =>
        page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      await expect(fact('Status')).toHaveText('Being reviewed');
      await expect(fact('With')).toHaveText('Registration officer');
      await expect(fact('Claimed by')).toHaveText(demo.assigneeName);
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await expect(timeline.getByText(/^Submitted/).first()).toBeVisible();
      await expect(timeline.getByText(/^Claimed → Being reviewed/)).toBeVisible();
      // Read-only: no workflow step is offered.
      for (const step of ['Claim', 'Approve', 'Release', 'Decline', 'Request corrections']) {
        await expect(page.getByRole('button', { name: step, exact: true })).toHaveCount(0);
      }
      await checkPage(page, width, 'tracked application');

      await page.getByRole('link', { name: 'Back to the search' }).click();
      await expect(page.getByRole('link', { name: new RegExp(demo.reference) })).toBeVisible();
    });
  });
}
