#!/usr/bin/env node
// npm test: every check, in order; stops at the first that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  // package-lock.json must let `npm ci` install on a fresh clone (every platform's optional binaries listed).
  ['lock file', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests', 'npx', ['vitest', 'run', '--project', 'api']],
  ['client build', 'npm', ['run', 'build']],
  // Issue 12: every visitor page's first view stays within 70 kB of compressed JavaScript.
  ['first-view budget', 'node', ['scripts/first-view-budget.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  if (name === 'end-to-end tests') ensureChromium();
  console.info(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.info('\nAll checks passed.');
