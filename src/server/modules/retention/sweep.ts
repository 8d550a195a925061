import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { toDisplayDate } from '../../../shared/dates.js';
import type { Db } from '../../db/client.js';
import { applications, attachments, auditEvents, users } from '../../db/schema/index.js';
import { releaseContent } from '../../storage/release.js';
import type { FileStore } from '../../storage/files.js';
import { removeAbandonedSignUps } from '../accounts/service.js';
import { enqueue } from '../notifications/outbox.js';
import { draftWarningMessage } from './messages.js';
import {
  DRAFT_KEPT_DAYS,
  DRAFT_WARNING_DAYS,
  daysBefore,
  draftRemovalAt,
  RETENTION_BATCH,
  SIGN_UP_KEPT_DAYS,
} from './schedule.js';

/** The audit actions of retention: the warning before a draft goes, and the removals. */
export const RETENTION_ACTIONS = {
  draftWarned: 'retention.draft-warned',
  draftRemoved: 'retention.draft-removed',
  signUpRemoved: 'retention.sign-up-removed',
} as const;

export interface RetentionOutcome {
  warned: number;
  draftsRemoved: number;
  signUpsRemoved: number;
  filesReleased: number;
}

/** When the draft's applicant was last told of its removal, after its last change (null: not since). */
const warnedAt = sql<Date | null>`(select max(e.at) from ${auditEvents} e where e.entity = 'application'
  and e.entity_id = ${applications.id}::text and e.action = ${RETENTION_ACTIONS.draftWarned} and e.at > ${applications.updatedAt})`;

/**
 * The drafts nothing but their applicant has seen: never sent, so no invoice, notice or document
 * names them (a draft that somehow has one is kept, for a person to look at).
 */
const untouchedDraft = (before: Date) =>
  and(
    eq(applications.status, 'Draft'),
    lt(applications.updatedAt, before),
    sql`not exists (select 1 from invoices i where i.application_id = ${applications.id})`,
    sql`not exists (select 1 from documents d where d.application_id = ${applications.id})`,
  );

/**
 * One run of the retention schedule (schedule.ts), from the scheduled sweeps: tells the applicants of
 * drafts about to go, removes the drafts whose notice has run out and the sign-ups never finished.
 * Each batch is one transaction with its audit entries; the content of removed uploads leaves the file
 * store after the commit, when no other row names the same bytes.
 */
export async function runRetention(db: Db, files: FileStore, now: Date, portalUrl: string): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = { warned: 0, draftsRemoved: 0, signUpsRemoved: 0, filesReleased: 0 };

  // Told 14 days before: the drafts untouched for 76 days whose applicant was not told since their last change.
  outcome.warned = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: applications.id,
        reference: applications.reference,
        trackingId: applications.trackingId,
        serviceCode: applications.serviceCode,
        applicantId: applications.applicantId,
        updatedAt: applications.updatedAt,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        locale: users.locale,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(and(untouchedDraft(daysBefore(now, DRAFT_KEPT_DAYS - DRAFT_WARNING_DAYS)), sql`${warnedAt} is null`))
      .orderBy(asc(applications.updatedAt))
      .limit(RETENTION_BATCH)
      .for('update', { of: applications, skipLocked: true });
    if (due.length) {
      await enqueue(
        tx,
        ...due.flatMap((draft) => {
          const message = draftWarningMessage(
            draft,
            toDisplayDate(draft.updatedAt),
            toDisplayDate(draftRemovalAt(draft.updatedAt, now)),
            portalUrl,
          );
          const to = { kind: 'RETENTION_DRAFT_WARNING', userId: draft.applicantId, subject: message.subject };
          return [
            { ...to, channel: 'EMAIL' as const, recipient: draft.email, body: message.body },
            { ...to, channel: 'SMS' as const, recipient: draft.phone, body: message.sms },
          ];
        }),
      );
      await tx.insert(auditEvents).values(
        due.map((draft) => ({
          actorId: null,
          action: RETENTION_ACTIONS.draftWarned,
          entity: 'application',
          entityId: draft.id,
          after: { reference: draft.reference, removalFrom: draftRemovalAt(draft.updatedAt, now).toISOString() },
          at: now,
        })),
      );
    }
    return due.length;
  });

  // Removed: the drafts untouched for 90 days whose applicant was told at least 14 days ago.
  const released = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          untouchedDraft(daysBefore(now, DRAFT_KEPT_DAYS)),
          sql`${warnedAt} <= ${daysBefore(now, DRAFT_WARNING_DAYS)}`,
        ),
      )
      .orderBy(asc(applications.updatedAt))
      .limit(RETENTION_BATCH)
      .for('update', { of: applications, skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((row) => row.id);
    const uploads = await tx
      .select({ sha256: attachments.sha256 })
      .from(attachments)
      .where(inArray(attachments.applicationId, ids));
    // The history and the uploads' rows go with the application (their keys cascade).
    const removed = await tx.delete(applications).where(inArray(applications.id, ids)).returning({
      id: applications.id,
      reference: applications.reference,
      serviceCode: applications.serviceCode,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    });
    await tx.insert(auditEvents).values(
      removed.map((draft) => ({
        actorId: null,
        action: RETENTION_ACTIONS.draftRemoved,
        entity: 'application',
        entityId: draft.id,
        before: {
          reference: draft.reference,
          service: draft.serviceCode,
          createdAt: draft.createdAt.toISOString(),
          updatedAt: draft.updatedAt.toISOString(),
        },
        at: now,
      })),
    );
    outcome.draftsRemoved = removed.length;
    return uploads.map((upload) => upload.sha256);
  });
  if (released.length) outcome.filesReleased = await releaseContent(db, files, released);

  // Removed: the sign-ups never finished within 7 days (nothing of the person is kept but the dates).
  outcome.signUpsRemoved = await db.transaction(async (tx) => {
    const removed = await removeAbandonedSignUps(tx, daysBefore(now, SIGN_UP_KEPT_DAYS), undefined, RETENTION_BATCH);
    if (removed.length) {
      await tx.insert(auditEvents).values(
        removed.map((account) => ({
          actorId: null,
          action: RETENTION_ACTIONS.signUpRemoved,
          entity: 'user',
          entityId: account.id,
          before: { accountType: account.accountType, createdAt: account.createdAt.toISOString() },
          at: now,
        })),
      );
    }
    return removed.length;
  });
  return outcome;
}
