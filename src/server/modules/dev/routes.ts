import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestNotifications, signUpCodesOf } from './repository.js';
import { hashCode } from '../accounts/codes.js';
import { findUserByIdentifier } from '../accounts/repository.js';

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? null;

/**
 * Only under NODE_ENV=test (the API and end-to-end test servers): the latest notifications with the
 * code read out of each, whoever they went to. Never registered in development or production, where
 * codes are read in the server log (the log transport) or, for sign-up only, through the demo route.
 */
export async function testOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({
          recipient: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
      },
    },
    async (request) => {
      const { recipient, limit } = request.query;
      const rows = await latestNotifications(app.db, recipient, limit);
      return { data: rows.map((row) => ({ ...row, code: codeIn(row.body) })) };
    },
  );
}

const signupCode = z.object({
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  code: z.string(),
  createdAt: z.date(),
});

/**
 * DEMO_SIGNUP_CODES=on only (refused in production by the configuration): the sign-up codes of one
 * account that has not set a password yet, so that a person trying the portal without SMS or e-mail
 * can finish signing up. Nothing else: no password-reset or contact-change codes, no staff accounts,
 * no account that already has a password, so it cannot be used to take over a working account.
 */
export async function demoSignupCodeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/demo/signup-codes',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['development'],
        summary: 'Demo only: the sign-up codes of an account that has not set its password',
        querystring: z.object({
          recipient: z
            .string({ error: 'Enter the e-mail address or phone number you signed up with' })
            .trim()
            .min(3)
            .max(254),
        }),
        response: { 200: z.object({ data: z.array(signupCode) }) },
      },
    },
    async (request) => {
      const user = await findUserByIdentifier(app.db, request.query.recipient, app.config.DEFAULT_COUNTRY);
      if (!user || user.accountType === 'BACKOFFICE' || user.status !== 'PENDING' || user.passwordHash)
        return { data: [] };
      const { live, rows } = await signUpCodesOf(app.db, user.id, app.clock.now());
      const usable = new Set(live);
      // Only codes that still work: not used, not replaced by a newer one, not expired.
      const data = rows.flatMap((row) => {
        const code = codeIn(row.body);
        return code && usable.has(hashCode(app.config.jwtSecret, code))
          ? [{ channel: row.channel, recipient: row.recipient, code, createdAt: row.createdAt }]
          : [];
      });
      return { data };
    },
  );
}
