import { expect, test, type Page } from './fixtures.js';
import { pdf } from './notice-steps.js';
import {
  apiGet,
  applicationIdInUrl,
  approveFromQueue,
  attachDocument,
  checkPage,
  expectAccessibleAndFitting,
  nextStep,
  payWithSandboxCard,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 9, the marital status letter through the real UI: the citizen (onboarded) applies and pays
 * with the sandbox card; the officer and the director approve it from their queues; the citizen
 * downloads the letter and /verify shows it genuine. Then the form, the application page and the
 * registry pass axe and do not scroll sideways, at 1280 and 360 px.
 */

/** On the letter's form: the purpose (and the country), Nairobi's registry, both documents, then the review step. The draft's id. */
async function letterToReview(page: Page, purpose: string, country?: string): Promise<string> {
  await page.getByLabel(/^Why do you need the letter/).fill(purpose);
  if (country) await page.getByLabel(/^Country where the letter will be used/).selectOption({ label: country });
  await page.getByLabel(/^Registry office/).selectOption({ label: 'Nairobi' });
  await nextStep(page, 'Documents');
  const applicationId = applicationIdInUrl(page);
  for (const label of ['Your identity document (copy of the ID card or passport)', 'Your passport photo']) {
    await attachDocument(page, label, pdf('scan.pdf'));
  }
  await nextStep(page, 'Review and submit');
  return applicationId;
}

test('marital status letter: applied for, paid, approved by the officer and the director, downloaded and verified', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const purpose = `To marry in Scotland (${Date.now() % 1_000_000})`;
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await page.goto('/user/services/list');
  await page
    .getByRole('article', { name: 'Marital status letter' })
    .getByRole('link', { name: 'Apply for a marital status letter' })
    .click();
  await expect(page).toHaveURL(/\/user\/services\/form-marital-status/);
  await expect(page.getByText('Step 1 of 3: Purpose of the letter')).toBeVisible();
  const applicationId = await letterToReview(page, purpose, 'United Kingdom');
  await expect(page.getByText('United Kingdom')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const citizen = await tokenFor(request, 'citizen@demo.test');
  const reference = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: citizen } })).json()
  ).reference as string;
  await payWithSandboxCard(page, 'Wanjiku Kamau');

  for (const email of ['officer@demo.test', 'director@demo.test']) {
    await approveFromQueue(page, request, {
      email,
      queue: 'marital-status/task-queue',
      details: 'marital-status',
      reference,
    });
  }

  // The citizen's letter: what the register holds for her (no marriage), valid; the PDF downloads.
  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Your letter' });
  await expect(card.getByTestId('letter-finding')).toHaveText('No marriage in the register');
  await expect(card.getByTestId('letter-status')).toHaveText('Valid');
  const number = (await card.getByTestId('letter-number').textContent())!;
  expect(number).toMatch(/^MSL\/\d{4}\/\d{6}$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Marital Status Letter' });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`marital-status-letter-${number.replace(/\//g, '-')}.pdf`);
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'MARITAL_STATUS_LETTER' }))}`,
      { headers: { authorization: citizen } },
    )
  ).json();
  expect(docs).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText('Marital status letter', { exact: true })).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`marital status pages at ${width} px: the form, a letter's application page, the registry`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Njoroge's letter says married (the demo register holds his marriage of three days ago).
    await storeSignedInProfile(page, request, 'njoroge@demo.test');
    await checkPage(page, '/user/services/form-marital-status', width, (p) =>
      expect(p.getByText('Step 1 of 3: Purpose of the letter')).toBeVisible(),
    );
    const token = await tokenFor(request, 'njoroge@demo.test');
    const [approved] = await (
      await request.get(
        `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'MARITAL_STATUS_LETTER', status: 'Approved' }))}`,
        { headers: { authorization: token } },
      )
    ).json();
    await checkPage(page, `/user/applications/${approved.id}`, width, async (p) => {
      await expect(p.getByTestId('letter-finding')).toHaveText('Married');
      await expect(p.getByTestId('letter-entry')).toContainText('Nairobi');
    });
    await signInAs(page, request, 'officer@demo.test');
    await checkPage(page, '/backoffice/registry/marital-statuses', width, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(p.getByText('Marriage dissolved').first()).toBeVisible();
    });
    await checkPage(page, '/backoffice/marital-status/task-queue', width, (p) =>
      expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    );
  });
}

