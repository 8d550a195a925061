import { describe, expect, it } from 'vitest';
import { marriageColumns } from './CivilMarriagesList.js';
import { toCsv } from './csv.js';
import type { MarriageEntry } from './registryTypes.js';

describe('registry CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(toCsv([{ a: 'x"y', b: null }], [['A', (r) => r.a], ['B', (r) => r.b]])).toBe('"A","B"\n"x""y",""');
  });

  it('writes the time of a celebration as people read it: Nairobi dd-mm-yyyy HH:mm', () => {
    const party = { name: 'A B', idType: 'NATIONAL_ID', idNumber: '1', age: 30, condition: 'NEVER_MARRIED', occupation: 'x', residence: 'Nairobi', father: 'f', mother: 'm' };
    const entry = { registrationNumber: 'MC/047/2026/000001', entryNumber: 1, district: '047', partyA: party, partyB: party, partyAIdNumber: '1', partyBIdNumber: '2', celebratedAt: '2026-11-22T22:30:00.000Z', venueName: 'Room', officiantName: 'Rev', status: 'SUBSISTING' } as unknown as MarriageEntry;
    const [, line] = toCsv([entry], marriageColumns).split('\n');
    expect(line).toContain('"23-11-2026 01:30"');
  });
});
