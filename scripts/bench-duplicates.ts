/**
 * The possible-duplicate lookups (issue 24) on a bulk register (`npm run seed:bulk -- --register N`):
 * for entries drawn at random, a marriage of the same couple with one name misspelt and new ID
 * numbers (the name lookup), and one with a party's ID number (the ID lookup), each through the
 * screening's own queries (register and applications in flight), then the rules; with the plan of
 * each kind of statement. Never on the `test` database.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/marriages_bench_dups npx tsx scripts/bench-duplicates.ts [--samples 200]
 */
import { sql } from 'drizzle-orm';
import { duplicateRules, type ComparedMarriage } from '../src/shared/duplicates.js';
import { nairobiDate } from '../src/shared/dates.js';
import { openDatabase } from '../src/server/db/client.js';
import { marriages } from '../src/server/db/schema/index.js';
import { applicationCandidates, registerCandidates } from '../src/server/modules/duplicates/repository.js';
import { registeredMarriage } from '../src/server/modules/duplicates/subjects.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url || /\/test$/.test(url)) throw new Error('Set BENCH_DATABASE_URL to a bench database (never `test`)');
const samples = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 200;

const misspelt = (name: string) => {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = Math.min(3, longest.length - 1);
  const slipped = `${longest.slice(0, i)}${longest[i] === 'a' ? 'e' : 'a'}${longest.slice(i + 1)}`;
  return words.map((w) => (w === longest ? slipped : w)).join(' ');
};

const say = (line: string) => process.stdout.write(`${line}\n`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main() {
  const { db, close } = await openDatabase({ url, poolSize: 2 });
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from ${marriages}`)).rows as { n: number }[];
  const entries = await db
    .select({ partyA: marriages.partyA, partyB: marriages.partyB, celebratedAt: marriages.celebratedAt })
    .from(marriages)
    .where(sql`${marriages.status} = 'SUBSISTING'`)
    .orderBy(sql`random()`)
    .limit(samples);
  const self = { id: '00000000-0000-4000-8000-000000000000', submittedAt: new Date() };
  const times = { names: [] as number[], ids: [] as number[], inFlight: [] as number[] };
  let found = { names: 0, ids: 0, inFlight: 0 };
  // Marriages in flight (duplicate_keys), when the bench database holds some: a later filing naming one of their parties.
  const flying = (
    await db.execute(sql`select particulars from duplicate_keys order by random() limit ${samples}`)
  ).rows.map((r) => (r as { particulars: ComparedMarriage }).particulars);
  for (const entry of entries) {
    const registered = registeredMarriage({ ...entry, marriageDate: nairobiDate(entry.celebratedAt) });
    const byName: ComparedMarriage = {
      ...registered,
      partyA: { ...registered.partyA, name: misspelt(registered.partyA.name), idNumber: 'X0000001' },
      partyB: { ...registered.partyB, idNumber: 'X0000002' },
    };
    const byId: ComparedMarriage = {
      ...registered,
      partyA: { ...registered.partyA, name: 'Somebody Else Entirely' },
      partyB: { ...registered.partyB, name: 'Another Person Altogether', idNumber: 'X0000003' },
    };
    const other = flying[entries.indexOf(entry)];
    const inFlight: ComparedMarriage | null = other
      ? { ...byId, partyA: { ...byId.partyA, idNumber: other.partyB.idNumber } }
      : null;
    for (const [kind, subject] of [
      ['names', byName],
      ['ids', byId],
      ...(inFlight ? ([['inFlight', inFlight]] as const) : []),
    ] as const) {
      const started = performance.now();
      const candidates = [
        ...(await registerCandidates(db, subject)),
        ...(await applicationCandidates(db, subject, self)),
      ];
      const held = candidates.some((c) => duplicateRules(subject, c.marriage).length > 0);
      times[kind].push(performance.now() - started);
      if (held) found = { ...found, [kind]: found[kind] + 1 };
    }
  }
  say(`${n} register entries; ${entries.length} samples of each kind, one at a time`);
  const words = {
    names: 'misspelt name, new ID numbers',
    ids: "a register party's ID number, other names",
    inFlight: "a party's ID number of a marriage in flight",
  };
  for (const kind of ['names', 'ids', 'inFlight'] as const)
    if (times[kind].length)
      say(
        `${words[kind]}: held ${found[kind]}/${times[kind].length}; p50 ${percentile(times[kind], 50).toFixed(1)} ms, p95 ${percentile(times[kind], 95).toFixed(1)} ms, max ${Math.max(...times[kind]).toFixed(1)} ms`,
      );
  const id = entries[0].partyA.idNumber.toUpperCase();
  for (const [what, statement] of [
    [
      'register by ID number',
      sql`select id from marriages where status = 'SUBSISTING' and (upper(party_a_id_number) in (${id}) or upper(party_b_id_number) in (${id}))`,
    ],
    [
      'applications in flight by ID number',
      sql`select application_id from duplicate_keys where party_a_id_number in (${flying[0]?.partyA.idNumber ?? id}) or party_b_id_number in (${flying[0]?.partyA.idNumber ?? id})`,
    ],
    [
      'applications in flight by name words',
      sql`select application_id from duplicate_keys where words && array['kamau','wanjiku']::text[]`,
    ],
  ] as const) {
    const plan = (await db.execute(sql`explain (costs off) ${statement}`)).rows.map((r) => Object.values(r)[0]);
    say(`\n${what}:\n  ${plan.join('\n  ')}`);
  }
  await close();
}

await main();
