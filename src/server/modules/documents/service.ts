import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DocumentKind } from '../../../shared/documents.js';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import { canAccess } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { applications, auditEvents, documents, marriages, users } from '../../db/schema/index.js';
import { prepared } from '../../db/prepared.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { FileStore } from '../../storage/files.js';
import { canRead } from '../applications/access.js';
import { institutionHoldsLicenceDocument } from '../institutions/registry.js';
import { documentDate } from './format.js';
import type { DocumentContent, StampReference } from './content.js';
import type { DocumentLine } from './pdf.js';
import { isUuid } from '../../http/ids.js';
import { idFilter, type ParsedList } from '../../http/simpleRest.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { currentStampReference } from '../certification/stamps.js';

export type { DocumentLine } from './pdf.js';
export type DocumentRow = typeof documents.$inferSelect;

export const ISSUING_OFFICE = 'Office of the Registrar of Marriages';
export const NO_SUCH_DOCUMENT = 'We have no document with this code';

export interface DocumentDeps {
  files: FileStore;
  /**
   * The portal's address: each document prints `${publicUrl}/verify/<code>`, and its QR code holds
   * `${publicUrl}/verify#<seal>` (its particulars signed when it is drawn: signing.ts).
   */
  publicUrl: string;
  clock: Clock;
  /**
   * What the approving step has read already (its application's applicant's language, the officer's
   * name): a document of that application's applicant issued by that officer is not read again.
   */
  issuing?: IssuingKnown;
}

export interface IssuingKnown {
  applicationId: string;
  holderId: string;
  locale: AppLocale;
  issuedBy: string;
  officer: string | null;
}

