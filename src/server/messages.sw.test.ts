import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../shared/i18n/translate.js';

/**
 * Issue 21, done means 2: every message the server answers with is said in Swahili too. The
 * catalogue is keyed by the English sentence (src/shared/i18n/messages.sw.ts), so a message reworded
 * in the code without its entry would silently be answered in English to a Swahili reader: this test
 * reads every error the server throws with a written message (badRequest, unauthorized, forbidden,
 * notFound, conflict, new ApiError) and fails for one the catalogue does not translate.
 */
const SERVER = path.resolve(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The errors thrown with a message written in place: `notFound('No such letter')`, `new ApiError(423, '…')`. */
const THROWN =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1|\bnew ApiError\(\s*\d+\s*,\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;

function thrownMessages(): { message: string; file: string }[] {
  return sources(SERVER).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(THROWN)]
      .map((m) => (m[2] ?? m[4]).replace(/\\(['"`\\])/g, '$1'))
      // A message built around a value (`${…}`) is translated by its pattern, checked where it is built.
      .filter((message) => !message.includes('${'))
      .map((message) => ({ message, file: path.relative(SERVER, file) })),
  );
}

describe('the server speaks Swahili', () => {
  it('finds the messages it throws (the scan itself works)', () => {
    const messages = thrownMessages().map((m) => m.message);
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain('No such application');
  });

  it('has the Swahili of every message the server throws', () => {
    const missing = thrownMessages().filter(({ message }) => translateMessage(message, 'sw') === message);
    expect(missing).toEqual([]);
  });

  it('would fail for a message without its Swahili', () => {
    expect(translateMessage('A message the catalogue has never heard of', 'sw')).toBe(
      'A message the catalogue has never heard of',
    );
  });
});
