import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SystemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { identifyWorker, SchedulerLease, workerNumber } from './cluster.js';
import type { Database, Db } from './db/client.js';
import authPlugin from './plugins/auth.js';
import { databaseRateLimitStore } from './plugins/rateLimitStore.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerStorableInput } from './http/storable.js';
import accountRoutes from './modules/accounts/routes.js';
import accountsAdminRoutes from './modules/accounts/adminRoutes.js';
import auditRoutes from './modules/accounts/auditRoutes.js';
import { AccountsAdmin } from './modules/accounts/admin.js';
import { ProfileService } from './modules/accounts/profile.js';
import { AccountsService, VERIFICATION_TTL_SECONDS } from './modules/accounts/service.js';
import { demoSignupCodeRoutes, testOutboxRoutes } from './modules/dev/routes.js';
import geoRoutes from './modules/geo/routes.js';
import portalRoutes from './modules/portal/routes.js';
import feeRoutes from './modules/fees/routes.js';
import billingRoutes from './modules/billing/routes.js';
import settingsRoutes from './modules/settings/routes.js';
import { EmbeddedIdentityRegistry, type IdentityRegistry } from './modules/identity/registry.js';
import identityRoutes from './modules/identity/routes.js';
import applicationRoutes from './modules/applications/routes.js';
import { ServiceHooks } from './modules/applications/outcomes.js';
import { SERVER_SERVICES } from './services/index.js';
import noticeRoutes from './modules/notices/routes.js';
import { NoticesService } from './modules/notices/service.js';
import certificationRoutes from './modules/certification/routes.js';
import searchRoutes from './modules/searches/routes.js';
import returnRoutes from './modules/returns/routes.js';
import { remindMissingReturns } from './modules/returns/missing.js';
import { StampsService } from './modules/certification/stamps.js';
import institutionRoutes from './modules/institutions/routes.js';
import { OfficiantsService } from './modules/institutions/officiants.js';
import letterRoutes from './modules/letters/routes.js';
import divorceRoutes from './modules/divorces/routes.js';
import institutionRegistryRoutes from './modules/institutions/registry-routes.js';
import verificationRoutes from './modules/institutions/verification-routes.js';
import { VerificationService } from './modules/institutions/verification.js';
import { LettersService } from './modules/letters/service.js';
import licensingRoutes from './modules/licensing/routes.js';
import { LicensingService } from './modules/licensing/service.js';
import calendarRoutes, { devClockRoutes } from './modules/calendar/routes.js';
import { CalendarService, LapsingSweeper } from './modules/calendar/service.js';
import registerRoutes from './modules/register/routes.js';
import rectificationRoutes from './modules/rectification/routes.js';
import { RegisterService } from './modules/register/service.js';
import { ApplicationsService } from './modules/applications/service.js';
import trackingRoutes from './modules/tracking/routes.js';
import trackingSearchRoutes from './modules/tracking/search.js';
import attachmentRoutes from './modules/attachments/routes.js';
import { AttachmentsService } from './modules/attachments/service.js';
import queueRoutes from './modules/queues/routes.js';
import dashboardRoutes from './modules/dashboard/routes.js';
import { DashboardService } from './modules/dashboard/service.js';
import reportRoutes from './modules/reports/routes.js';
import { ReportsService } from './modules/reports/service.js';
import documentRoutes from './modules/documents/routes.js';
import { SandboxGateway, type PaymentGateway } from './modules/payments/gateway.js';
import paymentRoutes from './modules/payments/routes.js';
import sandboxGatewayRoutes from './modules/payments/sandboxRoutes.js';
import { PaymentsService } from './modules/payments/service.js';
import { MpesaGateway } from './modules/payments/mpesa.js';
import { SAMPLE_CITIZENS } from './modules/identity/sample-citizens.js';
import { OutboxDispatcher } from './modules/notifications/outbox.js';
import type { FileStore } from './storage/files.js';
import { fileStoreFor } from './storage/databaseFiles.js';
import { registerJsonDepthGuard, registerPublicBodyLimit } from './http/bodyLimits.js';
import { LogTransport, SmtpTransport, type Transport } from './modules/notifications/transport.js';
import { isVisitorPath } from '../shared/visitorRoutes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    clock: Clock;
    outbox: OutboxDispatcher;
    applications: ApplicationsService;
    hooks: ServiceHooks;
    files: FileStore;
    paymentGateway: PaymentGateway;
    payments: PaymentsService;
    calendar: CalendarService;
    lapsing: LapsingSweeper;
    /** Whether this process runs the scheduled sweeps (one of several API processes does). */
    scheduler: SchedulerLease;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  identity?: IdentityRegistry;
  transport?: Transport;
  /** Folder of the built client; when it holds index.html the portal's pages are served too. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  files?: FileStore;
  /** Outcomes and submit checks of the services; tests may pass their own. */
  hooks?: ServiceHooks;
  /** The payment gateway; when absent, the one PAYMENT_GATEWAY names (the built-in sandbox by default outside production). */
  paymentGateway?: PaymentGateway;
  /**
   * How often the lapsing sweep runs (ms); null: only on demand. Default: SWEEP_INTERVAL_SECONDS, except under
   * NODE_ENV=test, where POST /api/dev/clock runs it (a timer would write while tests count rows).
   */
  lapsingSweepMs?: number | null;
}