export interface IssueInput {
  kind: DocumentKind;
  title: string;
  /** Unique per kind (a receipt number, a certificate number…). */
  number: string;
  applicationId?: string | null;
  ownerId?: string | null;
  /** The issuing officer; null when the portal issues it by itself (receipts). */
  issuedBy?: string | null;
  lines: DocumentLine[];
  issuedAt?: Date;
  /**
   * The certificate stamp and signatory drawn under the body (certified copies); a marriage
   * certificate takes the current one unless given.
   */
  stamp?: StampReference | null;
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** An unguessable verification code: 20 base32 characters (100 bits). */
export function newDocumentCode(): string {
  return Array.from(randomBytes(20), (b) => CODE_ALPHABET[b % 32]).join('');
}

/** A code as people type it (spaces, dashes, lower case) in its stored form, or null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{20}$/.test(code) ? code : null;
}

/**
 * The language a document is issued in, the one its holder (the owner, else the applicant of its
 * application) reads the portal in at the moment of issue (English when there is no holder), and the
 * name of the issuing officer (staff only): one statement.
 */
async function issuingContext(
  tx: DbOrTx,
  input: Pick<IssueInput, 'ownerId' | 'applicationId' | 'issuedBy'>,
): Promise<{ locale: AppLocale; officer: string | null }> {
  const holder = input.ownerId
    ? sql`${input.ownerId}::uuid`
    : input.applicationId
      ? sql`(select ${applications.applicantId} from ${applications} where ${applications.id} = ${input.applicationId}::uuid)`
      : sql`null::uuid`;
  const issuer = input.issuedBy ? sql`${input.issuedBy}::uuid` : sql`null::uuid`;
  const { rows } = await tx.execute<{ locale: AppLocale | null; officer: string | null }>(sql`
    select (select ${users.locale} from ${users} where ${users.id} = ${holder}) as locale,
      (select ${users.firstName} || ' ' || ${users.lastName} from ${users}
        where ${users.id} = ${issuer} and ${users.accountType} = 'BACKOFFICE') as officer`);
  return { locale: rows[0]?.locale ?? 'en', officer: rows[0]?.officer ?? null };
}

const p = sql.placeholder;

/** A document and its audit entry in one statement, built once (src/server/db/prepared.ts). */
const documentIssued = prepared('document_issued', (db) => {
  const audited = db.$with('audited', {}).as(
    db
      .insert(auditEvents)
      .values({
        actorId: p('issuedBy'),
        action: 'document.issued',
        entity: 'document',
        entityId: p('id'),
        before: null,
        after: p('auditAfter'),
        ip: null,
        at: p('auditAt'),
      })
      .getSQL(),
  );
  return db
    .with(audited)
    .insert(documents)
    .values({
      id: p('id'),
      code: p('code'),
      kind: p('kind'),
      title: p('title'),
      number: p('number'),
      applicationId: p('applicationId'),
      ownerId: p('ownerId'),
      issuedBy: p('issuedBy'),
      issuedAt: p('issuedAt'),
      content: p('content'),
    })
    .returning();
});

/** How many documents this process has issued: its renderer's nudge looks only when it grew. */
let issued = 0;
export const issuedHere = () => issued;

/**
 * Issues a document inside the caller's transaction: fixes what it says (title, number, office, date,
 * issuing officer, the lines, the holder's language, the stamp, the address of /verify/<code>) in its
 * row, with its number and verification code. Its PDF is drawn from that content after the
 * transaction commits (rendering.ts: moments later by the renderer, or on the first download), so an
 * officer's approval does not wait for it and nothing that was issued can be lost.
 */
export async function issueDocument(tx: Tx, deps: DocumentDeps, input: IssueInput): Promise<DocumentRow> {
  const issuedAt = input.issuedAt ?? deps.clock.now();
  const code = newDocumentCode();
  const known = deps.issuing;
  const { locale, officer } =
    known &&
    (input.issuedBy ?? null) === known.issuedBy &&
    (input.ownerId ? input.ownerId === known.holderId : input.applicationId === known.applicationId)
      ? known
      : await issuingContext(tx, input);
  // A marriage certificate bears the registry's seal and its signatory, as its certified copies do
  // (issue 20 #21); without a stamp uploaded yet it is issued without one, as before.
  const stamp =
    input.stamp !== undefined
      ? input.stamp
      : input.kind === 'MARRIAGE_CERTIFICATE'
        ? await currentStampReference(tx)
        : null;
  const content: DocumentContent = {
    office: ISSUING_OFFICE,
    title: input.title,
    number: input.number,
    issuedOn: documentDate(issuedAt),
    issuedByName: officer,
    lines: input.lines,
    verifyUrl: `${deps.publicUrl.replace(/\/$/, '')}/verify/${code}`,
    code,
    stamp,
    locale,
  };
  // The document and its audit entry in one statement.
  const id = randomUUID();
  const [row] = await documentIssued(tx, {
    id,
    code,
    kind: input.kind,
    title: input.title,
    number: input.number,
    applicationId: input.applicationId ?? null,
    ownerId: input.ownerId ?? null,
    issuedBy: input.issuedBy ?? null,
    issuedAt,
    content,
    auditAfter: { kind: input.kind, number: input.number, applicationId: input.applicationId ?? null },
    auditAt: new Date(),
  });
  issued += 1;
  return row;
}

/** Whether the caller (a citizen, by the ID number of their account) is a party to the marriage this certificate is the current one of. */
async function isPartyToCertificate(db: DbOrTx, caller: Caller, doc: DocumentRow): Promise<boolean> {
  if (doc.kind !== 'MARRIAGE_CERTIFICATE' || caller.accountType !== 'INDIVIDUAL') return false;
  const [user] = await db.select({ idNumber: users.idNumber }).from(users).where(eq(users.id, caller.userId));
  const id = user?.idNumber?.trim().toUpperCase();
  if (!id) return false;
  const [entry] = await db
    .select({ id: marriages.id })
    .from(marriages)
    .where(
      and(
        eq(marriages.certificateDocumentId, doc.id),
        or(eq(sql`upper(${marriages.partyAIdNumber})`, id), eq(sql`upper(${marriages.partyBIdNumber})`, id)),
      ),
    )
    .limit(1);
  return Boolean(entry);
}

/**
 * Who may read an issued document: whoever may read its application (the applicant, their
 * organisation, staff of the service's section and district); finance staff read every receipt;
 * both parties to a marriage read its current certificate when they hold accounts (a marriage an
 * institution registered is not their application); a document without an application, its owner.
 */
export async function canReadDocument(db: DbOrTx, caller: Caller, doc: DocumentRow): Promise<boolean> {
  if (doc.kind === 'RECEIPT' && canAccess(caller, { action: 'read', resource: 'billing' })) return true;
  // A licensed institution reads its own licence (its registry page offers the PDF).
  if (doc.kind === 'LICENCE' && (await institutionHoldsLicenceDocument(db, caller, doc.id))) return true;
  if (doc.applicationId) {
    const [app] = await db.select().from(applications).where(eq(applications.id, doc.applicationId));
    if (app && canRead(caller, app)) return true;
    return isPartyToCertificate(db, caller, doc);
  }
  return doc.ownerId === caller.userId;
}

/** One document the caller may read, or 404 (never revealing that it exists). */
const DOCUMENT_SORTABLE = { issuedAt: documents.issuedAt, number: documents.number, kind: documents.kind } as const;
/** The fields a list of documents sorts by. */
export const DOCUMENT_SORTS = Object.keys(DOCUMENT_SORTABLE) as (keyof typeof DOCUMENT_SORTABLE)[];

/**
 * A page of one application's documents: every one to those who may read the application, its
 * receipts to the finance office; anyone else is told there is no such application.
 */
export async function listApplicationDocuments(
  db: Db,
  caller: Caller,
  applicationId: string,
  list: ParsedList<keyof typeof DOCUMENT_SORTABLE>,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const readsAll = Boolean(application && canRead(caller, application));
  const readsReceipts = Boolean(application && canAccess(caller, { action: 'read', resource: 'billing' }));
  if (!readsAll && !readsReceipts) throw notFound('No such application');
  const kinds = [list.filter.kind].flat().filter((k): k is string => typeof k === 'string');
  const where = and(
    eq(documents.applicationId, applicationId),
    idFilter(list.filter, documents.id),
    readsAll ? undefined : eq(documents.kind, 'RECEIPT'),
    kinds.length ? inArray(documents.kind, kinds as DocumentKind[]) : undefined,
  );
  return pageOf(
    db.select().from(documents).where(where).$dynamic(),
    countOf(db, documents, where),
    listOrder(list, DOCUMENT_SORTABLE[list.sort.field], documents.id),
    list.range,
  );
}

export async function readableDocument(db: Db, caller: Caller, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw notFound('No such document');
  const [doc] = await db.select().from(documents).where(eq(documents.id, id));
  if (!doc || !(await canReadDocument(db, caller, doc))) throw notFound('No such document');
  return doc;
}

/** A file name people recognise in their downloads folder: receipt-RCT-2026-000001.pdf. */
export function documentFileName(doc: Pick<DocumentRow, 'kind' | 'number'>): string {
  const kind = doc.kind.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const number = doc.number.replace(/[^A-Za-z0-9-]+/g, '-');
  return `${kind}-${number}.pdf`;
}

/** The Registrar General revokes a document: /verify then says so, with the date and reason. */
export async function revokeDocument(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  reason: string,
): Promise<DocumentRow> {
  const why = reason.trim();
  if (!why) throw badRequest(VALIDATION_MESSAGE, { reason: 'Give the reason' });
  if (!isUuid(id)) throw notFound('No such document');
  return db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    if (!doc) throw notFound('No such document');
    if (doc.revokedAt) throw conflict('This document is already revoked');
    const [updated] = await tx
      .update(documents)
      .set({ revokedAt: clock.now(), revokedReason: why })
      .where(eq(documents.id, doc.id))
      .returning();
    await audit(tx, {
      actorId: caller.userId,
      action: 'document.revoked',
      entity: 'document',
      entityId: doc.id,
      before: { revokedAt: null },
      after: { revokedAt: updated.revokedAt, revokedReason: why },
    });
    return updated;
  });
}

