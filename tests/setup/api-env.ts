/** The configuration of the API tests' app (tests/api/helpers.ts) and of the seed made for it (api-global.ts). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  AUTH_RATE_LIMIT: '1000',
} as const;
