import { z } from 'zod';
import { RECTIFIABLE_FIELDS } from '../services/data-rectification.js';
import { timestamp } from './applications.js';
import { envelope } from './common.js';

/** A margin note of a register entry: one rectification the Registrar General approved. */
export const marginNoteSchema = z.object({
  id: z.string(),
  field: z.enum(RECTIFIABLE_FIELDS),
  oldValue: z.string(),
  newValue: z.string(),
  amendedAt: timestamp,
  /** "Esther Wambui, Registrar General". */
  authority: z.string(),
  applicationId: z.string(),
  applicationReference: z.string(),
  certificateNumber: z.string(),
  supersededCertificateNumber: z.string().nullable(),
});

/** The certificate an entry stands on now. */
export const entryCertificateSchema = z.object({
  documentId: z.string(),
  number: z.string(),
  issuedAt: timestamp,
});

/** GET /civil-marriages/:id/history: the entry's current certificate and its margin notes, oldest first. */
export const entryHistorySchema = z.object({
  certificate: entryCertificateSchema.nullable(),
  marginNotes: z.array(marginNoteSchema),
});
export const entryHistoryAnswer = envelope(entryHistorySchema);

export type MarginNote = z.input<typeof marginNoteSchema>;
export type EntryHistory = z.input<typeof entryHistorySchema>;
