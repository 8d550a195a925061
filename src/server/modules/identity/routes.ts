import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needsOnboarding } from '../../../shared/accounts.js';
import { identityCheckInput, verifiedIdentityAnswer } from '../../../shared/contracts/auth.js';
import { callerOf } from '../../plugins/auth.js';
import { forbidden } from '../../plugins/errors.js';
import type { ProfileService } from '../accounts/profile.js';

export const IDENTITY_MESSAGES = {
  onlyOnboarding: 'The identity check is only for an individual account completing onboarding',
  alreadyOnboarded: 'Your identity is already verified: the identity check is only for onboarding',
  tooMany: 'Too many identity checks from this account.',
} as const;

/** How many identity checks (this route and onboarding together) one account may make in an hour. */
export const IDENTITY_CHECKS_PER_HOUR = 10;

/**
 * The rate limit of every route that asks the identity registry (this check, and onboarding, which
 * asks again): counted per account, not per address, so that accounts cannot be used to comb the
 * registry. The limit runs after authentication (the route's own onRequest hooks come first).
 */
export const identityCheckLimit = {
  max: IDENTITY_CHECKS_PER_HOUR,
  timeWindow: '1 hour',
  groupId: 'identity-check',
  keyGenerator: (request: FastifyRequest) => `account:${callerOf(request).userId}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `${IDENTITY_MESSAGES.tooMany} Try again in ${context.after}.`,
  }),
};

/** Only the caller onboarding is for (an individual without an ID number) may use the identity check. */
async function onboardingCallerOnly(request: FastifyRequest) {
  const caller = callerOf(request);
  if (needsOnboarding(caller)) return;
  throw forbidden(
    caller.accountType === 'INDIVIDUAL' ? IDENTITY_MESSAGES.alreadyOnboarded : IDENTITY_MESSAGES.onlyOnboarding,
  );
}

/** The seed's POST /{product}/verify with product = iprs: the national identity check of onboarding. */
export default async function identityRoutes(app: FastifyInstance, opts: { profiles: ProfileService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/iprs/verify',
    {
      onRequest: [app.authenticate, onboardingCallerOnly],
      config: { rateLimit: identityCheckLimit },
      schema: {
        tags: ['identity'],
        summary: "Onboarding: checks an individual account's national ID against the identity registry",
        security: [{ bearer: [] }],
        body: identityCheckInput,
        response: { 200: verifiedIdentityAnswer },
      },
    },
    async (request) => ({ data: await opts.profiles.verifyIdentity(request.body) }),
  );
}
