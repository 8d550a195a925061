/**
 * Possible duplicates (issue 24): the rules that compare a submitted marriage (a notice, an
 * institution marriage, a line of a marriage return) with a register entry or another application
 * in flight. Written once, here; the server runs them on the candidates its indexes find
 * (src/server/modules/duplicates) and the review page shows the same comparison.
 */

/** A party as the rules compare them: names, ID number, and either a date of birth or an age at the marriage. */
export interface ComparedParty {
  name: string;
  idNumber: string;
  dateOfBirth: string | null;
  /** Age in years on the day of the marriage, when only that is known (a return's line, the register). */
  age: number | null;
}

/** A marriage as the rules compare them: the two parties and the day (intended, celebrated or listed). */
export interface ComparedMarriage {
  partyA: ComparedParty;
  partyB: ComparedParty;
  marriageDate: string;
}

export const DUPLICATE_RULES = ['ID_NUMBER', 'NAMES_AND_BIRTH_DATES', 'COUPLE_AND_MARRIAGE_DATE'] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number];

/** What the officer decides of a possible duplicate; SETTLED: another decision on the same submission settled it. */
export const DUPLICATE_STATUSES = ['OPEN', 'DUPLICATE', 'NOT_DUPLICATE', 'SETTLED'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];
export const DUPLICATE_DECISIONS = ['DUPLICATE', 'NOT_DUPLICATE'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

/** What the earlier record is: a register entry, or another application not yet decided. */
export const DUPLICATE_CANDIDATE_KINDS = ['REGISTER_ENTRY', 'APPLICATION'] as const;
export type DuplicateCandidateKind = (typeof DUPLICATE_CANDIDATE_KINDS)[number];

/** The thresholds (docs/decisions.md, "Possible duplicates"). */
export const DUPLICATE_THRESHOLDS = {
  /** Two dates of birth this many days apart or fewer are close (a slip of a day or two). */
  birthDays: 2,
  /** Two marriages of the same couple this many days apart or fewer are possibly one. */
  marriageDays: 60,
  /** A name may have one word more than the other (a middle name left out), no more. */
  extraWords: 1,
} as const;

/** The edits a word of this many letters may differ by: none up to 3 letters, 1 up to 5, 2 beyond. */
export function wordTolerance(length: number): number {
  if (length <= 3) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The words of a name as the rules compare them: lower case, accents dropped, apostrophes dropped
 * within a word ("Ng'ang'a" is "nganga", as it is often typed), other punctuation between words.
 */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** An ID number as the register's indexes compare it: upper case, no spaces. */
export const idKey = (idNumber: string) => idNumber.replace(/\s+/g, '').toUpperCase();

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
  return rows[a.length][b.length];
}

const wordsAlike = (a: string, b: string) => editDistance(a, b) <= wordTolerance(Math.min(a.length, b.length));

/**
 * Two names are alike when, in any order, each word of the shorter pairs with its own word of the
 * longer within the word's tolerance, the longer has at most one word more, and (for names of more
 * than one word) at least two words pair.
 */
export function namesAlike(first: string, second: string): boolean {
  const [short, long] = [nameWords(first), nameWords(second)].sort((x, y) => x.length - y.length);
  if (!short.length || long.length - short.length > DUPLICATE_THRESHOLDS.extraWords) return false;
  if (long.length > 1 && short.length < 2) return false;
  return pairs(short, long);
}

/** Whether every word of `short` pairs with a distinct word of `long` (backtracking: names have a few words). */
function pairs(short: string[], long: string[], used: boolean[] = long.map(() => false)): boolean {
  if (!short.length) return true;
  const [word, ...rest] = short;
  return long.some((other, i) => {
    if (used[i] || !wordsAlike(word, other)) return false;
    used[i] = true;
    const ok = pairs(rest, long, used);
    used[i] = false;
    return ok;
  });
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
function yearsBefore(day: string, years: number): number {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February in a year without it: the day before 1 March.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.getTime() / DAY_MS;
}

/** The days a party may have been born on: the date given, or the year of days an age on the marriage day allows. */
function birthWindow(party: ComparedParty, marriageDate: string): [number, number] | null {
  if (party.dateOfBirth) return [dayNumber(party.dateOfBirth), dayNumber(party.dateOfBirth)];
  if (!party.age) return null;
  return [yearsBefore(marriageDate, party.age + 1) + 1, yearsBefore(marriageDate, party.age)];
}

const swappedDayAndMonth = (a: string, b: string) => {
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  return ya === yb && ma === db && da === mb;
};

/** Born on the same day or close to it (two days, or the day and month swapped); an age stands for its year of days. */
export function birthsClose(a: ComparedParty, aMarried: string, b: ComparedParty, bMarried: string): boolean {
  if (a.dateOfBirth && b.dateOfBirth && swappedDayAndMonth(a.dateOfBirth, b.dateOfBirth)) return true;
  const [x, y] = [birthWindow(a, aMarried), birthWindow(b, bMarried)];
  if (!x || !y) return false;
  const gap = Math.max(x[0] - y[1], y[0] - x[1], 0);
  return gap <= DUPLICATE_THRESHOLDS.birthDays;
}

/** The two ways of pairing the parties (a return may list them in either order). */
function pairings(s: ComparedMarriage, c: ComparedMarriage): [ComparedParty, ComparedParty][][] {
  return [
    [
      [s.partyA, c.partyA],
      [s.partyB, c.partyB],
    ],
    [
      [s.partyA, c.partyB],
      [s.partyB, c.partyA],
    ],
  ];
}

/** The days between two marriages. */
export const daysApart = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b));

/**
 * The rules a submitted marriage and an earlier record meet (none: not a possible duplicate):
 * - ID_NUMBER: an ID number of either party is an ID number of either party of the other;
 * - NAMES_AND_BIRTH_DATES: both parties' names alike, each with a close birth;
 * - COUPLE_AND_MARRIAGE_DATE: both parties' names alike, the marriages at most 60 days apart.
 */
export function duplicateRules(subject: ComparedMarriage, candidate: ComparedMarriage): DuplicateRule[] {
  const rules: DuplicateRule[] = [];
  const ids = new Set([subject.partyA.idNumber, subject.partyB.idNumber].map(idKey));
  if ([candidate.partyA.idNumber, candidate.partyB.idNumber].some((id) => ids.has(idKey(id)))) rules.push('ID_NUMBER');
  const alike = pairings(subject, candidate).filter((pairing) => pairing.every(([s, c]) => namesAlike(s.name, c.name)));
  if (
    alike.some((pairing) => pairing.every(([s, c]) => birthsClose(s, subject.marriageDate, c, candidate.marriageDate)))
  )
    rules.push('NAMES_AND_BIRTH_DATES');
  if (alike.length && daysApart(subject.marriageDate, candidate.marriageDate) <= DUPLICATE_THRESHOLDS.marriageDays)
    rules.push('COUPLE_AND_MARRIAGE_DATE');
  return rules;
}
