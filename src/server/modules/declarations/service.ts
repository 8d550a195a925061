import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import type { Party } from '../../../shared/forms/parts.js';
import { NOTICE_PARTIES, type NoticeParty } from '../../../shared/notices.js';
import {
  declarationActions,
  isDeclaredService,
  isParty,
  missingDeclarations,
  partiesOf,
  type DeclarationActions,
  type DeclarationState,
  type InvitationChannel,
  type PartyParticular,
  PARTY_PARTICULARS,
  DECLARING_STATUSES,
} from '../../../shared/declarations.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { applications, users } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError, conflict, forbidden, notFound } from '../../plugins/errors.js';
import { isUuid } from '../../http/ids.js';
import { enqueue } from '../notifications/outbox.js';
import { notifyUser } from '../notices/common.js';
import type { ApplicationRow } from '../applications/access.js';
import { assertVersion, canRead, isOwner } from '../applications/access.js';
import { validateComplete } from '../applications/formValidation.js';
import type { ApplicationsService } from '../applications/service.js';
import { partyName } from '../../../shared/services/common.js';
import { noticeDigest } from './digest.js';
import { noticeDeclarations } from './schema.js';

export type DeclarationRow = typeof noticeDeclarations.$inferSelect;

export interface DeclarationsDeps {
  db: Db;
  clock: Clock;
  applications: ApplicationsService;
  publicUrl: string;
  notified(): void;
}

/** A second invitation to the same party waits this long: an invitation is a text or an e-mail to a person. */
export const INVITATION_INTERVAL_MS = 10 * 60_000;

export const DECLARATION_MESSAGES = {
  notParty: 'Only the party named in the notice can make this declaration, from their own verified account',
  applicantOnly: 'Only the applicant can ask the parties to declare',
  ownInvitation: 'You are this party: make your own declaration instead of inviting yourself',
  alreadyDeclared: 'This party has already declared the notice as it reads',
  closed: 'The declarations of this notice are closed: it has been submitted, decided or withdrawn',
  notInvited: 'The applicant has not asked this party to declare',
  noDeclaration: 'There is no declaration of this party to withdraw',
  cannotWithdraw: 'A notice that has been published or decided can no longer be withdrawn',
  cannotDecline: 'There is no invitation of this party to decline',
  tooSoon: 'An invitation was sent to this party a few minutes ago: wait 10 minutes before sending another',
} as const;

const fullName = (p: Partial<Party> | undefined) => partyName(p) ?? '';

/** Where each party's declaration stands on a notice, judged against the notice as it now reads. */
export function viewsOf(rows: readonly DeclarationRow[], formData: Record<string, unknown>) {
  const digest = noticeDigest(formData);
  return NOTICE_PARTIES.map((party) => {
    const row = rows.find((r) => r.party === party);
    const state: DeclarationState = row?.status ?? 'NOT_ASKED';
    return {
      party,
      name: fullName(formData[party] as Partial<Party>),
      state,
      current: state === 'DECLARED' && row?.formDigest === digest,
      invitedAt: row?.invitedAt ?? null,
      invitedVia: row?.invitedVia ?? null,
      invitedTo: row?.invitedTo ?? null,
      declaredAt: row?.declaredAt ?? null,
      declaredIn: row?.declaredIn ?? null,
      confirmed: row?.confirmed ?? [],
      declinedAt: row?.declinedAt ?? null,
      withdrawnAt: row?.withdrawnAt ?? null,
      reason: row?.reason ?? null,
    };
  });
}

/** A notice's declarations, built once (a notice's publication and every declaration page read them). */
const declarationRows = prepared('declaration_rows', (db) =>
  db
    .select()
    .from(noticeDeclarations)
    .where(eq(noticeDeclarations.applicationId, sql.placeholder('applicationId'))),
);

