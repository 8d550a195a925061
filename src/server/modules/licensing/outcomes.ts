import type { z } from 'zod';
import type { publicPlaceLicence } from '../../../shared/services/public-place-licence.js';
import type { specialLicenceNoticeWaiver } from '../../../shared/services/special-licence-notice-waiver.js';
import type { specialLicencePrivateVenue } from '../../../shared/services/special-licence-private-venue.js';
import {
  addDays,
  addYears,
  deadlineAfter,
  endOfNairobiDay,
  nairobiDate,
  nairobiYear,
  toDisplayDate,
} from '../../../shared/dates.js';
import {
  LICENCE_KIND_WORDS,
  LICENCE_PREFIX,
  PLACE_LICENCE_VALID_YEARS,
  SPECIAL_LICENCE_VALID_DAYS,
  type LicenceKind,
} from '../../../shared/licences.js';
import { PLACE_TYPES } from '../../../shared/services/public-place-licence.js';
import { randomUUID } from 'node:crypto';
import { licences, organisations } from '../../db/schema/index.js';
import type { HookContext } from '../applications/outcomes.js';
import { issueDocument, type DocumentLine } from '../documents/service.js';
import { insertIssued, districtName, nextInSeries, notifyUser, pad6, partyName } from '../notices/common.js';

const ORGANISATION_TYPE: Record<(typeof PLACE_TYPES)[number], (typeof organisations.$inferInsert)['type']> = {
  CHURCH: 'CHURCH',
  MOSQUE: 'MOSQUE',
  TEMPLE: 'TEMPLE',
  HALL: 'LICENSED_ORGANISATION',
  OTHER: 'LICENSED_ORGANISATION',
};

const PLACE_WORDS: Record<(typeof PLACE_TYPES)[number], string> = {
  CHURCH: 'Church',
  MOSQUE: 'Mosque',
  TEMPLE: 'Temple',
  HALL: 'Hall',
  OTHER: 'Other place',
};

/** The licence's number in its yearly series: SLW/2026/000001. */
async function licenceNumber(ctx: HookContext, kind: LicenceKind): Promise<string> {
  const year = nairobiYear(ctx.now);
  return `${LICENCE_PREFIX[kind]}/${year}/${pad6(await nextInSeries(ctx.tx, `${LICENCE_PREFIX[kind]}-LICENCE`, year))}`;
}

/** The special licences' forms as their shared contracts parse them (a private venue adds its venue). */
type SpecialForm = z.output<typeof specialLicenceNoticeWaiver.form> &
  Partial<Pick<z.output<typeof specialLicencePrivateVenue.form>, 'venue'>>;
/** The public place licence's form as its shared contract parses it. */
type PlaceForm = z.output<typeof publicPlaceLicence.form>;

/**
 * Issues the licence an approved licence application asks for, in the approving transaction: the
 * licence row (number, validity), its PDF (verifiable on /verify), and for a public place its entry
 * among the licensed organisations. Special licences run 90 days; a place licence one year, each to
 * the end of the Nairobi day.
 */
