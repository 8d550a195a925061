import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeSignedInProfile, tokenFor } from './support.js';

/**
 * Issue 9, done means 4, for the pages the journeys do not check at both widths: the register search
 * forms of citizens and institutions, the searches, certification and rectification queues and
 * lists, and the staff page of a waiting register search with the entries the register proposes.
 * Each is axe-clean and does not scroll sideways at 1280 and 360 px, with the demo data in it.
 */

async function check(page: Page, path: string, width: number, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect({ path, width, violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ path, width, violations: [] });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ path, width, fits: scroll <= width }).toEqual({ path, width, fits: true });
}

async function as(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await storeSignedInProfile(page, request, email);
}

/** A demo register search waiting at the officer (its staff page lists the proposed entries). */
async function waitingSearch(request: APIRequestContext): Promise<string> {
  const officer = await tokenFor(request, 'officer@demo.test');
  const filter = encodeURIComponent(JSON.stringify({ serviceCode: 'REGISTER_SEARCH', status: 'Submitted' }));
  const rows = (await (await request.get(`/api/applications?filter=${filter}&range=[0,0]`, { headers: { authorization: officer } })).json()) as { id: string }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0].id;
}

/** A list page with its demo rows: a table on a wide screen, a list of cards on a phone. */
const table = (page: Page) => expect(page.getByRole('row').nth(1).or(page.getByRole('main').getByRole('listitem').first()).first()).toBeVisible();

for (const width of [1280, 360]) {
  test.describe(`register service pages at ${width} px`, () => {
    test('the register search forms: a citizen and an institution', async ({ page, request }) => {
      test.setTimeout(90_000);
      await as(page, request, 'citizen@demo.test');
      await check(page, '/user/search', width, (p) => expect(p.getByText('Step 1 of 4: The names')).toBeVisible());
      await as(page, request, 'church@demo.test');
      await check(page, '/institution/search', width, (p) => expect(p.getByText('Step 1 of 4: The names')).toBeVisible());
    });

    test('the officer: searches, search reports, certification and rectification queues, and a waiting search', async ({ page, request }) => {
      test.setTimeout(180_000);
      await as(page, request, 'officer@demo.test');
      for (const path of [
        '/backoffice/searches/task-queue', '/backoffice/searches/applications', '/backoffice/searches/report-applications',
        '/backoffice/certification/task-queue', '/backoffice/certification/applications',
        '/backoffice/registry/rectifications/task-queue', '/backoffice/registry/rectifications/applications',
      ]) {
        await check(page, path, width, table);
      }
      const id = await waitingSearch(request);
      await check(page, `/backoffice/searches/details/${id}`, width, (p) => expect(p.getByRole('list', { name: 'Entries the register proposes' }).or(p.getByText('No entry of the register matches this search.'))).toBeVisible());
    });

    test('the director and the Registrar General: their rectification queues', async ({ page, request }) => {
      test.setTimeout(90_000);
      for (const email of ['director@demo.test', 'rg@demo.test']) {
        await as(page, request, email);
        await check(page, '/backoffice/registry/rectifications/task-queue', width, table);
      }
    });
  });
}
