import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { decideDuplicateInput } from '../../../shared/contracts/duplicates.js';
import { DUPLICATE_MESSAGES } from '../../../shared/contracts/duplicates.js';
import { deadlineAfter } from '../../../shared/dates.js';
import type { ComparedMarriage, DuplicateDecision } from '../../../shared/duplicates.js';
import { mayDecideDuplicate } from '../../../shared/permissions.js';
import { stageSlaDays } from '../../../shared/services/extras.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import type { PageRequest } from '../../db/paged.js';
import { applicationEvents, applications, invoices, services, users } from '../../db/schema/index.js';
import { isUuid } from '../../http/ids.js';
import type { Caller } from '../../plugins/auth.js';
import { conflict, forbidden, notFound } from '../../plugins/errors.js';
import { canRead } from '../applications/access.js';
import { enqueue } from '../notifications/outbox.js';
import { decisionMessage } from './messages.js';
import {
  duplicatesOfApplication,
  duplicateWithSides,
  queueCondition,
  queuePage,
  type DuplicateFilter,
} from './queue.js';
import { openCount, removeKeys } from './repository.js';
import { possibleDuplicates } from './schema.js';

type DecideInput = z.infer<typeof decideDuplicateInput>;
const coupleOf = (m: ComparedMarriage) => `${m.partyA.name} and ${m.partyB.name}`;
const lineNumber = (line: number | null) => (line === null ? null : line + 1);
const caseless = (caller: Caller) => ({ ...caller, district: caller.district ?? null });

/** The "Possible duplicates" queue and its decisions (issue 24). */
export class DuplicatesService {
  constructor(private readonly deps: { db: Db; clock: Clock; notified: () => void }) {}