/** The parties whose declaration on the notice as it reads is missing (none for a service no party declares). */
export async function missingDeclarationsOf(
  db: DbOrTx,
  application: Pick<ApplicationRow, 'id' | 'serviceCode' | 'formData'>,
): Promise<NoticeParty[]> {
  if (!isDeclaredService(application.serviceCode)) return [];
  const rows = await declarationRows(db, { applicationId: application.id });
  return missingDeclarations(viewsOf(rows, application.formData as Record<string, unknown>));
}

/** The message a missing declaration is reported with: the party by name. */
function missingMessage(formData: Record<string, unknown>, party: NoticeParty): string {
  const name = fullName(formData[party] as Partial<Party>) || (party === 'partyA' ? 'Party A' : 'Party B');
  return `${name} has not made their declaration on the notice as it reads`;
}

/**
 * Each declaration still missing, as the field messages of a refusal (`declarations.partyA|partyB`:
 * the party by name); empty once both declared the notice as it reads. Submit, payment and publication
 * refuse with these.
 */
export async function missingDeclarationErrors(
  db: DbOrTx,
  application: Pick<ApplicationRow, 'id' | 'serviceCode' | 'formData'>,
): Promise<Record<string, string>> {
  const form = application.formData as Record<string, unknown>;
  return Object.fromEntries(
    (await missingDeclarationsOf(db, application)).map((party) => [
      `declarations.${party}`,
      missingMessage(form, party),
    ]),
  );
}

interface Loaded {
  app: ApplicationRow;
  rows: DeclarationRow[];
  applicantName: string;
  isApplicant: boolean;
  you: NoticeParty | null;
  actions: DeclarationActions;
}

/** A party's row as a step leaves it: the one there is, changed (its version up), or a first one. */
async function saveDeclaration(
  tx: Tx,
  row: DeclarationRow | undefined,
  applicationId: string,
  party: NoticeParty,
  fields: Omit<typeof noticeDeclarations.$inferInsert, 'applicationId' | 'party' | 'createdAt'>,
  now: Date,
): Promise<DeclarationRow> {
  const [saved] = row
    ? await tx
        .update(noticeDeclarations)
        .set({ ...fields, version: row.version + 1 })
        .where(eq(noticeDeclarations.id, row.id))
        .returning()
    : await tx
        .insert(noticeDeclarations)
        .values({ ...fields, applicationId, party, createdAt: now })
        .returning();
  return saved;
}

