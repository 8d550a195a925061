import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES, type AttachmentContentType } from '../../../shared/forms/attachments.js';

/** The type the bytes themselves show (magic numbers), if it is one we accept; never the name or the declared type. */
export async function detectContentType(content: Buffer): Promise<AttachmentContentType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && Object.hasOwn(ATTACHMENT_TYPES, detected.mime) ? (detected.mime as AttachmentContentType) : null;
}
