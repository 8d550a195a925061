import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_PASSWORD, seedBulk, seedRegister } from '../../scripts/seed-bulk.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { users, type RegisterParty } from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { normaliseValue, registerValues, type RectifiableField } from '../../src/shared/services/data-rectification.js';
import { serviceByCode, type ApprovalLevel, type ServiceCode } from '../../src/shared/services.js';
import { TEST_ENV } from '../setup/api-env.js';
import { call, signIn } from './helpers.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../../src/server/modules/accounts/secondFactor.js';

/**
 * The bulk seed (scripts/seed-bulk.ts) makes data the app can act on: what a certified copy, a
 * rectification, a divorce return or a search report names exists and agrees with it, so that an
 * open application of each is given its final approval through the app, as the approvals bench
 * (scripts/bench.ts --scenario approvals) does, and its outcome runs in full.
 */
describe('the bulk seed', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-bulk-'));
  let database: Database;
  let app: FastifyInstance;
  const rows = async <T>(query: SQL) => (await database.db.execute(query)).rows as T[];

  beforeAll(async () => {
    database = await openDatabase({});
    await seedBulk(database.db, { applications: 4000, batch: 4000, log: () => undefined });
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, FILE_STORE: 'database', DOCUMENT_RENDERER: 'off' });
    app = await buildApp({ config, database, logger: false, lapsingSweepMs: null });
    await app.ready();
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each copy, rectification and divorce return an entry of its own, of the applicant, holding what the form says', async () => {
    const named = await rows<{
      service: ServiceCode;
      status: string;
      individual: boolean;
      applicantId: string | null;
      form: Record<string, string>;
      entry: string | null;
      standing: string | null;
      partyA: RegisterParty | null;
      partyB: RegisterParty | null;
      namedBy: number;
    }>(sql`
      select a.service_code as service, a.status, a.organisation_id is null as individual, u.id_number as "applicantId",
             a.form_data as form, m.registration_number as entry, m.status as standing, m.party_a as "partyA", m.party_b as "partyB",
             (count(*) over (partition by m.id))::int as "namedBy"
      from applications a
      join users u on u.id = a.applicant_id
      left join marriages m on m.registration_number = coalesce(a.form_data ->> 'registerEntryNumber', a.form_data ->> 'registrationNumber')
      where a.service_code in ('CERTIFIED_COPY', 'DATA_RECTIFICATION', 'DIVORCE_RETURN')`);
    expect(new Set(named.map((r) => r.service))).toEqual(
      new Set(['CERTIFIED_COPY', 'DATA_RECTIFICATION', 'DIVORCE_RETURN']),
    );
    const wrong = named.flatMap((r) => {
      const problems: string[] = [];
      if (!r.entry) return [`${r.service} ${r.status}: no entry`];
      if (r.namedBy !== 1) problems.push(`named by ${r.namedBy} applications`);
      const dissolved = r.service === 'DIVORCE_RETURN' && r.status === 'Approved';
      if (r.standing !== (dissolved ? 'DISSOLVED' : 'SUBSISTING')) problems.push(`standing ${r.standing}`);
      if (r.service !== 'DIVORCE_RETURN' && r.individual && r.partyA!.idNumber !== r.applicantId)
        problems.push('the applicant is not party A');
      if (r.service === 'DATA_RECTIFICATION') {
        const held = registerValues({ partyA: r.partyA!, partyB: r.partyB! })[r.form.field as RectifiableField];
        const expected = r.status === 'Approved' ? r.form.correctValue : r.form.currentValue;
        if (normaliseValue(held) !== normaliseValue(expected)) problems.push(`holds "${held}", not "${expected}"`);
      }
      return problems.map((p) => `${r.service} ${r.status} ${r.entry}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it('gives each search report, and each copy an institution orders, a completed search of its owner that found an entry', async () => {
    const named = await rows<{
      service: ServiceCode;
      search: string | null;
      completed: boolean;
      sameOwner: boolean;
      before: boolean;
      found: number;
      foundTheCopy: boolean;
      reports: number;
    }>(sql`
      select a.service_code as service, s.reference as search, s.status = 'Approved' as completed,
             s.applicant_id = a.applicant_id and s.organisation_id is not distinct from a.organisation_id as "sameOwner",
             s.decided_at < a.created_at as before, jsonb_array_length(s.outcome -> 'matches') as found,
             s.outcome -> 'matches' @> jsonb_build_array(jsonb_build_object('registrationNumber', a.form_data ->> 'registerEntryNumber')) as "foundTheCopy",
             (count(*) over (partition by s.id))::int as reports
      from applications a
      left join applications s on s.service_code = 'REGISTER_SEARCH' and s.reference = a.form_data ->> 'searchReference'
      where a.service_code = 'SEARCH_REPORT' or (a.service_code = 'CERTIFIED_COPY' and a.organisation_id is not null)`);
    expect(named.filter((r) => r.service === 'SEARCH_REPORT').length).toBeGreaterThan(0);
    expect(named.filter((r) => r.service === 'CERTIFIED_COPY').length).toBeGreaterThan(0);
    const wrong = named.filter(
      (r) =>
        !r.search ||
        !r.completed ||
        !r.sameOwner ||
        !r.before ||
        r.found !== 1 ||
        r.reports !== 1 ||
        (r.service === 'CERTIFIED_COPY' && !r.foundTheCopy),
    );
    expect(wrong).toEqual([]);
    const [searches] = await rows<{ completed: number; found: number }>(sql`
      select count(*)::int as completed, count(m.id)::int as found
      from applications a left join marriages m on m.registration_number = a.outcome -> 'matches' -> 0 ->> 'registrationNumber'
      where a.service_code = 'REGISTER_SEARCH' and a.status = 'Approved'`);
    expect(searches.found).toBe(searches.completed);
  });

  it('gives open applications of each service their final approval through the app, outcome and documents included (a notice: both parties declared it)', async () => {
    const now = new Date();
    const passwordHash = await hashPassword(BULK_PASSWORD);
    const staff: Partial<Record<ApprovalLevel, string>> = {};
    for (const [i, level] of (['DIRECTOR', 'REGISTRAR_GENERAL', 'OFFICER'] as const).entries()) {
      const email = `test-${level.toLowerCase()}@bulk.test`;
      await database.db.insert(users).values({
        accountType: 'BACKOFFICE',
        status: 'ACTIVE',
        email,
        phone: `+25478299001${i}`,
        passwordHash,
        firstName: 'Test',
        lastName: level,
        staffRole: level,
        district: null,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        totpSecret: DEMO_SECOND_FACTOR_KEPT,
        totpEnabledAt: now,
      });
      staff[level] = (await signIn(app, email, BULK_PASSWORD)).token;
    }
    const refused: string[] = [];
    // A notice is published only once both parties declared it as it reads (issue 24): the seed declares them.
    for (const code of [
      'CERTIFIED_COPY',
      'DATA_RECTIFICATION',
      'DIVORCE_RETURN',
      'SEARCH_REPORT',
      'MARRIAGE_NOTICE',
    ] as const) {
      const chain = serviceByCode(code)!.chain;
      const level = chain[chain.length - 1];
      const work = await rows<{ id: string; version: number }>(sql`
        update applications set stage = ${level}, status = 'Submitted', assignee_id = null
        where id in (select id from applications where service_code = ${code} and status in ('Submitted', 'Pending')
                     order by reference limit 4)
        returning id, version`);
      expect(work.length, code).toBeGreaterThan(0);
      for (const { id, version } of work) {
        for (const [action, v] of [
          ['claim', version],
          ['approve', version + 1],
        ] as const) {
          const response = await call(app, {
            method: 'POST',
            url: `/api/applications/${id}/${action}`,
            token: staff[level],
            payload: { version: v },
          });
          if (response.status !== 200) refused.push(`${code} ${action}: ${response.status} ${response.body?.message}`);
        }
      }
      const [decided] = await rows<{ approved: number; outcomes: number }>(sql`
        select count(*) filter (where status = 'Approved')::int as approved, count(outcome)::int as outcomes
        from applications where id in (${sql.join(
          work.map((w) => sql`${w.id}::uuid`),
          sql`, `,
        )})`);
      expect({ code, ...decided }).toEqual({ code, approved: work.length, outcomes: work.length });
    }
    expect(refused).toEqual([]);
    // Copies bear the certificate stamp the seed added: their PDFs are drawn with its image.
    const drawn = await app.documentRenderer.drain();
    const [documents] = await rows<{ issued: number; undrawn: number; copies: number }>(sql`
      select count(*)::int as issued, count(*) filter (where sha256 is null)::int as undrawn,
             count(*) filter (where kind = 'CERTIFIED_COPY')::int as copies
      from documents`);
    expect(documents.copies).toBeGreaterThan(0);
    expect({ drawn, undrawn: documents.undrawn }).toEqual({ drawn: documents.issued, undrawn: 0 });
  }, 120_000);

  it('leaves every year of the register to --register: the entries made for the applications are recorded by no officer', async () => {
    const result = await seedRegister(database.db, { entries: 1000, log: () => undefined });
    expect({ entries: result.entries, skippedYears: result.skippedYears }).toEqual({ entries: 1000, skippedYears: 0 });
    const [numbers] = await rows<{ twice: number }>(sql`
      select count(*)::int as twice from (select registration_number from marriages group by 1 having count(*) > 1) x`);
    expect(numbers.twice).toBe(0);
  }, 120_000);
});