/** A party's refusal or withdrawal: the row's new state with its reason and time, and its audit entry. */
async function closeDeclaration(
  tx: Tx,
  caller: Caller,
  loaded: Loaded,
  row: DeclarationRow,
  status: 'DECLINED' | 'WITHDRAWN',
  reason: string,
  now: Date,
) {
  await tx
    .update(noticeDeclarations)
    .set({
      status,
      ...(status === 'DECLINED' ? { userId: caller.userId, declinedAt: now } : { withdrawnAt: now }),
      reason,
      formDigest: null,
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(noticeDeclarations.id, row.id));
  await audit(tx, {
    actorId: caller.userId,
    action: status === 'DECLINED' ? 'declaration.declined' : 'declaration.withdrawn',
    entity: 'application',
    entityId: loaded.app.id,
    before: { party: row.party, status: row.status },
    after: { party: row.party, status, reason },
  });
}

/**
 * Both parties declare (issue 24): the applicant invites each party who is not themself; each party,
 * signed in to their own account verified against the identity registry, confirms their particulars
 * and declares, or declines; a declaration can be withdrawn until the notice is published.
 */
export class DeclarationsService {
  constructor(private readonly deps: DeclarationsDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The caller's verified identity: a citizen's ID kind and number as the identity registry confirmed them. */
  private async identityOf(db: DbOrTx, caller: Caller) {
    if (caller.accountType !== 'INDIVIDUAL' || !caller.idNumber) return null;
    const [user] = await db
      .select({ idType: users.idType, idNumber: users.idNumber })
      .from(users)
      .where(eq(users.id, caller.userId));
    return user?.idNumber ? user : null;
  }

  /**
   * The notice with its declarations, when the caller may see them: its applicant, staff who may
   * read it, or a party the applicant asked (404 to anyone else, never saying it exists).
   */
  private async load(db: DbOrTx, caller: Caller, id: string, lock = false): Promise<Loaded> {
    if (!isUuid(id)) throw notFound('No such notice of marriage');
    const query = db
      .select({ app: applications, applicantFirst: users.firstName, applicantLast: users.lastName })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(eq(applications.id, id));
    const [found] = lock ? await query.for('update', { of: applications }) : await query;
    if (!found || !isDeclaredService(found.app.serviceCode)) throw notFound('No such notice of marriage');
    const { app } = found;
    const rows = await declarationRows(db, { applicationId: app.id });
    const form = app.formData as Record<string, unknown>;
    const identity = await this.identityOf(db, caller);
    const [you] = identity ? partiesOf(identity, form) : [];
    const isApplicant = isOwner(caller, app);
    const asked = you ? rows.some((r) => r.party === you) : false;
    if (!isApplicant && !asked && !canRead(caller, app)) throw notFound('No such notice of marriage');
    const views = viewsOf(rows, form);
    return {
      app,
      rows,
      applicantName: `${found.applicantFirst} ${found.applicantLast}`,
      isApplicant,
      you: you ?? null,
      actions: declarationActions({ status: app.status, isApplicant, you: you ?? null, parties: views }),
    };
  }

  async forApplication(caller: Caller, id: string) {
    const loaded = await this.load(this.deps.db, caller, id);
    return this.answer(loaded);
  }

  private answer({ app, rows, applicantName, isApplicant, you, actions }: Loaded) {
    const form = app.formData as Record<string, unknown>;
    const parties = viewsOf(rows, form);
    return {
      applicationId: app.id,
      reference: app.reference,
      status: app.status,
      version: app.version,
      formData: form,
      applicantName,
      isApplicant,
      you,
      parties,
      missing: missingDeclarations(parties),
      actions,
    };
  }

  /** The notices that name the caller (their verified ID number) and ask for their declaration. */
  async mine(caller: Caller) {
    const identity = await this.identityOf(this.deps.db, caller);
    if (!identity) return [];
    const rows = await this.deps.db
      .select({
        declaration: noticeDeclarations,
        app: applications,
        applicantFirst: users.firstName,
        applicantLast: users.lastName,
      })
      .from(noticeDeclarations)
      .innerJoin(applications, eq(applications.id, noticeDeclarations.applicationId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(eq(noticeDeclarations.idNumber, identity.idNumber!.trim().toUpperCase()))
      .orderBy(desc(noticeDeclarations.invitedAt))
      .limit(100);
    const all = await this.deps.db
      .select()
      .from(noticeDeclarations)
      .where(
        inArray(
          noticeDeclarations.applicationId,
          rows.map((r) => r.app.id),
        ),
      );
    return rows
      .filter(({ declaration, app }) =>
        isParty(identity, (app.formData as Record<string, unknown>)[declaration.party] as Partial<Party>),
      )
      .map(({ declaration, app, applicantFirst, applicantLast }) => {
        const form = app.formData as Record<string, unknown>;
        const view = viewsOf(
          all.filter((r) => r.applicationId === app.id),
          form,
        ).find((v) => v.party === declaration.party)!;
        const other: NoticeParty = declaration.party === 'partyA' ? 'partyB' : 'partyA';
        return {
          applicationId: app.id,
          reference: app.reference,
          status: app.status,
          party: declaration.party,
          state: view.state,
          current: view.current,
          applicantName: `${applicantFirst} ${applicantLast}`,
          otherPartyName: fullName(form[other] as Partial<Party>),
          intendedDate: typeof form.intendedDate === 'string' ? form.intendedDate : '',
          invitedAt: declaration.invitedAt,
        };
      });
  }

  /** The applicant asks a party to declare: a text or an e-mail to the party's contact as the notice gives it. */
  async invite(caller: Caller, id: string, input: { party: NoticeParty; channel: InvitationChannel; version: number }) {
    const result = await this.deps.db.transaction(async (tx) => {
      const loaded = await this.load(tx, caller, id, true);
      const { app, rows } = loaded;
      if (!loaded.isApplicant) throw forbidden(DECLARATION_MESSAGES.applicantOnly);
      assertVersion(app, input.version);
      if (loaded.you === input.party) throw conflict(DECLARATION_MESSAGES.ownInvitation);
      if (!loaded.actions.invite.includes(input.party)) {
        const view = viewsOf(rows, app.formData as Record<string, unknown>).find((v) => v.party === input.party);
        throw conflict(view?.current ? DECLARATION_MESSAGES.alreadyDeclared : DECLARATION_MESSAGES.closed);
      }
      // The notice is complete before anyone is asked to declare it.
      const form = validateComplete(app.serviceCode as never, app.formData as Record<string, unknown>);
      const party = form[input.party] as Party;
      const now = this.now();
      const row = rows.find((r) => r.party === input.party);
      if (row?.invitedAt && now.getTime() - row.invitedAt.getTime() < INVITATION_INTERVAL_MS)
        throw new ApiError(429, DECLARATION_MESSAGES.tooSoon);
      const recipient = input.channel === 'SMS' ? party.phone : party.email;
      const fields = {
        status: 'INVITED' as const,
        idNumber: party.idNumber.trim().toUpperCase(),
        invitedAt: now,
        invitedVia: input.channel,
        invitedTo: recipient,
        // A party invited again (after declining, withdrawing, or a change to the notice) declares afresh.
        declaredAt: null,
        declaredIn: null,
        confirmed: [],
        formDigest: null,
        declinedAt: null,
        withdrawnAt: null,
        reason: null,
        updatedAt: now,
      };
      const saved = await saveDeclaration(tx, row, app.id, input.party, fields, now);
      await audit(tx, {
        actorId: caller.userId,
        action: 'declaration.invited',
        entity: 'application',
        entityId: app.id,
        before: row ? { party: row.party, status: row.status } : null,
        after: { party: saved.party, status: saved.status, via: input.channel },
      });
      const link = `${this.deps.publicUrl.replace(/\/$/, '')}/user/declarations/${app.id}`;
      const name = party.firstName;
      const other = fullName(form[input.party === 'partyA' ? 'partyB' : 'partyA'] as Partial<Party>);
      const date = toDisplayDate(form.intendedDate as string);
      const kind = 'DECLARATION_INVITED';
      await enqueue(
        tx,
        input.channel === 'EMAIL'
          ? {
              kind,
              channel: 'EMAIL',
              recipient,
              userId: null,
              subject: 'Your declaration on a notice of marriage / Tamko lako kuhusu notisi ya ndoa',
              body:
                `Dear ${name},\n\n${loaded.applicantName} has given notice of your marriage to ${other} on ${date} (${app.reference}). ` +
                `The registry publishes it only when both of you have declared. Sign in to the marriages portal with your own account ` +
                `(or create one with your ID), read the notice, confirm your particulars and make your declaration, or decline: ${link}\n\n` +
                `Ndugu ${name},\n\n${loaded.applicantName} ametoa notisi ya ndoa yako na ${other} tarehe ${date} (${app.reference}). ` +
                `Ofisi huichapisha tu baada ya nyote wawili kutoa tamko. Ingia kwenye tovuti ya ndoa kwa akaunti yako ` +
                `(au fungua moja kwa kitambulisho chako), soma notisi, thibitisha taarifa zako na utoe tamko lako, au ukatae: ${link}\n\n` +
                'Office of the Registrar of Marriages',
            }
          : {
              kind,
              channel: 'SMS',
              recipient,
              userId: null,
              subject: 'Declaration on a notice of marriage',
              body:
                `${loaded.applicantName} gave notice of your marriage (${app.reference}). Sign in and declare or decline: ${link} / ` +
                `Ingia utoe tamko au ukatae: ${link}`,
            },
      );
      return this.answer(await this.load(tx, caller, id));
    });
    this.deps.notified();
    return result;
  }

  /** The party makes the declaration on the notice as it reads, each particular of theirs confirmed. */
  async declare(
    caller: Caller,
    id: string,
    input: { party: NoticeParty; version: number; confirmed: PartyParticular[] },
    locale: AppLocale,
  ) {
    return this.act(caller, id, input.party, input.version, async (tx, loaded, row, now) => {
      if (!loaded.actions.declare) {
        if (!(loaded.isApplicant || row)) throw notFound('No such notice of marriage');
        throw conflict(row?.status === 'DECLARED' ? DECLARATION_MESSAGES.alreadyDeclared : DECLARATION_MESSAGES.closed);
      }
      const form = validateComplete(loaded.app.serviceCode as never, loaded.app.formData as Record<string, unknown>);
      const party = form[input.party] as Party;
      const fields = {
        status: 'DECLARED' as const,
        idNumber: party.idNumber.trim().toUpperCase(),
        userId: caller.userId,
        declaredAt: now,
        declaredIn: locale,
        confirmed: [...new Set(input.confirmed)],
        formDigest: noticeDigest(loaded.app.formData as Record<string, unknown>),
        declinedAt: null,
        withdrawnAt: null,
        reason: null,
        updatedAt: now,
      };
      const saved = await saveDeclaration(tx, row, loaded.app.id, input.party, fields, now);
      await audit(tx, {
        actorId: caller.userId,
        action: 'declaration.declared',
        entity: 'application',
        entityId: loaded.app.id,
        before: row ? { party: row.party, status: row.status } : null,
        after: { party: saved.party, status: saved.status, declaredIn: locale },
      });
      if (!loaded.isApplicant)
        await this.tellApplicant(tx, loaded, 'DECLARATION_MADE', {
          subject: `${fullName(party)} has made their declaration`,
          body: `${fullName(party)} has confirmed their particulars and made their declaration on your notice of marriage (${loaded.app.reference}). Once both parties have declared, you can submit and pay.`,
          sms: `${fullName(party)} has declared on notice ${loaded.app.reference}.`,
        });
    });
  }

  /** An invited party refuses to declare, saying why: the applicant is told and cannot submit without them. */
  async decline(caller: Caller, id: string, input: { party: NoticeParty; version: number; reason: string }) {
    return this.act(caller, id, input.party, input.version, async (tx, loaded, row, now) => {
      if (!row) throw notFound('No such notice of marriage');
      if (!loaded.actions.decline)
        throw conflict(
          (DECLARING_STATUSES as readonly string[]).includes(loaded.app.status)
            ? DECLARATION_MESSAGES.cannotDecline
            : DECLARATION_MESSAGES.closed,
        );
      await closeDeclaration(tx, caller, loaded, row, 'DECLINED', input.reason, now);
      const name = fullName((loaded.app.formData as Record<string, unknown>)[input.party] as Partial<Party>);
      await this.tellApplicant(tx, loaded, 'DECLARATION_DECLINED', {
        subject: `${name} has declined to declare`,
        body: `${name} has declined to make their declaration on your notice of marriage (${loaded.app.reference}), saying: "${input.reason}". The notice cannot be submitted without it.`,
        sms: `${name} declined to declare on notice ${loaded.app.reference}.`,
      });
    });
  }

  /**
   * A party takes their declaration back before the notice is published: while it is with its
   * applicant the declaration is withdrawn; once submitted (paid, or with the registry) the notice is
   * withdrawn with it, as a notice both parties no longer give cannot stand.
   */
  async withdraw(caller: Caller, id: string, input: { party: NoticeParty; version: number; reason: string }) {
    return this.act(caller, id, input.party, input.version, async (tx, loaded, row, now) => {
      if (!row) throw notFound('No such notice of marriage');
      if (!loaded.actions.withdraw)
        throw conflict(
          row.status === 'DECLARED' ? DECLARATION_MESSAGES.cannotWithdraw : DECLARATION_MESSAGES.noDeclaration,
        );
      await closeDeclaration(tx, caller, loaded, row, 'WITHDRAWN', input.reason, now);
      const name = fullName((loaded.app.formData as Record<string, unknown>)[input.party] as Partial<Party>);
      const withApplicant = (DECLARING_STATUSES as readonly string[]).includes(loaded.app.status);
      if (!withApplicant)
        await this.deps.applications.withdrawnByParty(
          tx,
          caller,
          loaded.app,
          `Withdrawn by ${name}, a party to the notice: ${input.reason}`,
        );
      else if (!loaded.isApplicant)
        await this.tellApplicant(tx, loaded, 'DECLARATION_WITHDRAWN', {
          subject: `${name} has withdrawn their declaration`,
          body: `${name} has withdrawn their declaration on your notice of marriage (${loaded.app.reference}), saying: "${input.reason}". The notice cannot be submitted without it.`,
          sms: `${name} withdrew their declaration on notice ${loaded.app.reference}.`,
        });
    });
  }

  /** One party's step, in one transaction: the notice locked, the caller checked to be that party, the version the one read. */
  private async act(
    caller: Caller,
    id: string,
    party: NoticeParty,
    version: number,
    step: (tx: Tx, loaded: Loaded, row: DeclarationRow | undefined, now: Date) => Promise<void>,
  ) {
    const result = await this.deps.db.transaction(async (tx) => {
      const loaded = await this.load(tx, caller, id, true);
      if (loaded.you !== party) throw forbidden(DECLARATION_MESSAGES.notParty);
      assertVersion(loaded.app, version);
      // (A party the applicant did not ask, and who is not the applicant, was answered 404 by load.)
      await step(
        tx,
        loaded,
        loaded.rows.find((r) => r.party === party),
        this.now(),
      );
      return this.answer(await this.load(tx, caller, id));
    });
    this.deps.notified();
    return result;
  }

  /** The applicant's e-mail and SMS about a party's step, with the way to the notice's page. */
  private async tellApplicant(
    tx: Tx,
    loaded: Loaded,
    kind: string,
    message: { subject: string; body: string; sms: string },
  ) {
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/user/applications/${loaded.app.id}`;
    await notifyUser(tx, loaded.app.applicantId, kind, { ...message, body: `${message.body}\n\n${link}` });
  }
}

/**
 * Both parties' declarations as the demo's and the bulk data's notices carry them (made `at`, before
 * their submission): each by the account holding the party's ID number when there is one.
 */
export async function recordDeclaredByBoth(
  db: DbOrTx,
  application: Pick<ApplicationRow, 'id' | 'formData'>,
  at: Date,
  declaredIn: AppLocale = 'en',
): Promise<void> {
  const form = application.formData as Record<string, Partial<Party>>;
  const digest = noticeDigest(application.formData as Record<string, unknown>);
  const ids = NOTICE_PARTIES.map((party) => (form[party]?.idNumber ?? '').trim().toUpperCase());
  const accounts = await db
    .select({ id: users.id, idNumber: users.idNumber })
    .from(users)
    .where(inArray(users.idNumber, ids.filter(Boolean)));
  await db
    .insert(noticeDeclarations)
    .values(
      NOTICE_PARTIES.map((party, i) => ({
        applicationId: application.id,
        party,
        status: 'DECLARED' as const,
        idNumber: ids[i],
        userId: accounts.find((a) => a.idNumber?.toUpperCase() === ids[i])?.id ?? null,
        invitedAt: at,
        invitedVia: 'SMS' as const,
        invitedTo: form[party]?.phone ?? null,
        declaredAt: at,
        declaredIn,
        confirmed: [...PARTY_PARTICULARS],
        formDigest: digest,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}
