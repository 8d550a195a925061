/**
 * npm run profile:summary -- <file.cpuprofile> [--top 25] [--skip-ms 20000] [--until-ms 60000]
 *
 * Where a Node process spent its CPU: the self time of a V8 CPU profile (written by
 * `node --cpu-prof --cpu-prof-dir=DIR --import tsx scripts/bench.ts …`) added up by package
 * (node_modules/<name>), by folder of the portal's own code (src/server/modules/<m>…) and by Node's
 * internals, largest first, with each group's heaviest functions. Time waiting for PostgreSQL (a
 * separate process) is not CPU of this process and shows as "(idle)".
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    'skip-ms': { type: 'string', default: '0' },
    'until-ms': { type: 'string', default: '' },
  },
});
const file = positionals[0];
if (!file) {
  console.error('usage: npm run profile:summary -- <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const TOP = Math.max(1, Number(values.top) || 25);
/** Samples of the first SKIP ms (a bench's start and seeding) are left out. */
const SKIP = Math.max(0, Number(values['skip-ms']) || 0) * 1000;
/** Samples after UNTIL ms (what a bench does after its measure, drawing PDFs say) are left out too. */
const UNTIL = values['until-ms'] ? Number(values['until-ms']) * 1000 : Number.POSITIVE_INFINITY;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** The group a function belongs to: its package, the portal's folder, or Node. */
function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith('node:')) return 'node (internals)';
  const own = /\/(src\/(?:server|shared)\/(?:modules\/[^/]+|services\/[^/]+|[^/]+)|scripts\/[^/]+)/.exec(path);
  return own ? own[1].replace(/\.ts$/, '') : path;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((id, k) => {
  elapsed += profile.timeDeltas[k] ?? 0;
  if (elapsed >= SKIP && elapsed < UNTIL) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const groups = new Map<string, { time: number; functions: Map<string, number> }>();
for (const [id, micros] of self) {
  const node = byId.get(id)!;
  const group = groupOf(node.callFrame.url, node.callFrame.functionName);
  const entry = groups.get(group) ?? { time: 0, functions: new Map<string, number>() };
  entry.time += micros;
  const name = `${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber + 1}`;
  entry.functions.set(name, (entry.functions.get(name) ?? 0) + micros);
  groups.set(group, entry);
}

const ms = (micros: number) => (micros / 1000).toFixed(0);
const share = (micros: number) => ((100 * micros) / total).toFixed(1);
const busy = [...groups].filter(([g]) => g !== '(idle)').reduce((sum, [, e]) => sum + e.time, 0);
console.info(`${file}: ${ms(total)} ms sampled, ${ms(busy)} ms on the CPU (${share(busy)} %)\n`);
console.info('| where | self ms | % of all | heaviest functions |');
console.info('|---|---:|---:|---|');
for (const [group, entry] of [...groups].sort((a, b) => b[1].time - a[1].time).slice(0, TOP)) {
  const heaviest = [...entry.functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, micros]) => `${name} ${ms(micros)}`)
    .join(', ');
  console.info(`| ${group} | ${ms(entry.time)} | ${share(entry.time)} | ${heaviest} |`);
}
