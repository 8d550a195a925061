#!/usr/bin/env node
// What the test runners counted in this run (test-results/counts, written by scripts/steps.mjs): one
// line per project (unit, API, e2e), then the totals as one plain line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countsDir } from './steps.mjs';

const files = existsSync(countsDir)
  ? readdirSync(countsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
const read = (file) => JSON.parse(readFileSync(path.join(countsDir, file), 'utf8'));

/** Vitest's JSON: passed, failed, skipped (skipped, pending and todo), files. */
function vitest(file) {
  const r = read(file);
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    files: r.testResults.length,
  };
}

/** Playwright's JSON: passed (flaky ones count as failed: no test is green by retry), failed, skipped. */
function playwright(file) {
  const { stats } = read(file);
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped, files: null };
}

const describe = (c) =>
  `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${c.files === null ? '' : ` (${c.files} files)`}`;
const total = { passed: 0, failed: 0, skipped: 0 };
const add = (c) => {
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
};

const lines = [];
const unit = files.filter((f) => f === 'unit.json').map(vitest);
unit.forEach(add);
if (unit.length) lines.push(`unit: ${describe(unit[0])}`);

const api = ['api.json', 'api-postgres.json', ...files.filter((f) => f.startsWith('api-clock-'))].filter((f) =>
  files.includes(f),
);
if (api.length) {
  const label = (f) =>
    f === 'api.json'
      ? 'npm test'
      : f === 'api-postgres.json'
        ? 'PostgreSQL'
        : `clock ${f.replace(/^api-clock-(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)\.json$/, '$1-$2-$3 $4:$5:$6')} UTC`;
  const parts = api.map((f) => {
    const c = vitest(f);
    add(c);
    return `${label(f)} ${describe(c)}`;
  });
  lines.push(`API: ${parts.join('; ')}`);
}

const e2e = files.filter((f) => f === 'e2e.json').map(playwright);
e2e.forEach(add);
if (e2e.length) lines.push(`e2e: ${describe(e2e[0])}`);

console.info('\n=== Tests counted in this run ===');
for (const line of lines) console.info(line);
console.info(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
