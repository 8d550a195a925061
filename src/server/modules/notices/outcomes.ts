import { deadlineAfter, nairobiYear, toDisplayDateTime } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { randomUUID } from 'node:crypto';
import { notices } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import { DECLARATIONS_MISSING_AT_APPROVAL } from '../../../shared/declarations.js';
import { missingDeclarationErrors } from '../declarations/service.js';
import { placeLicenceFor, specialLicenceFor } from '../licensing/lookup.js';
import type { HookContext } from '../applications/outcomes.js';
import { insertIssued, marriageConfig, nextNumber, notifyUser, pad6, partyName } from './common.js';

/**
 * Approving a notice of marriage enters it in the notice book with its number and publishes it
 * for the notice period (same transaction as the approval). Both deadlines fall at the end of a
 * Nairobi day: objections until the end of the day `notice_period_days` after the day of
 * publication, the notice valid until the end of the day `validity_days` after it.
 */
export async function publishNotice(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as {
    partyA: Party;
    partyB: Party;
    intendedDate: string;
    district: string;
    venue: { type: string; name: string; licenceReference?: string | null };
    specialLicenceReference?: string | null;
  };
  // Published only as both parties declared it (issue 24): a declaration taken back or made on other particulars stops it.
  const undeclared = await missingDeclarationErrors(tx, application);
  if (Object.keys(undeclared).length) throw conflict(DECLARATIONS_MISSING_AT_APPROVAL, undeclared);
  const config = await marriageConfig(tx);
  const year = nairobiYear(now);
  // The licences are looked at again as they stand now: one may have been revoked, used or named since submit.
  const ids: [string, string] = [form.partyA.idNumber, form.partyB.idNumber];
  const base = {
    applicantId: application.applicantId,
    idNumbers: ids,
    intendedDate: form.intendedDate,
    now,
    noticeApplicationId: application.id,
  };
  const waiver = form.specialLicenceReference
    ? await specialLicenceFor(tx, { ...base, reference: form.specialLicenceReference, kind: 'NOTICE_WAIVER' })
    : null;
  if (waiver?.problem) throw conflict(waiver.problem, { 'formData.specialLicenceReference': waiver.problem });
  const venueRef = form.venue?.licenceReference ?? '';
  const venueLicence =
    form.venue?.type === 'SPECIAL_LICENCE_VENUE'
      ? await specialLicenceFor(tx, { ...base, reference: venueRef, kind: 'PRIVATE_VENUE' })
      : form.venue?.type === 'LICENSED_PLACE'
        ? await placeLicenceFor(tx, {
            reference: venueRef,
            district: form.district,
            intendedDate: form.intendedDate,
            now,
          })
        : null;
  if (venueLicence?.problem)
    throw conflict(venueLicence.problem, { 'formData.venue.licenceReference': venueLicence.problem });
  const noticeNumber = `NB/${form.district}/${year}/${pad6(await nextNumber(tx, `NB-${form.district}`, year))}`;
  // A notice-waiver licence dispenses with the notice period: the notice may be booked at once.
  const noticeEndsAt = waiver?.licence ? now : deadlineAfter(now, config.noticePeriodDays);
  const validUntil = new Date(
    Math.min(
      deadlineAfter(now, config.validityDays).getTime(),
      ...[waiver?.licence, venueLicence?.licence].filter((l) => l).map((l) => l!.validUntil.getTime()),
    ),
  );
  // The notice, its line in the application's history and its audit entry: one statement.
  const noticeId = randomUUID();
  await insertIssued(
    tx,
    notices,
    { application, actorId: ctx.actor.userId, at: now },
    {
      action: 'notice.published',
      entity: 'notice',
      entityId: noticeId,
      after: { noticeNumber, applicationId: application.id, noticeEndsAt, validUntil },
    },
    { action: 'notice-published', comment: `Notice ${noticeNumber} published` },
    {
      id: noticeId,
      applicationId: application.id,
      noticeNumber,
      district: form.district,
      partyAName: partyName(form.partyA),
      partyBName: partyName(form.partyB),
      intendedDate: form.intendedDate,
      venueName: venueLicence?.licence?.venueName ?? form.venue?.name ?? '',
      waiverLicenceId: waiver?.licence?.id ?? null,
      venueLicenceId:
        venueLicence?.licence && venueLicence.licence.kind === 'PRIVATE_VENUE' ? venueLicence.licence.id : null,
      publishedAt: now,
      noticeEndsAt,
      validUntil,
      status: 'PUBLISHED',
      createdAt: now,
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'NOTICE_PUBLISHED',
    {
      subject: `Your notice of marriage ${noticeNumber} is published`,
      body: waiver?.licence
        ? `Your notice of marriage (${application.reference}) is entered in the notice book as ${noticeNumber}. ` +
          `Your special licence ${waiver.licence.number} waives the notice period: you can book your wedding now; the notice is valid until ${toDisplayDateTime(validUntil)}.`
        : `Your notice of marriage (${application.reference}) is published on the public notice board as ${noticeNumber}. ` +
          `Anyone may object until ${toDisplayDateTime(noticeEndsAt)}. If no objection stands then, you can book your wedding; ` +
          `the notice is valid until ${toDisplayDateTime(validUntil)}.`,
      sms: `Notice ${noticeNumber} published. Objections until ${toDisplayDateTime(noticeEndsAt)}; then book your wedding. Valid until ${toDisplayDateTime(validUntil)}.`,
    },
    ctx.applicant,
  );
  return { noticeNumber, noticeEndsAt: noticeEndsAt.toISOString(), validUntil: validUntil.toISOString() };
}