const core = fp(
  async (app: FastifyInstance, opts: AppOptions) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('clock', opts.clock ?? new SystemClock());
    const fallback = new LogTransport(app.log);
    const transport =
      opts.transport ??
      (opts.config.SMTP_URL ? new SmtpTransport(opts.config.SMTP_URL, opts.config.MAIL_FROM, fallback) : fallback);
    app.decorate('outbox', new OutboxDispatcher(opts.database.db, transport, app.log));
    app.decorate('files', opts.files ?? fileStoreFor(opts.config, opts.database.db));
    app.decorate('paymentGateway', opts.paymentGateway ?? configuredGateway(opts.config));
    const hooks = opts.hooks ?? new ServiceHooks();
    hooks.registerServices(SERVER_SERVICES);
    app.decorate('hooks', hooks);
    app.decorate(
      'applications',
      new ApplicationsService({
        db: app.db,
        clock: app.clock,
        hooks,
        documents: { files: app.files, publicUrl: opts.config.publicUrl, clock: app.clock },
        notified: () => void app.outbox.kick(),
      }),
    );
    app.decorate(
      'calendar',
      new CalendarService({ db: app.db, clock: app.clock, notified: () => void app.outbox.kick() }),
    );
    const documents = { files: app.files, publicUrl: opts.config.publicUrl, clock: app.clock };
    app.decorate(
      'payments',
      new PaymentsService({
        db: app.db,
        clock: app.clock,
        gateway: app.paymentGateway,
        applications: app.applications,
        documents,
        notified: () => void app.outbox.kick(),
      }),
    );
    // Each sweep also reminds institutions of missing marriage returns (once per month each) and
    // reconciles M-Pesa payments still pending after a while (their callback lost or late).
    const remind = async () => {
      if (await remindMissingReturns(app.db, app.clock.now())) void app.outbox.kick();
      await app.payments.reconcileStale();
    };
    app.decorate('lapsing', new LapsingSweeper(app.calendar, app.log, remind));
    app.decorate(
      'scheduler',
      new SchedulerLease(opts.database.kind === 'postgres' ? opts.config.DATABASE_URL : undefined, app.log),
    );
  },
  { name: 'core' },
);

