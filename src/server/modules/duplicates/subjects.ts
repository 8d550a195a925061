import type { ComparedMarriage, ComparedParty } from '../../../shared/duplicates.js';
import { partyName } from '../../../shared/services/common.js';
import type { ReturnLine } from '../../../shared/services/marriage-return.js';
import type { RegisterParty } from '../../db/schema/index.js';

/** One marriage a submission asks the registry to record: the whole application's, or one line of a return. */
export interface DuplicateSubject {
  /** A return's line (0 for the first), whose decision settles that line only; null: the whole application. */
  line: number | null;
  marriage: ComparedMarriage;
  /**
   * A return's line: the register entry holding both its ID numbers is the entry it reconciles with,
   * not a duplicate of it (reconciliation matches them).
   */
  reconciles?: boolean;
}

/** What a service's server part declares: the marriages its form asks to record (none: not screened). */
export type DuplicateSubjects = (form: Record<string, unknown>) => DuplicateSubject[];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function formParty(value: unknown): ComparedParty {
  const party = (value ?? {}) as Record<string, unknown>;
  return {
    name: partyName(party) ?? '',
    idNumber: text(party.idNumber),
    dateOfBirth: text(party.dateOfBirth) || null,
    age: null,
  };
}

/** A couple's application (a notice, an institution marriage): its two parties and the day named by `dateField`. */
export const coupleSubject =
  (dateField: string): DuplicateSubjects =>
  (form) => [
    {
      line: null,
      marriage: { partyA: formParty(form.partyA), partyB: formParty(form.partyB), marriageDate: text(form[dateField]) },
    },
  ];

/** A return's lines that would enter the register: those naming no entry. */
export const returnSubjects: DuplicateSubjects = (form) =>
  ((form.lines ?? []) as ReturnLine[]).flatMap((line, index) =>
    line.registrationNumber
      ? []
      : [
          {
            line: index,
            reconciles: true,
            marriage: {
              partyA: { name: line.partyAName, idNumber: line.partyAIdNumber, dateOfBirth: null, age: line.partyAAge },
              partyB: { name: line.partyBName, idNumber: line.partyBIdNumber, dateOfBirth: null, age: line.partyBAge },
              marriageDate: line.date,
            },
          },
        ],
  );

/** A register entry as the rules compare it (an age of 0 is one the register does not state). */
export function registeredMarriage(entry: {
  partyA: RegisterParty;
  partyB: RegisterParty;
  marriageDate: string;
}): ComparedMarriage {
  const party = (p: RegisterParty): ComparedParty => ({
    name: p.name,
    idNumber: p.idNumber,
    dateOfBirth: null,
    age: p.age > 0 ? p.age : null,
  });
  return { partyA: party(entry.partyA), partyB: party(entry.partyB), marriageDate: entry.marriageDate };
}