  async list(caller: Caller, filter: DuplicateFilter, list: PageRequest) {
    const { rows, total } = await queuePage(this.deps.db, queueCondition(filter, caller.district ?? null), list);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        status: r.status,
        rules: r.rules,
        reference: r.reference,
        serviceCode: r.serviceCode,
        lineNumber: lineNumber(r.line),
        couple: coupleOf(r.subject),
        earlierKind: r.candidateKind,
        earlierReference: r.earlierReference,
        districtName: r.districtName,
        createdAt: r.createdAt,
      })),
    };
  }

  async one(caller: Caller, id: string) {
    const row = isUuid(id) ? await duplicateWithSides(this.deps.db, id) : null;
    if (!row || (caller.district && caller.district !== row.duplicate.district))
      throw notFound(DUPLICATE_MESSAGES.noSuch);
    const d = row.duplicate;
    const fromEntry = d.candidateKind === 'REGISTER_ENTRY';
    return {
      id: d.id,
      status: d.status,
      rules: d.rules,
      version: d.version,
      reason: d.reason,
      decidedAt: d.decidedAt,
      decidedBy: d.decidedBy ? row.decidedBy : null,
      createdAt: d.createdAt,
      mayDecide: d.status === 'OPEN' && mayDecideDuplicate(caseless(caller), d),
      later: {
        kind: 'APPLICATION' as const,
        reference: row.later.reference,
        serviceCode: row.later.serviceCode,
        lineNumber: lineNumber(d.line),
        filedBy: row.laterOrganisation ?? row.laterApplicant,
        districtName: row.laterDistrict,
        submittedAt: row.later.submittedAt,
        marriage: d.subject,
        applicationId: row.later.id,
        marriageId: null,
      },
      earlier: {
        kind: d.candidateKind,
        reference: (fromEntry ? row.entry?.registrationNumber : row.earlierApp?.reference) ?? '',
        serviceCode: fromEntry ? null : (row.earlierApp?.serviceCode ?? null),
        lineNumber: fromEntry ? null : lineNumber(d.candidateLine),
        filedBy: fromEntry ? null : (row.earlierOrganisation ?? row.earlierApplicant),
        districtName: row.earlierAppDistrict,
        submittedAt: fromEntry ? (row.entry?.createdAt ?? null) : (row.earlierApp?.submittedAt ?? null),
        marriage: d.candidate,
        applicationId: fromEntry ? null : d.candidateApplicationId,
        marriageId: fromEntry ? d.candidateMarriageId : null,
      },
    };
  }

  /** Where the caller's own application stands on possible duplicates (the submitter's panel). */
  async review(caller: Caller, applicationId: string) {
    if (!isUuid(applicationId)) throw notFound('No such application');
    const [app] = await this.deps.db.select().from(applications).where(eq(applications.id, applicationId));
    if (!app || !canRead(caller, app)) throw notFound('No such application');
    const rows = await duplicatesOfApplication(this.deps.db, app.id);
    const own = (e: { applicantId: string | null; organisationId: string | null } | null) =>
      Boolean(
        e && (e.applicantId === app.applicantId || (app.organisationId && e.organisationId === app.organisationId)),
      );
    return {
      reviews: rows
        .filter((r) => r.duplicate.status !== 'SETTLED')
        .map(({ duplicate: d, earlierApp }) => ({
          id: d.id,
          status: d.status,
          lineNumber: lineNumber(d.line),
          couple: coupleOf(d.subject),
          earlierKind: d.candidateKind,
          earlierOwnReference: earlierApp && own(earlierApp) ? earlierApp.reference : null,
          reason: d.reason,
          decidedAt: d.decidedAt,
        })),
    };
  }

  /**
   * The officer's decision, in one transaction with its audit entry. Duplicate: the later record is
   * declined (a return's line is not entered; an application is Declined), linked to the earlier.
   * Not a duplicate: it goes on. Either way, once nothing else holds the application it enters the
   * officer's queue where it would have gone, and the submitter is told.
   */
  async decide(caller: Caller, id: string, input: DecideInput) {
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      if (!isUuid(id)) throw notFound(DUPLICATE_MESSAGES.noSuch);
      const [found] = await tx.select().from(possibleDuplicates).where(eq(possibleDuplicates.id, id)).for('update');
      if (!found || (caller.district && caller.district !== found.district)) throw notFound(DUPLICATE_MESSAGES.noSuch);
      if (!mayDecideDuplicate(caseless(caller), found)) throw forbidden();
      if (found.version !== input.version)
        throw conflict(DUPLICATE_MESSAGES.stale, { version: `The current version is ${found.version}` });
      if (found.status !== 'OPEN') throw conflict(DUPLICATE_MESSAGES.decided);
      const [app] = await tx.select().from(applications).where(eq(applications.id, found.applicationId)).for('update');
      await tx
        .update(possibleDuplicates)
        .set({
          status: input.decision,
          reason: input.reason,
          decidedBy: caller.userId,
          decidedAt: now,
          version: found.version + 1,
        })
        .where(eq(possibleDuplicates.id, found.id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'duplicate.decided',
        entity: 'possible-duplicate',
        entityId: found.id,
        before: { status: found.status, version: found.version },
        after: { status: input.decision, reason: input.reason, applicationId: found.applicationId, line: found.line },
      });
      if (input.decision === 'DUPLICATE') await this.settleOthers(tx, found);
      const what = {
        reference: app.reference,
        trackingId: app.trackingId,
        line: found.line === null ? null : { number: found.line + 1, couple: coupleOf(found.subject) },
      };
      if (input.decision === 'DUPLICATE' && found.line === null) {
        await this.declineAsDuplicate(tx, caller, app, input.reason, now);
      } else {
        if (input.decision === 'DUPLICATE') await removeKeys(tx, app.id, found.line!);
        await this.releaseIfClear(tx, caller, app, now);
      }
      await this.tell(tx, app.applicantId, input.decision, what, input.reason);
      return found.id;
    });
    this.deps.notified();
    return this.one(caller, result);
  }

  /** The other open possible duplicates of the same record are settled by this one. */
  private async settleOthers(tx: Tx, found: typeof possibleDuplicates.$inferSelect) {
    await tx
      .update(possibleDuplicates)
      .set({ status: 'SETTLED', version: sql`${possibleDuplicates.version} + 1` })
      .where(
        and(
          eq(possibleDuplicates.applicationId, found.applicationId),
          found.line === null ? isNull(possibleDuplicates.line) : eq(possibleDuplicates.line, found.line),
          eq(possibleDuplicates.status, 'OPEN'),
          ne(possibleDuplicates.id, found.id),
        ),
      );
  }

  /** The later application declined, with the reason and the record it repeats in its history. */
  private async declineAsDuplicate(
    tx: Tx,
    caller: Caller,
    app: typeof applications.$inferSelect,
    reason: string,
    now: Date,
  ) {
    if (app.status === 'Declined' || app.status === 'Approved') return;
    await tx
      .update(applications)
      .set({
        status: 'Declined',
        stage: null,
        assigneeId: null,
        slaDueAt: null,
        decidedAt: now,
        version: app.version + 1,
        updatedAt: now,
      })
      .where(eq(applications.id, app.id));
    await tx
      .update(invoices)
      .set({ status: 'CANCELLED' })
      .where(and(eq(invoices.applicationId, app.id), eq(invoices.status, 'UNPAID')));
    await tx.insert(applicationEvents).values({
      applicationId: app.id,
      actorId: caller.userId,
      action: 'duplicate-declined',
      fromStatus: app.status,
      toStatus: 'Declined',
      fromStage: app.stage,
      toStage: null,
      comment: reason,
      at: now,
    });
    await audit(tx, {
      actorId: caller.userId,
      action: 'application.declined-as-duplicate',
      entity: 'application',
      entityId: app.id,
      before: { status: app.status, stage: app.stage, version: app.version },
      after: { status: 'Declined', stage: null, version: app.version + 1 },
    });
  }

  /** Nothing holds it any more: a held application enters the officer's queue, with its target date. */
  private async releaseIfClear(tx: Tx, caller: Caller, app: typeof applications.$inferSelect, now: Date) {
    if (app.status !== 'Submitted' || app.stage !== null || (await openCount(tx, app.id)) > 0) return;
    const [service] = await tx
      .select({ slaDays: services.slaDays })
      .from(services)
      .where(eq(services.code, app.serviceCode));
    await tx
      .update(applications)
      .set({
        stage: 'OFFICER',
        slaDueAt: deadlineAfter(now, stageSlaDays(service?.slaDays, 'OFFICER', app.billables)),
        version: app.version + 1,
        updatedAt: now,
      })
      .where(eq(applications.id, app.id));
    await tx.insert(applicationEvents).values({
      applicationId: app.id,
      actorId: caller.userId,
      action: 'duplicate-cleared',
      fromStatus: app.status,
      toStatus: app.status,
      fromStage: null,
      toStage: 'OFFICER',
      comment: null,
      at: now,
    });
    await audit(tx, {
      actorId: caller.userId,
      action: 'application.duplicate-check-cleared',
      entity: 'application',
      entityId: app.id,
      before: { stage: null, version: app.version },
      after: { stage: 'OFFICER', version: app.version + 1 },
    });
  }

  private async tell(
    tx: Tx,
    userId: string,
    decision: DuplicateDecision,
    what: Parameters<typeof decisionMessage>[1],
    reason: string,
  ) {
    const [user] = await tx
      .select({ email: users.email, phone: users.phone, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const message = decisionMessage(decision, what, reason, user.locale);
    const kind = decision === 'DUPLICATE' ? 'DUPLICATE_DECLINED' : 'DUPLICATE_CLEARED';
    const greeting = user.locale === 'sw' ? `Ndugu ${user.firstName},\n\n` : `Dear ${user.firstName},\n\n`;
    const office = user.locale === 'sw' ? 'Ofisi ya Msajili wa Ndoa' : 'Office of the Registrar of Marriages';
    await enqueue(
      tx,
      ...(user.email
        ? [
            {
              kind,
              channel: 'EMAIL' as const,
              recipient: user.email,
              userId,
              subject: message.subject,
              body: `${greeting}${message.body}\n\n${office}`,
            },
          ]
        : []),
      ...(user.phone
        ? [
            {
              kind,
              channel: 'SMS' as const,
              recipient: user.phone,
              userId,
              subject: message.subject,
              body: message.sms,
            },
          ]
        : []),
    );
  }
}
