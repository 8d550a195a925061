import { z } from 'zod';
import { timestamp } from './applications.js';

/** An issued document as the documents routes list it: everything but the storage details. */
export const issuedDocumentSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.string(),
  title: z.string(),
  number: z.string(),
  applicationId: z.string().nullable(),
  issuedAt: timestamp,
  revokedAt: timestamp.nullable(),
  revokedReason: z.string().nullable(),
  supersededAt: timestamp.nullable(),
  /** Bytes of the PDF; null for the moments between issue and its drawing (the download draws it then). */
  size: z.number().nullable(),
  fileName: z.string(),
});

/** What GET /verify/:code tells anyone about a genuine document: nothing about the people. */
export const verificationSchema = z.object({
  genuine: z.literal(true),
  kind: z.string(),
  title: z.string(),
  number: z.string(),
  issuer: z.string(),
  issuedAt: timestamp,
  revoked: z.boolean(),
  revokedAt: timestamp.nullable(),
  revokedReason: z.string().nullable(),
  /** Replaced by a later document (a marriage certificate re-issued when its entry was rectified): no longer the one that stands. */
  superseded: z.boolean(),
  supersededAt: timestamp.nullable(),
  /** The number of the document that replaces it. */
  supersededByNumber: z.string().nullable(),
});

/** GET /verify/keys: the registry's public keys for the documents' seals, a JWK set (RFC 8037 OKP keys). */
export const sealKeysSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      use: z.literal('sig'),
      /** `active` signs the documents drawn now; `retired` keys are kept so that older documents still verify. */
      status: z.enum(['active', 'retired']),
    }),
  ),
});

/**
 * GET /verify/status: the documents that no longer stand, each named by the SHA-256 (hex) of its
 * verification code (the list tells no one the codes), with what replaced it.
 */
export const sealStatusSchema = z.object({
  generatedAt: timestamp,
  documents: z.array(
    z.object({
      codeSha256: z.string(),
      status: z.enum(['REVOKED', 'SUPERSEDED']),
      at: timestamp,
      /** The number of the document that replaced a superseded one. */
      supersededByNumber: z.string().nullable(),
    }),
  ),
});

export type IssuedDocument = z.input<typeof issuedDocumentSchema>;
export type Verification = z.input<typeof verificationSchema>;