async function api(app: FastifyInstance, opts: AppOptions) {
  // Counted in the database, so that every API process over one database shares each limit.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(app.db, app.log) });
  await app.register(authPlugin);
  const notified = () => void app.outbox.kick();
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
    identity: opts.identity ?? new EmbeddedIdentityRegistry(SAMPLE_CITIZENS),
    notified,
  });
  await app.register(accountRoutes, { accounts, profiles });
  await app.register(accountsAdminRoutes, {
    admin: new AccountsAdmin({ db: app.db, clock: app.clock, secret: app.config.jwtSecret, notified }),
  });
  await app.register(auditRoutes);
  await app.register(identityRoutes, { profiles });
  await app.register(geoRoutes);
  await app.register(portalRoutes);
  await app.register(settingsRoutes);
  await app.register(feeRoutes);
  await app.register(billingRoutes);
  await app.register(applicationRoutes, { applications: app.applications });
  const attachments = new AttachmentsService({
    db: app.db,
    clock: app.clock,
    files: app.files,
    applications: app.applications,
  });
  await app.register(attachmentRoutes, { attachments });
  await app.register(trackingRoutes);
  await app.register(trackingSearchRoutes, { applications: app.applications });
  await app.register(queueRoutes);
  await app.register(dashboardRoutes, { dashboard: new DashboardService({ db: app.db, clock: app.clock }) });
  await app.register(reportRoutes, { reports: new ReportsService({ db: app.db, clock: app.clock }) });
  const documents = { files: app.files, publicUrl: app.config.publicUrl, clock: app.clock };
  await app.register(paymentRoutes, { payments: app.payments });
  await app.register(documentRoutes);
  await app.register(noticeRoutes, {
    notices: new NoticesService({
      db: app.db,
      clock: app.clock,
      applications: app.applications,
      publicUrl: app.config.publicUrl,
      notified,
    }),
  });
  await app.register(calendarRoutes, { calendar: app.calendar });
  await app.register(registerRoutes, {
    register: new RegisterService({ db: app.db, clock: app.clock, documents, notified }),
  });
  await app.register(rectificationRoutes);
  await app.register(licensingRoutes, { licensing: new LicensingService({ db: app.db, clock: app.clock, notified }) });
  await app.register(letterRoutes, { letters: new LettersService({ db: app.db, clock: app.clock }) });
  await app.register(certificationRoutes, {
    stamps: new StampsService({ db: app.db, clock: app.clock, files: app.files }),
    db: app.db,
  });
  await app.register(searchRoutes);
  await app.register(institutionRoutes, { officiants: new OfficiantsService({ db: app.db, clock: app.clock }) });
  await app.register(returnRoutes);
  await app.register(divorceRoutes, { db: app.db });
  await app.register(institutionRegistryRoutes, { db: app.db, clock: app.clock });
  await app.register(verificationRoutes, {
    verification: new VerificationService({
      db: app.db,
      secret: app.config.jwtSecret,
      clock: app.clock,
      files: app.files,
      publicUrl: app.config.publicUrl,
      notified,
    }),
  });
  // The test clock and the whole outbox: only for the test configuration (the API and e2e test
  // servers), never in development or production, where nothing unauthenticated reveals a code.
  if (app.config.NODE_ENV === 'test') {
    await app.register(devClockRoutes, { sweep: () => app.lapsing.run() });
    await app.register(testOutboxRoutes);
  }
  // Sign-up codes of accounts without a password, for a demo: explicit, and refused in production by config.ts.
  if (app.config.DEMO_SIGNUP_CODES === 'on' && !app.config.isProduction) await app.register(demoSignupCodeRoutes);
  // For load balancers (any 200 is healthy), and to tell several API processes apart.
  app.get('/health', { schema: { hide: true } }, async () => ({
    data: {
      status: 'ok',
      database: app.database.kind,
      worker: workerNumber() ?? 1,
      pid: process.pid,
      scheduler: app.scheduler.holding,
      sweeps: app.lapsing.scheduledRuns,
    },
  }));
}