test("issue 20 #4: extras bought on the review step (express, courier), paid on the invoice, the courier's dispatch recorded by the officer and seen by the citizen", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await page.goto('/user/services/form-marital-status');
  const applicationId = await letterToReview(page, `Courier to my home (${Date.now() % 1_000_000})`);
  const extras = page.getByRole('region', { name: 'Extras' });
  await extras.getByRole('checkbox', { name: /^Express processing \(2 working days\)/ }).check();
  await extras.getByRole('checkbox', { name: /^Courier delivery of documents/ }).check();
  await expect(extras.getByTestId('extras-total')).toHaveText(
    /^To pay: KES\s3,650\.00 \(fee KES\s1,050\.00, extras KES\s2,600\.00\)$/,
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(extras.getByText('Give the address the courier is to deliver to')).toBeVisible();
  await expect(page).toHaveURL(/step=3/);
  await extras.getByLabel(/^Delivery address/).fill('Kilimani Court, Flat 4B, Argwings Kodhek Road, Nairobi');
  await expectAccessibleAndFitting(page, 1280, 'the review step with its extras');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));
  const bought = page.getByRole('region', { name: 'Extras' });
  await expect(bought).toContainText('Delivery addressKilimani Court, Flat 4B, Argwings Kodhek Road, Nairobi');
  await expect(bought).toContainText('Not sent yet: the documents go to the courier once they are issued');
  await expect(page.getByText(/KES\s3,650\.00/).first()).toBeVisible();
  await payWithSandboxCard(page, 'Wanjiku Kamau');

  // The officer and the director approve (through the API: the queues have their own tours); the letter is issued.
  for (const email of ['officer@demo.test', 'director@demo.test']) {
    const token = await tokenFor(request, email);
    for (const action of ['claim', 'approve']) {
      const { version } = await apiGet<{ version: number }>(request, token, `/applications/${applicationId}`);
      expect(
        (
          await request.post(`/api/applications/${applicationId}/${action}`, {
            headers: { authorization: token },
            data: { version },
          })
        ).status(),
      ).toBe(200);
    }
  }
  await signInAs(page, request, 'officer@demo.test');
  await page.goto(`/backoffice/marital-status/details/${applicationId}`);
  const staffCard = page.getByRole('region', { name: 'Extras' });
  await expect(staffCard).toContainText('Processing time1 working day at each approval level');
  await staffCard.getByRole('button', { name: 'Record dispatch' }).click();
  await expect(staffCard.getByText('Required').first()).toBeVisible();
  await staffCard.getByLabel(/^Courier/).fill('G4S Courier');
  await staffCard.getByLabel(/^Tracking number/).fill('G4S-7731-0042');
  await staffCard.getByRole('button', { name: 'Record dispatch' }).click();
  await expect(staffCard).toContainText(
    /Sent on \d{2}-\d{2}-\d{4} \d{2}:\d{2} by G4S Courier, tracking number G4S-7731-0042/,
  );
  await expect(staffCard.getByRole('button', { name: 'Record dispatch' })).toHaveCount(0);

  await signInAs(page, request, 'citizen@demo.test');
  await page.goto(`/user/applications/${applicationId}`);
  await expect(page.getByRole('region', { name: 'Extras' })).toContainText(
    'by G4S Courier, tracking number G4S-7731-0042',
  );
  await expect(page.getByText('Documents sent by courier')).toBeVisible();
  await expectAccessibleAndFitting(page, 1280, 'the application page with its extras');
});
