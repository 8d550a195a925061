import { randomInt } from 'node:crypto';

/**
 * A fresh 11-digit number for an ID number, a licence number or a registration tag (12 characters
 * with a letter before it, the longest a document number may be). A test database keeps what every
 * file wrote, and eight-digit numbers drawn from overlapping ranges met each other now and then: a
 * "fresh" couple found married in the register (a failed CI run of 28-11), a citizen's ID number
 * taken. Among 9·10^10 numbers, a pass's few thousand draws all differ but in about one run in ten
 * thousand, and a meeting matters only where one of them is a register entry or an account.
 */
export const freshId = (): string => String(randomInt(10_000_000_000, 99_999_999_999));

/**
 * A made-up name word nobody else carries (four syllables of 16 consonants and 5 vowels): the
 * parties of test marriages carry one as their middle name, so that two submissions are never the
 * same couple by chance (the possible-duplicate rules compare names, issue 24).
 */
export function freshWord(): string {
  const [consonants, vowels] = ['bdfgjklmnprstvwz', 'aeiou'];
  let word = '';
  for (let i = 0; i < 4; i++) word += consonants[randomInt(consonants.length)] + vowels[randomInt(vowels.length)];
  return word[0].toUpperCase() + word.slice(1);
}
