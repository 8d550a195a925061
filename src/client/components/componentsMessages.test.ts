import { describe, expect, it } from 'vitest';
import { componentsEn } from '../i18n/components.en.js';
import {
  PHONE_INVALID_MESSAGE,
  PHONE_NOT_ALLOWED_MESSAGE,
  PHONE_PARSE_ERROR_MESSAGES,
  PHONE_PLACEHOLDER,
} from '../../shared/phone.js';
import { APPLICATION_STATUSES, TOAST_PREFIXES } from '../../shared/statuses.js';

/** The English texts must stay the seed's texts, which src/shared also holds. */
describe('components.en', () => {
  const { components } = componentsEn;

  it('repeats the shared phone texts exactly', () => {
    expect(components.phone.errors).toEqual(PHONE_PARSE_ERROR_MESSAGES);
    expect(components.phone.invalid).toBe(PHONE_INVALID_MESSAGE);
    expect(components.phone.notAllowed).toBe(PHONE_NOT_ALLOWED_MESSAGE);
    expect(components.phone.placeholder).toBe(PHONE_PLACEHOLDER);
  });

  it('repeats the toast prefixes exactly', () => {
    expect(components.toast.prefix).toEqual(TOAST_PREFIXES);
  });

  it('names every application status', () => {
    expect(Object.keys(components.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('holds the seed texts of sections 2 and 8', () => {
    expect(components.offline.offline).toBe('No internet connectivity. Check your network');
    expect(components.session).toMatchObject({
      title: 'Session expired',
      username: 'Username',
      password: 'Password',
      login: 'Login',
      cancel: 'Cancel',
      unauthorized: 'Incorrect username and password',
      network: 'Network Connection Error',
      reloaded: 'Session Reloaded',
    });
  });
});
