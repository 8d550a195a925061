import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { checkPage, signInAs, tokenFor } from './support.js';

/**
 * Issue 9, done means 4, for the pages the journeys do not check at both widths: the register search
 * forms of citizens and institutions, the searches, certification and rectification queues and
 * lists, and the staff page of a waiting register search with the entries the register proposes.
 * Each is axe-clean and does not scroll sideways at 1280 and 360 px, with the demo data in it.
 */

/** A demo register search waiting at the officer (its staff page lists the proposed entries). */
async function waitingSearch(request: APIRequestContext): Promise<string> {
  const officer = await tokenFor(request, 'officer@demo.test');
  const filter = encodeURIComponent(JSON.stringify({ serviceCode: 'REGISTER_SEARCH', status: 'Submitted' }));
  const rows = (await (
    await request.get(`/api/applications?filter=${filter}&range=[0,0]`, { headers: { authorization: officer } })
  ).json()) as { id: string }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0].id;
}

/** A list page with its demo rows: a table on a wide screen, a list of cards on a phone. */
const table = (page: Page) =>
  expect(page.getByRole('row').nth(1).or(page.getByRole('main').getByRole('listitem').first()).first()).toBeVisible();

for (const width of [1280, 360]) {
  test.describe(`register service pages at ${width} px`, () => {
    test('the register search forms: a citizen and an institution', async ({ page, request }) => {
      await signInAs(page, request, 'citizen@demo.test');
      await checkPage(page, '/user/search', width, (p) => expect(p.getByText('Step 1 of 3: The names')).toBeVisible());
      await signInAs(page, request, 'church@demo.test');
      await checkPage(page, '/institution/search', width, (p) =>
        expect(p.getByText('Step 1 of 3: The names')).toBeVisible(),
      );
    });

    test('the officer: searches, search reports, certification and rectification queues, and a waiting search', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await signInAs(page, request, 'officer@demo.test');
      for (const path of [
        '/backoffice/searches/task-queue',
        '/backoffice/searches/applications',
        '/backoffice/searches/report-applications',
        '/backoffice/certification/task-queue',
        '/backoffice/certification/applications',
        '/backoffice/registry/rectifications/task-queue',
        '/backoffice/registry/rectifications/applications',
      ]) {
        await checkPage(page, path, width, table);
      }
      const id = await waitingSearch(request);
      await checkPage(page, `/backoffice/searches/details/${id}`, width, (p) =>
        expect(
          p
            .getByRole('list', { name: 'Entries the register proposes' })
            .or(p.getByText('No entry of the register matches this search.')),
        ).toBeVisible(),
      );
    });

    test('the director and the Registrar General: their rectification queues', async ({ page, request }) => {
      for (const email of ['director@demo.test', 'rg@demo.test']) {
        await signInAs(page, request, email);
        await checkPage(page, '/backoffice/registry/rectifications/task-queue', width, table);
      }
    });
  });
}