/** The gateway PAYMENT_GATEWAY names (config.ts has checked its settings). */
function configuredGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'mpesa') {
    return new MpesaGateway({
      baseUrl: config.MPESA_BASE_URL,
      consumerKey: config.MPESA_CONSUMER_KEY!,
      consumerSecret: config.MPESA_CONSUMER_SECRET!,
      shortcode: config.MPESA_SHORTCODE!,
      passkey: config.MPESA_PASSKEY!,
      callbackToken: config.MPESA_CALLBACK_TOKEN!,
      publicUrl: config.publicUrl,
    });
  }
  return new SandboxGateway(config.sandboxGatewaySecret);
}

/** Builds the whole portal: the API under /api and, when built, the client. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const seconds = 1000;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Slow clients are cut (408): the headers within HEADERS_TIMEOUT_SECONDS of connecting, the whole
    // request within REQUEST_TIMEOUT_SECONDS; the server checks its connections every second or so.
    requestTimeout: opts.config.REQUEST_TIMEOUT_SECONDS * seconds,
    http: {
      headersTimeout: opts.config.HEADERS_TIMEOUT_SECONDS * seconds,
      connectionsCheckingInterval: Math.min((opts.config.HEADERS_TIMEOUT_SECONDS * seconds) / 2, 5 * seconds),
    },
    // Only as many X-Forwarded-For hops as there are proxies of ours: clients cannot make up their IP.
    trustProxy: (_address: string, hop: number) => hop < opts.config.TRUST_PROXY_HOPS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // At most MAX_CONNECTIONS open connections per process: more are closed as they arrive.
  app.server.maxConnections = opts.config.MAX_CONNECTIONS;
  registerErrorHandler(app);
  registerJsonDepthGuard(app);
  registerPublicBodyLimit(app);
  identifyWorker(app);
  await registerSecurityHeaders(app);
  registerStorableInput(app);
  await app.register(core, opts);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Marriages portal API',
        version: '1.0.0',
        description: 'The marriages API of the civil-registration portal.',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(api, { ...opts, prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The sandbox's hosted checkout page lives outside /api and before the client's catch-all route.
  // Never in production, whichever gateway a caller passes: its test cards move no money.
  if (app.paymentGateway instanceof SandboxGateway && !opts.config.isProduction)
    await app.register(sandboxGatewayRoutes, { prefix: '/sandbox-gateway', gateway: app.paymentGateway });

  const clientDir = opts.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const assetsDir = path.join(clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      // The build names its assets by their content: a browser keeps them for good and asks nothing
      // again (each page load then reads them from its cache); the pages are asked for afresh.
      setHeaders: (reply, file) => {
        if (file.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
    // The visitor pages have a light app of their own (visitor.html); the areas the full app.
    const visitorPage = existsSync(path.join(clientDir, 'visitor.html')) ? 'visitor.html' : 'index.html';
    const sendPage = (reply: import('fastify').FastifyReply, url: string) =>
      reply.header('cache-control', 'no-cache').sendFile(isVisitorPath(url) ? visitorPage : 'index.html');
    app.get('/', (_request, reply) => sendPage(reply, '/'));
    app.get('/*', (request, reply) => {
      const url = request.url.split('?')[0];
      if (url.startsWith('/api/') || url.startsWith('/assets/') || path.extname(url)) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Not found: ${url}` });
      }
      return sendPage(reply, url);
    });
  }

  app.addHook('onReady', async () => app.outbox.start());
  app.addHook('onClose', async () => app.outbox.stop());
  const sweepEvery =
    opts.lapsingSweepMs !== undefined
      ? opts.lapsingSweepMs
      : opts.config.NODE_ENV === 'test'
        ? null
        : opts.config.SWEEP_INTERVAL_SECONDS * 1000;
  app.addHook('onReady', async () => {
    if (sweepEvery) app.lapsing.start(sweepEvery, () => app.scheduler.acquire());
  });
  app.addHook('onClose', async () => {
    await app.lapsing.stop();
    await app.scheduler.release();
  });
  return app;
}
