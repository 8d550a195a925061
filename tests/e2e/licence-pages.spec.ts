import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { isoWeekday, nairobiToday } from '../../src/shared/dates.js';
import { checkPage, storeSignedInProfile, tokenFor } from './support.js';

/**
 * Issue 8, done means 5: every page of the licences (forms, application pages, the four queues and
 * the applications of both sections, the registries, a licence, the calendar with a visit) passes
 * axe and does not scroll sideways, at 1280 and at 360 px.
 */

async function firstId(request: APIRequestContext, token: string, path: string, filter: Record<string, unknown>) {
  const rows = await (
    await request.get(
      `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`,
      { headers: { authorization: token } },
    )
  ).json();
  expect(rows.length).toBeGreaterThan(0);
  return rows[0].id as string;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

for (const width of [1280, 360]) {
  test.describe(`licence pages at ${width} px`, () => {
    test('the citizen: the three forms and an issued licence', async ({ page, request }) => {
      test.setTimeout(120_000);
      await storeSignedInProfile(page, request, 'fatuma@demo.test');
      for (const path of [
        '/user/services/special-license-registration-notice-waiver',
        '/user/services/special-license-registration-private-venue',
        '/user/services/public-license-registration',
      ]) {
        await checkPage(page, path, width, async (p) => expect(p.getByText(/Step 1 of \d+/)).toBeVisible());
      }
      const token = await tokenFor(request, 'fatuma@demo.test');
      const approved = await firstId(request, token, '/api/applications', {
        serviceCode: 'SPECIAL_LICENCE_NOTICE_WAIVER',
        status: 'Approved',
      });
      await checkPage(page, `/user/applications/${approved}`, width, async (p) =>
        expect(p.getByRole('region', { name: 'Your licence' })).toBeVisible(),
      );
      await checkPage(page, '/user/applications', width, heading);
    });

    test('the officer: queues, an application, registries, a licence and the calendar with a visit', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await storeSignedInProfile(page, request, 'officer@demo.test');
      const officer = await tokenFor(request, 'officer@demo.test');
      for (const section of ['special-licenses', 'organisation-licenses']) {
        for (const queue of ['task-queue', 'director', 'rg', 'minister', 'applications']) {
          await checkPage(page, `/backoffice/${section}/${queue}`, width, heading);
        }
      }
      const application = await firstId(request, officer, '/api/applications', {
        serviceCode: 'SPECIAL_LICENCE_PRIVATE_VENUE',
        status: 'Approved',
      });
      await checkPage(page, `/backoffice/special-licenses/details/${application}`, width, heading);
      for (const registry of ['special-licences', 'organisation-licences', 'licensed-organisations']) {
        await checkPage(page, `/backoffice/registry/${registry}`, width, heading);
      }
      const licence = await firstId(request, officer, '/api/licences', { kind: 'PRIVATE_VENUE' });
      await checkPage(page, `/backoffice/registry/licences/${licence}`, width, heading);
      // The demo's visit is tomorrow: the week view shows it (the next week's, when today is a Sunday in Nairobi).
      await checkPage(page, '/backoffice/marriage-registrations/calendar', width, async (p) => {
        await expect(p.getByRole('button', { name: 'Book a wedding' })).toBeVisible();
        await p.getByRole('button', { name: 'Week', exact: true }).click();
        if (isoWeekday(nairobiToday()) === 7) await p.getByRole('button', { name: 'Next week' }).click();
        await expect(p.getByText(/Visit ·/).first()).toBeVisible();
      });
    });

    test('the Registrar General: a valid place licence with its revoke action', async ({ page, request }) => {
      await storeSignedInProfile(page, request, 'rg@demo.test');
      const rg = await tokenFor(request, 'rg@demo.test');
      const licence = await firstId(request, rg, '/api/licences', { kind: 'PUBLIC_PLACE', status: 'VALID' });
      await checkPage(page, `/backoffice/registry/licences/${licence}`, width, async (p) =>
        expect(p.getByRole('button', { name: 'Revoke licence' })).toBeVisible(),
      );
    });
  });
}
