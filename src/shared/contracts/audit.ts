import { z } from 'zod';

/** What an access record is about (src/server/audit/access.ts writes them). */
export const ACCESS_KINDS = [
  'application',
  'marriage-entry',
  'attachment',
  'document',
  'register-search',
  'personal-archive',
  'letter',
  'licence',
  'notice',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** An access record in words: who (by name for the registry's readers, by role and office for a citizen), when, what, why. */
export const accessRecordRow = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff role, or the account type of a citizen or institution. */
  role: z.string(),
  actorName: z.string().nullable(),
  /** The district office of district staff; null for national staff and others. */
  office: z.string().nullable(),
  kind: z.enum(ACCESS_KINDS),
  /** The application's tracking number or the entry's registration number, when the record is one. */
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  reasonRequired: z.boolean(),
  /** How many register entries a search returned. */
  resultCount: z.number().nullable(),
});
export type AccessRecordRow = z.infer<typeof accessRecordRow>;

/** A signed daily head of the audit chain, as published. */
export const auditHeadSchema = z.object({
  day: z.string(),
  sealSeq: z.number(),
  /** SHA-256, hex. */
  hash: z.string(),
  keyId: z.string(),
  /** Ed25519 over "marriages-portal/audit-head/v1|day|sealSeq|hash", base64. */
  signature: z.string(),
  signedAt: z.string(),
});

export const auditHeadsAnswer = z.object({
  data: z.object({
    algorithm: z.literal('Ed25519'),
    keyId: z.string(),
    publicKey: z.string(),
    heads: z.array(auditHeadSchema),
  }),
});
