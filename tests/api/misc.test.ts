import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import {
  call,
  expectNothingWritten,
  get,
  post,
  registerUser,
  PRODUCTION_KEYS,
  PRODUCTION_PAYMENTS,
  registrationCodes,
  rowCounts,
  testContext,
} from './helpers.js';

/** GET /api/geo/country, GET /api/dev/outbox, and what every route does with broken requests. */

describe('GET /api/geo/country', () => {
  it('answers the configured default (KE) without a geolocation header', async () => {
    const { app } = await testContext();
    const response = await get(app, 'geo/country');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { country: 'KE', source: 'config' } });
  });

  it("answers the load balancer's country header", async () => {
    const { app } = await testContext();
    for (const [header, value] of [
      ['cf-ipcountry', 'UG'],
      ['cf-ipcountry', ' ug '],
      ['x-country-code', 'UG'],
      ['cloudfront-viewer-country', 'UG'],
    ]) {
      const response = await get(app, 'geo/country', { headers: { [header]: value } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { country: 'UG', source: 'header' } });
    }
  });

  it('falls back to KE for an invalid header value', async () => {
    const { app } = await testContext();
    for (const value of ['XX', 'T1', 'UGA', '', '<script>']) {
      const response = await get(app, 'geo/country', { headers: { 'cf-ipcountry': value } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { country: 'KE', source: 'config' } });
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the latest notifications with the code read out of each, newest first', async () => {
    const { app } = await testContext();
    const user = await registerUser(app);
    const codes = await registrationCodes(app, user);
    const response = await get(app, `dev/outbox?recipient=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        channel: 'EMAIL',
        recipient: user.email,
        kind: 'REGISTRATION_CODE',
        code: codes.email,
        status: expect.stringMatching(/^(QUEUED|SENT)$/),
      }),
    ]);
    const latest = await get(app, 'dev/outbox?limit=2');
    expect(latest.status).toBe(200);
    expect(latest.body.data).toHaveLength(2);
    expect(latest.body.data[0].id).toBeGreaterThan(latest.body.data[1].id);
  });

  it('refuses a bad limit with 400', async () => {
    const { app } = await testContext();
    for (const limit of ['0', '201', 'many']) {
      const response = await get(app, `dev/outbox?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(Object.keys(response.body.errors)).toEqual(['limit']);
    }
  });

  it('does not exist in production', async () => {
    const { database } = await testContext();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/marriages-api-tests',
      JWT_SECRET: 'production-secret-production-secret-0123456789',
      PUBLIC_URL: 'https://marriages.example.test',
      ...PRODUCTION_PAYMENTS,
      ...PRODUCTION_KEYS,
    });
    const production = await buildApp({ config, database });
    try {
      const response = await call(production, { method: 'GET', url: '/api/dev/outbox' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('No such API route: GET /api/dev/outbox');
    } finally {
      await production.close();
    }
  });
});

describe('broken requests', () => {
  it('answers malformed JSON with 400 and a message, never 500, and writes nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const path of [
      'users/auth/register',
      'users/auth/login',
      'users/auth/verify-otp',
      'users/refresh-token',
      'users/auth/logout',
    ]) {
      const response = await post(app, path, '{"phoneOrEmail": "citizen@demo.test",', {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      });
    }
    await expectNothingWritten(before);
  });

  it('answers an empty JSON body with 400 and a message', async () => {
    const { app } = await testContext();
    const response = await post(app, 'users/auth/login', '', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "Body cannot be empty when content-type is set to 'application/json'",
    });
  });

  it('answers a missing body, a JSON array and a plain-text body with 400 "The request body is missing or malformed"', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const paths = [
      'users/auth/register',
      'users/auth/verify-otp',
      'users/auth/set-password',
      'users/auth/activate-email',
      'users/auth/activate-phone',
      'users/auth/request-reset-password-token',
      'users/auth/reset-password',
      'users/auth/login',
      'users/refresh-token',
    ];
    for (const path of paths) {
      for (const [payload, headers] of [
        [undefined, {}],
        ['[1,2]', { 'content-type': 'application/json' }],
        ['hello', { 'content-type': 'text/plain' }],
      ] as const) {
        const response = await post(app, path, payload, { headers });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('The request body is missing or malformed');
        expect(Object.keys(response.body.errors)).toEqual(['body']);
      }
    }
    await expectNothingWritten(before);
  });

  it('answers an unsupported content type with 415', async () => {
    const { app } = await testContext();
    const response = await post(app, 'users/auth/login', '<login/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.status).toBe(415);
    expect(response.body.statusCode).toBe(415);
    expect(response.body.error).toBe('Unsupported Media Type');
    expect(typeof response.body.message).toBe('string');
  });

  it('answers a body over 1 MB with 413', async () => {
    const { app } = await testContext();
    const response = await post(
      app,
      'users/auth/login',
      JSON.stringify({ phoneOrEmail: 'x'.repeat(1_100_000), password: 'x' }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file or request is too large',
    });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const { app } = await testContext();
    const cases: [string, string][] = [
      ['GET', '/api/nope'],
      ['POST', '/api/users/auth/nope?x=1'],
      ['GET', '/api/users/auth/login'],
      ['DELETE', '/api/users/me'],
    ];
    for (const [method, url] of cases) {
      const response = await call(app, { method: method as 'GET', url });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `No such API route: ${method} ${url.split('?')[0]}`,
      });
    }
  });

  it('answers the health check', async () => {
    const { app, database } = await testContext();
    const response = await get(app, 'health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        status: 'ok',
        database: database.kind,
        worker: 1,
        pid: process.pid,
        scheduler: expect.any(Boolean),
        sweeps: expect.any(Number),
      },
    });
  });
});
