import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int()
      .min(1, 'PORT must be 1-65535')
      .max(65535, 'PORT must be 1-65535')
      .default(8080),
    /** The interface to listen on: this machine's loopback unless set (a server behind a balancer sets 0.0.0.0). */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Where stored files live: `database` (in the portal's database, reached by every API process on
     * every machine; the default with DATABASE_URL) or `local` (DATA_DIR/files on this machine; the
     * embedded default, and enough for several processes of one machine).
     */
    FILE_STORE: z.enum(['local', 'database'], { error: 'FILE_STORE must be local or database' }).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    SANDBOX_GATEWAY_SECRET: z.string().min(32, 'SANDBOX_GATEWAY_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Marriages Registry <no-reply@marriages.localhost>'),
    PUBLIC_URL: z.string().url('PUBLIC_URL must be a full URL').optional(),
    DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'DEFAULT_COUNTRY must be a two-letter ISO code')
      .default('KE'),
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    TRUST_PROXY_HOPS: z.coerce.number({ error: 'TRUST_PROXY_HOPS must be a number' }).int().min(0).max(5).default(0),
    SEED_DEMO: z.enum(['auto', 'never', 'always']).default('auto'),
    /** How long a client may take to send a whole request (an upload on a slow line included), in seconds; then 408. */
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'REQUEST_TIMEOUT_SECONDS must be a number' })
      .int()
      .min(1, 'REQUEST_TIMEOUT_SECONDS must be 1-3600')
      .max(3600, 'REQUEST_TIMEOUT_SECONDS must be 1-3600')
      .default(120),
    /** How long a client may take to send a request's headers (a connection that says nothing included), in seconds. */
    HEADERS_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'HEADERS_TIMEOUT_SECONDS must be a number' })
      .int()
      .min(1, 'HEADERS_TIMEOUT_SECONDS must be 1-600')
      .max(600, 'HEADERS_TIMEOUT_SECONDS must be 1-600')
      .default(20),
    /** Open connections one API process keeps at most; beyond it a new connection is closed at once. */
    MAX_CONNECTIONS: z.coerce
      .number({ error: 'MAX_CONNECTIONS must be a number' })
      .int()
      .min(1, 'MAX_CONNECTIONS must be 1-100000')
      .max(100_000, 'MAX_CONNECTIONS must be 1-100000')
      .default(2000),
    /** How often the scheduled sweeps (lapsing, missing-return reminders) run, in one process of several. */
    SWEEP_INTERVAL_SECONDS: z.coerce
      .number({ error: 'SWEEP_INTERVAL_SECONDS must be a number' })
      .int()
      .min(1, 'SWEEP_INTERVAL_SECONDS must be 1-3600')
      .max(3600, 'SWEEP_INTERVAL_SECONDS must be 1-3600')
      .default(60),
    /**
     * `on`: this process draws the PDFs of issued documents in the background, moments after the
     * transactions that issue them. `off`: it leaves them to the other processes of the deployment
     * (a process kept for requests alone); a download still draws a document not yet drawn.
     */
    DOCUMENT_RENDERER: z.enum(['on', 'off'], { error: 'DOCUMENT_RENDERER must be on or off' }).default('on'),
    /**
     * `on`: GET /api/demo/signup-codes shows the sign-up codes of accounts that have not set a password
     * yet, so a person trying the portal without SMS or e-mail can finish a sign-up. Never in production.
     */
    DEMO_SIGNUP_CODES: z.enum(['on', 'off'], { error: 'DEMO_SIGNUP_CODES must be on or off' }).default('off'),
    /**
     * `on`: a server holding the demo accounts (published password) may listen on an interface other
     * than the loopback, e.g. to show the demo on a network. Never in production.
     */
    DEMO_PUBLIC: z.enum(['on', 'off'], { error: 'DEMO_PUBLIC must be on or off' }).default('off'),
    /**
     * The Ed25519 private key (PKCS#8 PEM file) that signs the audit chain's daily heads, kept outside
     * the database. Required in production; elsewhere DATA_DIR/audit-signing-key.pem, made on first start.
     */
    AUDIT_SIGNING_KEY_FILE: z.string().min(1).optional(),
    /**
     * The registry's Ed25519 private key (PKCS#8 PEM) that signs the QR code of every document it
     * issues (docs/security.md, "Signed documents"). Required when NODE_ENV=production; otherwise
     * DATA_DIR/document-signing-key.pem, generated on the first start.
     */
    DOCUMENT_SIGNING_KEY_FILE: z.string().min(1).optional(),
    /**
     * The retired public keys (SPKI PEM blocks, one after another) whose documents still verify after a
     * rotation. Default: DATA_DIR/document-retired-keys.pem when it exists.
     */
    DOCUMENT_RETIRED_KEYS_FILE: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Who takes the payments: `sandbox` (the built-in test card page, no money moves; the default
     * outside production) or `mpesa` (Safaricom's M-Pesa Express through Daraja). Production has no
     * default and refuses the sandbox.
     */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'mpesa'], { error: 'PAYMENT_GATEWAY must be sandbox or mpesa' }).optional(),
    MPESA_BASE_URL: z.string().url('MPESA_BASE_URL must be a full URL').default('https://api.safaricom.co.ke'),
    MPESA_CONSUMER_KEY: z.string().min(1).optional(),
    MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be the 5-7 digit paybill or till number')
      .optional(),
    MPESA_PASSKEY: z.string().min(1).optional(),
    /** The secret last segment of the callback URL given to Daraja (its callbacks are not signed). */
    MPESA_CALLBACK_TOKEN: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{24,128}$/,
        'MPESA_CALLBACK_TOKEN must be 24-128 letters, digits, - or _ (e.g. openssl rand -hex 24)',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message:
          'HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
      });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY !== 'mpesa') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          env.PAYMENT_GATEWAY === 'sandbox'
            ? 'PAYMENT_GATEWAY=sandbox takes test cards and moves no money, and is refused when NODE_ENV=production: set PAYMENT_GATEWAY=mpesa and the MPESA_* settings'
            : 'PAYMENT_GATEWAY must be set when NODE_ENV=production: set PAYMENT_GATEWAY=mpesa and the MPESA_* settings (the sandbox is refused in production)',
      });
    }
    if (env.PAYMENT_GATEWAY === 'mpesa') {
      for (const name of [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
        'MPESA_CALLBACK_TOKEN',
        'PUBLIC_URL',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when PAYMENT_GATEWAY=mpesa` });
      }
      if (env.NODE_ENV === 'production' && env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'PUBLIC_URL must start with https:// when NODE_ENV=production: M-Pesa calls the portal back there',
        });
      }
      if (env.NODE_ENV === 'production' && !env.MPESA_BASE_URL.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['MPESA_BASE_URL'],
          message: 'MPESA_BASE_URL must start with https:// when NODE_ENV=production',
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.DEMO_SIGNUP_CODES === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_SIGNUP_CODES'],
        message: 'DEMO_SIGNUP_CODES=on shows sign-up codes to anyone and is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO === 'always') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'SEED_DEMO=always creates the demo accounts, whose password is published, and is refused when NODE_ENV=production (the first administrator: npm run admin:create)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUDIT_SIGNING_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUDIT_SIGNING_KEY_FILE'],
        message:
          'AUDIT_SIGNING_KEY_FILE must be set when NODE_ENV=production: the Ed25519 key that signs the audit chain, kept outside the database and DATA_DIR (openssl genpkey -algorithm ed25519 -out audit-signing-key.pem)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DOCUMENT_SIGNING_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DOCUMENT_SIGNING_KEY_FILE'],
        message:
          'DOCUMENT_SIGNING_KEY_FILE must be set when NODE_ENV=production: every API process on every machine signs the documents with that one key (openssl genpkey -algorithm ed25519 -out document-signing-key.pem)',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_PUBLIC === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_PUBLIC'],
        message: 'DEMO_PUBLIC=on is refused when NODE_ENV=production: production never serves the demo accounts',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<
    Env,
    | 'JWT_SECRET'
    | 'SANDBOX_GATEWAY_SECRET'
    | 'HOST'
    | 'PAYMENT_GATEWAY'
    | 'FILE_STORE'
    | 'DOCUMENT_SIGNING_KEY_FILE'
    | 'DOCUMENT_RETIRED_KEYS_FILE'
  > {
  /** The documents' signing key (DOCUMENT_SIGNING_KEY_FILE, or DATA_DIR/document-signing-key.pem, generated when missing outside production). */
  DOCUMENT_SIGNING_KEY_FILE: string;
  /** Whether DOCUMENT_SIGNING_KEY_FILE was set (then it is never generated). */
  documentSigningKeyGiven: boolean;
  /** The retired public keys (DOCUMENT_RETIRED_KEYS_FILE, or DATA_DIR/document-retired-keys.pem): read when it exists. */
  DOCUMENT_RETIRED_KEYS_FILE: string;
  /** The FILE_STORE set, or `database` with DATABASE_URL and `local` without. */
  FILE_STORE: 'local' | 'database';
  /** The PAYMENT_GATEWAY set, or `sandbox` outside production. */
  PAYMENT_GATEWAY: 'sandbox' | 'mpesa';
  /** The HOST set, or the loopback (127.0.0.1). */
  HOST: string;
  jwtSecret: string;
  /** Signs the sandbox payment gateway's confirmations. */
  sandboxGatewaySecret: string;
  isProduction: boolean;
  publicUrl: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { SANDBOX_GATEWAY_SECRET, ...env } = parsed.data;
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(path.resolve(env.DATA_DIR));
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    DOCUMENT_SIGNING_KEY_FILE: path.resolve(
      env.DOCUMENT_SIGNING_KEY_FILE ?? path.join(dataDir, 'document-signing-key.pem'),
    ),
    documentSigningKeyGiven: Boolean(env.DOCUMENT_SIGNING_KEY_FILE),
    DOCUMENT_RETIRED_KEYS_FILE: path.resolve(
      env.DOCUMENT_RETIRED_KEYS_FILE ?? path.join(dataDir, 'document-retired-keys.pem'),
    ),
    HOST: env.HOST ?? '127.0.0.1',
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? 'sandbox',
    FILE_STORE: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'local'),
    jwtSecret,
    sandboxGatewaySecret:
      SANDBOX_GATEWAY_SECRET ??
      createHmac('sha256', jwtSecret).update('marriages-portal/sandbox-gateway/v1').digest('base64url'),
    isProduction: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** A secret generated once and kept in DATA_DIR, so a restart keeps sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
