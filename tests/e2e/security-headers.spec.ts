import { expect, test, type Page } from './fixtures.js';
import { signInThroughUi } from './support.js';

/** Every Content-Security-Policy violation the page reports, as the browser words it. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the built portal under its Content-Security-Policy', () => {
  test('visitor pages load with the CSP and no violation', async ({ page }) => {
    const violations = collectViolations(page);
    for (const path of ['/', '/notices', '/services-prices', '/sign-in', '/verify/NOSUCHCODE']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root > *').first(), path).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('the staff area and the API documentation work under the CSP', async ({ page }) => {
    const violations = collectViolations(page);
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.waitForLoadState('networkidle');
    await page.goto('/api/docs');
    await expect(page.getByText('Marriages portal API').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the portal refuses to be framed by another page', async ({ page }) => {
    await page.goto('/terms-and-privacy-policy');
    const blocked = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/';
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      try {
        return frame.contentDocument?.getElementById('root')?.childElementCount ?? 0;
      } catch {
        return 0;
      }
    });
    expect(blocked).toBe(0);
  });
});
