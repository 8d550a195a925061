import type { ServiceCode } from '../services.js';
import { contractOf, requiredAttachments } from '../services/index.js';

/** Supporting documents the applicant adds of their own accord; several may be kept at once. */
export const OTHER_ATTACHMENT_KIND = 'OTHER';

/** Every kind of document the services ask for, with the name people read. */
export const ATTACHMENT_KIND_LABELS = {
  PARTY_A_ID: "Party A's identity document",
  PARTY_B_ID: "Party B's identity document",
  PARTY_A_PHOTO: "Party A's passport photo",
  PARTY_B_PHOTO: "Party B's passport photo",
  PARTY_A_DECREE_ABSOLUTE: "Party A's decree absolute",
  PARTY_B_DECREE_ABSOLUTE: "Party B's decree absolute",
  PARTY_A_DEATH_CERTIFICATE: "Death certificate of party A's late spouse",
  PARTY_B_DEATH_CERTIFICATE: "Death certificate of party B's late spouse",
  APPLICANT_ID: 'Your identity document (copy of the ID card or passport)',
  APPLICANT_PHOTO: 'Your passport photo',
  MARRIAGE_CERTIFICATE_COPY: 'Copy of the marriage certificate',
  PROOF_OF_OWNERSHIP: 'Proof of ownership of the place',
  REGISTRATION_CERTIFICATE: 'Registration certificate of the organisation',
  SAFETY_CERTIFICATE: 'Safety certificate of the place (fire and public health)',
  URGENCY_EVIDENCE: 'Evidence of the urgency (medical letter, posting order, ticket…)',
  VENUE_REASON_EVIDENCE: 'Evidence of why the venue is needed (medical letter…)',
  SUPPORTING_EVIDENCE: 'Supporting evidence',
  DECREE: 'Court decree',
  RETURN_FORM: 'Signed return form',
  [OTHER_ATTACHMENT_KIND]: 'Other supporting document',
} as const satisfies Record<string, string>;

export type AttachmentKind = keyof typeof ATTACHMENT_KIND_LABELS;
export const ATTACHMENT_KINDS = Object.keys(ATTACHMENT_KIND_LABELS) as AttachmentKind[];

export function attachmentLabel(kind: string): string {
  return (ATTACHMENT_KIND_LABELS as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ').toLowerCase();
}

/**
 * The kinds an application accepts now: what its service requires for this form, and OTHER; none
 * for a service that takes no documents (a register search, a search report).
 */
export function acceptedAttachmentKinds(code: ServiceCode, formData: Record<string, unknown>): string[] {
  if (contractOf(code).documents === false) return [];
  return [...new Set([...requiredAttachments(code, formData), OTHER_ATTACHMENT_KIND])];
}

/** At most this many OTHER documents are kept on one application. */
export const MAX_OTHER_ATTACHMENTS = 10;

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * The most the documents of one application may come to, the earlier versions it keeps included (a
 * draft keeps none: a document replaced or removed there is gone).
 */
export const MAX_APPLICATION_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The most one account may keep uploaded, over all its applications and its institution's evidence. */
export const MAX_ACCOUNT_UPLOAD_BYTES = 200 * 1024 * 1024;

/** Accepted content types (decided by the content on the server) and the extensions each may carry. */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;

export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The statuses in which the applicant may add or remove documents. */
export const ATTACHMENT_EDITABLE_STATUSES = ['Draft', 'Corrections_Requested'] as const;

export function attachmentsEditable(status: string): boolean {
  return (ATTACHMENT_EDITABLE_STATUSES as readonly string[]).includes(status);
}

/** The server's messages, also shown by the client's own checks before an upload. */
export const ATTACHMENT_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB',
  wrongType: 'Only PDF, JPEG or PNG files are accepted',
  empty: 'The file is empty',
  tooManyPixels: 'The picture is larger than 10,000 pixels a side or 50 megapixels: send a smaller photo or scan',
  applicationFull:
    'With this file the documents of this application would come to more than 50 MB, the most one application keeps: send smaller scans',
  accountFull:
    'With this file your account would keep more than 200 MB of documents, the most one account keeps: remove documents from your drafts, or ask the registry',
} as const;

/** An attachment as the API answers it (the attachments routes' response schema). */
export type { AttachmentRecord } from '../contracts/attachments.js';
