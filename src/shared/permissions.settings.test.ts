import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from './accounts.js';
import { canAccess, canReadSetting, canWriteSetting, MONEY_SETTINGS, SETTINGS } from './permissions.js';

const staff = (staffRole: StaffRole) => ({ accountType: 'BACKOFFICE' as const, staffRole });

describe('canWriteSetting / canReadSetting', () => {
  it('lets the admin write every setting', () => {
    for (const setting of SETTINGS) expect(canWriteSetting(staff('ADMIN'), setting)).toBe(true);
  });
  it('lets finance write the money settings only', () => {
    for (const setting of SETTINGS)
      expect(canWriteSetting(staff('FINANCE'), setting)).toBe(MONEY_SETTINGS.includes(setting));
    expect(canWriteSetting(staff('FINANCE'), 'service-costs')).toBe(true);
    expect(canWriteSetting(staff('FINANCE'), 'marriage-rooms')).toBe(false);
  });
  it('lets no other role write settings', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'ADMIN' && r !== 'FINANCE')) {
      for (const setting of SETTINGS) expect(canWriteSetting(staff(role), setting)).toBe(false);
    }
  });
  it('lets every staff member read settings through the API, and nobody else', () => {
    for (const role of STAFF_ROLES) expect(canReadSetting(staff(role))).toBe(true);
    expect(canReadSetting({ accountType: 'INDIVIDUAL', staffRole: null })).toBe(false);
    expect(canReadSetting({ accountType: 'ORGANIZATION', staffRole: null })).toBe(false);
    expect(canWriteSetting({ accountType: 'ORGANIZATION', staffRole: 'FINANCE' }, 'billables')).toBe(false);
  });
  it('shows the settings pages to the roles that may read the settings section', () => {
    const readers = STAFF_ROLES.filter((role) => canAccess(staff(role), { action: 'read', resource: 'settings' }));
    expect(readers).toEqual(['REGISTRAR_GENERAL', 'ADMIN', 'FINANCE']);
  });
});

describe('canOpenSettingsPage', () => {
  it('opens the settings pages to the settings readers, for writing as canWriteSetting says', async () => {
    const { canOpenSettingsPage } = await import('./permissions.js');
    expect(canOpenSettingsPage(staff('FINANCE'), 'service-costs', 'write')).toBe(true);
    expect(canOpenSettingsPage(staff('FINANCE'), 'diocese', 'read')).toBe(true);
    expect(canOpenSettingsPage(staff('FINANCE'), 'diocese', 'write')).toBe(false);
    expect(canOpenSettingsPage(staff('REGISTRAR_GENERAL'), 'marriage-rooms', 'read')).toBe(true);
    expect(canOpenSettingsPage(staff('REGISTRAR_GENERAL'), 'marriage-rooms', 'write')).toBe(false);
    expect(canOpenSettingsPage(staff('ADMIN'), 'marriage-rooms', 'write')).toBe(true);
    expect(canOpenSettingsPage(staff('OFFICER'), 'marriage-rooms', 'read')).toBe(false);
    expect(canOpenSettingsPage(staff('ADMIN'), 'no-such-page', 'read')).toBe(false);
    expect(canOpenSettingsPage(staff('ADMIN'), 'toString', 'read')).toBe(false);
  });
});

describe('the certificate stamp: a setting of the Registrar General', () => {
  it('only the Registrar General writes it (not the ADMIN, who writes every other setting)', async () => {
    const { canOpenSettingsPage, OWN_SETTINGS } = await import('./permissions.js');
    expect(OWN_SETTINGS['certificate-stamps']).toBe('REGISTRAR_GENERAL');
    expect(canWriteSetting(staff('REGISTRAR_GENERAL'), 'certificate-stamps')).toBe(true);
    for (const role of ['ADMIN', 'FINANCE', 'OFFICER', 'DIRECTOR', 'MINISTER'] as const)
      expect(canWriteSetting(staff(role), 'certificate-stamps')).toBe(false);
    expect(canWriteSetting({ accountType: 'INDIVIDUAL', staffRole: 'REGISTRAR_GENERAL' }, 'certificate-stamps')).toBe(
      false,
    );
    // The Registrar General writes no other setting.
    for (const setting of SETTINGS) expect(canWriteSetting(staff('REGISTRAR_GENERAL'), setting)).toBe(false);
    expect(canOpenSettingsPage(staff('REGISTRAR_GENERAL'), 'certificate-stamp', 'write')).toBe(true);
    expect(canOpenSettingsPage(staff('ADMIN'), 'certificate-stamp', 'read')).toBe(true);
    expect(canOpenSettingsPage(staff('ADMIN'), 'certificate-stamp', 'write')).toBe(false);
    expect(canOpenSettingsPage(staff('FINANCE'), 'certificate-stamp', 'read')).toBe(true);
    expect(canOpenSettingsPage(staff('FINANCE'), 'certificate-stamp', 'write')).toBe(false);
    expect(canOpenSettingsPage(staff('OFFICER'), 'certificate-stamp', 'read')).toBe(false);
  });
});
