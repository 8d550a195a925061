import fastifyJwt from '@fastify/jwt';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import fp from 'fastify-plugin';
import {
  type AccountType,
  needsSecondFactorSetUp,
  type OrganisationType,
  type StaffRole,
} from '../../shared/accounts.js';
import type { VerificationStatus } from '../../shared/institutions.js';
import { organisations, sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import { canAccess, type Action, type BackofficeSection } from '../../shared/permissions.js';

export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;

export interface Caller {
  userId: string;
  sessionId: string;
  accountType: AccountType;
  staffRole: StaffRole | null;
  district: string | null;
  organisationId: string | null;
  /** The kind of the caller's organisation (church, court, ...), for services only some kinds may use. */
  organisationType: OrganisationType | null;
  /** Where the registry stands on the caller's organisation: only a verified one acts as an institution. */
  organisationVerification: VerificationStatus | null;
  idNumber: string | null;
  /** Whether the account signs in with an authenticator app's code; staff without one may only set it up. */
  secondFactorOn: boolean;
}

interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must hold a valid access token of a live session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    signAccessToken(userId: string, sessionId: string): string;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves a back-office account that has not set up its second factor yet (its set-up, its profile, sign-out). */
    duringSecondFactorSetUp?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims | { sub: string; typ: string; ch?: string };
  }
}

/** What every route but the set-up's answers a back-office account that has no second factor yet. */
export const SECOND_FACTOR_SETUP_NEEDED =
  'Set up the second factor (an authenticator app) before you use the back office: registry staff sign in with a code.';

/** What a back-office route refuses by default: the caller's role is not granted the section. */
export const ROLE_REFUSED = 'Your staff role does not allow this';

/** The signed-in caller, or a 401 where the route forgot its preHandler. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export const ACCOUNT_TYPE_REFUSED = 'This is not available to your account type';

export function requireAccountType(request: FastifyRequest, ...types: AccountType[]): Caller {
  const caller = callerOf(request);
  if (!types.includes(caller.accountType)) throw forbidden(ACCOUNT_TYPE_REFUSED);
  return caller;
}

export function requireStaffRole(request: FastifyRequest, ...roles: StaffRole[]): Caller {
  const caller = requireAccountType(request, 'BACKOFFICE');
  if (!caller.staffRole || !roles.includes(caller.staffRole)) throw forbidden(ROLE_REFUSED);
  return caller;
}

/**
 * A route's guard from the shared permission table (`canAccess`, src/shared/permissions.ts, the rule
 * the client's menus use too): after `app.authenticate`, a caller whose role is not granted `action`
 * on `resource` is answered 403 before the body is read and the handler runs. Used as the route's
 * `preValidation` hook: `{ onRequest: app.authenticate, preValidation: allow('read', 'tracking') }`.
 */
export function allow(action: Action, resource: BackofficeSection, message?: string) {
  return async (request: FastifyRequest) => {
    const caller = callerOf(request);
    if (canAccess(caller, { action, resource })) return;
    // Without a message of the route's own: an account outside the back office is told so, staff
    // that their role does not allow it.
    throw forbidden(message ?? (caller.accountType === 'BACKOFFICE' ? ROLE_REFUSED : ACCOUNT_TYPE_REFUSED));
  };
}

/**
 * A route's guard from a shared rule that says why a caller may not use it (null: they may), for the
 * rules that are not one line of the permission table: a service's audience (`refusalFor`), a
 * nationwide role. Like `allow`, a `preValidation` hook, so the refusal comes before the input is read.
 */
export function guard(refusal: (caller: Caller) => string | null) {
  return async (request: FastifyRequest) => {
    const why = refusal(callerOf(request));
    if (why !== null) throw forbidden(why);
  };
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    // A token's signature is checked once per process, then its claims are kept until it expires (the
    // verifier's cache of up to 1000 tokens: each officer's token is checked at every request of its
    // quarter of an hour); whether its session still stands is asked of the database every time.
    // Refused tokens are not kept.
    await app.register(fastifyJwt, { secret: app.config.jwtSecret, verify: { cache: 1000 } });
    app.decorateRequest('caller', null);

    app.decorate('signAccessToken', (userId: string, sessionId: string) =>
      app.jwt.sign({ sub: userId, sid: sessionId, typ: 'access' }, { expiresIn: ACCESS_TOKEN_TTL_SECONDS }),
    );

    // Every authenticated request runs this: built once, and a named statement on PostgreSQL that each
    // connection parses once (docs/performance.md, docs/decisions.md "Prepared statements for the hot
    // paths"); the embedded database takes it unnamed.
    const liveSession = app.db
      .select({
        userId: users.id,
        accountType: users.accountType,
        staffRole: users.staffRole,
        district: users.district,
        organisationId: users.organisationId,
        organisationType: organisations.type,
        organisationVerification: organisations.verification,
        idNumber: users.idNumber,
        status: users.status,
        totpEnabledAt: users.totpEnabledAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organisations, eq(organisations.id, users.organisationId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          eq(sessions.userId, sql.placeholder('sub')),
          isNull(sessions.revokedAt),
        ),
      )
      .limit(1)
      .prepare('session_check');

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized('Sign in to continue');
      let claims: AccessClaims;
      try {
        claims = app.jwt.verify<AccessClaims>(header.slice(7));
      } catch {
        throw unauthorized();
      }
      if (claims.typ !== 'access') throw unauthorized();
      const [row] = await liveSession.execute({ sid: claims.sid, sub: claims.sub });
      if (!row || row.status !== 'ACTIVE') throw unauthorized();
      const { totpEnabledAt, status: _status, ...caller } = row;
      request.caller = { ...caller, sessionId: claims.sid, secondFactorOn: totpEnabledAt !== null };
      if (needsSecondFactorSetUp(request.caller) && !request.routeOptions.config.duringSecondFactorSetUp)
        throw forbidden(SECOND_FACTOR_SETUP_NEEDED);
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
