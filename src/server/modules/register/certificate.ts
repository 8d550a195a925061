import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import {
  CONDITION_REGISTER_WORDS,
  RECTIFIABLE_FIELD_WORDS,
  type RegisterCondition,
} from '../../../shared/services/data-rectification.js';
import type { RegisterParty } from '../../db/schema/index.js';
import { issueDocument, type DocumentDeps, type DocumentLine } from '../documents/service.js';
import { EXTRA_CERTIFICATE_BILLABLE, extraQuantity } from '../../../shared/services/extras.js';
import { currentStampReference } from '../certification/stamps.js';
import type { Tx } from '../../db/client.js';

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
  {
    label: 'Condition',
    value: CONDITION_REGISTER_WORDS[p.condition as RegisterCondition] ?? p.condition,
    indent: true,
  },
  { label: 'Occupation', value: p.occupation, indent: true },
  { label: 'Residence', value: p.residence, indent: true },
  { label: "Father's name", value: p.father, indent: true },
  { label: "Mother's name", value: p.mother, indent: true },
];

/** The body of a marriage certificate: the entry's particulars as they stand, then its margin notes. */
export function certificateLines(c: CertificateParticulars): DocumentLine[] {
  const lines: DocumentLine[] = [
    `Marriage solemnised at ${c.venueName} in ${c.districtName} district under the Marriage Act, 2014.`,
    c.dateOnly
      ? { label: 'Date', value: toDisplayDate(c.celebratedAt) }
      : { label: 'Date and time', value: `${toDisplayDateTime(c.celebratedAt)} (EAT)` },
    { label: 'Register book', value: c.bookNumber },
    { label: 'Entry number', value: String(c.entryNumber) },
  ];
  if (c.noticeNumber) lines.push({ label: 'Notice', value: c.noticeNumber });
  if (c.registeredBy) lines.push({ label: 'Registered by', value: c.registeredBy });
  lines.push(
    ...person('Party A', c.partyA),
    ...person('Party B', c.partyB),
    { heading: 'Celebration' },
    { label: 'Officiant', value: c.officiantName },
    { label: 'Witnesses', value: c.witnesses.join('; ') },
  );
  if (c.marginNotes?.length) {
    lines.push({ heading: 'Margin notes' });
    for (const note of c.marginNotes) {
      lines.push(
        `${toDisplayDate(note.amendedAt)}: ${RECTIFIABLE_FIELD_WORDS[note.field]} corrected from "${note.oldValue}" to "${note.newValue}" by ${note.authorityName}, ${note.authorityTitle} (application ${note.applicationReference}).`,
      );
    }
  }
  if (c.replaces)
    lines.push(
      `This certificate is issued on the rectification of the entry and replaces certificate ${c.replaces}, which no longer stands.`,
    );
  return lines;
}

/**
 * The extra copies of the certificate bought with the notice (issue 20 #4), issued with it when the
 * marriage is registered: each its own document (MC/…/000001-1, -2…) with the certificate's
 * particulars, naming the copy, under the current stamp when there is one (as the certificate).
 * The numbers issued (none when no copy was bought).
 */
export async function issueCertificateCopies(
  tx: Tx,
  deps: DocumentDeps,
  input: {
    application: { id: string; applicantId: string; billables: { code: string; quantity: number }[] };
    registrationNumber: string;
    issuedBy: string;
    now: Date;
    lines: DocumentLine[];
  },
): Promise<string[]> {
  const copies = extraQuantity(input.application.billables, EXTRA_CERTIFICATE_BILLABLE);
  if (!copies) return [];
  const stamp = await currentStampReference(tx);
  const numbers: string[] = [];
  for (let k = 1; k <= copies; k++) {
    const number = `${input.registrationNumber}-${k}`;
    await issueDocument(tx, deps, {
      kind: 'CERTIFIED_COPY',
      title: 'Copy of the Certificate of Marriage',
      number,
      applicationId: input.application.id,
      ownerId: input.application.applicantId,
      issuedBy: input.issuedBy,
      issuedAt: input.now,
      stamp,
      lines: [
        `Copy ${k} of ${copies} of marriage certificate ${input.registrationNumber}, issued with it on the registration of the marriage.`,
        ...input.lines,
      ],
    });
    numbers.push(number);
  }
  return numbers;
}
