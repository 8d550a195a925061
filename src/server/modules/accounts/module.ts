import type { FastifyInstance } from 'fastify';
import identityRoutes from '../identity/routes.js';
import { EmbeddedIdentityRegistry } from '../identity/registry.js';
import { SAMPLE_CITIZENS } from '../identity/sample-citizens.js';
import { AccountsAdmin } from './admin.js';
import accountsAdminRoutes from './adminRoutes.js';
import auditRoutes from './auditRoutes.js';
import { ProfileService } from './profile.js';
import secondFactorRoutes from './secondFactorRoutes.js';
import { SecondFactorService } from './secondFactorService.js';
import accountRoutes from './routes.js';
import { AccountsService, VERIFICATION_TTL_SECONDS } from './service.js';

/** Accounts: sign-up, sign-in and profiles, the identity check, staff accounts and the audit log. */
export default async function accountsModule(app: FastifyInstance) {
  const notified = () => void app.outbox.nudge();
  const accounts = new AccountsService({
    db: app.db,
    clock: app.clock,
    secret: app.config.jwtSecret,
    defaultCountry: app.config.DEFAULT_COUNTRY,
    publicUrl: app.config.publicUrl,
    signAccessToken: app.signAccessToken,
    signVerification: (userId, channel) =>
      app.jwt.sign({ sub: userId, typ: 'verification', ch: channel }, { expiresIn: VERIFICATION_TTL_SECONDS }),
    readVerification: (token) => {
      try {
        const claims = app.jwt.verify<{ sub: string; typ: string; ch?: string }>(token);
        return claims.typ === 'verification' ? claims : null;
      } catch {
        return null;
      }
    },
    notified,
  });
  const profiles = new ProfileService({
    db: app.db,
    clock: app.clock,
    secret: app.config.jwtSecret,
    publicUrl: app.config.publicUrl,
    identity: app.identity ?? new EmbeddedIdentityRegistry(SAMPLE_CITIZENS),
    notified,
  });
  await app.register(accountRoutes, { accounts, profiles });
  await app.register(secondFactorRoutes, {
    secondFactor: new SecondFactorService({ db: app.db, clock: app.clock, secret: app.config.jwtSecret }),
  });
  await app.register(accountsAdminRoutes, {
    admin: new AccountsAdmin({ db: app.db, clock: app.clock, secret: app.config.jwtSecret, notified }),
  });
  await app.register(auditRoutes);
  await app.register(identityRoutes, { profiles });
}
