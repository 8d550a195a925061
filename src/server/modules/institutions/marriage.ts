import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { institutionMarriage } from '../../../shared/services/institution-marriage.js';
import { institutionCeremony } from '../../../shared/statistics.js';
import { UNDECIDED_STATUSES } from '../../../shared/statuses.js';
import { endOfNairobiDay, nairobiDate, startOfNairobiDay, toDisplayDate } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { normaliseLicenceNumber } from '../../../shared/licences.js';
import { imDateRules, IM_MESSAGES } from '../../../shared/services/institution-marriage.js';
import { conflict } from '../../plugins/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  applications,
  licences,
  marriages,
  officiants,
  organisations,
  users,
  type RegisterParty,
} from '../../db/schema/index.js';
import type { ApplicationRow } from '../applications/access.js';
import type { HookContext, SubmitCheck } from '../applications/outcomes.js';
import { issueDocument } from '../documents/service.js';
import { noticeChecks } from '../notices/checks.js';
import { ageOn, districtName, insertIssued, notifyUser, partyName } from '../notices/common.js';
import { nextRegisterPlace } from '../register/service.js';
import { certificateLines, CERTIFICATE_TITLE } from '../register/certificate.js';
import { officiantByLicence } from './officiants.js';

/** The form as the shared contract parses it (src/shared/services/institution-marriage.ts). */
export type InstitutionMarriageForm = z.output<typeof institutionMarriage.form>;

/** The organisation of the account that applied (the institution registering the marriage). */
async function institutionOf(db: DbOrTx, application: Pick<ApplicationRow, 'applicantId'>) {
  const [row] = await db
    .select({ organisationId: users.organisationId, name: organisations.name, type: organisations.type })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, application.applicantId));
  return row?.organisationId ? { id: row.organisationId, name: row.name ?? '', type: row.type } : null;
}

/**
 * The place licence of the institution for this venue, if it was valid on the day of the
 * celebration: issued by the end of that day, running to at least its start, and not revoked
 * before the day ended (a licence revoked later still covered the marriage).
 */
async function licenceOnDay(db: DbOrTx, organisationId: string, licenceNumber: string, day: string) {
  const [licence] = await db
    .select()
    .from(licences)
    .where(
      and(
        eq(licences.organisationId, organisationId),
        eq(licences.kind, 'PUBLIC_PLACE'),
        eq(licences.number, normaliseLicenceNumber(licenceNumber)),
      ),
    );
  if (!licence) return { licence: null, valid: false };
  const start = startOfNairobiDay(day).getTime();
  const end = endOfNairobiDay(day).getTime();
  const valid =
    licence.issuedAt.getTime() <= end &&
    licence.validUntil.getTime() >= start &&
    (!licence.revokedAt || licence.revokedAt.getTime() > end);
  return { licence, valid };
}

