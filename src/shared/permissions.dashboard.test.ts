import { describe, expect, it } from 'vitest';
import { canAccess, dashboardBlocksFor } from './permissions.js';

const staff = (staffRole: 'OFFICER' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER' | 'ADMIN' | 'FINANCE') => ({
  accountType: 'BACKOFFICE' as const,
  staffRole,
});

describe('dashboardBlocksFor (domain sections 1 and 9)', () => {
  it('gives each role its own blocks', () => {
    expect(dashboardBlocksFor(staff('OFFICER'))).toEqual(['queues', 'overdue']);
    expect(dashboardBlocksFor(staff('DIRECTOR'))).toEqual(['queues', 'overdue', 'escalations']);
    expect(dashboardBlocksFor(staff('REGISTRAR_GENERAL'))).toEqual(['queues', 'approvals', 'licences', 'trend']);
    expect(dashboardBlocksFor(staff('MINISTER'))).toEqual(['queues', 'approvals', 'licences', 'trend']);
    expect(dashboardBlocksFor(staff('FINANCE'))).toEqual(['revenue', 'failedPayments']);
    expect(dashboardBlocksFor(staff('ADMIN'))).toEqual(['accounts', 'settingsChanges']);
  });

  it('gives money only to those who read billing, accounts only to those who read accounts', () => {
    for (const role of ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'] as const) {
      const blocks = dashboardBlocksFor(staff(role));
      expect([role, blocks.includes('revenue')]).toEqual([
        role,
        blocks.includes('revenue') && canAccess(staff(role), { action: 'read', resource: 'billing' }),
      ]);
      expect([role, blocks.includes('accounts')]).toEqual([
        role,
        blocks.includes('accounts') && canAccess(staff(role), { action: 'read', resource: 'accounts' }),
      ]);
    }
  });

  it('gives citizens, organisations and staff without a role no dashboard', () => {
    expect(dashboardBlocksFor({ accountType: 'INDIVIDUAL', staffRole: null })).toEqual([]);
    expect(dashboardBlocksFor({ accountType: 'ORGANIZATION', staffRole: null })).toEqual([]);
    expect(dashboardBlocksFor({ accountType: 'BACKOFFICE', staffRole: null })).toEqual([]);
    expect(dashboardBlocksFor({ accountType: 'INDIVIDUAL', staffRole: 'FINANCE' })).toEqual([]);
  });
});
