#!/usr/bin/env node
// Fails when a visitor page's first view loads more than the budget of compressed JavaScript.
// For each visitor route: the HTML the server sends for it (the same rule as src/server/app.ts), then
// its entry script, its modulepreloads and every static import they make, recursively (not the
// dynamic import() chunks, which load later); each counted at its brotli size as served (.br).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));
const budget = Number(process.env.FIRST_VIEW_BUDGET_KB ?? 70) * 1000;

// The server's rule and the sample routes live in src/shared/visitorRoutes.ts (TypeScript): read them from it.
const routesSource = readFileSync(path.join(root, 'src/shared/visitorRoutes.ts'), 'utf8');
const list = (name) =>
  [...routesSource.match(new RegExp(`${name} = \\[([^\\]]*)\\]`))[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const areaPrefixes = list('AREA_PREFIXES');
const routes = list('VISITOR_ROUTE_SAMPLES');
const isVisitorPath = (p) => !areaPrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

function servedSize(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The scripts an HTML page loads before it shows: module entries and modulepreloads, with their static imports. */
function firstViewScripts(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const start = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  const queue = start.map((src) => path.join(dist, src.replace(/^\//, '')));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`.
    for (const m of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      queue.push(path.resolve(path.dirname(file), m[1]));
    }
  }
  return [...seen];
}

const cache = new Map();
let failed = false;
console.info(`First-view JavaScript of the visitor pages (brotli, budget ${budget / 1000} kB):`);
for (const route of routes) {
  if (!isVisitorPath(route)) throw new Error(`${route} is not a visitor route`);
  const htmlFile = path.join(dist, existsSync(path.join(dist, 'visitor.html')) ? 'visitor.html' : 'index.html');
  if (!cache.has(htmlFile)) cache.set(htmlFile, firstViewScripts(htmlFile));
  const files = cache.get(htmlFile);
  const bytes = files.reduce((sum, file) => sum + servedSize(file), 0);
  const over = bytes > budget;
  failed ||= over;
  console.info(
    `${over ? 'OVER' : 'ok  '} ${route.padEnd(40)} ${(bytes / 1000).toFixed(1).padStart(6)} kB  (${files.map((f) => path.basename(f)).join(', ')})`,
  );
}
if (failed) {
  console.error(`A visitor page's first view exceeds ${budget / 1000} kB of compressed JavaScript.`);
  process.exit(1);
}
