#!/usr/bin/env node
// npm start: builds the client when its sources are newer than the build, bundles the server the same
// way, then runs the server (which migrates the database and, on an empty embedded one, seeds the
// demo data) with plain node; when the server cannot be bundled it runs the sources through tsx.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (paths) => paths.map((p) => path.join(root, p));

const clientSources = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'visitor.html',
  'vite.config.ts',
  'vite.visitor.config.ts',
  'package-lock.json',
];
// Two builds: the areas' app (index.html) and the visitor pages' light app (visitor.html).
if (['index.html', 'visitor.html'].some((page) => isStale(path.join(root, 'dist/client', page), at(clientSources)))) {
  console.info('Building the client…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = path.join(root, 'dist/server/main.mjs');
let entry = ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
try {
  const { SERVER_SOURCES, buildServer } = await import('./build-server.mjs');
  if (isStale(bundle, at(SERVER_SOURCES))) await buildServer();
  entry = [bundle];
} catch (error) {
  console.warn(`Running the server sources through tsx (the bundle could not be built: ${error.message}).`);
}

const server = spawn(process.execPath, [...entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