async function anyLicenceOnDay(db: DbOrTx, organisationId: string, day: string): Promise<boolean> {
  const start = startOfNairobiDay(day);
  const end = endOfNairobiDay(day);
  const [row] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.organisationId, organisationId),
        eq(licences.kind, 'PUBLIC_PLACE'),
        sql`${licences.issuedAt} <= ${end}`,
        sql`${licences.validUntil} >= ${start}`,
        sql`(${licences.revokedAt} is null or ${licences.revokedAt} > ${end})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Submit checks of an institution marriage (domain section 11, IM): the institution held a valid
 * place licence on the day for the venue named; the day is not in the future and at most 30 days
 * ago unless a reason is given; the officiant is one of the institution's active officiants; and a
 * notice's checks of the couple on that day (age, two ID numbers, no subsisting marriage).
 */
export const checkInstitutionMarriage: SubmitCheck = async ({ tx, application, now }) => {
  const form = application.formData as Partial<InstitutionMarriageForm>;
  const errors: Record<string, string> = {};
  const institution = await institutionOf(tx, application);
  if (!institution) return { 'formData.venueLicenceNumber': IM_MESSAGES.notInstitution };
  const day = typeof form.celebrationDate === 'string' ? form.celebrationDate : null;
  const today = nairobiDate(now);
  // The day rules the form applies on its step (not in the future, late needs a reason).
  for (const [path, message] of Object.entries(imDateRules(form, today))) errors[`formData.${path}`] = message;
  if (day && !(await anyLicenceOnDay(tx, institution.id, day)))
    errors['formData.celebrationDate'] ??= IM_MESSAGES.noLicence(toDisplayDate(day));
  if (typeof form.venueLicenceNumber === 'string') {
    const { licence, valid } = await licenceOnDay(tx, institution.id, form.venueLicenceNumber, day ?? today);
    if (!licence) errors['formData.venueLicenceNumber'] = IM_MESSAGES.notYourVenue;
    else if (!valid && day)
      errors['formData.venueLicenceNumber'] = IM_MESSAGES.venueNotLicensedOn(
        licence.venueName ?? licence.number,
        toDisplayDate(day),
      );
    else if (licence.district !== form.district) errors['formData.district'] = IM_MESSAGES.venueDistrict;
  }
  if (typeof form.officiantLicenceNumber === 'string') {
    const officiant = await officiantByLicence(tx, institution.id, form.officiantLicenceNumber);
    if (!officiant) errors['formData.officiantLicenceNumber'] = IM_MESSAGES.officiantUnknown;
    else if (!officiant.active) errors['formData.officiantLicenceNumber'] = IM_MESSAGES.officiantInactive;
  }
  // One registration of a marriage at a time: the same couple's registration still waiting (payment, review, corrections).
  const ids = [form.partyA?.idNumber, form.partyB?.idNumber].map((id) =>
    typeof id === 'string' ? id.trim().toUpperCase() : '',
  );
  if (ids[0] && ids[1] && ids[0] !== ids[1]) {
    const idOf = (key: 'partyA' | 'partyB') => sql`upper(${applications.formData}->${key}->>'idNumber')`;
    const [live] = await tx
      .select({ reference: applications.reference, applicantId: applications.applicantId })
      .from(applications)
      .where(
        and(
          eq(applications.serviceCode, 'INSTITUTION_MARRIAGE'),
          ne(applications.id, application.id),
          inArray(applications.status, [...UNDECIDED_STATUSES]),
          sql`((${idOf('partyA')} = ${ids[0]} and ${idOf('partyB')} = ${ids[1]}) or (${idOf('partyA')} = ${ids[1]} and ${idOf('partyB')} = ${ids[0]}))`,
        ),
      )
      .limit(1);
    if (live)
      errors['formData.partyA.idNumber'] ??=
        live.applicantId === application.applicantId
          ? IM_MESSAGES.alreadyYours(live.reference)
          : IM_MESSAGES.alreadyOther;
  }
  // The notice's checks of the couple, on the day of the celebration (its notice period does not apply).
  const asNotice = {
    ...application,
    formData: { ...form, intendedDate: day ?? undefined, venue: undefined, specialLicenceReference: null },
  };
  for (const check of await noticeChecks(tx, asNotice, now)) {
    // A notice of the couple standing is no bar: the couple may have given notice and married at the institution.
    if (
      check.ok ||
      check.code === 'NOTICE_PERIOD' ||
      check.code === 'VENUE_LICENCE' ||
      check.code === 'NO_OTHER_NOTICE'
    )
      continue;
    const message = check.message
      .replace('on the intended date', 'on the day of the celebration')
      .replace('and the intended date', 'and the date of the celebration');
    const field = check.field === 'formData.intendedDate' ? 'formData.celebrationDate' : check.field;
    errors[field] ??= message;
  }
  return errors;
};

const placeholder = sql.placeholder;

/** What the registration of an institution marriage reads (the party's ID numbers upper-cased). */
interface RegistrationFacts {
  organisationId: string | null;
  name: string | null;
  type: (typeof organisations.$inferSelect)['type'] | null;
  licence: {
    district: string;
    venueName: string | null;
    placeType: (typeof licences.$inferSelect)['placeType'];
    denomination: string | null;
  } | null;
  officiant: { fullName: string; licenceNumber: string } | null;
  married: string[];
  holders: { id: string; email: string | null; phone: string | null; firstName: string }[];
}

/**
 * Everything the registration reads before it takes the entry's place, in one statement built once
 * (issue 22: five round trips were one each): the institution of the account that applied; its place
 * licence for the venue (`licenceOnDay`'s row) and its officiant of that licence number
 * (`officiantByLicence`); which of the two ID numbers has a subsisting marriage in the register
 * (`withSubsistingMarriage`); and the parties' own accounts, told of the certificate.
 */
const registrationFacts = prepared('institution_marriage_facts', (db) =>
  db
    .select({
      organisationId: users.organisationId,
      name: organisations.name,
      type: organisations.type,
      licence: sql`(select json_build_object('district', l.district, 'venueName', l.venue_name,
          'placeType', l.place_type, 'denomination', l.denomination)
        from ${licences} l
        where l.organisation_id = ${users.organisationId} and l.kind = 'PUBLIC_PLACE' and l.number = ${placeholder('licence')}
        limit 1)`,
      officiant: sql`(select json_build_object('fullName', o.full_name, 'licenceNumber', o.licence_number)
        from ${officiants} o
        where o.organisation_id = ${users.organisationId} and upper(o.licence_number) = ${placeholder('officiant')}
        limit 1)`,
      married: sql`array(select x from unnest(array[${placeholder('a')}::text, ${placeholder('b')}::text]) x
        where exists (select 1 from ${marriages} m where m.status = 'SUBSISTING'
          and (upper(m.party_a_id_number) = x or upper(m.party_b_id_number) = x)))`,
      holders: sql`(select coalesce(json_agg(json_build_object('id', h.id, 'email', h.email, 'phone', h.phone,
          'firstName', h.first_name)), '[]'::json)
        from ${users} h where upper(h.id_number) in (${placeholder('a')}, ${placeholder('b')}) and h.account_type = 'INDIVIDUAL')`,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, placeholder('applicant'))),
);

/**
 * The officer's approval of an institution marriage: the register entry (the district's book of the
 * year, its next entry number, a registration number in the MC series) and the marriage certificate,
 * in the approving transaction. The bigamy check runs again, since another marriage of a party may
 * have been registered since submit.
 */
export async function registerInstitutionMarriage(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as unknown as InstitutionMarriageForm;
  const idNumbers = [form.partyA.idNumber.trim().toUpperCase(), form.partyB.idNumber.trim().toUpperCase()];
  const [facts] = (await registrationFacts(tx, {
    applicant: application.applicantId,
    licence: normaliseLicenceNumber(form.venueLicenceNumber),
    officiant: form.officiantLicenceNumber.trim().toUpperCase(),
    a: idNumbers[0],
    b: idNumbers[1],
  })) as RegistrationFacts[];
  if (!facts?.organisationId) throw new Error('An institution marriage without an institution');
  const institution = { id: facts.organisationId, name: facts.name ?? '', type: facts.type };
  const married = new Set(facts.married);
  for (const [label, party] of [
    ['Party A', form.partyA],
    ['Party B', form.partyB],
  ] as const) {
    if (married.has(party.idNumber.trim().toUpperCase())) {
      throw conflict(`${label} has a subsisting marriage in the register`);
    }
  }
  const { licence, officiant } = facts;
  const district = licence?.district ?? form.district;
  const venueName = licence?.venueName ?? form.venueName;
  const officiantName = officiant
    ? `${officiant.fullName} (officiant licence ${officiant.licenceNumber})`
    : form.officiantName;
  const names = new Map<string, string>();
  for (const code of [form.partyA.residenceDistrict, form.partyB.residenceDistrict, district])
    if (code && !names.has(code)) names.set(code, await districtName(tx, code));
  const entryOf = (p: Party): RegisterParty => ({
    name: partyName(p),
    idType: p.idType,
    idNumber: p.idNumber,
    age: ageOn(p.dateOfBirth, form.celebrationDate),
    condition: p.condition,
    occupation: p.occupation,
    residence: names.get(p.residenceDistrict) ?? p.residenceDistrict,
    father: p.fatherName,
    mother: p.motherName,
    sex: p.sex,
  });
  // Each party who holds an account with a verified ID number is told, and may download the
  // certificate: found (with the facts above) before the entry's place is taken (the book stays locked
  // from then to the commit).
  const { holders } = facts;
  const year = Number(form.celebrationDate.slice(0, 4));
  const { bookId, bookNumber, entryNumber, registrationNumber } = await nextRegisterPlace(tx, district, year, now);
  const partyA = entryOf(form.partyA);
  const partyB = entryOf(form.partyB);
  const witnesses = form.witnesses.map((w) => w.fullName.trim());
  const celebratedAt = startOfNairobiDay(form.celebrationDate);
  // The certificate first, so that the entry is written once with it (the register's triggers run once).
  const certificate = await issueDocument(tx, ctx.documents, {
    kind: 'MARRIAGE_CERTIFICATE',
    title: CERTIFICATE_TITLE,
    number: registrationNumber,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines: certificateLines({
      venueName,
      districtName: names.get(district) ?? district,
      celebratedAt,
      bookNumber,
      entryNumber,
      noticeNumber: null,
      partyA,
      partyB,
      officiantName,
      witnesses,
      dateOnly: true,
      registeredBy: `${institution.name} (application ${application.reference})`,
    }),
  });
  // The entry, its line in the application's history and its audit entry: one statement, built once.
  const marriageId = randomUUID();
  await insertIssued(
    tx,
    marriages,
    { application, actorId: ctx.actor.userId, at: now },
    {
      action: 'marriage.registered',
      entity: 'marriage',
      entityId: marriageId,
      after: {
        registrationNumber,
        bookNumber,
        entryNumber,
        applicationId: application.id,
        organisationId: institution.id,
        certificateDocumentId: certificate.id,
      },
    },
    {
      action: 'marriage-registered',
      comment: `Registered as ${registrationNumber} (book ${bookNumber}, entry ${entryNumber})`,
    },
    {
      id: marriageId,
      registrationNumber,
      bookId,
      entryNumber,
      district,
      noticeId: null,
      applicationId: application.id,
      partyA,
      partyB,
      partyAIdNumber: form.partyA.idNumber.trim().toUpperCase(),
      partyBIdNumber: form.partyB.idNumber.trim().toUpperCase(),
      celebratedAt,
      venueName,
      officiantName,
      witnesses,
      recordedBy: ctx.actor.userId,
      status: 'SUBSISTING',
      ...institutionCeremony(licence?.placeType, institution.type),
      denomination: licence?.denomination?.trim() || null,
      certificateDocumentId: certificate.id,
      createdAt: now,
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'CERTIFICATE_ISSUED',
    {
      subject: `Marriage certificate ${registrationNumber}`,
      body: `The marriage of ${partyA.name} and ${partyB.name} is entered in the register (book ${bookNumber}, entry ${entryNumber}) and its certificate ${registrationNumber} is issued. Download it from application ${application.reference}; anyone can check it with the code printed on it.`,
      sms: `Marriage certificate ${registrationNumber} issued for ${partyA.name} and ${partyB.name}.`,
    },
    ctx.applicant,
  );
  for (const holder of holders) {
    await notifyUser(
      tx,
      holder.id,
      'CERTIFICATE_ISSUED',
      {
        subject: `Your marriage certificate ${registrationNumber}`,
        body: `Congratulations! ${institution.name} registered your marriage: it is entered in the register (book ${bookNumber}, entry ${entryNumber}) and your marriage certificate ${registrationNumber} is issued. Download it from My applications on the portal, under your marriage certificates.`,
        sms: `Congratulations! Marriage certificate ${registrationNumber} issued. Download it from the portal.`,
      },
      holder,
    );
  }
  return {
    registrationNumber,
    bookNumber,
    entryNumber,
    marriageId,
    certificateDocumentId: certificate.id,
  };
}
