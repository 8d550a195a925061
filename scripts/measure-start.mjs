#!/usr/bin/env node
// Times `npm start` (or the command given after --) from launch to the first 200 of GET /api/health,
// then stops it and prints the largest resident set of any of its processes (from /usr/bin/time -v).
//
//   node scripts/measure-start.mjs [--fresh] [--port 8090] [--data ./data] [--runs 3] [-- command …]
//
// --fresh empties the data folder before each run (the first start of a fresh clone).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const dash = process.argv.indexOf('--');
const { values } = parseArgs({
  args: process.argv.slice(2, dash === -1 ? undefined : dash),
  options: {
    fresh: { type: 'boolean', default: false },
    port: { type: 'string', default: '8090' },
    data: { type: 'string', default: path.join(os.tmpdir(), 'marriages-measure-start') },
    runs: { type: 'string', default: '1' },
  },
});
const command = dash === -1 ? ['npm', 'start'] : process.argv.slice(dash + 1);
const url = `http://127.0.0.1:${values.port}/api/health`;

async function answered() {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function once() {
  if (values.fresh) rmSync(values.data, { recursive: true, force: true });
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'measure-start-')), 'time.txt');
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-v', '-o', report, ...command], {
    env: { ...process.env, PORT: values.port, DATA_DIR: values.data, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms = null;
  while (child.exitCode === null) {
    if (await answered()) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Let the process settle (timers, lazy work after listen) before stopping it, so the peak counts them.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // SIGINT to the whole group: the portal's processes stop on it, /usr/bin/time ignores it and reports.
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // already gone
  }
  await exited;
  const text = readFileSync(report, 'utf8');
  const field = (name) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(text)?.[1]);
  return {
    ms,
    maxRssMb: field('Maximum resident set size \\(kbytes\\)') / 1024,
    cpu: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
  };
}

const results = [];
for (let i = 0; i < Number(values.runs); i++) {
  const result = await once();
  results.push(result);
  console.info(
    `run ${i + 1}: first answer ${result.ms === null ? 'never' : `${(result.ms / 1000).toFixed(2)} s`}, max RSS ${result.maxRssMb.toFixed(0)} MB, CPU (user + system) ${result.cpu.toFixed(2)} s`,
  );
}
console.info(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
