import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { closedMonths } from '../../src/shared/returns.js';
import { apiGet, expectAccessibleAndFitting, signInAs, tokenFor, viewportOf } from './support.js';

/**
 * Issue 24, possible duplicates through the real UI: the church's returns re-enter marriages it
 * registered (the demo register's entries of its couples), a party's ID number mistyped, so each
 * line is held. The officer opens the "Possible duplicates" queue, compares the two records side by
 * side (what differs marked in words) and decides: one a duplicate at 1280 px, the other not at
 * 360 px, each with its reason. Every page passes axe and does not scroll sideways.
 */

type Held = { id: string; reference: string; entry: string };

/** The church files a return for `month` whose one line is the demo couple's marriage with the bride's ID number mistyped. */
async function heldReturn(
  request: APIRequestContext,
  month: string,
  couple: { a: [string, string]; b: [string, string]; entryDay: string },
): Promise<Held> {
  const church = await tokenFor(request, 'church@demo.test');
  const headers = { authorization: church };
  const mistyped = `${couple.b[1].slice(0, -2)}${couple.b[1].slice(-1)}${couple.b[1].slice(-2, -1)}`;
  const line = {
    registrationNumber: null,
    partyAName: couple.a[0],
    partyAIdNumber: couple.a[1],
    partyAAge: 30,
    partyBName: couple.b[0],
    partyBIdNumber: mistyped,
    partyBAge: 28,
    date: `${month}-${couple.entryDay}`,
    district: '047',
    venueName: "St. Andrew's Presbyterian Church, Nairobi",
    officiantName: 'Rev. Samuel Mwangi',
    witness1: 'Grace Njeri Kariuki',
    witness2: 'James Otieno Odhiambo',
  };
  const created = await request.post('/api/applications', {
    headers,
    data: { serviceCode: 'MARRIAGE_RETURN', formData: { month, lines: [line] } },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as { id: string; version: number; reference: string };
  const submitted = await request.post(`/api/applications/${draft.id}/submit`, {
    headers,
    data: { version: draft.version },
  });
  expect(submitted.status()).toBe(200);
  const officer = await tokenFor(request, 'officer@demo.test');
  const [entry] = await apiGet<{ registrationNumber: string }[]>(
    request,
    officer,
    `/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: couple.a[1] }))}`,
  );
  return { id: draft.id, reference: draft.reference, entry: entry.registrationNumber };
}

/** From the queue (the table on a wide window, the list on a phone) to the held return's comparison. */
async function openFromQueue(page: Page, held: Held, width: number) {
  await page.setViewportSize(viewportOf(width));
  await page.goto('/backoffice/duplicates');
  await expect(page.getByRole('heading', { name: 'Possible duplicates' }).first()).toBeVisible();
  await expect(page.getByText(held.reference).first()).toBeVisible();
  await expectAccessibleAndFitting(page, width, `the possible duplicates queue`);
  await page.getByText(held.reference).first().click();
  await expect(page).toHaveURL(/\/backoffice\/duplicates\/[0-9a-f-]{36}$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: `Later: ${held.reference}` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `Earlier: ${held.entry}` })).toBeVisible();
  // The bride's ID number differs (mistyped); her name and the groom's ID number are the same.
  const differs = table.getByTestId('differs');
  await expect(differs.filter({ hasText: 'Party B: ID number' })).toContainText('Differs');
  await expect(table.getByRole('row', { name: /Party A: ID number/ })).not.toContainText('Differs');
  await expect(page.getByText('The same ID number for a party')).toBeVisible();
  // Words, never codes: no rule, status or kind code shows.
  await expect(page.locator('main')).not.toContainText(/ID_NUMBER|REGISTER_ENTRY|MARRIAGE_RETURN|OPEN\b/);
  await expectAccessibleAndFitting(page, width, 'the side-by-side review');
}

async function decide(page: Page, button: 'Duplicate' | 'Not a duplicate', reason: string, width: number) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The reason is required: the server's own message shows next to the field.
  await dialog.getByRole('button', { name: 'Record the decision' }).click();
  await expect(dialog.getByText('Give the reason for the decision (at least 10 characters)')).toBeVisible();
  await expectAccessibleAndFitting(page, width, 'the decision dialog');
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Record the decision' }).click();
  await expect(page.getByText('Success: The decision is recorded.')).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expectAccessibleAndFitting(page, width, 'the decided possible duplicate');
}

test('possible duplicates: the officer compares the two records side by side and decides, at 1280 and 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [six, seven] = closedMonths(7).slice(5);
  // Two of the church's marriages the demo register holds (demo-returns.ts), each re-entered by a return.
  const kiprop = await heldReturn(request, six, {
    a: ['Brian Kiprop Rotich', '28411590'],
    b: ['Mercy Chebet Koech', '29033417'],
    entryDay: '06',
  });
  const wafula = await heldReturn(request, seven, {
    a: ['Dennis Wafula Simiyu', '27194456'],
    b: ['Faith Nekesa Wanyama', '30127781'],
    entryDay: '20',
  });
  await signInAs(page, request, 'officer@demo.test');

  await openFromQueue(page, kiprop, 1280);
  await decide(page, 'Duplicate', 'The parish registered this marriage already; the return lists it again.', 1280);
  await expect(page.getByTestId('duplicate-status')).toHaveText('Found to be a duplicate');

  await openFromQueue(page, wafula, 360);
  await decide(page, 'Not a duplicate', 'Another couple of the same names: the certificates on file differ.', 360);
  await expect(page.getByTestId('duplicate-status')).toHaveText('Found not to be a duplicate');

  // Both returns go on to the officer's queue; the line found a duplicate will not be entered again.
  const officer = await tokenFor(request, 'officer@demo.test');
  for (const held of [kiprop, wafula])
    expect((await apiGet<{ status: string; stage: string }>(request, officer, `/applications/${held.id}`)).stage).toBe(
      'OFFICER',
    );
  // The church reads the decision and what happens next on its application, in words.
  await signInAs(page, request, 'church@demo.test');
  await page.goto(`/institution/applications/${kiprop.id}`);
  await expect(page.getByTestId('duplicate-review')).toContainText('it will not be entered into the register again');
  await expectAccessibleAndFitting(page, 360, "the church's return");
});
