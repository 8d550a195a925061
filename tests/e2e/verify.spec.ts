import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAxeClean, expectFits, onLightPage, storeSignedInProfile, tokenFor } from './support.js';

/** A register search (KES 550, no attachments) submitted through the API: it waits for payment. */
async function searchAwaitingPayment(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: token };
  const draft = await request.post('/api/applications', {
    headers,
    data: {
      serviceCode: 'REGISTER_SEARCH',
      formData: { partyName: 'Akinyi Otieno', purpose: 'Confirm a marriage entry for a visa application' },
    },
  });
  expect(draft.status()).toBe(201);
  const { id, version } = await draft.json();
  const submitted = await request.post(`/api/applications/${id}/submit`, { headers, data: { version } });
  expect(submitted.status()).toBe(200);
  expect((await submitted.json()).status).toBe('Payment_Confirmation');
  return id;
}

async function payOnSandbox(page: Page, cardNumber: string) {
  await expect(page.getByText('SANDBOX — test payments only, no money moves')).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('KES 550.00');
  await page.getByLabel('Name on card').fill('Wanjiku N Kamau');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay KES 550\.00$/ }).click();
}

test('a citizen pays by sandbox card, downloads the receipt, and anyone verifies it as genuine', async ({
  page,
  request,
}) => {
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  const token = await tokenFor(request, 'citizen@demo.test');
  const id = await searchAwaitingPayment(request, token);

  // A declined card first: the message is shown and "Try again" opens a new checkout.
  const first = await request.post('/api/payments/checkout', {
    headers: { authorization: token },
    data: { applicationId: id },
  });
  expect(first.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto((await first.json()).data.redirectUrl);
  await expectFits(page, 360);
  await expectAxeClean(page);
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Name on card').fill('Wanjiku N Kamau');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay KES/ }).click();
  await expect(page.getByText('Use a sandbox test card').first()).toBeVisible();
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/user\/card-payment\/complete\?/);
  await expect(page.getByTestId('payment-failure')).toHaveText('Your card was declined');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Try again' }).click();

  // The second checkout, with the card that pays.
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/user\/payment-success\?receipt=RCT-\d{4}-\d{6}$/);
  const receipt = new URL(page.url()).searchParams.get('receipt')!;
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('receipt-number')).toHaveText(receipt);
  await expect(page.getByText('KES 550.00')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${receipt}.pdf`);

  const application = await request.get(`/api/applications/${id}`, { headers: { authorization: token } });
  expect((await application.json()).status).toBe('Submitted');
  const docs = await request.get(`/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`, {
    headers: { authorization: token },
  });
  const [doc] = await docs.json();
  expect(doc.number).toBe(receipt);

  // Anyone, signed in or not, checks the code printed under the QR code.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${doc.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(receipt)).toBeVisible();
  await expect(page.getByText('Payment receipt').first()).toBeVisible();
  await expect(page.getByText('Wanjiku')).toHaveCount(0);
  await page.getByLabel('Verification code').fill('AAAA BBBB CCCC DDDD EEEE');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(/\/verify\/AAAABBBBCCCCDDDDEEEE$/);
  await expect(page.getByText('We have no document with this code')).toBeVisible();
});

test('finance reads the transactions list of the back office', async ({ page, request }) => {
  const token = await tokenFor(request, 'citizen@demo.test');
  const id = await searchAwaitingPayment(request, token);
  const checkout = await request.post('/api/payments/checkout', {
    headers: { authorization: token },
    data: { applicationId: id },
  });
  const { redirectUrl } = (await checkout.json()).data;
  await page.goto(redirectUrl);
  await payOnSandbox(page, '4242424242424242');
  // The gateway's callback credited the payment before the browser came back. This browser is not
  // signed in (the payment was started through the API): the area sends it on to the light app's
  // sign-in page, by a full load, which must end before the next navigation starts.
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox-gateway'));
  await expect(page).toHaveURL(/\/sign-in$/);
  await onLightPage(page);
  const receipts = await request.get(
    `/api/transactions?filter=${encodeURIComponent(JSON.stringify({ status: 'SUCCEEDED' }))}`,
    {
      headers: { authorization: await tokenFor(request, 'finance@demo.test') },
    },
  );
  const [latest] = await receipts.json();
  expect(latest).toMatchObject({ status: 'SUCCEEDED', applicationId: id });

  await storeSignedInProfile(page, request, 'finance@demo.test');
  await page.goto('/backoffice/billing/transactions');
  await expect(page.getByRole('cell', { name: latest.receiptNumber })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Transactions' })).toBeVisible();
});
