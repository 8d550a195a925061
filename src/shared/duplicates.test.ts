import { describe, expect, it } from 'vitest';
import {
  birthsClose,
  duplicateRules,
  editDistance,
  nameWords,
  namesAlike,
  wordTolerance,
  type ComparedMarriage,
  type ComparedParty,
} from './duplicates.js';

const party = (name: string, idNumber: string, born: { dateOfBirth?: string; age?: number } = {}): ComparedParty => ({
  name,
  idNumber,
  dateOfBirth: born.dateOfBirth ?? null,
  age: born.age ?? null,
});
const marriage = (a: ComparedParty, b: ComparedParty, marriageDate: string): ComparedMarriage => ({
  partyA: a,
  partyB: b,
  marriageDate,
});

const earlier = marriage(
  party('Wanjiru Njeri Kamau', '12345678', { dateOfBirth: '1990-01-10' }),
  party('Otieno Ochieng', '23456789', { dateOfBirth: '1988-03-03' }),
  '2026-06-15',
);

describe('names alike', () => {
  it('ignores case, accents, punctuation and word order', () => {
    expect(nameWords("  WANJIRŨ  Ng'ang'a-KAMAU ")).toEqual(['wanjiru', 'nganga', 'kamau']);
    expect(namesAlike('Kamau, Wanjiru', 'wanjiru KAMAU')).toBe(true);
    expect(namesAlike('Zélipha Achieng', 'Achieng Zelipha')).toBe(true);
  });

  it('tolerates a slip scaled to the word: none up to 3 letters, one up to 5, two beyond', () => {
    expect([3, 4, 5, 6, 12].map(wordTolerance)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('kamau', 'kamua')).toBe(1); // two letters swapped count once
    expect(namesAlike('Otieno Ochieng', 'Otieno Ocheing')).toBe(true);
    expect(namesAlike('Zelifa Achieng', 'Zelipha Achieng')).toBe(true); // two edits in a word of six
    expect(namesAlike('Ali Omar', 'Ari Omar')).toBe(false); // three letters: exact
    expect(namesAlike('Juma Omar', 'Jane Omar')).toBe(false); // four letters: at most one edit
  });

  it('allows one word more (a middle name left out), but not a single word for a full name', () => {
    expect(namesAlike('Wanjiru Njeri Kamau', 'Wanjiru Kamau')).toBe(true);
    expect(namesAlike('Wanjiru Njeri Wambui Kamau', 'Wanjiru Kamau')).toBe(false);
    expect(namesAlike('Kamau', 'Wanjiru Kamau')).toBe(false);
  });
});

describe('births close', () => {
  const on = (dateOfBirth: string) => party('X Y', '1', { dateOfBirth });
  it('two dates of birth two days apart, or with the day and month swapped', () => {
    expect(birthsClose(on('1990-01-10'), '2026-01-01', on('1990-01-12'), '2026-01-01')).toBe(true);
    expect(birthsClose(on('1990-01-10'), '2026-01-01', on('1990-01-13'), '2026-01-01')).toBe(false);
    expect(birthsClose(on('1990-03-04'), '2026-01-01', on('1990-04-03'), '2026-01-01')).toBe(true);
  });
  it('an age on the day of the marriage stands for its year of days', () => {
    const aged = (age: number) => party('X Y', '1', { age });
    // Aged 36 on 15-06-2026: born 16-06-1989 to 15-06-1990.
    expect(birthsClose(on('1990-01-10'), '2026-07-01', aged(36), '2026-06-15')).toBe(true);
    expect(birthsClose(on('1989-06-10'), '2026-07-01', aged(36), '2026-06-15')).toBe(false);
    expect(birthsClose(aged(36), '2026-06-15', aged(37), '2027-06-20')).toBe(true);
    expect(birthsClose(aged(36), '2026-06-15', party('X Y', '1'), '2026-06-15')).toBe(false);
  });
});

describe('the rules', () => {
  it('ID_NUMBER: either party of one has an ID number of either party of the other', () => {
    const later = marriage(party('Someone Else', '99999999'), party('Another Person', ' 12345678'), '2027-01-01');
    expect(duplicateRules(later, earlier)).toEqual(['ID_NUMBER']);
    // Near miss: one digit differs.
    const near = marriage(party('Someone Else', '99999999'), party('Another Person', '12345679'), '2027-01-01');
    expect(duplicateRules(near, earlier)).toEqual([]);
  });

  it('NAMES_AND_BIRTH_DATES: both names alike (either order) and each birth close', () => {
    const later = marriage(
      party('Ochieng Otieno', '1', { dateOfBirth: '1988-03-04' }),
      party('Kamau Wanjiru', '2', { dateOfBirth: '1990-01-10' }),
      '2028-02-01',
    );
    expect(duplicateRules(later, earlier)).toEqual(['NAMES_AND_BIRTH_DATES']);
    // Near miss: one birth three years off.
    const near = marriage(
      party('Ochieng Otieno', '1', { dateOfBirth: '1985-03-04' }),
      party('Kamau Wanjiru', '2', { dateOfBirth: '1990-01-10' }),
      '2028-02-01',
    );
    expect(duplicateRules(near, earlier)).toEqual([]);
  });

  it('COUPLE_AND_MARRIAGE_DATE: both names alike and the marriages at most 60 days apart', () => {
    const later = marriage(
      party('Wanjiru Kamau', '1', { age: 20 }),
      party('Otieno Ochieng', '2', { age: 20 }),
      '2026-08-14',
    );
    expect(duplicateRules(later, earlier)).toEqual(['COUPLE_AND_MARRIAGE_DATE']);
    // Near miss: 61 days apart.
    const near = marriage(
      party('Wanjiru Kamau', '1', { age: 20 }),
      party('Otieno Ochieng', '2', { age: 20 }),
      '2026-08-15',
    );
    expect(duplicateRules(near, earlier)).toEqual([]);
    // Near miss: one party's name beyond the tolerance.
    const other = marriage(party('Wanjiru Kamau', '1'), party('Odhiambo Ochieng', '2'), '2026-06-15');
    expect(duplicateRules(other, earlier)).toEqual([]);
  });
});
