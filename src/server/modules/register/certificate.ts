import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { CONDITION_REGISTER_WORDS, RECTIFIABLE_FIELD_WORDS, type RegisterCondition } from '../../../shared/services/data-rectification.js';
import type { RegisterParty } from '../../db/schema/index.js';
import type { DocumentLine } from '../documents/service.js';

export const CERTIFICATE_TITLE = 'Certificate of Marriage';

/** A margin note as the certificate prints it. */
export interface PrintedMarginNote {
  field: keyof typeof RECTIFIABLE_FIELD_WORDS;
  oldValue: string;
  newValue: string;
  amendedAt: Date;
  authorityName: string;
  authorityTitle: string;
  applicationReference: string;
}

export interface CertificateParticulars {
  venueName: string;
  districtName: string;
  celebratedAt: Date;
  bookNumber: string;
  entryNumber: number;
  noticeNumber: string | null;
  partyA: RegisterParty;
  partyB: RegisterParty;
  officiantName: string;
  witnesses: string[];
  /** The rectifications of the entry, oldest first (none on the certificate of a new entry). */
  marginNotes?: PrintedMarginNote[];
  /** The certificate this one replaces, when it is issued on a rectification. */
  replaces?: string | null;
  /** A marriage an institution registered: the day only (the institution gives no time), and who registered it. */
  dateOnly?: boolean;
  registeredBy?: string | null;
}

const person = (label: string, p: RegisterParty): DocumentLine[] => [
  { heading: label },
  { label: 'Name', value: p.name, strong: true },
  { label: 'Age', value: String(p.age), indent: true },
  { label: 'Condition', value: CONDITION_REGISTER_WORDS[p.condition as RegisterCondition] ?? p.condition, indent: true },
  { label: 'Occupation', value: p.occupation, indent: true },
  { label: 'Residence', value: p.residence, indent: true },
  { label: "Father's name", value: p.father, indent: true },
  { label: "Mother's name", value: p.mother, indent: true },
];

/** The body of a marriage certificate: the entry's particulars as they stand, then its margin notes. */
export function certificateLines(c: CertificateParticulars): DocumentLine[] {
  const lines: DocumentLine[] = [
    `Marriage solemnised at ${c.venueName} in ${c.districtName} district under the Marriage Act, 2014.`,
    c.dateOnly ? { label: 'Date', value: toDisplayDate(c.celebratedAt) } : { label: 'Date and time', value: `${toDisplayDateTime(c.celebratedAt)} (EAT)` },
    { label: 'Register book', value: c.bookNumber },
    { label: 'Entry number', value: String(c.entryNumber) },
  ];
  if (c.noticeNumber) lines.push({ label: 'Notice', value: c.noticeNumber });
  if (c.registeredBy) lines.push({ label: 'Registered by', value: c.registeredBy });
  lines.push(...person('Party A', c.partyA), ...person('Party B', c.partyB), { heading: 'Celebration' }, { label: 'Officiant', value: c.officiantName }, { label: 'Witnesses', value: c.witnesses.join('; ') });
  if (c.marginNotes?.length) {
    lines.push({ heading: 'Margin notes' });
    for (const note of c.marginNotes) {
      lines.push(
        `${toDisplayDate(note.amendedAt)}: ${RECTIFIABLE_FIELD_WORDS[note.field]} corrected from "${note.oldValue}" to "${note.newValue}" by ${note.authorityName}, ${note.authorityTitle} (application ${note.applicationReference}).`,
      );
    }
  }
  if (c.replaces) lines.push(`This certificate is issued on the rectification of the entry and replaces certificate ${c.replaces}, which no longer stands.`);
  return lines;
}
