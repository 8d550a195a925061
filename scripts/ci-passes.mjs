#!/usr/bin/env node
// CI's passes after `npm test` (.ci/run): the API tests on a PostgreSQL server, then the registry's
// clock edges. Each pass seeds the demo once and runs the files in two processes (vite.config.ts).
//
// The clock: every test takes "now" from the process clock, which faketime (Debian's libfaketime) sets
// to an instant and lets run on from there; the seed, the app and the embedded database all read it.
// The whole API suite runs on PostgreSQL at a Nairobi-midnight instant; the files whose outcome
// depends on the date (CLOCK_FILES) run again on the embedded database at each edge of CLOCK_EDGES.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root, runSteps, vitestCounts } from './steps.mjs';

/** The first line of an API test file about dates, which CI runs again at each clock edge. */
export const CLOCK_MARK = '// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).';

/**
 * The API test files about dates (deadlines, notice periods, "today", numbering by year, lapses,
 * reports and totals by day and month, expiries): those that begin with CLOCK_MARK. A new file of
 * that kind begins with it too.
 */
export const CLOCK_FILES = readdirSync(path.join(root, 'tests/api'))
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => readFileSync(path.join(root, 'tests/api', name), 'utf8').startsWith(CLOCK_MARK))
  .sort()
  .map((name) => `tests/api/${name}`);

/** The instants (UTC) of the clock passes, each with what it stands for. */
export const CLOCK_EDGES = [
  ['2026-11-22 20:58:30', 'the last 90 seconds of a Nairobi day (the pass ends before its midnight)'],
  ['2026-11-22 21:00:00', 'Nairobi midnight'],
  ['2026-12-31 23:59:30', 'the last seconds of the year in UTC (02:59 on 1 January in Nairobi)'],
  ['2028-02-28 21:00:30', '29 February of a leap year, just after Nairobi midnight'],
  ['2026-11-30 21:00:30', 'the first of a month, just after Nairobi midnight'],
];

/**
 * The PostgreSQL pass's instant, which is also the whole suite's Nairobi-midnight pass: 00:20 in
 * Nairobi, still the day before in UTC, and days away from whatever clock the PostgreSQL server keeps.
 */
export const POSTGRES_PASS = [
  '2026-11-24 21:20:00',
  "00:20 in Nairobi (the day before in UTC), the app's clock days away from the server's",
];

if (CLOCK_FILES.length === 0) {
  console.error(`No API test file begins with the clock mark: the registry's day would go unchecked at its edges`);
  process.exit(1);
}

function ensureFaketime() {
  try {
    execSync('command -v faketime', { stdio: 'ignore', shell: '/bin/bash' });
    return;
  } catch {}
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime', {
      stdio: 'inherit',
    });
    return;
  }
  console.error("faketime is missing (apt-get install faketime): the registry's day cannot be checked at its edges");
  process.exit(1);
}

const slug = (instant) => instant.replace(/[^0-9]/g, '');
/** The API tests (these files, or all) on the embedded database with the clock started at `instant` (UTC). */
const atInstant = (name, instant, files = []) => [
  name,
  'faketime',
  [instant, 'npx', 'vitest', 'run', '--project', 'api', ...vitestCounts(`api-clock-${slug(instant)}`), ...files],
  { TZ: 'UTC', DATABASE_URL: '' },
];

const only = process.argv[2];
const steps = [
  [
    `API tests on PostgreSQL (DATABASE_URL) at ${POSTGRES_PASS[0]} UTC, ${POSTGRES_PASS[1]}`,
    'faketime',
    [POSTGRES_PASS[0], 'npx', 'vitest', 'run', '--project', 'api', ...vitestCounts('api-postgres')],
    // The PostgreSQL server keeps its own clock (its now()), which a CI machine need not share with
    // the app: the app runs days away from it on purpose, so every moment the portal compares with
    // its "now" must be one it wrote from its own clock (src/server/db/schema/columns.ts).
    { DATABASE_URL: process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', TZ: 'UTC' },
    () => {
      ensureFaketime();
      try {
        execSync('pg_isready -h 127.0.0.1 -p 5432', { stdio: 'ignore' });
      } catch {
        execSync('pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start', {
          stdio: 'inherit',
          shell: '/bin/bash',
        });
      }
    },
  ],
  ...CLOCK_EDGES.map(([instant, what], n) => [
    ...atInstant(`clock-dependent API tests at ${instant} UTC, ${what}`, instant, CLOCK_FILES),
    ...(n === 0 ? [ensureFaketime] : []),
  ]),
];
runSteps(only === '--clock' ? steps.slice(1) : only === '--postgres' ? steps.slice(0, 1) : steps, 'CI passes');
