import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sealChain, type SealResult } from './audit/chain.js';
import { loadAuditSigningKey, type AuditSigningKey } from './audit/signingKey.js';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SystemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { identifyWorker, SchedulerLease } from './cluster.js';
import type { Database, Db } from './db/client.js';
import authPlugin from './plugins/auth.js';
import { databaseRateLimitStore } from './plugins/rateLimitStore.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerStorableInput } from './http/storable.js';
import type { IdentityRegistry } from './modules/identity/registry.js';
import { MODULES } from './modules/index.js';
import { ServiceHooks } from './modules/applications/outcomes.js';
import { SERVER_SERVICES } from './services/index.js';
import { runRetention } from './modules/retention/sweep.js';
import { foldStatistics } from './modules/statistics/repository.js';
import { remindMissingReturns } from './modules/returns/missing.js';
import { CalendarService, LapsingSweeper } from './modules/calendar/service.js';
import { ApplicationsService } from './modules/applications/service.js';
import { SandboxGateway, type PaymentGateway } from './modules/payments/gateway.js';
import sandboxGatewayRoutes from './modules/payments/sandboxRoutes.js';
import { PaymentsService } from './modules/payments/service.js';
import { MpesaGateway } from './modules/payments/mpesa.js';
import { OutboxDispatcher } from './modules/notifications/outbox.js';
import { DocumentRenderer } from './modules/documents/rendering.js';
import { loadDocumentKeys, type DocumentKeyring } from './modules/documents/signing.js';
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
    /** Draws the PDFs of issued documents after the transactions that issued them. */
    documentRenderer: DocumentRenderer;
    /** The registry's keys that sign the documents' QR codes (DOCUMENT_SIGNING_KEY_FILE). */
    documentKeys: DocumentKeyring;
    applications: ApplicationsService;
    hooks: ServiceHooks;
    /** The identity registry the profiles are checked against (AppOptions.identity; the embedded one when absent). */
    identity: IdentityRegistry | undefined;
    files: FileStore;
    paymentGateway: PaymentGateway;
    payments: PaymentsService;
    calendar: CalendarService;
    lapsing: LapsingSweeper;
    /** Whether this process runs the scheduled sweeps (one of several API processes does). */
    scheduler: SchedulerLease;
    /** The key that signs the audit chain's daily heads (outside the database). */
    auditKey: AuditSigningKey;
    /** Seals the audit chain and publishes the day's head (one run at a time in this process; the sweep's). */
    sealAudit(): Promise<SealResult | null>;
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
  /** The documents' signing keys; when absent, read (or generated, outside production) as the settings say. */
  documentKeys?: DocumentKeyring;
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
    app.decorate('identity', opts.identity);
    const fallback = new LogTransport(app.log);
    const transport =
      opts.transport ??
      (opts.config.SMTP_URL ? new SmtpTransport(opts.config.SMTP_URL, opts.config.MAIL_FROM, fallback) : fallback);
    app.decorate('outbox', new OutboxDispatcher(opts.database.db, transport, app.log));
    app.decorate('files', opts.files ?? fileStoreFor(opts.config, opts.database.db));
    app.decorate('documentKeys', opts.documentKeys ?? loadDocumentKeys(opts.config));
    app.decorate(
      'documentRenderer',
      new DocumentRenderer(opts.database.db, app.files, app.log, {
        background: opts.config.DOCUMENT_RENDERER === 'on',
        keys: app.documentKeys,
      }),
    );
    // After a transaction that may have issued documents: its messages leave, its PDFs are drawn.
    const committed = () => {
      void app.outbox.nudge();
      void app.documentRenderer.nudge();
    };
    app.decorate('auditKey', loadAuditSigningKey(opts.config));
    let sealing: Promise<SealResult | null> | null = null;
    app.decorate('sealAudit', () => {
      sealing ??= sealChain(app.db, { key: app.auditKey, now: app.clock.now() })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'the audit chain could not be sealed');
          return null;
        })
        .finally(() => {
          sealing = null;
        });
      return sealing;
    });
    app.addHook('onClose', async () => {
      await sealing;
    });
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
        notified: committed,
      }),
    );
    app.decorate(
      'calendar',
      new CalendarService({ db: app.db, clock: app.clock, notified: () => void app.outbox.nudge() }),
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
        notified: committed,
      }),
    );
    // Each sweep also reminds institutions of missing marriage returns (once per month each) and
    // reconciles M-Pesa payments still pending after a while (their callback lost or late).
    const remind = async () => {
      if (await remindMissingReturns(app.db, app.clock.now())) void app.outbox.kick();
      await app.payments.reconcileStale();
      // The retention schedule (modules/retention): untouched drafts and unfinished sign-ups go, audited.
      const kept = await runRetention(app.db, app.files, app.clock.now(), opts.config.publicUrl);
      if (kept.warned) void app.outbox.kick();
      await app.sealAudit();
      // The register's statistics deltas into the aggregate (migration 0037; readers add both meanwhile).
      await foldStatistics(app.db);
    };
    app.decorate('lapsing', new LapsingSweeper(app.calendar, app.log, remind));
    app.decorate(
      'scheduler',
      new SchedulerLease(opts.database.kind === 'postgres' ? opts.config.DATABASE_URL : undefined, app.log),
    );
  },
  { name: 'core' },
);

/** The API under /api: the limits and the sign-in, then every module (src/server/modules/index.ts). */
async function api(app: FastifyInstance) {
  // Counted in the database, so that every API process over one database shares each limit.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(app.db, app.log) });
  await app.register(authPlugin);
  for (const module of MODULES) await app.register(module);
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
  await app.register(api, { prefix: '/api' });
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

  app.addHook('onReady', async () => {
    app.outbox.start();
    app.documentRenderer.start();
    // What was written since the last run (or the demo's seed) is sealed and the day's head signed.
    void app.sealAudit();
  });
  app.addHook('onClose', async () => {
    await app.documentRenderer.stop();
    await app.outbox.stop();
  });
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
