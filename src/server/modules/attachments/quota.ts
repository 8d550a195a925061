import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ATTACHMENT_MESSAGES,
  MAX_ACCOUNT_UPLOAD_BYTES,
  MAX_APPLICATION_UPLOAD_BYTES,
} from '../../../shared/forms/attachments.js';
import type { Tx } from '../../db/client.js';
import { attachments, organisationEvidence } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/errors.js';

async function bytesOf(tx: Tx, table: PgTable, size: AnyPgColumn, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${size}), 0)` })
    .from(table)
    .where(where);
  return Number(row.bytes);
}

const full = (message: string) => new ApiError(413, message, { file: message });

/**
 * Refuses (413, nothing kept) an upload of `adding` bytes that would take the application's documents
 * (`applicationId`) or everything the account keeps (its applications' documents and its
 * institution's evidence, earlier versions kept for the registry included) over their quotas. Called
 * inside the upload's transaction, after the rows it replaces are gone.
 */
export async function checkUploadQuota(
  tx: Tx,
  upload: { userId: string; applicationId?: string; adding: number },
): Promise<void> {
  if (upload.applicationId) {
    const held = await bytesOf(tx, attachments, attachments.size, eq(attachments.applicationId, upload.applicationId));
    if (held + upload.adding > MAX_APPLICATION_UPLOAD_BYTES) throw full(ATTACHMENT_MESSAGES.applicationFull);
  }
  const kept =
    (await bytesOf(tx, attachments, attachments.size, eq(attachments.uploadedBy, upload.userId))) +
    (await bytesOf(
      tx,
      organisationEvidence,
      organisationEvidence.size,
      eq(organisationEvidence.uploadedBy, upload.userId),
    ));
  if (kept + upload.adding > MAX_ACCOUNT_UPLOAD_BYTES) throw full(ATTACHMENT_MESSAGES.accountFull);
}
