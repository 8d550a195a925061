#!/usr/bin/env node
// The portal as the end-to-end tests see it: the built client, a fresh embedded database, demo data.
// NODE_ENV=test opens the test-only routes the specs use (/api/dev/outbox, /api/dev/clock).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
const dataDir = path.join(root, `.e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'always',
    DATABASE_URL: '',
    // Every browser of the suite signs in from 127.0.0.1, many times a minute; the limits themselves
    // are tested by the API tests (tests/api/rate-limit.test.ts).
    AUTH_RATE_LIMIT: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
