import { z } from 'zod';
import { timestamp } from './applications.js';

/**
 * A document attached to an application, as the attachments routes answer it (upload, list, one,
 * remove): everything but where the file is stored and who uploaded it.
 */
export const attachmentSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: timestamp,
  deletedAt: timestamp.nullable(),
});

export type AttachmentRecord = z.input<typeof attachmentSchema>;
