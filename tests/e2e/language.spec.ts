import { expect as baseExpect, test } from './fixtures.js';
import { checkPage, storeSignedInProfile } from './support.js';

/**
 * Issue 12, Swahili in the citizen's area: a URL carrying ?lang=sw opens in Swahili (<html lang>,
 * the page, react-admin's own words and the API's Accept-Language), the choice is remembered after a
 * reload without ?lang, and the switch in the app bar brings English back, remembered as well.
 */

// The area's first paint waits on its profile and lists: give each page a little more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

test('my applications open in Swahili with ?lang=sw, stay so after a reload, and the switch goes back to English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  const languages: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/applications'))
      languages.push(sent.headers()['accept-language'] ?? '');
  });
  await page.goto('/user/applications?lang=sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Maombi yangu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('columnheader', { name: 'Kumbukumbu' })).toBeVisible();
  await expect.poll(() => languages.at(-1)).toBe('sw');

  await page.goto('/user/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Maombi yangu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  const toEnglish = page.getByRole('button', { name: 'Badilisha lugha kuwa English' });
  await toEnglish.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the language to Kiswahili' })).toBeVisible();
  // One language switch in the app bar (react-admin's own language menu is not shown beside it).
  await expect(page.getByRole('banner').getByRole('button', { name: /^(English|Kiswahili)$|language/i })).toHaveCount(
    1,
  );
});

test('a service form opened with ?lang=sw is in Swahili, axe-clean and fits 360 px; the choice survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await storeSignedInProfile(page, request, 'citizen@demo.test');
  await checkPage(page, '/user/services/form-marital-status?lang=sw', 360, (shown) =>
    expect(shown.getByLabel(/^Kwa nini unahitaji barua\?/)).toBeVisible(),
  );
  await expect(page.getByRole('button', { name: 'Hifadhi rasimu na uendelee' })).toBeVisible();
  await page.goto('/user/services/form-marital-status');
  await expect(page.getByLabel(/^Kwa nini unahitaji barua\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Badilisha lugha kuwa English' }).click();
  await expect(page.getByLabel(/^Why do you need the letter\?/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user/services/form-marital-status?lang=sw');
  await expect(page.getByLabel(/^Kwa nini unahitaji barua\?/)).toBeVisible();
});
