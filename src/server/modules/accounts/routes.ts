import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessTokenAnswer,
  activateEmailInput,
  activatePhoneInput,
  createStaffInput,
  languageInput,
  loggedInAnswer,
  loginInput,
  logoutInput,
  messageAnswer,
  onboardInput,
  otpVerifiedAnswer,
  profileAnswer,
  refreshInput,
  registeredAnswer,
  registerInput,
  resetPasswordInput,
  resetRequestInput,
  setPasswordInput,
  updateContactsInput,
  verifyOtpInput,
} from '../../../shared/contracts/auth.js';
import { canSetLanguage } from '../../../shared/permissions.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { forbidden } from '../../plugins/errors.js';
import { identityCheckLimit } from '../identity/routes.js';
import type { AccountsService } from './service.js';
import type { ProfileService } from './profile.js';
import { AUTH_MESSAGES } from './messages.js';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Onboarding is for individual accounts (the identity registry knows people, not institutions). */
async function individualsOnly(request: FastifyRequest) {
  if (callerOf(request).accountType !== 'INDIVIDUAL') throw forbidden(AUTH_MESSAGES.onlyIndividuals);
}

export default async function accountRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountsService; profiles: ProfileService },
) {
  const { accounts, profiles } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };
  const tags = ['accounts'];

  r.post(
    '/users/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign up; sends a one-time code by SMS and e-mail',
        body: registerInput,
        response: { 201: registeredAnswer },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await accounts.register(request.body, meta(request)) }),
  );

  r.post(
    '/users/auth/verify-otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Proves a sign-up code; answers a token for set-password',
        body: verifyOtpInput,
        response: { 200: otpVerifiedAnswer },
      },
    },
    async (request) => ({ data: await accounts.verifyOtp(request.body) }),
  );

  r.post(
    '/users/auth/set-password',
    { config: limited, schema: { tags, body: setPasswordInput, response: { 200: messageAnswer } } },
    async (request) => ({ data: await accounts.setPassword(request.body) }),
  );

  r.post(
    '/users/auth/activate-email',
    { config: limited, schema: { tags, body: activateEmailInput, response: { 200: messageAnswer } } },
    async (request) => ({ data: await accounts.activateChannel('EMAIL', request.body) }),
  );

  r.post(
    '/users/auth/activate-phone',
    { config: limited, schema: { tags, body: activatePhoneInput, response: { 200: messageAnswer } } },
    async (request) => ({ data: await accounts.activateChannel('SMS', request.body) }),
  );

  r.post(
    '/users/auth/request-reset-password-token',
    { config: limited, schema: { tags, body: resetRequestInput, response: { 200: messageAnswer } } },
    async (request) => ({ data: await accounts.requestPasswordReset(request.body.phoneOrEmail, meta(request)) }),
  );

  r.post(
    '/users/auth/reset-password',
    { config: limited, schema: { tags, body: resetPasswordInput, response: { 200: messageAnswer } } },
    async (request) => ({ data: await accounts.resetPassword(request.body) }),
  );

  // What a staff member who has not set up the second factor yet may still do: the set-up page's own calls.
  const setUp = { duringSecondFactorSetUp: true };

  r.post(
    '/users/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in; answers data.refreshToken (and data.deviceTrust when asked for with a code)',
        body: loginInput,
        response: { 200: loggedInAnswer },
      },
    },
    async (request) => ({ data: await accounts.login(request.body, meta(request)) }),
  );

  r.post(
    '/users/refresh-token',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT * 6, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Answers data.token, a "Bearer ..." access token',
        body: refreshInput,
        response: { 200: accessTokenAnswer },
      },
    },
    async (request) => ({ data: await accounts.refresh(request.body.refreshToken) }),
  );

  r.post(
    '/users/auth/logout',
    { config: setUp, schema: { tags, body: logoutInput, response: { 200: messageAnswer } } },
    async (request) => {
      let sessionId: string | null = null;
      let actorId: string | null = null;
      if (request.headers.authorization) {
        try {
          await app.authenticate(request, undefined as never);
          sessionId = request.caller?.sessionId ?? null;
          actorId = request.caller?.userId ?? null;
        } catch {
          // An expired token still signs out: the refresh token in the body is revoked below.
        }
      }
      return { data: await accounts.logout(sessionId, request.body?.refreshToken, actorId) };
    },
  );

  r.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      config: setUp,
      schema: { tags, security: [{ bearer: [] }], response: { 200: profileAnswer } },
    },
    async (request) => ({ data: await profiles.me(callerOf(request)) }),
  );

  r.put(
    '/profile/language',
    {
      onRequest: app.authenticate,
      config: setUp,
      schema: {
        tags,
        summary: "Sets the language of the caller's own account (en or sw): its e-mails, texts and documents follow it",
        security: [{ bearer: [] }],
        body: languageInput,
        response: { 200: profileAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!canSetLanguage(caller, caller.userId)) throw forbidden();
      return { data: await profiles.setLanguage(caller, request.body.locale) };
    },
  );

  r.post(
    '/users/register',
    {
      // Only an individual is onboarded: an organisation or a staff member is refused before the
      // identity check's limit counts the attempt (as /iprs/verify refuses them), so that their own
      // attempts never turn their answer into 429.
      onRequest: [app.authenticate, individualsOnly],
      // It asks the identity registry too: the identity check's limit, shared with it, per account.
      config: { rateLimit: identityCheckLimit },
      schema: {
        tags,
        summary: 'Onboarding: stores the verified identity on the caller',
        security: [{ bearer: [] }],
        body: onboardInput,
        response: { 200: profileAnswer },
      },
    },
    async (request) => ({ data: await profiles.onboard(callerOf(request), request.body) }),
  );

  r.post(
    '/users/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Changes the caller's e-mail or phone; the new one must be confirmed",
        security: [{ bearer: [] }],
        body: updateContactsInput,
        response: { 200: profileAnswer },
      },
    },
    async (request) => ({ data: await profiles.updateContacts(callerOf(request), request.body) }),
  );

  r.post(
    '/users/back-office',
    {
      onRequest: app.authenticate,
      preValidation: allow('write', 'accounts'),
      schema: {
        tags,
        summary: 'ADMIN creates a staff account',
        security: [{ bearer: [] }],
        body: createStaffInput,
        response: { 201: profileAnswer },
      },
    },
    async (request, reply) => {
      return reply.code(201).send({ data: await profiles.createStaff(callerOf(request), request.body) });
    },
  );
}
