import type { AppLocale } from '../../../shared/i18n/locales.js';
import type { EventAction } from '../../../shared/events.js';
import { newTrackingId } from '../../../shared/tracking.js';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { afterApproval, nextState, transitionFor, type ApplicationAction } from '../../../shared/lifecycle.js';
import { chosenExtras, stageSlaDays } from '../../../shared/services/extras.js';
import { dateProblems, extrasOf, requiredAttachments, searchTextOf } from '../../../shared/services/index.js';
import { refusalFor, serviceByCode, type ApprovalLevel, type ServiceCode } from '../../../shared/services.js';
import { enqueue, gatheringIn, queued, queuedAs, queuedValues, type Notification } from '../notifications/outbox.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  applicationEvents,
  applications,
  attachments,
  auditEvents,
  invoices,
  referenceCounters,
  services,
  users,
} from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { priceLines, totalOf, type ChosenBillable } from '../fees/pricing.js';
import {
  allowedActions,
  assertVersion,
  canCommentAsStaff,
  canRead,
  canWorkAt,
  isOwner,
  type ApplicationRow,
} from './access.js';
import { dispatchReady } from './dispatch.js';
import { isOverdue } from '../../../shared/statuses.js';
import { assertApprovable, validateComplete, validateDraft } from './formValidation.js';
import { statusMessage } from './messages.js';
import type { ApplicantAccount, ServiceHooks } from './outcomes.js';
import type { DocumentDeps } from '../documents/service.js';
import { deadlineAfter, nairobiDate, nairobiYear } from '../../../shared/dates.js';
import { isUuid } from '../../http/ids.js';
import { prepared } from '../../db/prepared.js';
import { recordedAs } from './recorded.js';

export interface ApplicationsDeps {
  db: Db;
  clock: Clock;
  hooks: ServiceHooks;
  documents: DocumentDeps;
  notified(): void;
}

export interface DraftInput {
  serviceCode: ServiceCode;
  formData: Record<string, unknown>;
  billables?: ChosenBillable[];
}

const RECIPIENT = { email: users.email, phone: users.phone, firstName: users.firstName, locale: users.locale };
type Recipient = { email: string; phone: string; firstName: string; locale: AppLocale };

/** What the step's first statement read besides the application. */
interface Known {
  slaDays: Record<string, number> | null;
  applicant: Recipient | null;
  /** The caller's name as their documents print it (null for anyone but staff). */
  officer: string | null;
  /** The rest of the applicant's account (names, ID, kind), for the outcome. */
  account: Omit<ApplicantAccount, keyof Recipient | 'firstName'> | null;
}

/**
 * A step's first statement, built once (src/server/db/prepared.ts): the application locked, whether
 * the caller approved it at another level, the service's target days and the applicant's contacts.
 */
function stepRow(db: DbOrTx) {
  return db
    .select({
      app: applications,
      // Four eyes (domain section 1): nobody decides two different levels of one application; approving
      // the same level again (after a correction round sends it back to that level) is allowed.
      approvedElsewhere: sql<boolean>`exists (select 1 from ${applicationEvents} e where e.application_id = ${applications.id}
        and e.actor_id = ${sql.placeholder('actor')} and e.action = 'approve' and (${applications.stage} is null or e.from_stage is distinct from ${applications.stage}))`,
      slaDays: services.slaDays,
      applicant: RECIPIENT,
      account: {
        middleName: users.middleName,
        lastName: users.lastName,
        idType: users.idType,
        idNumber: users.idNumber,
        accountType: users.accountType,
      },
      // The caller's name as a document they issue prints it (staff only), read here for the outcome.
      officer: sql<string | null>`(select o.first_name || ' ' || o.last_name from ${users} o
        where o.id = ${sql.placeholder('actor')} and o.account_type = 'BACKOFFICE')`,
    })
    .from(applications)
    .innerJoin(services, eq(services.code, applications.serviceCode))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, sql.placeholder('id')));
}

