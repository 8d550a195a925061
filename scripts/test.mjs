#!/usr/bin/env node
// npm test: every check, in order; stops at the first that fails. Each step's time is printed at the
// end, and what the test runners counted is kept in test-results/counts (scripts/test-counts.mjs).
import { rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { countsDir, playwrightCounts, runSteps, vitestCounts } from './steps.mjs';

rmSync(countsDir, { recursive: true, force: true });
runSteps(
  [
    // package-lock.json must let `npm ci` install on a fresh clone (every platform's optional binaries listed).
    ['lock file', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit-*', ...vitestCounts('unit')]],
    ['API tests', 'npx', ['vitest', 'run', '--project', 'api', ...vitestCounts('api')]],
    ['client build', 'npm', ['run', 'build']],
    // Issue 12: every visitor page's first view stays within 70 kB of compressed JavaScript.
    ['first-view budget', 'node', ['scripts/first-view-budget.mjs']],
    [
      'end-to-end tests',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      playwrightCounts('e2e'),
      ensureChromium,
    ],
  ],
  'npm test',
);
console.info('\nAll checks passed.');
