import { expect, test } from './fixtures.js';
import { signInThroughUi, tokenFor } from './support.js';

test('anyone tracks a demo application by its tracking number, and sees no personal data', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'citizen@demo.test');
  const list = await request.get(
    `/api/applications?filter=${encodeURIComponent('{"serviceCode":"MARITAL_STATUS_LETTER","status":"Submitted"}')}`,
    { headers: { authorization: token } },
  );
  const [letter] = await list.json();
  const one = await request.get(`/api/applications/${letter.id}`, { headers: { authorization: token } });
  const { trackingId, reference } = await one.json();
  await page.goto('/');
  await page.getByLabel('Tracking number').fill(trackingId);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking/${trackingId}$`));
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Marital status letter')).toBeVisible();
  await expect(page.getByText('Registration officer')).toBeVisible();
  await expect(page.getByText('Wanjiku')).toHaveCount(0);
  await page.goto('/tracking/ZZZZZZZZZZZZZZZZ');
  await expect(
    page.getByText('We could not find an application with this tracking number. Check the number and try again.'),
  ).toBeVisible();
});

test('the officer works the marital-status queue: claims, approves; the citizen sees the timeline', async ({
  page,
}) => {
  await signInThroughUi(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await expect(page.getByTestId('queue-marital-status')).not.toHaveText('0');
  await page.getByTestId('queue-marital-status').click();
  await expect(page).toHaveURL(/\/backoffice\/marital-status\/task-queue$/);
  // Targets end a Nairobi day, so two letters due the same day come in either order: take the unclaimed one.
  await page
    .getByRole('row')
    .filter({ hasText: 'Submitted' })
    .getByRole('cell', { name: /^MSL-\d{4}-\d{6}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/backoffice\/marital-status\/details\/[0-9a-f-]+$/);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Success: The application is yours to review')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success: Approved')).toBeVisible();
  await expect(page.getByText('Director', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test('the citizen opens their application and reads its timeline', async ({ page }) => {
  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  await page.getByRole('menuitem', { name: 'My applications' }).click();
  await expect(page).toHaveURL(/\/user\/applications$/);
  await page
    .getByText(/MSL-\d{4}-\d{6}/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\/applications\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents issued' })).toBeVisible();
});
