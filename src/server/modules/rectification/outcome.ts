import { asc, eq, sql } from 'drizzle-orm';
import { nairobiDate } from '../../../shared/dates.js';
import {
  fieldTarget,
  normaliseValue,
  RECTIFICATION_MESSAGES,
  RECTIFIED_CERTIFICATE_SUFFIX,
  registerValues,
  RECTIFIABLE_FIELD_WORDS,
} from '../../../shared/services/data-rectification.js';
import { audit } from '../../audit.js';
import { prepared } from '../../db/prepared.js';
import {
  applications,
  documents,
  marginNotes,
  marriages,
  notices,
  organisations,
  registerBooks,
  users,
} from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import type { HookContext } from '../applications/outcomes.js';
import { verifiedIdNumber } from '../certification/copies.js';
import { issueDocument } from '../documents/service.js';
import { applicationEvent, districtName, notifyUser } from '../notices/common.js';
import { certificateLines, CERTIFICATE_TITLE } from '../register/certificate.js';
import { lockedEntryOfParty, storedValue, type RectificationForm } from './entries.js';

export const AUTHORITY_TITLE = 'Registrar General';

/** A party's particulars amended and the entry's new certificate, for each party: built once. */
const amendParty = (column: 'partyA' | 'partyB') =>
  prepared(`rectified_${column === 'partyA' ? 'party_a' : 'party_b'}`, (db) =>
    db
      .update(marriages)
      .set({ [column]: sql.placeholder('party'), certificateDocumentId: sql`${sql.placeholder('certificate')}` })
      .where(eq(marriages.id, sql.placeholder('id'))),
  );
const amendPartyA = amendParty('partyA');
const amendPartyB = amendParty('partyB');

/** The margin note of a rectification, built once. */
const marginNoteInsert = prepared('rectified_margin_note', (db) =>
  db
    .insert(marginNotes)
    .values(
      Object.fromEntries(
        [
          'marriageId',
          'field',
          'oldValue',
          'newValue',
          'amendedAt',
          'authorityName',
          'authorityTitle',
          'applicationReference',
          'authorityId',
          'applicationId',
          'supersededDocumentId',
          'certificateDocumentId',
        ].map((c) => [c, sql.placeholder(c)]),
      ) as unknown as typeof marginNotes.$inferInsert,
    ),
);

/** An entry's margin notes in the order they were made, built once (src/server/db/prepared.ts). */
const marginNotesOf = prepared('rectified_margin_notes', (db) =>
  db
    .select()
    .from(marginNotes)
    .where(eq(marginNotes.marriageId, sql.placeholder('marriage')))
    .orderBy(asc(marginNotes.amendedAt)),
);

/**
 * The book's number, the notice's, the application and institution that registered an entry not
 * celebrated at a booking, and the certificate it holds, locked (it is superseded): one statement.
 */
const aroundEntry = prepared('rectified_entry_around', (db) =>
  db
    .select({
      bookNumber: sql<
        string | null
      >`(select b.book_number from ${registerBooks} b where b.id = ${sql.placeholder('book')}::uuid)`,
      noticeNumber: sql<
        string | null
      >`(select n.notice_number from ${notices} n where n.id = ${sql.placeholder('notice')}::uuid)`,
      reference: sql<string | null>`r.reference`,
      institution: sql<string | null>`r.institution`,
      oldId: sql<string | null>`replaced.id`,
      oldNumber: sql<string | null>`replaced.number`,
      oldApplicationId: sql<string | null>`replaced.application_id`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      sql`lateral (select a.reference, o.name as institution from ${applications} a
        left join ${organisations} o on o.id = a.organisation_id where a.id = ${sql.placeholder('registeredBy')}::uuid) r`,
      sql`true`,
    )
    .leftJoin(
      sql`lateral (select * from ${documents} d where d.id = ${sql.placeholder('certificate')}::uuid for update) replaced`,
      sql`true`,
    ),
);

async function authorityOf(ctx: HookContext) {
  // The approving step read the officer's name already (as the documents they issue print it).
  const issuing = ctx.documents.issuing;
  if (issuing?.issuedBy === ctx.actor.userId && issuing.officer)
    return { name: issuing.officer, title: AUTHORITY_TITLE };
  const [user] = await ctx.tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ctx.actor.userId));
  return { name: user ? `${user.firstName} ${user.lastName}` : AUTHORITY_TITLE, title: AUTHORITY_TITLE };
}

/**
 * Approval by the Registrar General, in the approving transaction: the register still holds the
 * value the applicant saw (else 409: the register changed since); the entry is amended; a margin note
 * keeps the particular, the old and new values, the day, the authority and the application; a new
 * certificate (the entry's number with -R1, -R2…) is issued to the applicant carrying every margin
 * note; the old certificate is marked superseded by it, and the entry points to the new one.
 */
