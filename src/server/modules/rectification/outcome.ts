import { asc, count, eq } from 'drizzle-orm';
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

async function authorityOf(ctx: HookContext) {
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
  const id = await verifiedIdNumber(tx, application.applicantId);
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

  const [{ earlier }] = await tx
    .select({ earlier: count() })
    .from(marginNotes)
    .where(eq(marginNotes.marriageId, entry.id));
  const number = `${entry.registrationNumber}-${RECTIFIED_CERTIFICATE_SUFFIX}${earlier + 1}`;
  const notes = await tx
    .select()
    .from(marginNotes)
    .where(eq(marginNotes.marriageId, entry.id))
    .orderBy(asc(marginNotes.amendedAt));
  const note = {
    field: form.field,
    oldValue: held,
    newValue,
    amendedAt: now,
    authorityName: authority.name,
    authorityTitle: authority.title,
    applicationReference: application.reference,
  };
  const [book] = await tx
    .select({ bookNumber: registerBooks.bookNumber })
    .from(registerBooks)
    .where(eq(registerBooks.id, entry.bookId));
  const [notice] = entry.noticeId
    ? await tx.select({ noticeNumber: notices.noticeNumber }).from(notices).where(eq(notices.id, entry.noticeId))
    : [];
  // An entry not celebrated at a registry booking (an institution's, a return's) holds the day only:
  // its new certificate prints the day, and who registered it, as the first did; never an invented 00:00.
  const [registrar] =
    !entry.noticeId && entry.applicationId
      ? await tx
          .select({ reference: applications.reference, institution: organisations.name })
          .from(applications)
          .leftJoin(organisations, eq(organisations.id, applications.organisationId))
          .where(eq(applications.id, entry.applicationId))
      : [];
  const [old] = entry.certificateDocumentId
    ? await tx.select().from(documents).where(eq(documents.id, entry.certificateDocumentId)).for('update')
    : [];
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
  await tx
    .update(marriages)
    .set({ [party]: amended[party], certificateDocumentId: certificate.id })
    .where(eq(marriages.id, entry.id));
  await tx.insert(marginNotes).values({
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
