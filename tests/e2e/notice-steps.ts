import type { Locator, Page } from './fixtures.js';

/** Steps of the notice form shared by the citizen spec and the whole journey. */

export async function typePhoneIn(scope: Locator, label: string, digits: string) {
  const input = scope.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits);
}

export async function typeDate(scope: Page | Locator, label: string, ddmmyyyy: string) {
  const group = scope.getByRole('group', { name: label });
  const page = 'keyboard' in scope ? scope : scope.page();
  const want = [ddmmyyyy.slice(0, 2), ddmmyyyy.slice(2, 4), ddmmyyyy.slice(4)];
  // On a busy machine a keystroke can land while the field re-renders: the sections are read back
  // and the date typed again if one is not what was typed.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Start in the day section: a click in the middle of the field may land in the month or the year.
    await group.getByRole('spinbutton').first().click();
    await page.keyboard.type(ddmmyyyy, { delay: attempt * 30 });
    const sections = (await group.getByRole('spinbutton').allTextContents()).map((t) => t.replace(/[^0-9]/g, ''));
    if (sections.join('-') === want.join('-')) return;
  }
  throw new Error(`The date field "${label}" did not take ${want.join('-')}`);
}

export const randomId = () => String(20_000_000 + Math.floor(Math.random() * 70_000_000));
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`),
});

export async function fillParty(
  page: Page,
  p: { first: string; last: string; id: string; dob: string; sex: 'F' | 'M'; phone: string; email: string },
) {
  await page.getByLabel('First name').fill(p.first);
  // Party A arrives with the signed-in person's verified names: this party has none in the middle.
  await page.getByLabel('Middle name').fill('');
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

/** The notice form's witnesses step: the two demo witnesses, a random ID number each, their phones' digits after +254. */
export async function fillNoticeWitnesses(page: Page, phones: readonly [string, string]) {
  for (const [index, name] of [
    [1, 'Peter Kamau'],
    [2, 'Grace Achieng'],
  ] as const) {
    const group = page.getByRole('group', { name: `Witness ${index}` });
    await group.getByLabel('Full name').fill(name);
    await group.getByLabel('ID number').fill(randomId());
    await typePhoneIn(group, 'Phone number', phones[index - 1]);
  }
}