const lockedForStep = prepared('step_locked', (db) => stepRow(db).for('update', { of: applications }));

/**
 * The same row unlocked, for a step that is one statement (a claim, a release: `SINGLE_STATEMENT_STEPS`):
 * its change is made only if the row still has the version read (`guardedStepChange`).
 */
const readForStep = prepared('step_read', (db) => stepRow(db));

/** The columns a step may change besides its version and time, in the order of their statement. */
type StepColumn = keyof typeof applications.$inferInsert;

/** A step's `set`: the columns it changes, then its version and time, each from its `set_…` placeholder. */
function stepSet(columns: StepColumn[]) {
  return Object.fromEntries(
    [...columns.filter((c) => c !== 'version' && c !== 'updatedAt'), 'version', 'updatedAt'].map((c) => [
      c,
      sql.placeholder(`set_${c}`),
    ]),
  );
}

const stepChanges = new Map<string, ReturnType<typeof stepChangeStatement>>();

/**
 * A step's change, its event, its audit entry and the applicant's messages about it in one statement,
 * built once for each set of columns a step changes (a claim's, an approval's, a final approval's with
 * its outcome…) and number of messages.
 */
function stepChange(columns: string[], messages: number) {
  const key = `${columns.join(',')}/${messages}`;
  let statement = stepChanges.get(key);
  if (!statement) {
    statement = stepChangeStatement(`step_change_${stepChanges.size + 1}`, columns as StepColumn[], messages);
    stepChanges.set(key, statement);
  }
  return statement;
}

function stepChangeStatement(name: string, columns: StepColumn[], messages: number) {
  return prepared(name, (db) => {
    const [event, audited] = recordedAs(db);
    const set = stepSet(columns);
    return db
      .with(event, audited, ...(messages ? [queuedAs(db, 'told', messages)] : []))
      .update(applications)
      .set(set)
      .where(eq(applications.id, sql.placeholder('id')))
      .returning();
  });
}

/**
 * The steps that write nothing but the application's row, its event and its audit entry: each is one
 * statement outside a transaction (no begin and commit, two round trips of three), made only if the
 * row still has the version the step read, which is what the lock of the other steps ensures.
 */
const SINGLE_STATEMENT_STEPS: readonly ApplicationAction[] = ['claim', 'release'];

const guardedChanges = new Map<string, ReturnType<typeof guardedStepChangeStatement>>();

/** A single-statement step's change (`SINGLE_STATEMENT_STEPS`), built once per set of columns. */
function guardedStepChange(columns: string[]) {
  const key = columns.join(',');
  let statement = guardedChanges.get(key);
  if (!statement) {
    statement = guardedStepChangeStatement(`step_guarded_${guardedChanges.size + 1}`, columns as StepColumn[]);
    guardedChanges.set(key, statement);
  }
  return statement;
}

/**
 * The change made only while the row has the version read (`expected`), and the event and audit entry
 * written only for a row changed: one statement, so no row, event or entry is left by a refused step.
 */
function guardedStepChangeStatement(name: string, columns: StepColumn[]) {
  const p = sql.placeholder;
  return prepared(name, (db) => {
    const set = stepSet(columns);
    const changed = db.$with('changed', getTableColumns(applications)).as(
      db
        .update(applications)
        .set(set)
        .where(and(eq(applications.id, p('id')), eq(applications.version, p('expected'))))
        .returning()
        .getSQL(),
    );
    const event = db.$with('event', {}).as(
      sql`insert into ${applicationEvents} (application_id, actor_id, action, from_status, to_status, from_stage, to_stage, comment, at)
        select id, ${p('actor')}::uuid, ${p('action')}, ${p('fromStatus')}, ${p('toStatus')}, ${p('fromStage')},
          ${p('toStage')}, ${p('comment')}, ${p('at')}::timestamptz from changed`,
    );
    const audited = db.$with('audited', {}).as(
      sql`insert into ${auditEvents} (actor_id, action, entity, entity_id, before, after, ip, at)
        select ${p('actor')}::uuid, ${p('auditAction')}, 'application', id::text, ${p('beforeJson')}::jsonb,
          ${p('afterJson')}::jsonb, null, ${p('auditAt')}::timestamptz from changed`,
    );
    return db.with(changed, event, audited).select().from(changed);
  });
}

