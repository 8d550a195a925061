import { expect, test } from './fixtures.js';
import { closedMonths, monthWords } from '../../src/shared/returns.js';
import { CSV_HEADERS } from '../../src/client/services/marriage-return/csv.js';
import { randomId } from './notice-steps.js';
import {
  applicationIdInUrl,
  approveFromQueue,
  checkPage,
  nextStep,
  signInAs,
  storeSignedInProfile,
  tokenFor,
} from './support.js';

/**
 * Issue 10, the marriage return through the real UI: the church files the return of a month it has
 * not returned yet (a demo month with two of its marriages registered) by importing a CSV file:
 * one marriage as the register holds it, one whose bride the register names otherwise, one the
 * register does not know and one row with a wrong ID number (refused, with its row's error). The
 * officer approves from the marriage-returns queue; the unknown marriage is in the register and the
 * mismatch is flagged with what differs. Then the pages pass axe and do not scroll sideways.
 */

const month = closedMonths(4)[3];
const dd = (day: number) => `${String(day).padStart(2, '0')}/${month.slice(5, 7)}/${month.slice(0, 4)}`;
const ddDash = (day: number) => `${String(day).padStart(2, '0')}-${month.slice(5, 7)}-${month.slice(0, 4)}`;
const cell = (c: string) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
const csvOf = (rows: string[][]) => [CSV_HEADERS, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');

test('marriage return: the church imports a month by CSV, the officer approves, the unknown marriage is entered and the mismatch flagged', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const unknown = {
    a: `Tobias Kimani Wachira ${Date.now() % 10_000}`,
    aId: randomId(),
    b: 'Naomi Wangari Muthoni',
    bId: randomId(),
  };
  // The church's two marriages of that month the register holds (it has their certificates' numbers).
  const officer = await tokenFor(request, 'officer@demo.test');
  const entryNumber = async (idNumber: string) =>
    (
      (await (
        await request.get(
          `/api/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: idNumber }))}&range=[0,9]`,
          { headers: { authorization: officer } },
        )
      ).json()) as { registrationNumber: string }[]
    )[0].registrationNumber;
  const ouma = await entryNumber('27480163');
  const kariuki = await entryNumber('26094471');
  const csv = csvOf([
    // As the register holds it (demo: registered on the 7th).
    [ouma, 'Brian Ouma Odhiambo', '27480163', '', 'Diana Atieno Were', '30815549', '', dd(7), '', '', '', '', ''],
    // The register names the bride "Lucy Nyambura Gachoka".
    [
      kariuki,
      'Joseph Kariuki Mwaura',
      '26094471',
      '',
      'Lucy Njambi Gachoka',
      '31355028',
      '',
      dd(21),
      '',
      '',
      '',
      '',
      '',
    ],
    // Not in the register: its particulars.
    [
      '',
      unknown.a,
      unknown.aId,
      '34',
      unknown.b,
      unknown.bId,
      '30',
      dd(14),
      'Nairobi',
      "St. Andrew's Presbyterian Church, Nairobi",
      'Rev. Samuel Mwangi',
      'Peter Kamau Njoroge',
      'Ruth Wanjiru Maina',
    ],
    // A wrong ID number: refused with its row's error.
    [
      '',
      'Alex Mutua Kilonzo',
      '12',
      '31',
      'Joan Mwende Nzioka',
      '29911734',
      '27',
      dd(15),
      'Nairobi',
      "St. Andrew's",
      'Rev. Samuel Mwangi',
      'A',
      'B',
    ],
  ]);

  await storeSignedInProfile(page, request, 'church@demo.test');
  await page.goto('/institution/services/list');
  await page
    .getByRole('article', { name: 'Marriage returns' })
    .getByRole('link', { name: 'File a marriage return' })
    .click();
  await expect(page).toHaveURL(/\/institution\/services\/form-marriage-returns/);
  await expect(page.getByText('Step 1 of 4: The month')).toBeVisible();
  await page.getByLabel(/^Month/).selectOption({ label: monthWords(month) });
  await nextStep(page, 'The marriages');
  const applicationId = applicationIdInUrl(page);
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
    'download',
    'marriage-return-template.csv',
  );
  await page
    .getByTestId('return-csv-input')
    .setInputFiles({ name: 'return.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('3 marriages imported from return.csv.')).toBeVisible();
  await expect(page.getByText("Row 5: Party A's ID number: Enter the ID number as printed")).toBeVisible();
  await expect(page.getByText('3 marriages listed')).toBeVisible();
  await expect(page.getByText(`Marriage 3: ${unknown.a} and ${unknown.b}`)).toBeVisible();
  await nextStep(page, 'Documents');
  await nextStep(page, 'Review and submit');
  await expect(page.getByText(monthWords(month)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/applications/${applicationId}$`));
  const church = await tokenFor(request, 'church@demo.test');
  const reference = (
    await (await request.get(`/api/applications/${applicationId}`, { headers: { authorization: church } })).json()
  ).reference as string;

  await approveFromQueue(page, request, {
    email: 'officer@demo.test',
    queue: 'marriage-returns/task-queue',
    details: 'marriage-returns',
    reference,
  });

  // The church reads the reconciliation: matched, mismatched (what differs), entered.
  await signInAs(page, request, 'church@demo.test');
  await page.goto(`/institution/applications/${applicationId}`);
  await expect(page.getByText(`Matched · ${ouma} · Brian Ouma Odhiambo and Diana Atieno Were`)).toBeVisible();
  await expect(
    page.getByText(`Party B's name: the return says "Lucy Njambi Gachoka", the register says "Lucy Nyambura Gachoka"`),
  ).toBeVisible();
  await expect(page.getByText(`Mismatched · ${kariuki} · Joseph Kariuki Mwaura and Lucy Njambi Gachoka`)).toBeVisible();
  const entered = page.getByText(/^Entered into the register · MC\/047\/\d{4}\/\d{6}/);
  await expect(entered).toBeVisible();
  const registrationNumber = (await entered.textContent())!.match(/MC\/047\/\d{4}\/\d{6}/)![0];
  await expect(page.getByText(`${unknown.a} and ${unknown.b}`).first()).toBeVisible();
  await expect(page.getByText(ddDash(14)).first()).toBeVisible();

  // The unknown marriage is in the register, as the return gave it.
  const found = await (
    await request.get(
      `/api/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: registrationNumber }))}&range=[0,9]`,
      { headers: { authorization: officer } },
    )
  ).json();
  expect(JSON.stringify(found)).toContain(unknown.aId);
  // The acknowledgement is verifiable.
  const docs = await (
    await request.get(
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'RETURN_ACKNOWLEDGEMENT' }))}`,
      { headers: { authorization: church } },
    )
  ).json();
  expect(docs).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${docs[0].code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText(docs[0].number)).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`marriage return pages at ${width} px: the form with imported lines, a reconciled return, the missing returns`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await storeSignedInProfile(page, request, 'church@demo.test');
    await checkPage(page, '/institution/services/form-marriage-returns', width, async (p) => {
      await expect(p.getByText('Step 1 of 4: The month')).toBeVisible();
    });
    // The lines step of a draft holding a line.
    const church = await tokenFor(request, 'church@demo.test');
    const draft = await (
      await request.post('/api/applications', {
        headers: { authorization: church },
        data: {
          serviceCode: 'MARRIAGE_RETURN',
          formData: {
            month: closedMonths(6)[5],
            lines: [
              {
                registrationNumber: null,
                partyAName: 'Alex Mutua Kilonzo',
                partyAIdNumber: randomId(),
                partyAAge: 31,
                partyBName: 'Joan Mwende Nzioka',
                partyBIdNumber: randomId(),
                partyBAge: 27,
                date: `${closedMonths(6)[5]}-09`,
                district: '047',
                venueName: "St. Andrew's",
                officiantName: 'Rev. Samuel Mwangi',
                witness1: 'A',
                witness2: 'B',
              },
            ],
          },
        },
      })
    ).json();
    await checkPage(page, `/institution/services/form-marriage-returns/${draft.id}?step=2`, width, async (p) => {
      await expect(p.getByText('Marriage 1: Alex Mutua Kilonzo and Joan Mwende Nzioka')).toBeVisible();
    });
    const list = await (
      await request.get(
        `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'MARRIAGE_RETURN', status: 'Approved' }))}&range=[0,9]`,
        { headers: { authorization: church } },
      )
    ).json();
    await checkPage(page, `/institution/applications/${list[0].id}`, width, async (p) => {
      await expect(p.getByText(/^(Matched|Mismatched|Entered into the register) · MC\//).first()).toBeVisible();
    });
    await signInAs(page, request, 'officer@demo.test');
    await checkPage(page, '/backoffice/marriage-returns/missing-returns', width, async (p) => {
      await expect(p.getByRole('heading', { name: 'Missing marriage returns', level: 2 })).toBeVisible();
      await expect(p.getByTestId('missing-returns')).toBeVisible();
    });
    await page.getByLabel(/^Month/).selectOption({ label: monthWords(closedMonths(4)[3]) });
    await expect(page.getByText('Jamia Mosque, Nairobi')).toBeVisible();
  });
}
