import { expect, test, type Locator, type Page } from './fixtures.js';
import { storeSignedInProfile } from './support.js';

/** Whether two boxes on the page overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('not on the page');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test.use({ viewport: { width: 360, height: 740 } });

test.describe('issue 20 #15: at 360 px', () => {
  test('the public header takes two short rows, every link in reach', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.bar');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(110);
    await expect(header.getByRole('button', { name: 'Kiswahili' })).toBeVisible();
  });

  test('a long title in the app bar stays clear of the language button; the menu closes once a page is chosen', async ({
    page,
    request,
  }) => {
    await storeSignedInProfile(page, request, 'director@demo.test');
    await page.goto('/backoffice/special-licenses/director');
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/Special licences/);
    const language = page.getByRole('button', { name: 'Change the language to Kiswahili' });
    await expect(language).toBeVisible();
    expect(await overlap(title, language)).toBe(false);
    await page.getByRole('button', { name: /open menu/i }).click();
    const menu = page.getByRole('menuitem').first();
    await expect(menu).toBeVisible();
    await page.getByRole('menuitem', { name: 'Wedding calendar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/marriage-registrations\/calendar/);
    await expect(page.getByRole('menuitem', { name: 'Wedding calendar' })).toBeHidden();
    await page.goto('/backoffice/registry/notices');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Notice book');
    await expect(page.getByRole('menuitem', { name: 'Wedding calendar' })).toBeHidden();
  });

  test('a service form shows its first field on the first screen, the steps as a progress bar', async ({
    page,
    request,
  }) => {
    await storeSignedInProfile(page, request, 'citizen@demo.test');
    await page.goto('/user/services/form-marital-status');
    await expect(page.getByRole('progressbar', { name: /Steps of/ })).toBeVisible();
    const first = page.getByRole('textbox').or(page.getByRole('combobox')).first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(740);
    await expect(page.getByRole('button', { name: /^Step|Party A$/ })).toHaveCount(0);
  });
});

test.describe('issue 20 #24: the menu', () => {
  for (const width of [1280, 360]) {
    test(`names every page in full at ${width} px, in both languages`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      for (const [email, home] of [
        ['rg@demo.test', '/backoffice/dashboard'],
        ['church@demo.test', '/institution/services/list'],
      ] as const) {
        await storeSignedInProfile(page, request, email);
        for (const language of ['en', 'sw']) {
          await page.goto(`${home}?lang=${language}`);
          if (width < 600) await page.getByRole('button', { name: /open menu|fungua menyu/i }).click();
          const items = page.getByRole('menuitem');
          await expect(items.first()).toBeVisible();
          // Every name whole: no text box cut short (its content wider than the box shows).
          const cut = await items.evaluateAll((nodes) =>
            nodes.flatMap((item) =>
              [...item.querySelectorAll('*')]
                .filter(
                  (e) =>
                    e.childNodes.length > 0 &&
                    [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
                )
                .filter((e) => e.scrollWidth > e.clientWidth + 1)
                .map((e) => e.textContent),
            ),
          );
          expect(cut, `${email} (${language}) at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

/** The style of every field box on the page's main part: Filled, Outlined or Standard. */
const fieldStyles = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('[class*="InputBase-root"], [class*="PickersInputBase-root"]')].map(
        (e) =>
          /(Filled|Outlined|Standard)/.exec(
            [...e.classList].find((c) => /(Filled|Outlined|Standard)Input-root$/.test(c)) ?? '',
          )?.[1] ?? 'Standard',
      ),
    );

test.describe('issue 20 #24: the fields of a form', () => {
  test('are all of one style, the date fields too', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await storeSignedInProfile(page, request, 'citizen@demo.test');
    // A register search's second step: dates, a district and a purpose.
    await page.goto('/user/search');
    await page.getByLabel('Name of a party').fill('Kamau Wanjiru');
    await page.getByRole('button', { name: 'Save draft and continue' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    const search = await fieldStyles(page);
    expect(search.length).toBeGreaterThan(3);
    expect(new Set(search)).toEqual(new Set(['Filled']));
    // A notice's first step: names, a date of birth, selects, a phone number.
    await page.goto('/user/services/form-marriage-registration');
    await expect(page.getByText(/^Step 1 of/).first()).toBeVisible();
    const notice = await fieldStyles(page);
    expect(notice.length).toBeGreaterThan(3);
    expect(new Set(notice)).toEqual(new Set(['Filled']));
  });
});
