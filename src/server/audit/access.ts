import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { accessReasonRequired, type BackofficeSection } from '../../shared/permissions.js';
import type { DbOrTx } from '../db/client.js';
import { accessRecords, applications } from '../db/schema/index.js';
import type { Caller } from '../plugins/auth.js';

export type AccessKind = (typeof accessRecords.$inferInsert)['kind'];

/** The reason staff give for opening a record (X-Access-Reason), as kept: trimmed, at most 300 characters. */
export const ACCESS_REASON_HEADER = 'x-access-reason';
const REASON_MAX = 300;

export function accessReason(request: FastifyRequest): string | null {
  const raw = request.headers[ACCESS_REASON_HEADER];
  // Control characters (a header cannot carry a line break, but a NUL or a tab may come) kept as spaces.
  const value = [...((Array.isArray(raw) ? raw[0] : raw) ?? '')]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c))
    .join('')
    .trim();
  return value ? value.slice(0, REASON_MAX) : null;
}

export interface AccessEntry {
  kind: AccessKind;
  subjectId?: string | null;
  /** The person whose record it is, when the read knows it. */
  ownerId?: string | null;
  /** …or the application whose applicant it is (looked up by the insert itself: still one statement). */
  ownerOfApplication?: string | null;
  resultIds?: string[];
  /** The record's section and district, for the reason rule; null when the read does not know them. */
  record?: { section: BackofficeSection; district: string | null } | null;
}

/**
 * Records a read: one INSERT, in the reading request (docs/security.md, "What is logged"). The row is
 * chained and sealed with the audit events later (audit/chain.ts); the read waits for nothing else.
 */
export async function recordAccess(
  db: DbOrTx,
  request: FastifyRequest,
  caller: Caller,
  entry: AccessEntry,
): Promise<void> {
  const owner: SQL | string | null = entry.ownerId
    ? entry.ownerId
    : entry.ownerOfApplication
      ? sql`(select ${applications.applicantId} from ${applications} where ${applications.id} = ${entry.ownerOfApplication})`
      : null;
  await db.insert(accessRecords).values({
    actorId: caller.userId,
    role: caller.staffRole ?? caller.accountType,
    district: caller.accountType === 'BACKOFFICE' ? caller.district : null,
    kind: entry.kind,
    subjectId: entry.subjectId ?? null,
    ownerId: owner,
    resultIds: entry.resultIds ?? null,
    reason: accessReason(request),
    reasonRequired: accessReasonRequired(caller, entry.record ?? null),
    ip: request.ip,
  });
}