/** What /verify/<code> tells anyone: the kind, title, number and dates, nothing about the people. */
export async function verifyDocument(db: Db, input: string) {
  const code = normaliseCode(input);
  if (!code) return null;
  const [doc] = await db.select().from(documents).where(eq(documents.code, code));
  if (!doc) return null;
  const [successor] = doc.supersededById
    ? await db.select({ number: documents.number }).from(documents).where(eq(documents.id, doc.supersededById))
    : [];
  return {
    genuine: true as const,
    kind: doc.kind,
    title: doc.title,
    number: doc.number,
    issuer: ISSUING_OFFICE,
    issuedAt: doc.issuedAt,
    revoked: Boolean(doc.revokedAt),
    revokedAt: doc.revokedAt,
    revokedReason: doc.revokedReason,
    superseded: Boolean(doc.supersededAt),
    supersededAt: doc.supersededAt,
    supersededByNumber: successor?.number ?? null,
  };
}

/**
 * The status list /verify reads beside a seal checked offline: every document that no longer stands
 * (revoked, or superseded by a later one), named by the SHA-256 of its verification code, with the
 * number of what superseded it. Revoked wins over superseded.
 */
export async function documentStatusList(db: Db, now: Date) {
  const successor = alias(documents, 'successor');
  const rows = await db
    .select({
      code: documents.code,
      revokedAt: documents.revokedAt,
      supersededAt: documents.supersededAt,
      supersededByNumber: successor.number,
    })
    .from(documents)
    .leftJoin(successor, eq(successor.id, documents.supersededById))
    .where(or(isNotNull(documents.revokedAt), isNotNull(documents.supersededAt)))
    .orderBy(asc(documents.issuedAt), asc(documents.id));
  return {
    generatedAt: now,
    documents: rows.map((row) => ({
      codeSha256: createHash('sha256').update(row.code).digest('hex'),
      status: row.revokedAt ? ('REVOKED' as const) : ('SUPERSEDED' as const),
      at: (row.revokedAt ?? row.supersededAt)!,
      supersededByNumber: row.revokedAt ? null : (row.supersededByNumber ?? null),
    })),
  };
}
