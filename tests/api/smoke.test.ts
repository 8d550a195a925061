import { describe, expect, it } from 'vitest';
import { call, signIn, testContext } from './helpers.js';

describe('the API', () => {
  it('signs in a demo citizen and answers the profile', async () => {
    const { app } = await testContext();
    const { token } = await signIn(app, 'citizen@demo.test');
    expect(token.startsWith('Bearer ')).toBe(true);
    const me = await call(app, { method: 'GET', url: '/api/users/me', token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ accountType: 'INDIVIDUAL', idNumber: '27583910', email: 'citizen@demo.test' });
  });
});
