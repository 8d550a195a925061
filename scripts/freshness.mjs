// Whether a build output is older than the sources it is made from (used by scripts/start.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The latest modification time under a file or folder, in milliseconds. */
export function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** True when the output is missing or any existing source was changed after it was written. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const present = sources.filter(existsSync);
  return present.length > 0 && Math.max(...present.map(newest)) > statSync(output).mtimeMs;
}
