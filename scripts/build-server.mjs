#!/usr/bin/env node
// Bundles the server (src/server/main.ts and what it imports from src) into dist/server/main.mjs,
// the packages left to node_modules, and copies the migrations beside it: `npm start` then runs it
// with plain node instead of transpiling every TypeScript module at each start.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/server');

export const SERVER_SOURCES = ['src/server', 'src/shared', 'package-lock.json', 'scripts/build-server.mjs'];

export async function buildServer() {
  rmSync(out, { recursive: true, force: true });
  // The migrations first: the bundle's time is what the start compares with the sources.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(out, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
