import { expect, test } from './fixtures.js';
// Runs last (file name): it moves the shared e2e server clock forward by weeks.
import { addDays, nairobiDate } from '../../src/shared/dates.js';
import { applicationIdInUrl, attachDocument, bookFirstSlot, signInThroughUi, tokenFor } from './support.js';
import { fillNoticeWitnesses, fillParty, pdf, typeDate } from './notice-steps.js';
import { birthDigits, bothDeclare, signUpCitizen, SPEC_COUPLES } from './declaration-support.js';

/**
 * Issue 4, done means 1: one journey through the real UI, from the citizen's notice to the
 * certificate, with the test-only clock moved past the notice period.
 */

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;

test('from the citizen’s notice to the marriage certificate, through the real UI', async ({ page, request }) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-6);
  const lastA = `Muthoni${suffix}`;
  // The server's clock (a retry finds it already moved on by this test's first try).
  const startedAt = new Date(
    (await (await request.post('/api/dev/clock', { data: { advanceMs: 0 } })).json()).data.now,
  );

  // 1. The demo citizen fills in and submits the notice of a couple of the identity registry, each with their own account.
  const [idA, idB] = SPEC_COUPLES.journey;
  const couple = [await signUpCitizen(request, idA), await signUpCitizen(request, idB)] as const;
  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  await page.goto('/user/services/form-marriage-registration');
  await fillParty(page, {
    first: 'Faith',
    last: lastA,
    id: idA,
    dob: birthDigits(idA),
    sex: 'F',
    phone: '712345679',
    email: `faith${suffix}@example.test`,
  });
  await page.getByRole('button', { name: 'Save draft and continue' }).click();
  await expect(page.getByText('Step 2 of 6: Party B')).toBeVisible();
  const applicationId = applicationIdInUrl(page);
  await fillParty(page, {
    first: 'Samuel',
    last: `Kariuki${suffix}`,
    id: idB,
    dob: birthDigits(idB),
    sex: 'M',
    phone: '722345679',
    email: `samuel${suffix}@example.test`,
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 6: Date and venue')).toBeVisible();
  await typeDate(page, 'Intended date of marriage', ddmmyyyy(new Date(startedAt.getTime() + 30 * 86_400_000)));
  await page.getByLabel('District of the marriage').selectOption('047');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 4 of 6: Witnesses')).toBeVisible();
  await fillNoticeWitnesses(page, ['733345679', '744345679']);
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
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // Both parties declare from their own accounts before it can be submitted and paid (issue 24).
  await expect(page.getByRole('button', { name: 'Submit notice' })).toBeDisabled();
  await bothDeclare(request, await tokenFor(request, 'citizen@demo.test'), applicationId, couple);
  await page.reload();
  await page.getByRole('button', { name: 'Submit notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/applications/${applicationId}$`));

  // 2. Pays with the sandbox card.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill(`Faith ${lastA}`);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay KES/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // 3. The officer claims and approves it: the notice is published.
  await signInThroughUi(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.goto(`/backoffice/marriage-registrations/details/${applicationId}`);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Success: The application is yours to review')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success: Approved')).toBeVisible();

  // 4. It shows on the public notice board.
  await page.goto('/notices');
  await page.getByLabel('Search by name or notice number').fill(lastA);
  await expect(page.getByRole('article').filter({ hasText: lastA })).toHaveCount(1);

  // 5. The clock moves past the notice period (test-only control).
  const moved = await request.post('/api/dev/clock', { data: { advanceDays: 22 } });
  expect(moved.status()).toBe(200);
  const serverNow = new Date((await moved.json()).data.now);

  // 6. The officer books a free slot for the cleared notice in the calendar.
  const officer = await tokenFor(request, 'officer@demo.test');
  const notice = (
    await (
      await request.get(`/api/applications/${applicationId}/notice`, { headers: { authorization: officer } })
    ).json()
  ).data;
  expect(notice.cleared).toBe(true);
  const rooms = await (
    await request.get(`/api/marriage-rooms?filter=${encodeURIComponent('{"district":"047"}')}`, {
      headers: { authorization: officer },
    })
  ).json();
  let choice: { room: { id: string; name: string }; date: string; startsAt: string } | null = null;
  for (let day = 1; day <= 10 && !choice; day += 1) {
    // The registry's days are Nairobi's: from 21:00 UTC it is already the next day there.
    const date = addDays(nairobiDate(serverNow), day);
    for (const room of rooms) {
      const slots = (
        await (
          await request.get(`/api/marriage-rooms/${room.id}/free-slots?date=${date}`, {
            headers: { authorization: officer },
          })
        ).json()
      ).data;
      if (slots.length) {
        choice = { room, date, startsAt: slots[0].startsAt };
        break;
      }
    }
  }
  expect(choice).not.toBeNull();
  // Weeks passed: the old session is over; the officer signs in again, the browser at the same date.
  await page.clock.install({ time: serverNow });
  await page.evaluate(() => localStorage.clear());
  await signInThroughUi(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.goto('/backoffice/marriage-registrations/calendar');
  await page.getByRole('button', { name: 'Book a wedding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a wedding' });
  await dialog.getByLabel(/Cleared notice/).click();
  await page.getByRole('option', { name: new RegExp(notice.noticeNumber.replace(/\//g, '\\/')) }).click();
  await bookFirstSlot(page, dialog, choice!.room.name, choice!.date);

  // 7. On the day, the officer records the celebration: register entry and certificate.
  const wedding = new Date(new Date(choice!.startsAt).getTime() + 30 * 60_000);
  const days = Math.ceil((wedding.getTime() - serverNow.getTime()) / 86_400_000);
  expect(
    (await request.post('/api/dev/clock', { data: { advanceMs: wedding.getTime() - serverNow.getTime() } })).status(),
  ).toBe(200);
  await page.clock.setSystemTime(wedding);
  await page.evaluate(() => localStorage.clear());
  await signInThroughUi(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await page.goto('/backoffice/marriage-registrations/calendar');
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page
    .getByRole('button', { name: new RegExp(lastA) })
    .first()
    .click();
  const booking = page.getByRole('dialog');
  await booking.getByRole('button', { name: 'Record celebration' }).click();
  await booking.getByLabel(/^Officiant/).fill('Mercy Atieno, Registrar of Marriages');
  await booking.getByLabel(/^Witness present 1/).fill('Peter Kamau');
  await booking.getByLabel(/^Witness present 2/).fill('Grace Achieng');
  await booking.getByRole('button', { name: 'Record the celebration' }).click();
  await expect(booking.getByRole('button', { name: 'Download the marriage certificate' })).toBeVisible();
  expect(days).toBeGreaterThan(0);

  // 8. The citizen downloads the certificate; /verify shows it genuine.
  await page.evaluate(() => localStorage.clear());
  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\/services\/list$/);
  await page.goto(`/user/applications/${applicationId}`);
  const certificateRow = page.getByRole('listitem').filter({ hasText: 'Certificate of Marriage' });
  const download = page.waitForEvent('download');
  await certificateRow.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const citizen = await tokenFor(request, 'citizen@demo.test');
  const documents = await (
    await request.get(`/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId }))}`, {
      headers: { authorization: citizen },
    })
  ).json();
  const certificate = documents.find((d: { kind: string }) => d.kind === 'MARRIAGE_CERTIFICATE');
  await page.goto(`/verify/${certificate.code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(lastA)).toHaveCount(0);
});
