import { describe, expect, it } from 'vitest';
import { canAccess, canRemindMissingReturns, sectionsFor, staffMayComment } from './permissions.js';

const staff = (staffRole: 'OFFICER' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER' | 'ADMIN' | 'FINANCE') => ({
  accountType: 'BACKOFFICE' as const,
  staffRole,
});

describe('canAccess (domain section 1)', () => {
  it('lets officers work the queues but not settings or accounts', () => {
    expect(canAccess(staff('OFFICER'), { action: 'work', resource: 'marriage-registrations' })).toBe(true);
    expect(canAccess(staff('OFFICER'), { action: 'write', resource: 'settings' })).toBe(false);
    expect(canAccess(staff('OFFICER'), { action: 'read', resource: 'accounts' })).toBe(false);
  });
  it('lets the admin change settings and accounts but approve nothing', () => {
    expect(canAccess(staff('ADMIN'), { action: 'write', resource: 'accounts' })).toBe(true);
    expect(canAccess(staff('ADMIN'), { action: 'work', resource: 'marriage-registrations' })).toBe(false);
  });
  it('keeps finance to billing', () => {
    expect(canAccess(staff('FINANCE'), { action: 'write', resource: 'billing' })).toBe(true);
    expect(sectionsFor(staff('FINANCE'))).not.toContain('marriage-registrations');
  });
  it('gives the minister only licence queues to work', () => {
    expect(canAccess(staff('MINISTER'), { action: 'work', resource: 'special-licenses' })).toBe(true);
    expect(canAccess(staff('MINISTER'), { action: 'work', resource: 'marriage-registrations' })).toBe(false);
  });
  it('lets only the admin and the Registrar General read the audit log, and nobody change it', () => {
    const readers = (['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'] as const).filter(
      (role) => canAccess(staff(role), { action: 'read', resource: 'audit' }),
    );
    expect(readers).toEqual(['REGISTRAR_GENERAL', 'ADMIN']);
    expect(canAccess(staff('ADMIN'), { action: 'write', resource: 'audit' })).toBe(false);
    expect(sectionsFor(staff('REGISTRAR_GENERAL'))).toContain('audit');
    expect(canAccess({ accountType: 'INDIVIDUAL', staffRole: null }, { action: 'read', resource: 'audit' })).toBe(
      false,
    );
  });
  it('lets only the admin read or manage accounts', () => {
    const readers = (['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'] as const).filter(
      (role) => canAccess(staff(role), { action: 'read', resource: 'accounts' }),
    );
    expect(readers).toEqual(['ADMIN']);
  });
  it('gives nothing to citizens and institutions', () => {
    expect(canAccess({ accountType: 'INDIVIDUAL', staffRole: null }, { action: 'read', resource: 'dashboard' })).toBe(
      false,
    );
    expect(
      canAccess({ accountType: 'ORGANIZATION', staffRole: 'ADMIN' }, { action: 'read', resource: 'dashboard' }),
    ).toBe(false);
  });
});

describe('staffMayComment: who comments on an application as staff', () => {
  const letter = { section: 'marital-status' as const, district: '047' };
  it('those who work its section do; the read-only administrator, finance and the minister do not', () => {
    const commenters = (['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'] as const).filter(
      (role) => staffMayComment(staff(role), letter),
    );
    expect(commenters).toEqual(['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL']);
  });
  it("a district's staff only on their district's applications", () => {
    expect(staffMayComment({ ...staff('OFFICER'), district: '047' }, letter)).toBe(true);
    expect(staffMayComment({ ...staff('OFFICER'), district: '032' }, letter)).toBe(false);
    expect(staffMayComment({ ...staff('OFFICER'), district: null }, letter)).toBe(true);
  });
  it('nobody outside the back office', () => {
    expect(staffMayComment({ accountType: 'INDIVIDUAL', staffRole: null }, letter)).toBe(false);
  });
});

describe('canRemindMissingReturns: the nationwide reminders', () => {
  it('national staff who work the returns send them; a district officer, the administrator and finance do not', () => {
    expect(canRemindMissingReturns({ ...staff('OFFICER'), district: null })).toBe(true);
    expect(canRemindMissingReturns({ ...staff('REGISTRAR_GENERAL'), district: null })).toBe(true);
    expect(canRemindMissingReturns({ ...staff('OFFICER'), district: '032' })).toBe(false);
    expect(canRemindMissingReturns({ ...staff('ADMIN'), district: null })).toBe(false);
    expect(canRemindMissingReturns({ ...staff('FINANCE'), district: null })).toBe(false);
  });
});
