import type { Locator, Page } from '@playwright/test';

/** Steps of the notice form shared by the citizen spec and the whole journey. */

export async function typePhoneIn(scope: Locator, label: string, digits: string) {
  const input = scope.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits);
}

export async function typeDate(scope: Page | Locator, label: string, ddmmyyyy: string) {
  // Start in the day section: a click in the middle of the field may land in the month or the year.
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(ddmmyyyy);
}

export const randomId = () => String(20_000_000 + Math.floor(Math.random() * 70_000_000));
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`) });

export async function fillParty(page: Page, p: { first: string; last: string; id: string; dob: string; sex: 'F' | 'M'; phone: string; email: string }) {
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  await page.getByLabel('Identity document').selectOption('NATIONAL_ID');
  await page.getByLabel('Document number').fill(p.id);
  await page.getByLabel('Nationality').selectOption('KE');
  await typeDate(page, 'Date of birth', p.dob);
  await page.getByLabel('Sex').selectOption(p.sex);
  await page.getByLabel('Condition').selectOption('NEVER_MARRIED');
  await page.getByLabel('Occupation').fill('Teacher');
  await page.getByLabel('District of residence').selectOption('047');
  await page.getByLabel("Father's full name").fill(`Joseph ${p.last}`);
  await page.getByLabel("Mother's full name").fill(`Mary ${p.last}`);
  await typePhoneIn(page.locator('main'), 'Phone number', p.phone);
  await page.getByLabel('E-mail address').fill(p.email);
}

