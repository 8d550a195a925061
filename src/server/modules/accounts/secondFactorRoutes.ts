import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageAnswer,
  secondFactorCodeInput,
  secondFactorOnAnswer,
  secondFactorStartAnswer,
  secondFactorStatusAnswer,
} from '../../../shared/contracts/auth.js';
import { callerOf } from '../../plugins/auth.js';
import type { SecondFactorService } from './secondFactorService.js';

/** The caller's own second factor (issue 23): its state, turning it on (two steps) and off. */
export default async function secondFactorRoutes(app: FastifyInstance, opts: { secondFactor: SecondFactorService }) {
  const { secondFactor } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Turning it on is what a staff member without one may do (the rest of the back office waits for it).
  const setUp = { duringSecondFactorSetUp: true };
  const limited = { ...setUp, rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };
  const tags = ['accounts'];
  const security = [{ bearer: [] }];

  r.get(
    '/users/me/second-factor',
    {
      onRequest: app.authenticate,
      config: setUp,
      schema: { tags, security, response: { 200: secondFactorStatusAnswer } },
    },
    async (request) => ({ data: await secondFactor.status(callerOf(request)) }),
  );
  r.post(
    '/users/me/second-factor',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Starts turning on the second factor: a new secret, its otpauth address and QR code',
        response: { 200: secondFactorStartAnswer },
      },
    },
    async (request) => ({ data: await secondFactor.start(callerOf(request)) }),
  );
  r.post(
    '/users/me/second-factor/confirm',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Turns the second factor on with a first right code; answers the recovery codes once',
        body: secondFactorCodeInput,
        response: { 200: secondFactorOnAnswer },
      },
    },
    async (request) => ({ data: await secondFactor.confirm(callerOf(request), request.body.code) }),
  );
  r.post(
    '/users/me/second-factor/off',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: { tags, security, body: secondFactorCodeInput, response: { 200: messageAnswer } },
    },
    async (request) => ({ data: await secondFactor.turnOff(callerOf(request), request.body.code) }),
  );
}
