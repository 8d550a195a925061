import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './accounts.js';
import { accessReasonRequired, canReadAccessLog } from './permissions.js';

const staff = (staffRole: (typeof STAFF_ROLES)[number], district: string | null = null) => ({
  accountType: 'BACKOFFICE' as const,
  staffRole,
  district,
});

describe('canReadAccessLog', () => {
  it('is for those who read the audit log: the administrator and the Registrar General', () => {
    expect(STAFF_ROLES.filter((role) => canReadAccessLog(staff(role)))).toEqual(['REGISTRAR_GENERAL', 'ADMIN']);
    expect(canReadAccessLog({ accountType: 'INDIVIDUAL', staffRole: null })).toBe(false);
  });
});

describe('accessReasonRequired', () => {
  const application = { section: 'marriage-registrations' as const, district: '047' };
  it('asks staff who cannot work on the record why they open it', () => {
    expect(accessReasonRequired(staff('ADMIN'), application)).toBe(true);
    expect(accessReasonRequired(staff('MINISTER'), application)).toBe(true);
    expect(accessReasonRequired(staff('FINANCE'), null)).toBe(true);
    // Another district's officer.
    expect(accessReasonRequired(staff('OFFICER', '001'), application)).toBe(true);
  });
  it('does not ask staff working on it, nor the person themselves', () => {
    expect(accessReasonRequired(staff('OFFICER', '047'), application)).toBe(false);
    expect(accessReasonRequired(staff('REGISTRAR_GENERAL'), application)).toBe(false);
    expect(accessReasonRequired(staff('DIRECTOR'), null)).toBe(false);
    expect(accessReasonRequired({ accountType: 'INDIVIDUAL', staffRole: null }, application)).toBe(false);
  });
});
