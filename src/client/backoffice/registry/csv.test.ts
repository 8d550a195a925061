import { describe, expect, it } from 'vitest';
import { marriageColumns } from './CivilMarriagesList.js';
import { toCsv } from '../../format/csv.js';
import { registryPagesEn } from '../../i18n/backoffice-notices.en.js';
import { registryPagesOwnSw } from '../../i18n/backoffice-notices.sw.js';
import type { MarriageEntry } from './registryTypes.js';

describe('registry CSV', () => {
  it('writes the time of a celebration as people read it: Nairobi dd-mm-yyyy HH:mm', () => {
    const party = {
      name: 'A B',
      idType: 'NATIONAL_ID',
      idNumber: '1',
      age: 30,
      condition: 'NEVER_MARRIED',
      occupation: 'x',
      residence: 'Nairobi',
      father: 'f',
      mother: 'm',
    };
    const entry = {
      registrationNumber: 'MC/047/2026/000001',
      entryNumber: 1,
      district: '047',
      partyA: party,
      partyB: party,
      partyAIdNumber: '1',
      partyBIdNumber: '2',
      celebratedAt: '2026-11-22T22:30:00.000Z',
      venueName: 'Room',
      officiantName: 'Rev',
      status: 'SUBSISTING',
    } as unknown as MarriageEntry;
    const [, line] = toCsv(
      [entry],
      marriageColumns((key) => key),
    ).split('\n');
    expect(line).toContain('"23-11-2026 01:30"');
  });

  it("names the columns and the status in the page's words", () => {
    const party = {
      name: 'A B',
      idType: 'NATIONAL_ID',
      idNumber: '1',
      age: 30,
      condition: 'NEVER_MARRIED',
      occupation: 'x',
      residence: 'Nairobi',
      father: 'f',
      mother: 'm',
    };
    const entry = {
      registrationNumber: 'MC/047/2026/000001',
      entryNumber: 1,
      district: '047',
      partyA: party,
      partyB: party,
      partyAIdNumber: '1',
      partyBIdNumber: '2',
      celebratedAt: '2026-11-22T22:30:00.000Z',
      venueName: 'Room',
      officiantName: 'Rev',
      status: 'SUBSISTING',
    } as unknown as MarriageEntry;
    const words = (tree: object) => (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    const [head, line] = toCsv([entry], marriageColumns(words(registryPagesOwnSw))).split('\n');
    expect(head).toContain('"Nambari ya usajili"');
    expect(head).toContain('"Mfungishaji"');
    expect(line).toContain('"Inadumu"');
    expect(toCsv([entry], marriageColumns(words(registryPagesEn))).split('\n')[0]).toContain('"Registration number"');
  });
});
