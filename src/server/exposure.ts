import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { users } from './db/schema/index.js';

/**
 * The demo's accounts all have an address at demo.test (a name no real mailbox can have: .test is
 * reserved) and share one published password, so a server holding them is open to anyone who read
 * the README.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.test';

/** Whether the database holds any demo account (any account at demo.test). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) like ${`%@${DEMO_EMAIL_DOMAIN}`}`)
    .limit(1);
  return rows.length > 0;
}

/** Whether the database has any account at all (the demo seed fills an empty one only). */
export async function hasUsers(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

/** Whether an interface is this machine's own loopback, unreachable from the network. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}

export interface ExposureInput {
  host: string;
  demoPublic: boolean;
  isProduction: boolean;
  demoAccounts: boolean;
}

/** What the start does about demo accounts and the interface it listens on. */
export type ExposureDecision = { refusal: string } | { warning?: string };

/**
 * The demo's accounts never face a network by accident: production refuses to serve them at all;
 * elsewhere they stay on the loopback unless HOST names another interface and DEMO_PUBLIC=on says
 * so on purpose (logged as a warning).
 */
export function exposureDecision(input: ExposureInput): ExposureDecision {
  if (!input.demoAccounts) return {};
  if (input.isProduction) {
    return {
      refusal: `The database holds the demo accounts (e-mail addresses at ${DEMO_EMAIL_DOMAIN}), whose password is published: production refuses to serve them. Start from an empty database and create the first administrator with npm run admin:create.`,
    };
  }
  if (isLoopback(input.host)) return {};
  if (!input.demoPublic) {
    return {
      refusal: `HOST=${input.host} would put the demo accounts, whose password is published, on the network. The demo listens on 127.0.0.1; to show it to others on purpose, set DEMO_PUBLIC=on as well.`,
    };
  }
  return {
    warning: `DEMO_PUBLIC=on: the demo accounts, whose password is published, are reachable on ${input.host}. Anyone who can reach this address can sign in as the administrator.`,
  };
}
