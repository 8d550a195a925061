import type { FastifyInstance } from 'fastify';
import { devClockRoutes } from '../calendar/routes.js';
import { demoSignupCodeRoutes, testOutboxRoutes } from './routes.js';

/** What only tests and demos use, each behind its setting: the test clock and outbox, the demo's sign-up codes. */
export default async function devModule(app: FastifyInstance) {
  // The test clock and the whole outbox: only for the test configuration (the API and e2e test
  // servers), never in development or production, where nothing unauthenticated reveals a code.
  if (app.config.NODE_ENV === 'test') {
    await app.register(devClockRoutes, { sweep: () => app.lapsing.run() });
    await app.register(testOutboxRoutes);
  }
  // Sign-up codes of accounts without a password, for a demo: explicit, and refused in production by config.ts.
  if (app.config.DEMO_SIGNUP_CODES === 'on' && !app.config.isProduction) await app.register(demoSignupCodeRoutes);
}
