import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAxeClean, signInThroughUi, tokenFor } from './support.js';

/** The generic application page (applicant and staff) reads like a letter: no keys, codes, ids or ISO timestamps. */

async function firstApplication(request: APIRequestContext, email: string, filter: Record<string, unknown>) {
  const token = await tokenFor(request, email);
  const response = await request.get(
    `/api/applications?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`,
    { headers: { authorization: token } },
  );
  expect(response.status()).toBe(200);
  const [row] = (await response.json()) as { id: string }[];
  expect(row, JSON.stringify(filter)).toBeTruthy();
  return row!;
}

async function expectAccessible(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
  });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAxeClean(page);
}

async function expectReadable(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/); // REGISTRAR_OFFICE, NATIONAL_ID…
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/); // ISO dates and timestamps
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/); // UUIDs
  expect(text).not.toMatch(/:\s*0\d\d\b/); // district codes such as 030
  expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/); // form keys such as partyA
}

test('the citizen reads their notice in words, at 1280 and 360 px', async ({ page, request }) => {
  const application = await firstApplication(request, 'citizen@demo.test', { serviceCode: 'MARRIAGE_NOTICE' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, 'citizen@demo.test');
  await expect(page).toHaveURL(/\/user\//);
  await page.goto(`/user/applications/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Date and venue' })).toBeVisible();
  await expect(page.getByText('District of the marriage').first()).toBeVisible();
  await expectReadable(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Date and venue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

for (const width of [1280, 1920]) {
  test(`the officer reads the parties side by side at ${width} px, each value on its line`, async ({
    page,
    request,
  }) => {
    const application = await firstApplication(request, 'officer@demo.test', {
      serviceCode: 'MARRIAGE_NOTICE',
      status: 'Submitted',
    });
    await page.setViewportSize({ width, height: 1000 });
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto(`/backoffice/marriage-registrations/details/${application.id}`);
    const partyA = page.getByTestId('party-a');
    await expect(partyA).toContainText('Party A');
    for (const value of await partyA.locator('dd').all())
      expect((await value.boundingBox())!.width).toBeGreaterThan(120);
    const a = (await partyA.boundingBox())!;
    const b = (await page.getByTestId('party-b').boundingBox())!;
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    await expectReadable(page);
    await expectAccessible(page);
  });
}

test('the back-office menu shows each heading once, and the rectifications under the applications', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInThroughUi(page, 'rg@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  const menu = page.locator('.RaMenu-root, [class*="RaMenu"]').first();
  await expect(menu.getByRole('menuitem', { name: 'Rectifications' })).toBeVisible();
  const headings = await menu.locator('.MuiListSubheader-root').allInnerTexts();
  expect(new Set(headings).size).toBe(headings.length);
  const order = await menu.locator('.MuiListSubheader-root, [role="menuitem"]').allInnerTexts();
  const under = (label: string) => {
    let heading = '';
    for (const text of order) {
      if (headings.includes(text)) heading = text;
      else if (text.trim() === label) return heading;
    }
    return null;
  };
  expect(under('Rectifications')).toBe('Applications');
  expect(under('Transactions')).not.toBe('Registries');
});
