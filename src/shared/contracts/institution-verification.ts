import { z } from 'zod';
import { ORGANISATION_TYPES } from '../accounts.js';
import { createStaffInput, organisationInput } from './auth.js';
import { EVIDENCE_KINDS, MAX_REASON_LENGTH, VERIFICATION_STATUSES } from '../institutions.js';
import { timestamp } from './applications.js';

/** One document of an institution's evidence, as the verification routes answer it (not where it is stored). */
export const evidenceSchema = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: timestamp,
});
export type EvidenceRecord = z.input<typeof evidenceSchema>;

/** An account of the institution, as the registry's reviewer sees it (who asked, how to reach them). */
export const memberSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });

/**
 * Where an institution stands with the registry: GET /institution-verification (its own) and
 * GET /institution-verifications/:id (the reviewer's), with the evidence sent and what is missing.
 */
export const verificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  registrationNumber: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Licensed to celebrate marriages: it registers marriages and files marriage returns. */
  licensed: z.boolean(),
  submittedAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  version: z.number(),
  evidence: z.array(evidenceSchema),
  required: z.array(z.enum(EVIDENCE_KINDS)),
  missing: z.array(z.enum(EVIDENCE_KINDS)),
  members: z.array(memberSchema),
});
export type VerificationRecord = z.input<typeof verificationSchema>;

/** A row of the registry's verification queue (GET /institution-verifications). */
export const verificationRowSchema = verificationSchema
  .pick({
    id: true,
    name: true,
    type: true,
    registrationNumber: true,
    status: true,
    submittedAt: true,
    decidedAt: true,
    version: true,
  })
  .extend({
    applicantName: z.string().nullable(),
    evidenceCount: z.number(),
  });
export type VerificationRow = z.input<typeof verificationRowSchema>;

export const VERIFICATION_MESSAGES = {
  stale: 'This institution changed since you opened it; reload it and decide again',
  notWaiting: 'This institution is not waiting for a decision',
  notEditable: 'The registry is checking your evidence (or has verified it): it cannot change now',
  missing: 'Send every document the registry asks for first',
  reason: 'Say why the institution is refused, so it can send the right evidence',
  onlyInstitution: 'Only an institution account has a verification',
  noSuchInstitution: 'No such institution',
  noSuchEvidence: 'No such document',
  wrongKind: 'Choose one of the documents the registry asks of your institution',
  addDocument: 'Add this document before sending',
  whichDocument: 'Say which document this is',
  chooseFile: 'Choose a file',
  registrationTaken: 'An institution of this kind with this registration number is already registered',
  courtNotLicensed: 'A court does not celebrate marriages: it is never licensed to',
} as const;

const version = z.number({ error: 'Send the version you read' }).int().positive();

/** POST /institution-verification/submit: the institution sends its evidence to the registry. */
export const submitVerificationInput = z.object({ version }).strict();
/**
 * POST /institution-verifications/:id/verify: with `licensed` when the evidence includes the
 * institution's licence to celebrate marriages (never a court's).
 */
export const verifyInstitutionInput = z
  .object({ version, licensed: z.boolean({ error: 'Say yes or no' }).optional() })
  .strict();
/** POST /institution-verifications/:id/reject */
export const rejectInstitutionInput = z
  .object({
    version,
    reason: z
      .string({ error: VERIFICATION_MESSAGES.reason })
      .trim()
      .min(5, VERIFICATION_MESSAGES.reason)
      .max(MAX_REASON_LENGTH, `At most ${MAX_REASON_LENGTH} characters`),
  })
  .strict();

/**
 * POST /institution-verifications: registry staff add an institution the registry knows (a court on
 * the Judiciary's list, a body it licensed), verified at once, with its first account invited by
 * e-mail to set its password.
 */
export const createInstitutionInput = organisationInput
  .extend(createStaffInput.pick({ firstName: true, middleName: true, lastName: true, email: true, phone: true }).shape)
  .extend({ licensed: z.boolean({ error: 'Say yes or no' }).optional() })
  .strict();
