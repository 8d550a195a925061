import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import {
  type createInstitutionInput,
  VERIFICATION_MESSAGES,
} from '../../../shared/contracts/institution-verification.js';
import type { z } from 'zod';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import {
  canReadInstitutions,
  canVerifyInstitutions,
  evidenceEditable,
  evidenceKindsFor,
  type EvidenceKind,
  missingEvidence,
  type VerificationStatus,
} from '../../../shared/institutions.js';
import { ATTACHMENT_MESSAGES } from '../../../shared/forms/attachments.js';
import { celebratesMarriages } from '../../../shared/services.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { organisationEvidence, organisations, users } from '../../db/schema/index.js';
import { idFilter } from '../../http/simpleRest.js';
import { isUuid } from '../../http/ids.js';
import type { Caller } from '../../plugins/auth.js';
import { ROLE_REFUSED } from '../../plugins/auth.js';
import { ApiError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { FileStore } from '../../storage/files.js';
import { checkedFile, type UploadParts } from '../attachments/upload.js';
import { checkUploadQuota } from '../attachments/quota.js';
import { letGoRows, releaseContent, storeAndRecord } from '../../storage/release.js';
import { enqueue, type Notification } from '../notifications/outbox.js';
import { issueCode } from '../accounts/codes.js';
import { AUTH_MESSAGES, institutionInvitationMessage, INVITATION_TTL_MS } from '../accounts/messages.js';
import { emailTaken, phoneTaken } from '../accounts/repository.js';

type OrganisationRow = typeof organisations.$inferSelect;
type EvidenceRow = typeof organisationEvidence.$inferSelect;

export const VERIFICATION_SORTABLE = {
  submittedAt: organisations.submittedAt,
  name: organisations.name,
  status: organisations.verification,
  decidedAt: organisations.decidedAt,
} as const;

export interface VerificationDeps {
  db: Db;
  /** Signs the invitation code of an institution's first account. */
  secret: string;
  clock: Clock;
  files: FileStore;
  publicUrl: string;
  notified: () => void;
}

const publicEvidence = ({ id, kind, fileName, contentType, size, createdAt }: EvidenceRow) => ({
  id,
  kind,
  fileName,
  contentType,
  size,
  createdAt,
});
const fullName = (u: { firstName: string; middleName: string | null; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

/** The words of the institution's decision, in the language each of its accounts reads. */
function decisionMessages(
  organisation: OrganisationRow,
  decision: 'VERIFIED' | 'REJECTED',
  reason: string | null,
  member: { id: string; email: string; phone: string; firstName: string; locale: AppLocale },
  portalUrl: string,
): Notification[] {
  const link = `${portalUrl}/institution/verification`;
  const texts =
    member.locale === 'sw'
      ? decision === 'VERIFIED'
        ? {
            subject: `${organisation.name} imethibitishwa na ofisi ya usajili`,
            body: `Habari ${member.firstName}, ofisi ya usajili imethibitisha ${organisation.name}. Sasa akaunti yako inaweza kutumia huduma za taasisi: ingia kwenye ${portalUrl}/sign-in.`,
          }
        : {
            subject: `${organisation.name} haijathibitishwa`,
            body: `Habari ${member.firstName}, ofisi ya usajili haikuthibitisha ${organisation.name}: ${reason ?? ''} Tuma ushahidi sahihi kwenye ${link}.`,
          }
      : decision === 'VERIFIED'
        ? {
            subject: `${organisation.name} is verified by the registry`,
            body: `Dear ${member.firstName}, the registry has verified ${organisation.name}. Your account can now use the institution services: sign in at ${portalUrl}/sign-in.`,
          }
        : {
            subject: `${organisation.name} could not be verified`,
            body: `Dear ${member.firstName}, the registry could not verify ${organisation.name}: ${reason ?? ''} Send the right evidence at ${link}.`,
          };
  const kind = decision === 'VERIFIED' ? 'INSTITUTION_VERIFIED' : 'INSTITUTION_REJECTED';
  return [
    { kind, channel: 'EMAIL', recipient: member.email, userId: member.id, subject: texts.subject, body: texts.body },
    { kind, channel: 'SMS', recipient: member.phone, userId: member.id, subject: texts.subject, body: texts.body },
  ];
}

/**
 * The registry's check of what an institution is (issue 19): its accounts send evidence, registry
 * staff verify or refuse it with a reason, the institution is told by e-mail and SMS. Every change is
 * one transaction with its audit entry.
 */
export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  /** The caller's own organisation, or 403 for any other account. */
  private ownOrganisationId(caller: Caller): string {
    if (caller.accountType !== 'ORGANIZATION' || !caller.organisationId)
      throw forbidden(VERIFICATION_MESSAGES.onlyInstitution);
    return caller.organisationId;
  }

  private async organisation(tx: DbOrTx, id: string, lock = false): Promise<OrganisationRow> {
    if (!isUuid(id)) throw notFound(VERIFICATION_MESSAGES.noSuchInstitution);
    const query = tx.select().from(organisations).where(eq(organisations.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(VERIFICATION_MESSAGES.noSuchInstitution);
    return row;
  }

  private async liveEvidence(tx: DbOrTx, organisationId: string): Promise<EvidenceRow[]> {
    return tx
      .select()
      .from(organisationEvidence)
      .where(and(eq(organisationEvidence.organisationId, organisationId), isNull(organisationEvidence.deletedAt)))
      .orderBy(asc(organisationEvidence.createdAt), asc(organisationEvidence.id));
  }

  private async members(tx: DbOrTx, organisationId: string) {
    return tx
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        middleName: users.middleName,
        lastName: users.lastName,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.organisationId, organisationId))
      .orderBy(asc(users.createdAt), asc(users.id));
  }

  private async view(tx: DbOrTx, row: OrganisationRow) {
    const evidence = await this.liveEvidence(tx, row.id);
    const members = await this.members(tx, row.id);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      registrationNumber: row.registrationNumber,
      status: row.verification,
      licensed: row.licensed,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt,
      decisionReason: row.decisionReason,
      version: row.version,
      evidence: evidence.map(publicEvidence),
      required: evidenceKindsFor(row.type),
      missing: missingEvidence(
        row.type,
        evidence.map((e) => e.kind),
      ),
      members: members.map((m) => ({ id: m.id, name: fullName(m), email: m.email, phone: m.phone })),
    };
  }

  /** GET /institution-verification: the caller's institution and where it stands. */
  async own(caller: Caller) {
    return this.view(this.deps.db, await this.organisation(this.deps.db, this.ownOrganisationId(caller)));
  }

  /** The institution's own accounts, while its evidence may change (never once sent or verified). */
  private async editable(tx: DbOrTx, caller: Caller): Promise<OrganisationRow> {
    const row = await this.organisation(tx, this.ownOrganisationId(caller), true);
    if (!evidenceEditable(row.verification)) throw conflict(VERIFICATION_MESSAGES.notEditable);
    return row;
  }

  /** Before an upload's body is read: refused when the caller is no institution or its evidence may not change. */
  async checkEvidenceEditable(caller: Caller): Promise<void> {
    await this.editable(this.deps.db, caller);
  }

  /** Checks the form before anything is stored; the file is kept by its hash, then recorded (replacing the kind's earlier one). */
  async addEvidence(caller: Caller, upload: UploadParts) {
    const organisation = await this.editable(this.deps.db, caller);
    const kinds = evidenceKindsFor(organisation.type);
    const errors: Record<string, string> = {};
    if (!upload.kind) errors.kind = VERIFICATION_MESSAGES.whichDocument;
    else if (!kinds.includes(upload.kind as EvidenceKind)) errors.kind = VERIFICATION_MESSAGES.wrongKind;
    if (!upload.file) errors.file = VERIFICATION_MESSAGES.chooseFile;
    else if (upload.file.content.length === 0) errors.file = ATTACHMENT_MESSAGES.empty;
    if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
    const kind = upload.kind as EvidenceKind;
    const { content } = upload.file!;
    const { contentType, fileName } = await checkedFile(upload.file!, kind.toLowerCase().replace(/_/g, '-'));
    const now = this.deps.clock.now();
    return storeAndRecord(this.deps.db, this.deps.files, content, (stored, letGo) =>
      this.deps.db.transaction(async (tx) => {
        const row = await this.editable(tx, caller);
        const replaced = await this.letGo(
          tx,
          row,
          and(
            eq(organisationEvidence.organisationId, row.id),
            eq(organisationEvidence.kind, kind),
            isNull(organisationEvidence.deletedAt),
          ),
          now,
        );
        letGo(replaced.filter((r) => r.discarded).map((r) => r.sha256));
        await checkUploadQuota(tx, { userId: caller.userId, adding: stored.size });
        const [evidence] = await tx
          .insert(organisationEvidence)
          .values({
            organisationId: row.id,
            kind,
            fileName,
            contentType,
            size: stored.size,
            sha256: stored.sha256,
            uploadedBy: caller.userId,
            createdAt: now,
          })
          .returning();
        await tx
          .update(organisations)
          .set({ version: row.version + 1, updatedAt: now })
          .where(eq(organisations.id, row.id));
        await audit(tx, {
          actorId: caller.userId,
          action: 'organisation.evidence-added',
          entity: 'organisation',
          entityId: row.id,
          after: {
            evidenceId: evidence.id,
            kind,
            fileName,
            contentType,
            size: stored.size,
            sha256: stored.sha256,
            replaced: replaced.map((r) => r.id),
          },
        });
        return publicEvidence(evidence);
      }),
    );
  }

  /**
   * The evidence `which` selects stops being the institution's. Before the institution first sends
   * its evidence nobody at the registry has seen it: deleted with its content. After that it stays,
   * marked deleted, for the registry's record of what was decided on.
   */
  private letGo(tx: Tx, organisation: OrganisationRow, which: SQL | undefined, now: Date) {
    return letGoRows<typeof organisationEvidence.$inferSelect>(
      tx,
      organisationEvidence,
      which,
      organisation.verification === 'UNVERIFIED',
      now,
    );
  }

  /** The institution takes a document back while its evidence may change. */
  async removeEvidence(caller: Caller, evidenceId: string) {
    if (!isUuid(evidenceId)) throw notFound(VERIFICATION_MESSAGES.noSuchEvidence);
    const now = this.deps.clock.now();
    const removed = await this.deps.db.transaction(async (tx) => {
      const row = await this.editable(tx, caller);
      const [gone] = await this.letGo(
        tx,
        row,
        and(
          eq(organisationEvidence.id, evidenceId),
          eq(organisationEvidence.organisationId, row.id),
          isNull(organisationEvidence.deletedAt),
        ),
        now,
      );
      if (!gone) throw notFound(VERIFICATION_MESSAGES.noSuchEvidence);
      await tx
        .update(organisations)
        .set({ version: row.version + 1, updatedAt: now })
        .where(eq(organisations.id, row.id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'organisation.evidence-removed',
        entity: 'organisation',
        entityId: row.id,
        before: { evidenceId: gone.id, kind: gone.kind, fileName: gone.fileName, discarded: gone.discarded },
      });
      return gone;
    });
    if (removed.discarded) await releaseContent(this.deps.db, this.deps.files, [removed.sha256]);
    const { discarded: _discarded, ...row } = removed;
    return publicEvidence({ ...row, deletedAt: row.deletedAt ?? now });
  }

  /** The institution sends its evidence: the registry's queue holds it until a decision. */
  async submit(caller: Caller, version: number) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const row = await this.editable(tx, caller);
      if (row.version !== version) throw conflict(VERIFICATION_MESSAGES.stale);
      const missing = missingEvidence(
        row.type,
        (await this.liveEvidence(tx, row.id)).map((e) => e.kind),
      );
      if (missing.length)
        throw badRequest(
          VERIFICATION_MESSAGES.missing,
          Object.fromEntries(missing.map((kind) => [`evidence.${kind}`, VERIFICATION_MESSAGES.addDocument])),
        );
      const [updated] = await tx
        .update(organisations)
        .set({ verification: 'SUBMITTED', submittedAt: now, version: row.version + 1, updatedAt: now })
        .where(eq(organisations.id, row.id))
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: 'organisation.verification-submitted',
        entity: 'organisation',
        entityId: row.id,
        before: { verification: row.verification },
        after: { verification: 'SUBMITTED' },
      });
      return this.view(tx, updated);
    });
  }

  /** The registry's queue: institutions by status, searched by name or registration number. */
  async list(
    caller: Caller,
    filter: { id?: unknown; status?: VerificationStatus; q?: string; type?: string },
    sort: { field: keyof typeof VERIFICATION_SORTABLE; order: 'ASC' | 'DESC' },
    range: [number, number],
  ) {
    if (!canReadInstitutions(caller)) throw forbidden();
    const conditions: (SQL | undefined)[] = [idFilter(filter, organisations.id)];
    if (filter.status) conditions.push(eq(organisations.verification, filter.status));
    if (filter.type) conditions.push(eq(organisations.type, filter.type as OrganisationRow['type']));
    if (filter.q) {
      const words = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(organisations.name, words), ilike(organisations.registrationNumber, words)));
    }
    const where = and(...conditions);
    const column = VERIFICATION_SORTABLE[sort.field];
    const { rows, total } = await pageOf(
      this.deps.db.select().from(organisations).where(where).$dynamic(),
      countOf(this.deps.db, organisations, where),
      listOrder({ sort, range }, column, organisations.id),
      range,
    );
    const ids = rows.map((r) => r.id);
    const evidence = ids.length
      ? await this.deps.db
          .select({ organisationId: organisationEvidence.organisationId, n: count() })
          .from(organisationEvidence)
          .where(and(inArray(organisationEvidence.organisationId, ids), isNull(organisationEvidence.deletedAt)))
          .groupBy(organisationEvidence.organisationId)
      : [];
    const applicants = ids.length
      ? await this.deps.db
          .select({
            organisationId: users.organisationId,
            firstName: users.firstName,
            middleName: users.middleName,
            lastName: users.lastName,
          })
          .from(users)
          .where(inArray(users.organisationId, ids))
          .orderBy(asc(users.createdAt))
      : [];
    return {
      total,
      rows: rows.map((r) => {
        const applicant = applicants.find((a) => a.organisationId === r.id);
        return {
          id: r.id,
          name: r.name,
          type: r.type,
          registrationNumber: r.registrationNumber,
          status: r.verification,
          submittedAt: r.submittedAt,
          decidedAt: r.decidedAt,
          version: r.version,
          applicantName: applicant ? fullName(applicant) : null,
          evidenceCount: evidence.find((e) => e.organisationId === r.id)?.n ?? 0,
        };
      }),
    };
  }

  /** One institution of the queue, with its evidence and its accounts. */
  async one(caller: Caller, id: string) {
    if (!canReadInstitutions(caller)) throw forbidden();
    return this.view(this.deps.db, await this.organisation(this.deps.db, id));
  }

  /** A document of the evidence: to the institution's own accounts and to the registry staff who read the queue. */
  async evidenceContent(caller: Caller, evidenceId: string): Promise<{ row: EvidenceRow; content: Buffer }> {
    if (!isUuid(evidenceId)) throw notFound(VERIFICATION_MESSAGES.noSuchEvidence);
    const [row] = await this.deps.db.select().from(organisationEvidence).where(eq(organisationEvidence.id, evidenceId));
    const staff = canReadInstitutions(caller);
    const own = caller.accountType === 'ORGANIZATION' && caller.organisationId === row?.organisationId;
    if (!row || (!staff && !own) || (row.deletedAt && !staff)) throw notFound(VERIFICATION_MESSAGES.noSuchEvidence);
    const content = await this.deps.files.get(row.sha256);
    if (!content) throw new ApiError(410, 'The file of this document is no longer available');
    return { row, content };
  }

  /**
   * An institution the registry knows, added by its staff: verified at once (licensed when the
   * registry says so, never a court), its first account invited by e-mail to set its password.
   */
  async create(caller: Caller, input: z.infer<typeof createInstitutionInput>) {
    if (!canVerifyInstitutions(caller)) throw forbidden(ROLE_REFUSED);
    if (input.licensed && !celebratesMarriages(input.type))
      throw badRequest(VALIDATION_MESSAGE, { licensed: VERIFICATION_MESSAGES.courtNotLicensed });
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx: Tx) => {
      const errors: Record<string, string> = {};
      if (await emailTaken(tx, input.email)) errors.email = AUTH_MESSAGES.emailTaken;
      if (await phoneTaken(tx, input.phone)) errors.phone = AUTH_MESSAGES.phoneTaken;
      if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
      const [organisation] = await tx
        .insert(organisations)
        .values({
          name: input.name,
          type: input.type,
          registrationNumber: input.registrationNumber,
          licensed: Boolean(input.licensed),
          verification: 'VERIFIED',
          submittedAt: now,
          decidedAt: now,
          decidedBy: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!organisation)
        throw conflict(VERIFICATION_MESSAGES.registrationTaken, {
          registrationNumber: VERIFICATION_MESSAGES.registrationTaken,
        });
      const [member] = await tx
        .insert(users)
        .values({
          accountType: 'ORGANIZATION',
          email: input.email,
          phone: input.phone,
          firstName: input.firstName,
          middleName: input.middleName,
          lastName: input.lastName,
          organisationId: organisation.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const code = await issueCode(tx, this.deps.secret, now, member.id, 'RESET_PASSWORD', 'EMAIL', INVITATION_TTL_MS);
      await enqueue(
        tx,
        institutionInvitationMessage(
          member.email,
          member.firstName,
          organisation.name,
          this.deps.publicUrl,
          member.id,
          code,
        ),
      );
      await audit(tx, {
        actorId: caller.userId,
        action: 'organisation.created',
        entity: 'organisation',
        entityId: organisation.id,
        after: {
          name: organisation.name,
          type: organisation.type,
          registrationNumber: organisation.registrationNumber,
          verification: 'VERIFIED',
          licensed: organisation.licensed,
        },
      });
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.invited',
        entity: 'user',
        entityId: member.id,
        after: {
          email: member.email,
          phone: member.phone,
          accountType: 'ORGANIZATION',
          organisationId: organisation.id,
        },
      });
      return this.view(tx, organisation);
    });
    this.deps.notified();
    return result;
  }

  /** Verify, or refuse with a reason: only an institution waiting for a decision, at the version the reviewer read. */
  async decide(
    caller: Caller,
    id: string,
    decision: 'VERIFIED' | 'REJECTED',
    input: { version: number; reason?: string; licensed?: boolean },
  ) {
    if (!canVerifyInstitutions(caller)) throw forbidden(ROLE_REFUSED);
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx: Tx) => {
      const row = await this.organisation(tx, id, true);
      if (row.version !== input.version) throw conflict(VERIFICATION_MESSAGES.stale);
      if (row.verification !== 'SUBMITTED') throw conflict(VERIFICATION_MESSAGES.notWaiting);
      const reason = decision === 'REJECTED' ? (input.reason ?? null) : null;
      if (input.licensed && !celebratesMarriages(row.type))
        throw badRequest(VALIDATION_MESSAGE, { licensed: VERIFICATION_MESSAGES.courtNotLicensed });
      const licensed = decision === 'VERIFIED' && input.licensed !== undefined ? input.licensed : row.licensed;
      const [updated] = await tx
        .update(organisations)
        .set({
          verification: decision,
          licensed,
          decidedAt: now,
          decidedBy: caller.userId,
          decisionReason: reason,
          version: row.version + 1,
          updatedAt: now,
        })
        .where(eq(organisations.id, row.id))
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: decision === 'VERIFIED' ? 'organisation.verified' : 'organisation.rejected',
        entity: 'organisation',
        entityId: row.id,
        before: { verification: row.verification },
        after: { verification: decision, reason, licensed },
      });
      for (const member of await this.members(tx, row.id)) {
        for (const message of decisionMessages(updated, decision, reason, member, this.deps.publicUrl))
          await enqueue(tx, message);
      }
      return this.view(tx, updated);
    });
    this.deps.notified();
    return result;
  }
}
