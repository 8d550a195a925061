import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, newest } from '../../scripts/freshness.mjs';

// The check `npm start` makes before running the built server (and client): rebuild when a source
// is newer than the build, never when nothing changed.
describe('start freshness check', () => {
  let dir: string;
  const at = (name: string, seconds: number) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, name);
    utimesSync(file, seconds, seconds);
    return file;
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the newest file deep in a folder', () => {
    at('src/a.ts', 1_000);
    at('src/deep/er/b.ts', 3_000);
    at('src/c.ts', 2_000);
    utimesSync(path.join(dir, 'src/deep/er'), 500, 500);
    utimesSync(path.join(dir, 'src/deep'), 500, 500);
    utimesSync(path.join(dir, 'src'), 500, 500);
    expect(newest(path.join(dir, 'src'))).toBe(3_000_000);
  });

  it('is stale when the build is missing', () => {
    at('src/a.ts', 1_000);
    expect(isStale(path.join(dir, 'dist/main.mjs'), [path.join(dir, 'src')])).toBe(true);
  });

  it('is fresh when every source is older than the build, and stale once one changes', () => {
    const source = at('src/server/a.ts', 1_000);
    utimesSync(path.join(dir, 'src/server'), 1_000, 1_000);
    utimesSync(path.join(dir, 'src'), 1_000, 1_000);
    const build = at('dist/main.mjs', 2_000);
    const sources = [path.join(dir, 'src'), path.join(dir, 'package-lock.json')];
    expect(isStale(build, sources)).toBe(false);
    utimesSync(source, 3_000, 3_000);
    expect(isStale(build, sources)).toBe(true);
  });

  it('ignores sources that do not exist', () => {
    const build = at('dist/main.mjs', 2_000);
    expect(isStale(build, [path.join(dir, 'nowhere')])).toBe(false);
  });
});
