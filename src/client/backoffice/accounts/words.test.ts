import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider.js';
import { actionWords, changeLine, entityWords, fullName, humanise } from './words.js';

const translate = ((key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options)) as TranslateFunction;

describe('the audit log in words', () => {
  it('says roles, statuses, times, days, booleans and empty values as people read them', () => {
    expect(changeLine(translate, { field: 'staffRole', before: 'OFFICER', after: 'REGISTRAR_GENERAL' })).toBe(
      'Role: Registration officer → Registrar General',
    );
    expect(changeLine(translate, { field: 'status', before: 'ACTIVE', after: 'DISABLED' })).toBe(
      'Status: Active → Disabled',
    );
    expect(changeLine(translate, { field: 'district', before: null, after: 'Nakuru' })).toBe(
      'District: (empty) → Nakuru',
    );
    expect(changeLine(translate, { field: 'lockedUntil', before: '2026-11-24T20:30:00.000Z', after: null })).toBe(
      'Locked until: 24-11-2026 23:30 → (empty)',
    );
    expect(changeLine(translate, { field: 'active', before: true, after: false })).toBe('In use: Yes → No');
    expect(changeLine(translate, { field: 'validFrom', before: '2026-01-01', after: '2026-12-31' })).toBe(
      'Valid from: 01-01-2026 → 31-12-2026',
    );
    expect(changeLine(translate, { field: 'serviceCode', before: null, after: 'CERTIFIED_COPY' })).toBe(
      'Service: (empty) → Certified copy',
    );
    // A field the audit has no words of its own for reads as the settings forms label it.
    expect(changeLine(translate, { field: 'signatoryName', before: null, after: 'Esther Wambui' })).toBe(
      'Signatory name: (empty) → Esther Wambui',
    );
    expect(changeLine(translate, { field: 'slotMinutes', before: 30, after: 45 })).toBe(
      'Slot length (minutes): 30 → 45',
    );
    // Issue 20 #11: a sign-in records its attempt; nothing changed from "(empty)".
    expect(changeLine(translate, { field: 'attempt', before: null, after: 1 })).toBe('Attempt: 1');
  });

  it("says a changed field in Swahili on a Swahili page, from the settings forms' labels too", async () => {
    await i18nProvider.changeLocale('sw');
    try {
      const line = changeLine(translate, { field: 'signatoryName', before: null, after: 'Esther Wambui' });
      expect(line).toMatch(/ → Esther Wambui$/);
      expect(line).not.toContain('Signatory name');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('names actions and tables in words, with a fallback for a change it has no words for', () => {
    expect(actionWords(translate, 'account.disabled')).toBe('Account disabled');
    expect(actionWords(translate, 'settings.updated')).toBe('Setting changed');
    expect(actionWords(translate, 'something.new')).toBe('Other change');
    expect(entityWords(translate, 'service-costs')).toBe('Service costs');
    expect(entityWords(translate, 'user')).toBe('Account');
    expect(entityWords(translate, 'marriage-configs')).toBe('Marriage rules');
    expect(entityWords(translate, 'certificate_stamp')).toBe('Certificate stamp');
    expect(humanise('maxWeeklyBookings')).toBe('Max weekly bookings');
    expect(fullName({ firstName: 'Neema', middleName: null, lastName: 'Chepkemoi' })).toBe('Neema Chepkemoi');
  });
});
