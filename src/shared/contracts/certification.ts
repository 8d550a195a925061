import { z } from 'zod';
import { RECTIFIABLE_FIELDS } from '../services/data-rectification.js';
import { timestamp } from './applications.js';

/** The stamp image types accepted, by content (PNG or JPEG), and its size limit. */
export const STAMP_IMAGE_TYPES = { 'image/png': 'PNG', 'image/jpeg': 'JPEG' } as const;
export type StampImageType = keyof typeof STAMP_IMAGE_TYPES;
export const MAX_STAMP_BYTES = 1024 * 1024;

export const STAMP_MESSAGES = {
  wrongType: 'The stamp must be a PNG or JPEG image',
  tooLarge: 'The stamp image must be at most 1 MB',
  noImage: 'Choose the stamp image',
  noStamp: 'There is no certificate stamp yet',
  tooManyPixels: 'The stamp image must be at most 2,400 pixels wide and high',
  damaged: 'The stamp image is damaged or incomplete: upload it again',
} as const;

/**
 * A certificate stamp (GET /api/certificate-stamps, /current, POST): the image the certified copies
 * bear and the signatory named under it; the newest is the current one, earlier ones are kept.
 */
export const certificateStampSchema = z.object({
  id: z.string(),
  contentType: z.enum(Object.keys(STAMP_IMAGE_TYPES) as [StampImageType, ...StampImageType[]]),
  size: z.number(),
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  uploadedByName: z.string().nullable(),
  uploadedAt: timestamp,
  current: z.boolean(),
});
export type CertificateStampRecord = z.input<typeof certificateStampSchema>;

/** The caller's own register entries (GET /api/my-register-entries): what they may order copies of. */
export const myRegisterEntrySchema = z.object({
  registrationNumber: z.string(),
  /** The entry's current certificate, which each party downloads (GET /api/documents/:id/pdf). */
  certificateDocumentId: z.string().nullable(),
  partyAName: z.string(),
  partyBName: z.string(),
  /** yyyy-mm-dd, the Nairobi day of the celebration. */
  marriedOn: z.string(),
  district: z.string(),
  districtName: z.string(),
  /** What the entry holds for each particular a rectification may correct, in words. */
  particulars: z.record(z.enum(RECTIFIABLE_FIELDS), z.string()),
});
export type MyRegisterEntry = z.input<typeof myRegisterEntrySchema>;
