import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  auditEvents,
  billables,
  countries,
  dioceses,
  districts,
  marriageConfigs,
  marriageRooms,
  serviceCosts,
  services,
  serviceTaxHeads,
  taxHeads,
} from '../../src/server/db/schema/index.js';
import { call, signIn, testContext, tokenCache } from './helpers.js';
import { addDays, nairobiToday } from '../../src/shared/dates.js';

export const ACCOUNTS = {
  ADMIN: 'admin@demo.test',
  FINANCE: 'finance@demo.test',
  OFFICER: 'officer@demo.test',
  REGISTRAR_GENERAL: 'rg@demo.test',
  CITIZEN: 'citizen@demo.test',
  INSTITUTION: 'church@demo.test',
} as const;
export type Who = keyof typeof ACCOUNTS | 'ANONYMOUS';

const tokens = tokenCache(
  async (who: keyof typeof ACCOUNTS) => (await signIn((await testContext()).app, ACCOUNTS[who])).token,
);

/** An access token of a demo account ("Bearer …"), or undefined for an anonymous caller. */
export async function tokenOf(who: Who): Promise<string | undefined> {
  if (who === 'ANONYMOUS') return undefined;
  return tokens(who);
}

/** Signs every account in up front, so sign-in audit rows never fall inside a snapshot. */
export async function signInAll(): Promise<void> {
  for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    await tokenOf(who);
    await userIdOf(who);
  }
}

const userIds = new Map<string, string>();

export async function userIdOf(who: Exclude<Who, 'ANONYMOUS'>): Promise<string> {
  const { app } = await testContext();
  if (!userIds.has(who))
    userIds.set(
      who,
      (await call(app, { method: 'GET', url: '/api/users/me', token: await tokenOf(who) })).body.data.userId,
    );
  return userIds.get(who)!;
}

/** One request to /api as someone. */
export async function as(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) {
  const { app } = await testContext();
  const token = await tokenOf(who);
  return call(app, {
    method,
    url: `/api/${path}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(method === 'DELETE' ? { headers: { 'content-type': 'text/plain' } } : {}),
  });
}

/** The list query of ra-data-simple-rest. */
export function listPath(resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const text = query.toString();
  return text ? `${resource}?${text}` : resource;
}

/** Today as the server sees it (yyyy-mm-dd, the Nairobi day of the app's clock), moved by `offsetDays`. */
export async function today(offsetDays = 0): Promise<string> {
  const { clock } = await testContext();
  return addDays(nairobiToday(clock), offsetDays);
}

/** Every settings row and the number of audit rows: equal snapshots mean nothing was written. */
export async function snapshot() {
  const { db } = (await testContext()).database;
  return {
    districts: await db.select().from(districts).orderBy(asc(districts.code)),
    countries: await db.select().from(countries).orderBy(asc(countries.isoCode)),
    services: await db.select().from(services).orderBy(asc(services.code)),
    serviceCosts: await db.select().from(serviceCosts).orderBy(asc(serviceCosts.id)),
    billables: await db.select().from(billables).orderBy(asc(billables.id)),
    taxHeads: await db.select().from(taxHeads).orderBy(asc(taxHeads.id)),
    serviceTaxHeads: await db.select().from(serviceTaxHeads).orderBy(asc(serviceTaxHeads.id)),
    dioceses: await db.select().from(dioceses).orderBy(asc(dioceses.id)),
    marriageRooms: await db.select().from(marriageRooms).orderBy(asc(marriageRooms.id)),
    marriageConfigs: await db.select().from(marriageConfigs).orderBy(asc(marriageConfigs.key)),
    audits: (await db.select({ n: count() }).from(auditEvents))[0].n,
  };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

export async function expectUnchanged(before: Snapshot): Promise<void> {
  expect(await snapshot()).toEqual(before);
}

/** The newest audit row about one settings record. */
export async function lastAudit(entity: string, entityId: string) {
  const { db } = (await testContext()).database;
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

export async function auditCount(): Promise<number> {
  const { db } = (await testContext()).database;
  return (await db.select({ n: count() }).from(auditEvents))[0].n;
}

export async function appOf(): Promise<FastifyInstance> {
  return (await testContext()).app;
}
