import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from './fixtures.js';
import englishRa from 'ra-language-english';
import { en } from '../../src/client/i18n/en.js';
import { SHARED_LABELS_SW } from '../../src/shared/i18n/labels.sw.js';
import { MESSAGES_SW } from '../../src/shared/i18n/messages.sw.js';
import * as sharedWords from '../../src/shared/i18n/words.js';

/**
 * What a page says to a person, and the checks of its language: no message key shown in place of a
 * message, and on a page in another language no English phrase of the portal's own catalogue
 * (src/client/i18n/en.ts, react-admin's English, and the shared English of src/shared/i18n: contract
 * labels, API messages, words for codes). Names and numbers from the data are not in the catalogue,
 * so they pass.
 */

export interface UiText {
  text: string;
  /** The element that shows it (tag, id, role or label), to find it in a failure. */
  where: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, into);
  return into;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const LETTER = /[\p{L}\p{N}]/u;

/**
 * The pieces of a message a page shows word for word: each plural form (`||||`) cut at its
 * placeholders (`%{name}`), trimmed of the punctuation at its ends.
 */
function pieces(message: string): { piece: string; whole: boolean }[] {
  return message.split('||||').flatMap((form) => {
    const parts = form.split(/%\{[^}]*\}/);
    return parts.map((part) => ({
      piece: normalise(part).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      whole: parts.length === 1,
    }));
  });
}

/** Does `text` hold `phrase` as a whole phrase (not inside a longer word)? */
export function holdsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((!before || !LETTER.test(before)) && (!after || !LETTER.test(after))) return true;
  }
  return false;
}

/**
 * An English phrase worth flagging: a whole message of two words or more, or a piece of one between
 * placeholders of three words or more (two short words such as "of the" say nothing of the language).
 */
function phraseOf({ piece, whole }: { piece: string; whole: boolean }): string | null {
  const words = piece.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.length < (whole ? 2 : 3) || piece.replace(/[^\p{L}]/gu, '').length < 6) return null;
  return piece;
}

/** Every `*.sw.ts` message file of the portal (and the Swahili composition), wherever it sits under src/. */
function swahiliFiles(dir = path.join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return swahiliFiles(full);
    return /(^|\.)sw\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export interface Catalogue {
  /** English phrases that must not show on a Swahili page. */
  english: string[];
}

let loaded: Catalogue | undefined;

/**
 * The English phrases of the catalogue, less those the Swahili messages use too (a name such as
 * "M-Pesa" or a phrase kept in English on purpose is no mistake).
 */
export async function catalogue(): Promise<Catalogue> {
  if (loaded) return loaded;
  const swahili: string[] = [];
  for (const file of swahiliFiles()) strings(await import(pathToFileURL(file).href), swahili);
  const swahiliText = swahili.map(normalise);
  const english = new Set<string>();
  // The portal's words: the client's catalogue, react-admin's, and the shared English the server and
  // the forms say (contract labels, API messages, the words for codes).
  const portal = [
    ...strings(en),
    ...strings(englishRa),
    ...Object.keys(SHARED_LABELS_SW),
    ...Object.keys(MESSAGES_SW),
    ...strings(sharedWords),
  ];
  for (const message of portal) {
    for (const piece of pieces(message)) {
      const phrase = phraseOf(piece);
      if (phrase && !swahiliText.some((sw) => holdsPhrase(sw, phrase))) english.add(phrase);
    }
  }
  loaded = { english: [...english].sort((a, b) => b.length - a.length) };
  return loaded;
}

/** English phrases of the catalogue the texts hold (the longest one per text). */
export function findEnglish(texts: UiText[], { english }: Catalogue): (UiText & { phrase: string })[] {
  const found: (UiText & { phrase: string })[] = [];
  for (const text of texts) {
    const phrase = english.find((p) => holdsPhrase(text.text, p));
    if (phrase) found.push({ ...text, phrase });
  }
  return found;
}

/** A message key (`ra.action.save`, `services.MARRIAGE_NOTICE.name`, `foo.bar_baz`): dotted names, no spaces. */
const KEY = /^[a-zA-Z][\w-]+(\.[\w-]{2,})+$/;
/** Dotted words that are not keys: file names, e-mail domains and web addresses. */
const NOT_A_KEY = /\.(pdf|png|jpe?g|csv|svg|txt|test|com|org|net|go|ke|co)$|@/i;

/** The texts that are, or hold, a message key shown in place of its message. */
export function findMessageKeys(texts: UiText[]): (UiText & { key: string })[] {
  const found: (UiText & { key: string })[] = [];
  for (const text of texts) {
    for (const token of text.text.split(/\s+/)) {
      const word = token.replace(/^[("'“‘[]+|[)"'”’\],;:!?.…]+$/g, '');
      if (KEY.test(word) && !NOT_A_KEY.test(word)) found.push({ ...text, key: word });
    }
  }
  return found;
}

/**
 * What a person must never read: a code, an enum or a key instead of words. Upper snake case
 * (`MARRIAGE_NOTICE`), lower snake case (`notice_period_days`), a bare district code (`047`: the
 * registry's districts are numbered 001–047) and a month written `2026-10`.
 */
const CODE_PATTERNS: [string, RegExp][] = [
  ['an upper-case code', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
  ['a snake_case key', /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/],
  ['a district code', /(?<![\p{L}\p{N},.\-/+])0\d{2}(?![\p{L}\p{N},.\-/:])/u],
  ['a month as yyyy-mm', /(?<![\p{N}\-/])(19|20)\d{2}-(0[1-9]|1[0-2])(?![\p{N}])/u],
];
/** Words that may hold such shapes as they are: addresses, links and file names. */
const NOT_WORDS = /@|:\/\/|^\/|\.(pdf|png|jpe?g|csv)$/i;

/** The texts that show a code where words belong, with what kind of code and the token. */
export function findCodes(texts: UiText[]): (UiText & { code: string; kind: string })[] {
  const found: (UiText & { code: string; kind: string })[] = [];
  for (const text of texts) {
    for (const token of text.text.split(/\s+/)) {
      if (NOT_WORDS.test(token)) continue;
      for (const [kind, pattern] of CODE_PATTERNS) {
        const match = token.match(pattern);
        if (match) {
          found.push({ ...text, code: match[0], kind });
          break;
        }
      }
    }
  }
  return found;
}

/**
 * What the page shows and says: its title, every visible text (a closed list's options too), and the
 * labels, titles, placeholders and alternative texts of its visible elements.
 */
export async function visibleUiText(page: Page): Promise<UiText[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const describe = (el: Element) => {
      const role = el.getAttribute('role');
      const testId = el.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}${role ? ` role="${role}"` : ''}${testId ? ` data-testid="${testId}"` : ''}>`;
    };
    const add = (text: string | null | undefined, where: string) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) out.push({ text: clean, where });
    };
    const shown = (el: Element) => {
      const select = el.closest('select');
      return (select ?? el).checkVisibility({ visibilityProperty: true });
    };
    add(document.title, '<title>');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || !shown(parent)) continue;
      add(node.nodeValue, describe(parent));
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt], [aria-valuetext], input[type=button], input[type=submit]',
    )) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'])
        add(el.getAttribute(name), `${name} of ${describe(el)}`);
      if (el instanceof HTMLInputElement && (el.type === 'button' || el.type === 'submit'))
        add(el.value, `value of ${describe(el)}`);
    }
    return out;
  });
}
