import { z } from 'zod';
import { DUPLICATE_CANDIDATE_KINDS, DUPLICATE_DECISIONS, DUPLICATE_RULES, DUPLICATE_STATUSES } from '../duplicates.js';
import { timestamp } from './applications.js';

export const MAX_DUPLICATE_REASON = 1000;

export const DUPLICATE_MESSAGES = {
  reason: 'Give the reason for the decision (at least 10 characters)',
  decision: 'Choose "Duplicate" or "Not a duplicate"',
  version: 'Send the version you read',
  noSuch: 'No such possible duplicate',
  decided: 'This possible duplicate has already been decided. Reload it to see the decision.',
  stale: 'This possible duplicate was changed by someone else. Reload it and try again.',
} as const;

const comparedParty = z.object({
  name: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string().nullable(),
  age: z.number().nullable(),
});
export const comparedMarriageSchema = z.object({
  partyA: comparedParty,
  partyB: comparedParty,
  marriageDate: z.string(),
});

/** One side of the comparison: what it is (an application and its line, or a register entry) and what it says. */
const sideSchema = z.object({
  kind: z.enum(DUPLICATE_CANDIDATE_KINDS),
  /** The application's reference, or the entry's registration number. */
  reference: z.string(),
  serviceCode: z.string().nullable(),
  /** A return's marriage: its place in the return (1 for the first); null for an application of one marriage. */
  lineNumber: z.number().nullable(),
  /** Who filed it (the institution, or the applicant's name); null for a register entry. */
  filedBy: z.string().nullable(),
  districtName: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  marriage: comparedMarriageSchema,
  /** The application to open (staff's page), or the register entry. */
  applicationId: z.string().nullable(),
  marriageId: z.string().nullable(),
});

/** A row of the "Possible duplicates" queue (GET /possible-duplicates). */
export const possibleDuplicateRowSchema = z.object({
  id: z.string(),
  status: z.enum(DUPLICATE_STATUSES),
  rules: z.array(z.enum(DUPLICATE_RULES)),
  reference: z.string(),
  serviceCode: z.string(),
  lineNumber: z.number().nullable(),
  couple: z.string(),
  earlierKind: z.enum(DUPLICATE_CANDIDATE_KINDS),
  earlierReference: z.string(),
  districtName: z.string().nullable(),
  createdAt: timestamp,
});
export type PossibleDuplicateRow = z.input<typeof possibleDuplicateRowSchema>;

/** One possible duplicate, both records side by side (GET /possible-duplicates/:id). */
export const possibleDuplicateSchema = z.object({
  id: z.string(),
  status: z.enum(DUPLICATE_STATUSES),
  rules: z.array(z.enum(DUPLICATE_RULES)),
  version: z.number(),
  later: sideSchema,
  earlier: sideSchema,
  reason: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  createdAt: timestamp,
  /** Whether the caller may decide it (the officer's rule, the district). */
  mayDecide: z.boolean(),
});
export type PossibleDuplicateRecord = z.input<typeof possibleDuplicateSchema>;

/** POST /possible-duplicates/:id/decide */
export const decideDuplicateInput = z
  .object({
    decision: z.enum(DUPLICATE_DECISIONS, { error: DUPLICATE_MESSAGES.decision }),
    reason: z
      .string({ error: DUPLICATE_MESSAGES.reason })
      .trim()
      .min(10, DUPLICATE_MESSAGES.reason)
      .max(MAX_DUPLICATE_REASON, `At most ${MAX_DUPLICATE_REASON} characters`),
    version: z.number({ error: DUPLICATE_MESSAGES.version }).int().positive(),
  })
  .strict();

/** Where an application stands on possible duplicates, for the person who submitted it (GET /applications/:id/duplicate-review). */
export const duplicateReviewSchema = z.object({
  reviews: z.array(
    z.object({
      id: z.string(),
      status: z.enum(DUPLICATE_STATUSES),
      lineNumber: z.number().nullable(),
      couple: z.string(),
      /** The earlier record in words the submitter may read: their own application's reference, else only what it is. */
      earlierKind: z.enum(DUPLICATE_CANDIDATE_KINDS),
      earlierOwnReference: z.string().nullable(),
      reason: z.string().nullable(),
      decidedAt: timestamp.nullable(),
    }),
  ),
});
export type DuplicateReview = z.input<typeof duplicateReviewSchema>;