/** A step refused while a possible duplicate holds the application out of the queues (issue 24). */
export const HELD_AS_POSSIBLE_DUPLICATE =
  'This application is held as a possible duplicate of an earlier record until an officer decides';

/** The comment step refused to staff who may read an application but not work on it (the read-only administrator). */
export const COMMENT_REFUSED = 'Only staff who work on this application can comment on it';

export class ApplicationsService {
  constructor(private readonly deps: ApplicationsDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** Reads one application the caller may see, or 404 (never revealing that it exists). */
  async getVisible(caller: Caller, id: string, tx: Db | Tx = this.deps.db, lock = false): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound('No such application');
    const query = tx.select().from(applications).where(eq(applications.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !canRead(caller, row)) throw notFound('No such application');
    return row;
  }

  /**
   * One application as its page shows it: what the caller may do next (the UI offers these, the
   * server checks them again), its invoice, the kinds of document attached, whether it is overdue
   * and whether a courier dispatch can be recorded.
   */
  async detail(caller: Caller, id: string) {
    const row = await this.getVisible(caller, id);
    const db = this.deps.db;
    // Independent reads: side by side on the pool (one after another on PGlite).
    const [[approvedBefore], [invoice], files, readyToSend] = await Promise.all([
      db
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, row.id),
            eq(applicationEvents.actorId, caller.userId),
            eq(applicationEvents.action, 'approve'),
          ),
        )
        .limit(1),
      db.select().from(invoices).where(eq(invoices.applicationId, row.id)).limit(1),
      db
        .select({ kind: attachments.kind })
        .from(attachments)
        .where(and(eq(attachments.applicationId, row.id), isNull(attachments.deletedAt))),
      dispatchReady(db, row),
    ]);
    return {
      ...row,
      allowedActions: allowedActions(caller, row, Boolean(approvedBefore)),
      invoice: invoice ?? null,
      attachmentKinds: [...new Set(files.map((f) => f.kind))],
      overdue: isOverdue(row, this.now()),
      dispatchReady: readyToSend,
    };
  }

  private async nextReference(tx: Tx, serviceCode: ServiceCode, now: Date): Promise<string> {
    const prefix = serviceByCode(serviceCode)!.prefix;
    const year = nairobiYear(now);
    const [row] = await tx
      .insert(referenceCounters)
      .values({ prefix, year, last: 1 })
      .onConflictDoUpdate({
        target: [referenceCounters.prefix, referenceCounters.year],
        set: { last: sql`${referenceCounters.last} + 1` },
      })
      .returning();
    return `${prefix}-${year}-${String(row.last).padStart(6, '0')}`;
  }

  async createDraft(caller: Caller, input: DraftInput): Promise<ApplicationRow> {
    const service = serviceByCode(input.serviceCode);
    if (!service) throw badRequest(VALIDATION_MESSAGE, { serviceCode: 'No such service' });
    const refusal = refusalFor(caller, service);
    if (refusal) throw forbidden(refusal);
    const [active] = await this.deps.db
      .select({ active: services.active })
      .from(services)
      .where(eq(services.code, service.code));
    if (!active?.active) throw conflict('This service is not open for applications');
    const formData = validateDraft(service.code, input.formData);
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(applications)
        .values({
          reference: await this.nextReference(tx, service.code, now),
          trackingId: newTrackingId(),
          serviceCode: service.code,
          status: 'Draft',
          applicantId: caller.userId,
          organisationId: caller.organisationId,
          district: typeof formData.district === 'string' ? formData.district : null,
          formData,
          searchText: searchTextOf(service.code, formData),
          billables: input.billables ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.event(tx, created, caller.userId, 'create', null, null, null);
      await audit(tx, {
        actorId: caller.userId,
        action: 'application.created',
        entity: 'application',
        entityId: created.id,
        after: { reference: created.reference, serviceCode: created.serviceCode },
      });
      return created;
    });
  }

  /** The applicant edits a draft, or an application sent back for corrections. */
  async updateForm(
    caller: Caller,
    id: string,
    input: { formData: Record<string, unknown>; billables?: ChosenBillable[]; version: number },
  ): Promise<ApplicationRow> {
    return this.deps.db.transaction(async (tx) => {
      const app = await this.getVisible(caller, id, tx, true);
      if (!isOwner(caller, app)) throw forbidden('Only the applicant can change this application');
      if (app.status !== 'Draft' && app.status !== 'Corrections_Requested')
        throw conflict(`An application in status ${app.status} cannot be changed`);
      assertVersion(app, input.version);
      const formData = validateDraft(app.serviceCode as ServiceCode, input.formData);
      const billables = app.status === 'Draft' ? (input.billables ?? app.billables) : app.billables;
      const [updated] = await tx
        .update(applications)
        .set({
          formData,
          billables,
          searchText: searchTextOf(app.serviceCode as ServiceCode, formData),
          district: typeof formData.district === 'string' ? formData.district : app.district,
          version: app.version + 1,
          updatedAt: this.now(),
        })
        .where(eq(applications.id, app.id))
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: 'application.updated',
        entity: 'application',
        entityId: app.id,
        before: { version: app.version },
        after: { version: updated.version },
      });
      return updated;
    });
  }

  async deleteDraft(caller: Caller, id: string, version: number): Promise<ApplicationRow> {
    return this.deps.db.transaction(async (tx) => {
      const app = await this.getVisible(caller, id, tx, true);
      if (!isOwner(caller, app)) throw forbidden('Only the applicant can delete this application');
      if (app.status !== 'Draft') throw conflict('Only a draft can be deleted; withdraw it instead');
      assertVersion(app, version);
      await tx.delete(applications).where(eq(applications.id, app.id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'application.deleted',
        entity: 'application',
        entityId: app.id,
        before: { reference: app.reference, status: app.status },
      });
      return app;
    });
  }

  private async event(
    tx: Tx,
    app: ApplicationRow,
    actorId: string | null,
    action: EventAction,
    toStatus: string | null,
    toStage: string | null,
    comment: string | null,
  ) {
    await tx.insert(applicationEvents).values({
      applicationId: app.id,
      actorId,
      action,
      fromStatus: app.status,
      toStatus: toStatus ?? app.status,
      fromStage: app.stage,
      toStage: toStatus ? toStage : app.stage,
      comment,
      at: this.now(),
    });
  }

  private async slaDue(
    tx: Tx,
    app: Pick<ApplicationRow, 'serviceCode' | 'billables'>,
    stage: ApprovalLevel | null,
    now: Date,
  ): Promise<Date | null> {
    if (!stage) return null;
    const [service] = await tx
      .select({ slaDays: services.slaDays })
      .from(services)
      .where(eq(services.code, app.serviceCode));
    return deadlineAfter(now, stageSlaDays(service?.slaDays, stage, app.billables));
  }

  /** The applicant's e-mail and SMS about a new status (both in one statement); `to` when already read. */
  private async notifyApplicant(
    tx: Tx,
    app: ApplicationRow,
    status: string,
    comment: string | null,
    to?: Recipient | null,
  ) {
    const [applicant] = to ? [to] : await tx.select(RECIPIENT).from(users).where(eq(users.id, app.applicantId));
    if (!applicant) return;
    await enqueue(tx, ...applicantMessages(app, status, comment, applicant));
  }

  /** One workflow step (domain section 3), in one transaction, with optimistic locking. */
  async transition(
    caller: Caller,
    id: string,
    action: ApplicationAction,
    input: { version: number; comment?: string | null },
  ): Promise<ApplicationRow> {
    const actor = caller.accountType === 'BACKOFFICE' ? 'STAFF' : 'APPLICANT';
    const rule = transitionFor(action, actor);
    if (!rule)
      throw forbidden(actor === 'STAFF' ? 'Staff cannot take this step' : 'Only registry staff can take this step');
    const comment = input.comment?.trim() || null;
    if (rule.needsComment && !comment)
      throw badRequest(VALIDATION_MESSAGE, { comment: action === 'comment' ? 'Write the comment' : 'Give the reason' });
    // A claim or a release is one statement outside a transaction (`SINGLE_STATEMENT_STEPS`); every
    // other step locks the row in a transaction of its own.
    const single = SINGLE_STATEMENT_STEPS.includes(action);
    const step = async (tx: Tx) => {
      if (!isUuid(id)) throw notFound('No such application');
      // One statement: the application (locked), whether the caller approved it at another level, the
      // service's target days and the applicant's contacts (for a decision's message).
      const [found] = await (single ? readForStep : lockedForStep)(tx, { id, actor: caller.userId });
      if (!found || !canRead(caller, found.app)) throw notFound('No such application');
      const { app } = found;
      if (actor === 'APPLICANT' && !isOwner(caller, app)) throw forbidden('Only the applicant can take this step');
      assertVersion(app, input.version);
      if (!rule.from.includes(app.status))
        throw conflict(`An application in status ${app.status} cannot be ${pastTense(action)}`);
      if (actor === 'STAFF' && action === 'comment' && !canCommentAsStaff(caller, app))
        throw forbidden(COMMENT_REFUSED);
      if (actor === 'STAFF' && action !== 'comment') {
        if (!canWorkAt(caller, app))
          throw forbidden(
            app.status === 'Submitted' && !app.stage
              ? HELD_AS_POSSIBLE_DUPLICATE
              : `This application is waiting for the ${app.stage ?? 'next'} level`,
          );
        if (rule.assigneeOnly && app.assigneeId !== caller.userId)
          throw forbidden('Claim this application before you act on it');
        if ((action === 'claim' || action === 'approve') && found.approvedElsewhere) {
          throw forbidden('You approved this application at an earlier level; another person must decide this level');
        }
      }
      return this.apply(
        tx,
        caller,
        app,
        action,
        comment,
        {
          slaDays: found.slaDays,
          applicant: found.applicant,
          officer: found.officer,
          account: found.account,
        },
        single,
      );
    };
    const result = single ? await step(this.deps.db as unknown as Tx) : await this.deps.db.transaction(step);
    this.deps.notified();
    return result;
  }

  private async apply(
    tx: Tx,
    caller: Caller,
    app: ApplicationRow,
    action: ApplicationAction,
    comment: string | null,
    known: Known,
    /** One statement outside a transaction, made only if the row still has the version read. */
    guarded = false,
  ): Promise<ApplicationRow> {
    const now = this.now();
    const slaDue = (stage: ApprovalLevel | null) =>
      stage ? deadlineAfter(now, stageSlaDays(known.slaDays, stage, app.billables)) : null;
    let changes: Partial<typeof applications.$inferInsert> = {};
    let outcomeMessages: Notification[] = [];
    switch (action) {
      case 'comment':
        break;
      case 'submit':
        changes = await this.submitChanges(tx, caller, app, now, slaDue);
        break;
      case 'approve': {
        const next = afterApproval(serviceByCode(app.serviceCode)!.chain, app.stage as ApprovalLevel);
        changes = { status: next.status, stage: next.stage, assigneeId: null, slaDueAt: slaDue(next.stage) };
        if (next.status === 'Approved') {
          assertApprovable(app.serviceCode as ServiceCode, app.formData as Record<string, unknown>);
          changes.decidedAt = now;
          // The outcome's messages (its document is ready, the parties are told…) go in the change's
          // statement with the applicant's, not in statements of their own.
          const gathering = gatheringIn(tx);
          const outcome = await this.deps.hooks.runOutcome({
            tx,
            application: { ...app, ...changes } as ApplicationRow,
            actor: caller,
            now,
            // What the documents it issues would read again: the applicant's language, the officer's name.
            documents: known.applicant
              ? {
                  ...this.deps.documents,
                  issuing: {
                    applicationId: app.id,
                    holderId: app.applicantId,
                    locale: known.applicant.locale ?? 'en',
                    issuedBy: caller.userId,
                    officer: known.officer,
                  },
                }
              : this.deps.documents,
            applicant: known.applicant,
            applicantAccount:
              known.applicant && known.account
                ? {
                    ...known.account,
                    firstName: known.applicant.firstName,
                    email: known.applicant.email,
                    phone: known.applicant.phone,
                  }
                : null,
          });
          if (outcome) changes.outcome = outcome;
          outcomeMessages = gathering.take();
        }
        break;
      }
      case 'resubmit': {
        const formData = validateComplete(app.serviceCode as ServiceCode, app.formData);
        await this.checkSubmission(tx, caller, { ...app, formData }, now);
        const next = nextState('resubmit', app as { stage: ApprovalLevel | null });
        const resubmitted = { ...app, formData };
        await this.deps.hooks.recordSubmission({ tx, application: resubmitted, now });
        // A possible duplicate holds it out of the queue (no stage) until the officer decides (issue 24).
        const held = await this.deps.hooks.heldAsPossibleDuplicate({
          tx,
          application: resubmitted,
          actorId: caller.userId,
          now,
        });
        const stage = held ? null : next.stage;
        changes = { ...next, stage, formData, assigneeId: null, slaDueAt: slaDue(stage) };
        break;
      }
      default: {
        const next = nextState(action, app as { stage: ApprovalLevel | null });
        changes = { ...next };
        if (action === 'claim') changes.assigneeId = caller.userId;
        if (action === 'release' || next.status === 'Declined' || next.status === 'Corrections_Requested')
          changes.assigneeId = null;
        if (next.status === 'Declined') {
          changes.decidedAt = now;
          changes.slaDueAt = null;
          await tx
            .update(invoices)
            .set({ status: 'CANCELLED' })
            .where(and(eq(invoices.applicationId, app.id), eq(invoices.status, 'UNPAID')));
        }
      }
    }
    const eventComment = action === 'withdraw' ? (comment ?? 'Withdrawn by the applicant') : comment;
    // What the row becomes, known before writing: the change, its event and its audit entry go in one statement.
    const after = {
      status: changes.status ?? app.status,
      stage: changes.stage !== undefined ? changes.stage : app.stage,
      assigneeId: changes.assigneeId !== undefined ? changes.assigneeId : app.assigneeId,
      version: app.version + 1,
    };
    // The columns given a value (as Drizzle's set leaves out those undefined).
    const changed = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const tellApplicant =
      ['Payment_Confirmation', 'Corrections_Requested', 'Approved', 'Declined'].includes(after.status) ||
      (after.status === 'Submitted' && (action === 'submit' || action === 'resubmit'));
    const told = after.status !== app.status && tellApplicant;
    // The applicant's messages about the new status go in the change's statement (their texts name
    // the service, reference and tracking number, which a step does not change).
    const messages = [
      ...outcomeMessages,
      ...(told && known.applicant ? applicantMessages(app, after.status, eventComment, known.applicant) : []),
    ];
    // The values both kinds of change take: the columns set, the event's and the audit entry's.
    const before = { status: app.status, stage: app.stage, assigneeId: app.assigneeId, version: app.version };
    const values = {
      ...Object.fromEntries(Object.entries(changed).map(([column, value]) => [`set_${column}`, value])),
      set_version: after.version,
      set_updatedAt: now,
      id: app.id,
      actor: caller.userId,
      action,
      fromStatus: app.status,
      toStatus: after.status,
      fromStage: app.stage,
      toStage: after.stage,
      comment: eventComment,
      auditAction: `application.${action}`,
    };
    if (guarded) {
      if (messages.length || told) throw new Error(`A single-statement step sends no message: ${action}`);
      const [updated] = await guardedStepChange(Object.keys(changed))(tx, {
        ...values,
        expected: app.version,
        at: now.toISOString(),
        beforeJson: JSON.stringify(before),
        afterJson: JSON.stringify(after),
        auditAt: new Date().toISOString(),
      });
      if (!updated) {
        // Changed by someone else since it was read: refused as a stale version, with the current one.
        const [current] = await tx
          .select({ version: applications.version })
          .from(applications)
          .where(eq(applications.id, app.id));
        if (!current) throw notFound('No such application');
        assertVersion(current, app.version);
        throw conflict('This application was changed by someone else. Reload it and try again.');
      }
      return updated;
    }
    const [updated] = await stepChange(Object.keys(changed), messages.length)(tx, {
      ...values,
      at: now,
      auditEntity: 'application',
      auditEntityId: app.id,
      before,
      after,
      auditAt: new Date(),
      ...queuedValues(messages),
    });
    if (messages.length) queued(messages.length);
    if (told && !known.applicant)
      await this.notifyApplicant(tx, updated, updated.status, eventComment, known.applicant);
    return updated;
  }

  private async checkSubmission(tx: Tx, caller: Caller, app: ApplicationRow, now: Date) {
    const errors: Record<string, string> = {};
    const present = new Set(
      (
        await tx
          .select({ kind: attachments.kind })
          .from(attachments)
          .where(and(eq(attachments.applicationId, app.id), sql`${attachments.deletedAt} is null`))
      ).map((a) => a.kind),
    );
    for (const kind of requiredAttachments(app.serviceCode as ServiceCode, app.formData)) {
      if (!present.has(kind)) errors[`attachments.${kind}`] = 'Attach this document';
    }
    Object.assign(errors, await this.deps.hooks.runChecks({ tx, application: app, actor: caller, now }));
    // The day rules the form applies on each step (a date of birth in the future…): the same words here.
    for (const [path, message] of Object.entries(
      dateProblems(app.serviceCode as ServiceCode, app.formData, nairobiDate(now)),
    ))
      errors[`formData.${path}`] = message;
    if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
  }

  /** Submit: the whole form, the documents, the service's checks; then the invoice or the queue. */
  private async submitChanges(
    tx: Tx,
    caller: Caller,
    app: ApplicationRow,
    now: Date,
    slaDue: (stage: ApprovalLevel) => Date | null,
  ): Promise<Partial<typeof applications.$inferInsert>> {
    // The same rule as at creation: an organisation that was never allowed (or whose kind changed) cannot submit.
    const refusal = refusalFor(caller, serviceByCode(app.serviceCode)!);
    if (refusal) throw forbidden(refusal);
    const formData = validateComplete(app.serviceCode as ServiceCode, app.formData);
    await this.checkSubmission(tx, caller, { ...app, formData }, now);
    // The extras the form sets (certified copies), those chosen on its review step, those of the draft.
    const billables = extrasOf(app.serviceCode as ServiceCode, formData, app.billables);
    const lines = await priceLines(tx, app.serviceCode, billables, nairobiDate(now)).catch((error: unknown) => {
      throw extrasRefusal(error, billables, chosenExtras(formData));
    });
    const total = totalOf(lines);
    const common = {
      formData,
      billables,
      searchText: searchTextOf(app.serviceCode as ServiceCode, formData),
      submittedAt: now,
    };
    const submitted = { ...app, formData, submittedAt: now };
    await this.deps.hooks.recordSubmission({ tx, application: submitted, now });
    if (total <= 0) {
      const held = await this.deps.hooks.heldAsPossibleDuplicate({
        tx,
        application: submitted,
        actorId: caller.userId,
        now,
      });
      if (held) return { ...common, status: 'Submitted', stage: null, slaDueAt: null };
      return { ...common, status: 'Submitted', stage: 'OFFICER', slaDueAt: slaDue('OFFICER') };
    }
    await tx.insert(invoices).values({
      number: `INV-${app.reference}`,
      applicationId: app.id,
      payerId: caller.userId,
      amount: total,
      lines,
      createdAt: now,
    });
    return { ...common, status: 'Payment_Confirmation', stage: null };
  }

  /**
   * The gateway confirmed the invoice: the application enters the officer queue, with its event and
   * its audit entry like every other change of status, all in the payment's transaction.
   */
  async paymentConfirmed(tx: Tx, applicationId: string, actorId: string | null): Promise<void> {
    const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
    if (!app || app.status !== 'Payment_Confirmation') return;
    const now = this.now();
    // A possible duplicate holds it out of the queue (no stage) until the officer decides (issue 24).
    const held = await this.deps.hooks.heldAsPossibleDuplicate({ tx, application: app, actorId, now });
    const stage = held ? null : 'OFFICER';
    const [updated] = await tx
      .update(applications)
      .set({
        status: 'Submitted',
        stage,
        slaDueAt: await this.slaDue(tx, app, stage, now),
        version: app.version + 1,
        updatedAt: now,
      })
      .where(eq(applications.id, app.id))
      .returning();
    await this.event(tx, app, actorId, 'payment-confirmed', 'Submitted', stage, null);
    await audit(tx, {
      actorId,
      action: 'application.payment-confirmed',
      entity: 'application',
      entityId: app.id,
      before: { status: app.status, stage: app.stage, assigneeId: app.assigneeId, version: app.version },
      after: { status: updated.status, stage: updated.stage, assigneeId: updated.assigneeId, version: updated.version },
    });
    await this.notifyApplicant(tx, updated, 'Submitted', null);
  }

  /**
   * A party to a notice who is not its applicant withdraws from it before publication (issue 24):
   * the application is withdrawn as if its applicant had, in the caller's transaction, its row locked.
   */
  async withdrawnByParty(tx: Tx, caller: Caller, app: ApplicationRow, comment: string): Promise<ApplicationRow> {
    return this.apply(tx, caller, app, 'withdraw', comment, {
      slaDays: null,
      applicant: null,
      officer: null,
      account: null,
    });
  }
}