async function issueLicence(ctx: HookContext, kind: LicenceKind) {
  const { tx, application, now } = ctx;
  const number = await licenceNumber(ctx, kind);
  const district = String((application.formData as { district: string }).district);
  const where = await districtName(tx, district);
  const issuedOn = nairobiDate(now);
  const validUntil =
    kind === 'PUBLIC_PLACE'
      ? endOfNairobiDay(addDays(addYears(issuedOn, PLACE_LICENCE_VALID_YEARS), -1))
      : deadlineAfter(now, SPECIAL_LICENCE_VALID_DAYS);
  let values: Partial<typeof licences.$inferInsert>;
  let lines: DocumentLine[];
  if (kind === 'PUBLIC_PLACE') {
    const form = application.formData as unknown as PlaceForm;
    const [organisation] = await tx
      .insert(organisations)
      .values({
        name: form.placeName,
        type: ORGANISATION_TYPE[form.placeType] ?? 'LICENSED_ORGANISATION',
        registrationNumber: number,
        licensed: true,
        createdAt: now,
        updatedAt: now,
        // The registry licensed it after its own approvals: it knows this institution (issue 19).
        verification: 'VERIFIED',
        decidedAt: now,
        decidedBy: ctx.actor.userId,
      })
      .returning({ id: organisations.id });
    values = {
      venueName: form.placeName,
      venueAddress: form.physicalAddress,
      placeType: form.placeType,
      denomination: form.denomination ?? null,
      capacity: Number(form.capacity),
      organisationId: organisation.id,
    };
    lines = [
      `The place named below is licensed for the celebration of marriages under the Marriage Act, 2014, until ${toDisplayDate(validUntil)}.`,
      { heading: 'The place' },
      { label: 'Name', value: form.placeName, strong: true },
      { label: 'Kind of place', value: PLACE_WORDS[form.placeType] ?? form.placeType },
      ...(form.denomination ? [{ label: 'Denomination', value: form.denomination }] : []),
      { label: 'Address', value: form.physicalAddress },
      { label: 'District', value: where },
      { label: 'Capacity', value: `${form.capacity} people` },
      { label: 'Responsible person', value: `${form.responsiblePerson.fullName} (${form.responsiblePerson.role})` },
      { label: 'Officiants', value: form.officiants.map((o) => o.fullName).join('; ') },
      { heading: 'Validity' },
      { label: 'Valid from', value: toDisplayDate(now) },
      { label: 'Valid until', value: toDisplayDate(validUntil) },
      { label: 'Application', value: application.reference },
    ];
  } else {
    const form = application.formData as unknown as SpecialForm;
    values = {
      partyAName: partyName(form.partyA),
      partyBName: partyName(form.partyB),
      partyAIdNumber: form.partyA.idNumber.trim().toUpperCase(),
      partyBIdNumber: form.partyB.idNumber.trim().toUpperCase(),
      venueName: form.venue?.name ?? null,
      venueAddress: form.venue?.physicalAddress ?? null,
    };
    lines = [
      kind === 'NOTICE_WAIVER'
        ? 'The Minister, being satisfied that there is sufficient reason, dispenses with the notice period for the marriage of the parties named below. The licence serves one marriage.'
        : 'The Minister authorises the celebration of the marriage of the parties named below at the venue named below, attended by a registrar. The licence serves one marriage.',
      { heading: 'The parties' },
      { label: 'Party A', value: `${partyName(form.partyA)} (${form.partyA.idNumber})`, strong: true },
      { label: 'Party B', value: `${partyName(form.partyB)} (${form.partyB.idNumber})`, strong: true },
      ...(form.venue
        ? [
            { heading: 'The venue' },
            { label: 'Name', value: form.venue.name },
            { label: 'Address', value: form.venue.physicalAddress },
          ]
        : []),
      { label: 'District', value: where },
      { heading: 'Validity' },
      { label: 'Intended date', value: toDisplayDate(form.intendedDate) },
      { label: 'Valid until', value: toDisplayDate(validUntil) },
      { label: 'Application', value: application.reference },
      'To marry under this licence, give notice of marriage on the portal naming the licence number.',
    ];
  }
  const document = await issueDocument(tx, ctx.documents, {
    kind: 'LICENCE',
    title: LICENCE_KIND_WORDS[kind],
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines,
  });
  // The licence, its audit entry and its line in the application's history: one statement.
  const licenceId = randomUUID();
  await insertIssued(
    tx,
    licences,
    { application, actorId: ctx.actor.userId, at: now },
    {
      action: 'licence.issued',
      entity: 'licence',
      entityId: licenceId,
      after: { kind, number, applicationId: application.id, validUntil },
    },
    { action: 'licence-issued', comment: `Licence ${number} issued, valid until ${toDisplayDate(validUntil)}` },
    {
      id: licenceId,
      kind,
      number,
      applicationId: application.id,
      holderId: application.applicantId,
      district,
      ...values,
      documentId: document.id,
      issuedBy: ctx.actor.userId,
      issuedAt: now,
      validUntil,
      createdAt: now,
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'LICENCE_ISSUED',
    {
      subject: `Your ${LICENCE_KIND_WORDS[kind].toLowerCase()} ${number} is issued`,
      body:
        kind === 'PUBLIC_PLACE'
          ? `${values.venueName} is licensed for the celebration of marriages until ${toDisplayDate(validUntil)} (licence ${number}). Couples can now name it as their venue. Download the licence from your application ${application.reference}.`
          : `Your ${LICENCE_KIND_WORDS[kind].toLowerCase()} ${number} is issued and valid until ${toDisplayDate(validUntil)}. Give notice of marriage on the portal and name the licence number. Download the licence from your application ${application.reference}.`,
      sms: `Licence ${number} issued, valid until ${toDisplayDate(validUntil)}. Download it from the portal.`,
    },
    ctx.applicant,
  );
  return {
    licenceId,
    licenceNumber: number,
    validUntil: validUntil.toISOString(),
    documentId: document.id,
  };
}

export const issueNoticeWaiver = (ctx: HookContext) => issueLicence(ctx, 'NOTICE_WAIVER');
export const issuePrivateVenue = (ctx: HookContext) => issueLicence(ctx, 'PRIVATE_VENUE');
export const licensePublicPlace = (ctx: HookContext) => issueLicence(ctx, 'PUBLIC_PLACE');
