import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { LANGUAGE_MESSAGE } from '../../src/shared/contracts/auth.js';
import {
  auditActions,
  call,
  expectNothingWritten,
  get,
  post,
  rowCounts,
  signedInUser,
  signIn,
  testContext,
  userRow,
} from './helpers.js';

/** PUT /api/profile/language, and the language of the API's messages by Accept-Language. */

const setLanguage = (app: Parameters<typeof call>[0], token: string | undefined, payload: unknown, language?: string) =>
  call(app, {
    method: 'PUT',
    url: '/api/profile/language',
    payload: payload as object,
    token,
    headers: language ? { 'accept-language': language } : {},
  });

describe('PUT /api/profile/language', () => {
  it("sets the language of the caller's own account in one step with its audit event; the profile answers it", async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    expect((await get(app, 'users/me', { token: user.token })).body.data.locale).toBe('en');
    const before = await rowCounts();
    const response = await setLanguage(app, user.token, { locale: 'sw' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ userId: user.userId, locale: 'sw' });
    expect((await userRow(user.userId)).locale).toBe('sw');
    expect((await get(app, 'users/me', { token: user.token })).body.data.locale).toBe('sw');
    expect(await auditActions(user.userId)).toContain('account.language-changed');
    expect((await rowCounts()).auditEvents).toBe(before.auditEvents + 1);
    // Choosing the language it already has changes nothing and records nothing.
    const again = await rowCounts();
    expect((await setLanguage(app, user.token, { locale: 'sw' })).status).toBe(200);
    await expectNothingWritten(again);
    expect((await setLanguage(app, user.token, { locale: 'en' })).body.data.locale).toBe('en');
  });

  it('answers 400 for a language the portal does not speak, in the language asked for, and writes nothing', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const before = await rowCounts();
    const english = await setLanguage(app, user.token, { locale: 'fr' });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ message: VALIDATION_MESSAGE, errors: { locale: LANGUAGE_MESSAGE } });
    const swahili = await setLanguage(app, user.token, { locale: 'fr' }, 'sw');
    expect(swahili.status).toBe(400);
    expect(swahili.body).toMatchObject({
      message: 'Tafadhali sahihisha sehemu zilizoangaziwa',
      errors: { locale: 'Chagua Kiingereza au Kiswahili' },
    });
    expect((await setLanguage(app, user.token, { locale: 'sw', userId: user.userId })).status).toBe(400);
    await expectNothingWritten(before);
    expect((await userRow(user.userId)).locale).toBe('en');
  });

  it('needs a signed-in caller', async () => {
    const { app } = await testContext();
    const response = await setLanguage(app, undefined, { locale: 'sw' }, 'sw');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Ingia ili kuendelea');
  });
});

describe("the language of the API's messages (Accept-Language)", () => {
  it('answers a 400 of the shared rules in Swahili when asked, and in English otherwise', async () => {
    const { app } = await testContext();
    const payload = { phoneOrEmail: 'someone@example.test', password: '' };
    const english = await post(app, 'users/auth/login', payload);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ message: VALIDATION_MESSAGE, errors: { password: 'Enter your password' } });
    const withEnglish = await post(app, 'users/auth/login', payload, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(withEnglish.body.errors).toEqual(english.body.errors);
    const swahili = await post(app, 'users/auth/login', payload, { headers: { 'accept-language': 'sw' } });
    expect(swahili.status).toBe(400);
    expect(swahili.body).toMatchObject({
      message: 'Tafadhali sahihisha sehemu zilizoangaziwa',
      errors: { password: 'Weka nenosiri lako' },
    });
    // sw-KE counts as Swahili; a language the portal does not speak falls back to English.
    expect(
      (await post(app, 'users/auth/login', payload, { headers: { 'accept-language': 'sw-KE' } })).body.errors.password,
    ).toBe('Weka nenosiri lako');
    expect(
      (await post(app, 'users/auth/login', payload, { headers: { 'accept-language': 'fr' } })).body.errors.password,
    ).toBe('Enter your password');
  });

  it('answers a 403 in Swahili when asked, and in English otherwise', async () => {
    const { app } = await testContext();
    const { token } = await signIn(app, 'citizen@demo.test');
    const english = await get(app, 'civil-marriages', { token });
    expect(english.status).toBe(403);
    expect(english.body.message).toBe('Your role cannot see the marriage register');
    const swahili = await get(app, 'civil-marriages', { token, headers: { 'accept-language': 'sw' } });
    expect(swahili.status).toBe(403);
    expect(swahili.body.message).toBe('Wadhifa wako hauruhusu kuona rejista ya ndoa');
  });

  it('answers a failed sign-in in the language asked for', async () => {
    const { app } = await testContext();
    const payload = { phoneOrEmail: 'nobody-here@example.test', password: 'Wrong-pass-2026' };
    expect((await post(app, 'users/auth/login', payload)).body.message).toBe(AUTH_MESSAGES.badCredentials);
    expect(
      (await post(app, 'users/auth/login', payload, { headers: { 'accept-language': 'sw' } })).body.message,
    ).toMatch(/^Anwani ya barua pepe au nambari ya simu, au nenosiri, si sahihi\./);
  });
});