/** The applicant's e-mail and SMS about a new status of their application (none when it has no text). */
function applicantMessages(
  app: ApplicationRow,
  status: string,
  comment: string | null,
  applicant: Recipient,
): Notification[] {
  const message = statusMessage(app, status, comment, applicant.firstName, applicant.locale);
  if (!message) return [];
  const kind = `APPLICATION_${status.toUpperCase()}`;
  return [
    {
      kind,
      channel: 'EMAIL',
      recipient: applicant.email,
      userId: app.applicantId,
      subject: message.subject,
      body: message.body,
    },
    {
      kind,
      channel: 'SMS',
      recipient: applicant.phone,
      userId: app.applicantId,
      subject: message.subject,
      body: message.sms,
    },
  ];
}

function pastTense(action: ApplicationAction): string {
  const words: Record<ApplicationAction, string> = {
    submit: 'submitted',
    claim: 'claimed',
    release: 'released',
    approve: 'approved',
    decline: 'declined',
    'request-corrections': 'sent back for corrections',
    resubmit: 'resubmitted',
    withdraw: 'withdrawn',
    comment: 'commented on',
  };
  return words[action];
}

/**
 * An extra refused at submit (no longer offered, or more than its most): one the person chose on the
 * review step is reported against the form's extras, where the page shows it; one a draft chose
 * through the API keeps its `billables.n` key.
 */
function extrasRefusal(error: unknown, charged: ChosenBillable[], fromForm: ChosenBillable[]): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const index = Number(/^billables\.(\d+)\./.exec(key)?.[1]);
    const code = charged[index]?.code;
    errors[code && fromForm.some((c) => c.code === code) ? `extras.${code}` : key] = message;
  }
  return new ApiError(error.statusCode, error.message, errors);
}
