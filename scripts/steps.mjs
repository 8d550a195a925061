// The steps of `npm test` and of CI's further passes: each runs in turn and is timed; the first that
// fails ends the run. The test runners write what they counted to test-results/counts (one JSON file
// a pass) for scripts/test-counts.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const countsDir = path.join(root, 'test-results/counts');

/** Vitest's arguments that also write its counts as JSON under test-results/counts/<name>.json. */
export function vitestCounts(name) {
  mkdirSync(countsDir, { recursive: true });
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(countsDir, `${name}.json`)}`];
}

/** Playwright's environment that also writes its counts as JSON under test-results/counts/<name>.json. */
export function playwrightCounts(name) {
  mkdirSync(countsDir, { recursive: true });
  return { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(countsDir, `${name}.json`) };
}

/**
 * Runs the steps ([name, command, args, extra environment, before]) one after the other; prints each
 * step's time, and all of them at the end. Exits with the first failing step's status.
 */
export function runSteps(steps, title) {
  const times = [];
  const report = () => {
    console.info(`\n${title}: time per step`);
    for (const [name, seconds] of times) console.info(`  ${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} s`);
  };
  for (const [name, command, args, env = {}, before] of steps) {
    before?.();
    console.info(`\n=== ${name} ===`);
    const started = performance.now();
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    times.push([name, (performance.now() - started) / 1000]);
    if (result.status !== 0) {
      report();
      console.error(`\n${name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
  report();
}
