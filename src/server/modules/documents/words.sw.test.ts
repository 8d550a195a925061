import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { receiptLines } from '../payments/receipt.js';
import { certificateLines } from '../register/certificate.js';
import type { DocumentLine } from './pdf.js';
import { sayDocument } from './words.sw.js';

const party = (name: string) => ({
  name,
  idType: 'NATIONAL_ID',
  idNumber: '12345678',
  age: 30,
  condition: 'NEVER_MARRIED',
  occupation: 'Teacher',
  residence: 'Nairobi',
  father: 'John Doe',
  mother: 'Jane Doe',
});

/** Every word of a document's own (labels, headings, sentences) that the Swahili leaves in English. */
function untranslated(lines: DocumentLine[]): string[] {
  const words: string[] = [];
  for (const line of lines) {
    if (typeof line === 'string') words.push(line);
    else if ('heading' in line) words.push(line.heading);
    else words.push(line.label);
  }
  return words.filter((w) => sayDocument(w, 'sw') === w);
}

describe('documents in Swahili', () => {
  it('has the Swahili of every label, heading and sentence of a marriage certificate, margin notes included', () => {
    const lines = certificateLines({
      venueName: 'Nairobi Registry',
      districtName: 'Nairobi',
      celebratedAt: new Date('2026-05-02T07:00:00Z'),
      bookNumber: 'B/047/2026/01',
      entryNumber: 3,
      noticeNumber: 'MN/2026/000001',
      partyA: party('Amani Otieno'),
      partyB: party('Baraka Mwangi'),
      officiantName: 'Rev. A',
      witnesses: ['W One', 'W Two'],
      registeredBy: 'St. Andrew',
      marginNotes: [
        {
          field: 'PARTY_A_NAME',
          oldValue: 'Amani Otieno',
          newValue: 'Amani Atieno',
          amendedAt: new Date('2026-06-01T07:00:00Z'),
          authorityName: 'R G',
          authorityTitle: 'Registrar General',
          applicationReference: 'DR/2026/000001',
        },
      ],
      replaces: 'MC/047/2026/000003',
    });
    expect(untranslated(lines)).toEqual([]);
    expect(
      sayDocument('Marriage solemnised at Nairobi Registry in Nairobi district under the Marriage Act, 2014.', 'sw'),
    ).toBe('Ndoa ilifungwa Nairobi Registry katika wilaya ya Nairobi chini ya Sheria ya Ndoa, 2014.');
    expect(
      sayDocument(
        '01-06-2026: Party A\'s full name corrected from "A" to "B" by R G, Registrar General (application DR/2026/000001).',
        'sw',
      ),
    ).toBe(
      '01-06-2026: Jina kamili la Mhusika A imerekebishwa kutoka "A" kuwa "B" na R G, Registrar General (ombi DR/2026/000001).',
    );
    expect(sayDocument('Bachelor/Spinster', 'sw')).toBe('Hajawahi kuoa/kuolewa');
  });

  it('has the Swahili of every label of a receipt, the sandbox note included', () => {
    const lines = receiptLines({
      receiptNumber: 'RCT-1',
      invoiceNumber: 'INV-1',
      reference: 'RS/2026/000001',
      serviceName: 'Register search',
      payerName: 'A B',
      lines: [],
      amount: 550,
      currency: 'KES',
      paidAt: new Date('2026-05-02T07:00:00Z'),
      cardLast4: '4242',
      gateway: 'SANDBOX',
    });
    expect(untranslated(lines)).toEqual([]);
    expect(sayDocument('Card ending 4242', 'sw')).toBe('Kadi inayoishia 4242');
    expect(sayDocument('Register search', 'sw')).toBe('Upekuzi wa rejista');
  });

  it('leaves English and data as they are', () => {
    expect(sayDocument('Receipt number', 'en')).toBe('Receipt number');
    expect(sayDocument('Amani Otieno', 'sw')).toBe('Amani Otieno');
    expect(sayDocument('October 2026', 'sw')).toBe('Oktoba 2026');
  });
});

/**
 * Issue 21, done means 2: every document's own words have their Swahili. The documents are built
 * from lines written in the server's modules; this reads every title, heading and label written
 * there as text (in the files that build a document) and fails for one the catalogue does not
 * translate, as src/server/messages.sw.test.ts does for the messages. Words built around a value
 * (`${…}`) are translated by their patterns, checked by the tests above.
 */
const SERVER = path.resolve(import.meta.dirname, '../..');

function builders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'seed'].includes(entry.name) ? [] : builders(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /\b(DocumentLine|issueDocument|renderDocumentPdf)\b/.test(readFileSync(full, 'utf8')) ? [full] : [];
  });
}

const WRITTEN = /\b(label|heading|title):\s*(['"])((?:\\.|(?!\2)[^\\])*)\2/g;

function documentWords(): { word: string; file: string }[] {
  return builders(SERVER).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(WRITTEN)].map((m) => ({
      word: m[3].replace(/\\(['"\\])/g, '$1'),
      file: path.relative(SERVER, file),
    })),
  );
}

describe("every document's words in Swahili", () => {
  it('finds the titles, headings and labels of the documents (the scan itself works)', () => {
    const words = documentWords();
    expect(words.length).toBeGreaterThan(100);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['Marital Status Letter', 'Register entry']));
    expect(new Set(words.map((w) => w.file)).size).toBeGreaterThan(6);
  });

  it('has the Swahili of each', () => {
    expect(documentWords().filter(({ word }) => sayDocument(word, 'sw') === word)).toEqual([]);
  });
});
