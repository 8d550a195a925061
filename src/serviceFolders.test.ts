import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21, done means 3: a service lives in its own folders. The marital status letter's code is in
 * three folders (its shared contract, its server module, its client part); outside them only the
 * three indexes that list every service name it, and three shared files that a service must touch:
 * the catalogue (its code, words, fee, extras, register), the permission table (who works its own
 * back-office section) and the client's messages index. Everything else (its routes and menu entry,
 * its tables, its demo and history, its Swahili, its document kind, its name wherever shown) comes
 * from those. Tests, migrations and the benchmarks' bulk data are not the service's code.
 */
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = [
  'src/shared/services/marital-status-letter/',
  'src/server/modules/letters/',
  'src/client/services/marital-status-letter/',
];
const INDEXES = ['src/client/services/index.ts', 'src/server/services/index.ts', 'src/shared/services/index.ts'];
const SHARED = ['src/client/services/messages.ts', 'src/shared/permissions.ts', 'src/shared/services.ts'];
/** What names the letter in code: its code, its folders, its identifiers, its back-office section. */
const NAMES =
  /MARITAL_STATUS_LETTER|marital-status-letter|maritalStatusLetter|MaritalStatusLetter|marital_status_letter|modules\/letters\/|'marital-status'/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the marital status letter in its own folders', () => {
  const naming = sources('src').filter((file) => NAMES.test(readFileSync(path.join(root, file), 'utf8')));

  it('is named outside its three folders only by the three indexes and three shared files', () => {
    const outside = naming.filter((file) => !FOLDERS.some((folder) => file.startsWith(folder)));
    expect(outside.sort()).toEqual([...INDEXES, ...SHARED].sort());
  });

  it('has its code in each of its folders (the scan itself finds it)', () => {
    for (const folder of FOLDERS)
      expect(
        naming.some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
  });
});
