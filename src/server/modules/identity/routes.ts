import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityCheckInput } from '../../../shared/contracts/auth.js';
import { envelope } from '../../../shared/contracts/common.js';
import type { ProfileService } from '../accounts/profile.js';

const verifiedIdentity = z.object({
  verified: z.literal(true),
  idNumber: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  sex: z.enum(['F', 'M']),
  citizenship: z.string(),
});

/** The seed's POST /{product}/verify with product = iprs: the national identity check. */
export default async function identityRoutes(app: FastifyInstance, opts: { profiles: ProfileService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/iprs/verify', {
    onRequest: app.authenticate,
    config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
    schema: { tags: ['identity'], security: [{ bearer: [] }], body: identityCheckInput, response: { 200: envelope(verifiedIdentity) } },
  }, async (request) => ({ data: await opts.profiles.verifyIdentity(request.body) }));
}