export async function rectifyEntry(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as unknown as RectificationForm;
  // The applicant's account as the step read it (an individual's verified ID number), else read now.
  const account = ctx.applicantAccount;
  const id = account
    ? account.accountType === 'INDIVIDUAL'
      ? account.idNumber?.trim().toUpperCase() || null
      : null
    : await verifiedIdNumber(tx, application.applicantId);
  const entry = id ? await lockedEntryOfParty(tx, form.registerEntryNumber, id) : null;
  if (!entry) throw conflict(RECTIFICATION_MESSAGES.notParty);
  const held = registerValues(entry)[form.field];
  if (normaliseValue(held) !== normaliseValue(form.currentValue))
    throw conflict(RECTIFICATION_MESSAGES.changedSinceSubmit(held, normaliseValue(form.currentValue)));
  const value = await storedValue(tx, form.field, form.correctValue);
  if (value === null) throw conflict(RECTIFICATION_MESSAGES.district);
  const { party, key } = fieldTarget(form.field);
  const amended = { ...entry, [party]: { ...entry[party], [key]: value } };
  const newValue = registerValues(amended)[form.field];
  const authority = await authorityOf(ctx);

  const notes = (await marginNotesOf(tx, { marriage: entry.id })) as (typeof marginNotes.$inferSelect)[];
  const number = `${entry.registrationNumber}-${RECTIFIED_CERTIFICATE_SUFFIX}${notes.length + 1}`;
  const note = {
    field: form.field,
    oldValue: held,
    newValue,
    amendedAt: now,
    authorityName: authority.name,
    authorityTitle: authority.title,
    applicationReference: application.reference,
  };
  // What the new certificate prints besides the entry, and the certificate it replaces (locked): one statement.
  const [around] = (await aroundEntry(tx, {
    book: entry.bookId,
    notice: entry.noticeId,
    // An entry not celebrated at a registry booking (an institution's, a return's) holds the day only:
    // its new certificate prints the day, and who registered it, as the first did; never an invented 00:00.
    registeredBy: entry.noticeId ? null : entry.applicationId,
    certificate: entry.certificateDocumentId,
  })) as {
    bookNumber: string | null;
    noticeNumber: string | null;
    reference: string | null;
    institution: string | null;
    oldId: string | null;
    oldNumber: string | null;
    oldApplicationId: string | null;
  }[];
  const book = { bookNumber: around?.bookNumber ?? null };
  const notice = { noticeNumber: around?.noticeNumber ?? null };
  const registrar = { reference: around?.reference ?? null, institution: around?.institution ?? null };
  const old = around?.oldId
    ? { id: around.oldId, number: around.oldNumber ?? '', applicationId: around.oldApplicationId }
    : undefined;
  const certificate = await issueDocument(tx, ctx.documents, {
    kind: 'MARRIAGE_CERTIFICATE',
    title: CERTIFICATE_TITLE,
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines: certificateLines({
      venueName: entry.venueName,
      districtName: await districtName(tx, entry.district),
      celebratedAt: entry.celebratedAt,
      bookNumber: book?.bookNumber ?? '',
      entryNumber: entry.entryNumber,
      noticeNumber: notice?.noticeNumber ?? null,
      partyA: amended.partyA,
      partyB: amended.partyB,
      officiantName: entry.officiantName,
      witnesses: entry.witnesses,
      marginNotes: [...notes, note],
      replaces: old?.number ?? null,
      dateOnly: !entry.noticeId,
      registeredBy: registrar?.institution ? `${registrar.institution} (application ${registrar.reference})` : null,
    }),
  });
  await (party === 'partyA' ? amendPartyA : amendPartyB)(tx, {
    party: amended[party],
    certificate: certificate.id,
    id: entry.id,
  });
  await marginNoteInsert(tx, {
    marriageId: entry.id,
    ...note,
    authorityId: ctx.actor.userId,
    applicationId: application.id,
    supersededDocumentId: old?.id ?? null,
    certificateDocumentId: certificate.id,
  });
  if (old) {
    await tx
      .update(documents)
      .set({ supersededAt: now, supersededById: certificate.id })
      .where(eq(documents.id, old.id));
    await audit(tx, {
      actorId: ctx.actor.userId,
      action: 'document.superseded',
      entity: 'document',
      entityId: old.id,
      before: { supersededAt: null },
      after: { supersededAt: now, supersededBy: number },
    });
    if (old.applicationId && old.applicationId !== application.id) {
      await applicationEvent(
        tx,
        { id: old.applicationId, status: 'Approved', stage: null },
        ctx.actor.userId,
        'certificate-superseded',
        `Certificate ${old.number} superseded by ${number} on the rectification of ${entry.registrationNumber}`,
        now,
      );
    }
  }
  const words = RECTIFIABLE_FIELD_WORDS[form.field];
  // The history line and the audit entry of the rectification: one statement.
  await applicationEvent(
    tx,
    { ...application, status: 'Approved' },
    ctx.actor.userId,
    'entry-rectified',
    `${words}: "${held}" corrected to "${newValue}"; certificate ${number} issued`,
    now,
    {
      actorId: ctx.actor.userId,
      action: 'marriage.rectified',
      entity: 'marriage',
      entityId: entry.id,
      before: { [party]: entry[party], certificateDocumentId: entry.certificateDocumentId },
      after: { [party]: amended[party], certificateDocumentId: certificate.id, applicationId: application.id },
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'ENTRY_RECTIFIED',
    {
      subject: `Your register entry ${entry.registrationNumber} is rectified`,
      body: `${words} in register entry ${entry.registrationNumber} now reads "${newValue}" (it read "${held}"); the change is noted in the margin of the entry. Your new marriage certificate ${number} is issued: download it from your application ${application.reference}.${old ? ` Certificate ${old.number} no longer stands.` : ''}`,
      sms: `Register entry ${entry.registrationNumber} rectified. New marriage certificate ${number}: download it from the portal.`,
    },
    ctx.applicant,
  );
  return {
    registrationNumber: entry.registrationNumber,
    field: form.field,
    oldValue: held,
    newValue,
    amendedOn: nairobiDate(now),
    authority: `${authority.name}, ${authority.title}`,
    certificateNumber: number,
    certificateDocumentId: certificate.id,
    supersededCertificateNumber: old?.number ?? null,
  };
}
