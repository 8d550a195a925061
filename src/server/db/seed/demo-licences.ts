import { eq } from 'drizzle-orm';
import { addDays, deadlineAfter, nairobiDate, nairobiInstant } from '../../../shared/dates.js';
import type { ServiceCode } from '../../../shared/services.js';
import { SystemClock } from '../../clock.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { CalendarService } from '../../modules/calendar/service.js';
import { LicensingService } from '../../modules/licensing/service.js';
import { RegisterService } from '../../modules/register/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { bookings, documents, licences, marriageRooms, notices } from '../schema/index.js';
import { callerFor, planRunner, type Plan } from './demo-applications.js';

const DAY = 86_400_000;

const FIRST = [
  ['Achieng', 'F'],
  ['Brian', 'M'],
  ['Chebet', 'F'],
  ['Daudi', 'M'],
  ['Esther', 'F'],
  ['Felix', 'M'],
  ['Gladys', 'F'],
  ['Hassan', 'M'],
  ['Imani', 'F'],
  ['Joseph', 'M'],
  ['Kendi', 'F'],
  ['Lemayian', 'M'],
  ['Mwanaisha', 'F'],
  ['Nelson', 'M'],
  ['Olive', 'F'],
  ['Patrick', 'M'],
  ['Rehema', 'F'],
  ['Samuel', 'M'],
  ['Tabitha', 'F'],
  ['Usman', 'M'],
  ['Violet', 'F'],
  ['Wafula', 'M'],
  ['Yvonne', 'F'],
  ['Zablon', 'M'],
] as const;
const LAST = [
  'Otieno',
  'Kiprop',
  'Wanjiru',
  'Mwangi',
  'Njeri',
  'Barasa',
  'Chelimo',
  'Abdi',
  'Nduta',
  'Kariuki',
  'Mutiso',
  'Ole Sankale',
  'Salim',
  'Ochieng',
  'Akinyi',
  'Kimani',
];
const JOBS = ['Nurse', 'Teacher', 'Software developer', 'Farmer', 'Pharmacist', 'Mechanic', 'Banker', 'Surveyor'];

let serial = 0;

/** A party of a demo licence: names from the lists, a fresh ID number, contact details. */
function person(sex: 'F' | 'M', district: string) {
  const n = serial++;
  const pool = FIRST.filter(([, s]) => s === sex);
  const [first] = pool[n % pool.length];
  const last = LAST[(n * 7) % LAST.length];
  return {
    firstName: first,
    middleName: null,
    lastName: last,
    idType: 'NATIONAL_ID',
    idNumber: String(41_000_101 + n * 37),
    nationality: 'KE',
    dateOfBirth: `19${88 + (n % 10)}-0${1 + (n % 9)}-1${n % 10}`,
    sex,
    condition: 'NEVER_MARRIED',
    occupation: JOBS[n % JOBS.length],
    residenceDistrict: district,
    fatherName: `${LAST[(n + 3) % LAST.length]} ${last}`,
    motherName: `Mama ${first}`,
    phone: `+2547123${String(10_000 + n).slice(-5)}`,
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}${n}@example.test`,
  };
}

const couple = (district: string) => ({ partyA: person('F', district), partyB: person('M', district) });

const URGENT = [
  [
    'POSTING_ABROAD',
    'The groom is deployed with the Kenya Defence Forces on a peace-keeping mission next month; we ask to marry before he leaves.',
  ],
  [
    'ILLNESS',
    "The bride's father is gravely ill and the family asks that the marriage take place while he can attend.",
  ],
  [
    'TRAVEL',
    'We both start postgraduate studies in Germany at the start of next month and our visas need the marriage certificate.',
  ],
  ['PREGNANCY', 'The bride is eight months pregnant and her doctor advises against waiting until after the birth.'],
] as const;

const VENUES = [
  [
    'Aga Khan University Hospital, Ward 3B',
    '3rd Parklands Avenue, Nairobi',
    'ILLNESS',
    'The bride is recovering from spinal surgery and cannot leave the ward for several weeks.',
  ],
  [
    'Home of the Chelimo family, Kapsoya',
    'Plot 112, Kapsoya Estate, Eldoret',
    'DISABILITY',
    'The groom uses a ventilator at home and cannot travel to the registry.',
  ],
  [
    'Nyumbani Care Home',
    'Karen Road, Nairobi',
    'CONFINEMENT',
    'The bride lives at the care home and her doctors advise she stays there.',
  ],
] as const;

const PLACES = [
  [
    'St. Stephen\u2019s Cathedral, Jogoo Road',
    'CHURCH',
    'Anglican Church of Kenya',
    '047',
    'Jogoo Road, Makadara, Nairobi',
    600,
  ],
  ['Jamia Mosque Hall, Eastleigh', 'MOSQUE', null, '047', 'First Avenue, Eastleigh, Nairobi', 400],
  ['Shree Cutchi Leva Temple', 'TEMPLE', 'Hindu Council of Kenya', '001', 'Mwembe Tayari Road, Mombasa', 300],
  ['Karen Garden Chapel', 'CHURCH', 'Interdenominational', '047', 'Dagoretti Road, Karen, Nairobi', 180],
  ['Nyali Beach Gardens', 'HALL', null, '001', 'Links Road, Nyali, Mombasa', 250],
  ['Kisumu Social Hall', 'HALL', null, '042', 'Oginga Odinga Street, Kisumu', 350],
  ['Holy Family Basilica', 'CHURCH', 'Catholic Archdiocese of Nairobi', '047', 'Parliament Road, Nairobi', 900],
  ['Eldoret Town Hall', 'HALL', null, '027', 'Uganda Road, Eldoret', 500],
  ['Kitengela Community Hall', 'HALL', null, '034', 'Namanga Road, Kitengela', 200],
  ['Mombasa Baptist Church', 'CHURCH', 'Baptist Convention of Kenya', '001', 'Moi Avenue, Mombasa', 320],
] as const;

type Stage = Plan['to'];
/** Every status, and every level of the chain waiting and claimed. */
const SPREAD: { to: Stage; claim?: boolean; reason?: string }[] = [
  { to: 'Draft' },
  { to: 'Payment_Confirmation' },
  { to: 'Submitted' },
  { to: 'Pending' },
  { to: 'DIRECTOR' },
  { to: 'DIRECTOR', claim: true },
  { to: 'RG' },
  { to: 'RG', claim: true },
  { to: 'MINISTER' },
  { to: 'MINISTER', claim: true },
  {
    to: 'Corrections_Requested',
    reason: 'Attach a clearer scan of the evidence: the date on the letter cannot be read.',
  },
  {
    to: 'Declined',
    reason: 'The reason given does not justify a special licence; please give notice of marriage in the usual way.',
  },
];

const APPLICANTS = [
  'citizen@demo.test',
  'nasimiyu@demo.test',
  'mutua@demo.test',
  'fatuma@demo.test',
  'njoroge@demo.test',
  'zawadi@demo.test',
];

/**
 * Demo licences (domain section 11): applications of each licence in every status and at every
 * level, and issued licences in every registry state (valid, used, expired, revoked); a notice
 * booked at once under a notice-waiver licence; a private-venue visit on the calendar.
 */
export async function seedDemoLicences(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const hooks = new ServiceHooks().registerServices({
    SPECIAL_LICENCE_NOTICE_WAIVER: SERVER_SERVICES.SPECIAL_LICENCE_NOTICE_WAIVER,
    SPECIAL_LICENCE_PRIVATE_VENUE: SERVER_SERVICES.SPECIAL_LICENCE_PRIVATE_VENUE,
    PUBLIC_PLACE_LICENCE: SERVER_SERVICES.PUBLIC_PLACE_LICENCE,
    MARRIAGE_NOTICE: SERVER_SERVICES.MARRIAGE_NOTICE,
  });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const today = nairobiDate(now);
  let turn = 0;
  const applicant = () => APPLICANTS[turn++ % APPLICANTS.length];
  const waiver = (district = '047') => {
    const [urgency, reason] = URGENT[turn % URGENT.length];
    return { ...couple(district), intendedDate: addDays(today, 10 + (turn % 20)), district, urgency, reason };
  };
  const venue = () => {
    const [name, physicalAddress, venueReason, reason] = VENUES[turn % VENUES.length];
    const district = physicalAddress.includes('Eldoret') ? '027' : '047';
    return {
      ...couple(district),
      intendedDate: addDays(today, 30 + (turn % 20)),
      district,
      venue: { name, physicalAddress },
      venueReason,
      reason,
    };
  };
  let place = 0;
  const placeForm = () => {
    const [placeName, placeType, denomination, district, physicalAddress, capacity] = PLACES[place++ % PLACES.length];
    return {
      placeName,
      placeType,
      denomination,
      district,
      physicalAddress,
      capacity,
      responsiblePerson: {
        fullName: `${FIRST[place % FIRST.length][0]} ${LAST[place % LAST.length]}`,
        idNumber: String(42_000_101 + place),
        role: 'Chair of the trustees',
        phone: `+2547224${String(10_000 + place).slice(-5)}`,
        email: `trustees${place}@example.test`,
      },
      officiants: [
        {
          fullName: `Rev. ${FIRST[(place + 5) % FIRST.length][0]} ${LAST[(place + 2) % LAST.length]}`,
          idNumber: String(43_000_101 + place),
        },
      ],
    };
  };
  const forms: Record<string, () => Record<string, unknown>> = {
    SPECIAL_LICENCE_NOTICE_WAIVER: () => waiver(),
    SPECIAL_LICENCE_PRIVATE_VENUE: venue,
    PUBLIC_PLACE_LICENCE: placeForm,
  };
  for (const service of Object.keys(forms) as ServiceCode[]) {
    for (const spread of SPREAD)
      await runner.run({ applicant: applicant(), service, form: forms[service](), ...spread });
  }

  // Issued licences in every registry state.
  const issue = async (service: ServiceCode, form: Record<string, unknown>, who = applicant()) => {
    const app = await runner.run({ applicant: who, service, form, to: 'Approved' });
    return app!.outcome as { licenceId: string; licenceNumber: string; documentId: string };
  };
  const places = [];
  for (let i = 0; i < 5; i++) places.push(await issue('PUBLIC_PLACE_LICENCE', placeForm()));
  await issue('SPECIAL_LICENCE_NOTICE_WAIVER', waiver());
  await issue('SPECIAL_LICENCE_PRIVATE_VENUE', venue());
  // Expired: a place licensed last year and a special licence that ran out unused.
  const expiredPlace = await issue('PUBLIC_PLACE_LICENCE', placeForm());
  const expiredSpecial = await issue('SPECIAL_LICENCE_NOTICE_WAIVER', waiver('001'));
  for (const [licence, days] of [
    [expiredPlace, 380],
    [expiredSpecial, 100],
  ] as const) {
    const issuedAt = new Date(now.getTime() - days * DAY);
    const validUntil = deadlineAfter(issuedAt, days === 380 ? 364 : 90);
    await db.update(licences).set({ issuedAt, validUntil }).where(eq(licences.id, licence.licenceId));
    await db.update(documents).set({ issuedAt }).where(eq(documents.id, licence.documentId));
  }
  // Revoked by the Registrar General.
  const rg = await callerFor(db, 'rg@demo.test');
  const clock = new SystemClock();
  const licensing = new LicensingService({ db, clock, notified: () => undefined });
  await licensing.revoke(
    rg,
    places[4].licenceId,
    'The county fire officer withdrew the safety certificate after an inspection.',
  );
  const revokedSpecial = await issue('SPECIAL_LICENCE_PRIVATE_VENUE', venue());
  await licensing.revoke(
    rg,
    revokedSpecial.licenceId,
    'The hospital confirmed the patient was discharged; the marriage can take place at the registry.',
  );

  // A notice-waiver licence in use: its notice booked at once, inside what would have been the notice period.
  const officer = await callerFor(db, 'officer@demo.test');
  const calendar = new CalendarService({ db, clock, notified: () => undefined });
  const waiverHolder = 'fatuma@demo.test';
  const waiverForm = waiver();
  const waiverLicence = await issue('SPECIAL_LICENCE_NOTICE_WAIVER', waiverForm, waiverHolder);
  const witnesses = [
    { fullName: 'Peter Kamau Njenga', idNumber: '22456781', phone: '+254722456781' },
    { fullName: 'Grace Atieno Oduor', idNumber: '23567892', phone: '+254723567892' },
  ];
  const waiverNotice = await runner.run({
    applicant: waiverHolder,
    service: 'MARRIAGE_NOTICE',
    to: 'Approved',
    form: {
      partyA: waiverForm.partyA,
      partyB: waiverForm.partyB,
      intendedDate: waiverForm.intendedDate,
      district: '047',
      venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Harambee Avenue, Nairobi', licenceReference: null },
      witnesses,
      specialLicenceReference: waiverLicence.licenceNumber,
    },
  });
  const [room] = await db.select().from(marriageRooms).where(eq(marriageRooms.name, 'Sheria House Marriage Room 2'));
  const [published] = await db.select().from(notices).where(eq(notices.applicationId, waiverNotice!.id));
  for (let d = 2; d < 12 && room; d++) {
    const startsAt = nairobiInstant(addDays(today, d), '10:00');
    const booked = await calendar
      .book(officer, { noticeId: published.id, roomId: room.id, startsAt })
      .catch(() => null);
    if (booked) break;
  }

  // A notice-waiver licence used: its marriage celebrated last week and entered in the register.
  const usedHolder = 'nasimiyu@demo.test';
  const usedForm = waiver();
  const usedLicence = await issue('SPECIAL_LICENCE_NOTICE_WAIVER', usedForm, usedHolder);
  const usedNotice = await runner.run({
    applicant: usedHolder,
    service: 'MARRIAGE_NOTICE',
    to: 'Approved',
    form: {
      partyA: usedForm.partyA,
      partyB: usedForm.partyB,
      intendedDate: usedForm.intendedDate,
      district: '047',
      venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Harambee Avenue, Nairobi', licenceReference: null },
      witnesses,
      specialLicenceReference: usedLicence.licenceNumber,
    },
  });
  const [usedPublished] = await db.select().from(notices).where(eq(notices.applicationId, usedNotice!.id));
  for (let d = 2; d < 12 && room; d++) {
    const booked = await calendar
      .book(officer, {
        noticeId: usedPublished.id,
        roomId: room.id,
        startsAt: nairobiInstant(addDays(today, d), '15:00'),
      })
      .catch(() => null);
    if (!booked) continue;
    const startsAt = new Date(now.getTime() - 6 * DAY);
    await db
      .update(bookings)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .where(eq(bookings.id, booked.id));
    // Its notice was given and published the week before, for that day (issue 20 #22: never after its wedding).
    const earlier = 8 * DAY;
    await db
      .update(notices)
      .set({
        publishedAt: new Date(usedPublished.publishedAt.getTime() - earlier),
        noticeEndsAt: new Date(usedPublished.noticeEndsAt.getTime() - earlier),
        validUntil: new Date(usedPublished.validUntil.getTime() - earlier),
        intendedDate: nairobiDate(startsAt),
      })
      .where(eq(notices.id, usedPublished.id));
    const register = new RegisterService({
      db,
      clock,
      documents: { files, publicUrl, clock },
      notified: () => undefined,
    });
    await register.celebrate(officer, booked.id, {
      officiantName: 'Mercy Atieno, Registrar of Marriages',
      witnessesPresent: witnesses.map((w) => w.fullName),
      celebratedAt: startsAt,
    });
    break;
  }

  // A private-venue licence: its notice cleared, and the officer's visit on the calendar.
  const venueHolder = 'mutua@demo.test';
  const venueFormData = venue();
  const venueLicence = await issue(
    'SPECIAL_LICENCE_PRIVATE_VENUE',
    { ...venueFormData, district: '047', venue: { name: VENUES[0][0], physicalAddress: VENUES[0][1] } },
    venueHolder,
  );
  const venueNotice = await runner.run({
    applicant: venueHolder,
    service: 'MARRIAGE_NOTICE',
    to: 'Approved',
    form: {
      partyA: venueFormData.partyA,
      partyB: venueFormData.partyB,
      intendedDate: addDays(today, 30),
      district: '047',
      venue: { type: 'SPECIAL_LICENCE_VENUE', name: VENUES[0][0], licenceReference: venueLicence.licenceNumber },
      witnesses,
      specialLicenceReference: null,
    },
  });
  const [venuePublished] = await db.select().from(notices).where(eq(notices.applicationId, venueNotice!.id));
  const publishedAt = new Date(now.getTime() - 24 * DAY);
  await db
    .update(notices)
    .set({ publishedAt, noticeEndsAt: deadlineAfter(publishedAt, 21) })
    .where(eq(notices.id, venuePublished.id));
  await calendar.scheduleVisit(officer, {
    noticeId: venuePublished.id,
    startsAt: nairobiInstant(addDays(today, 1), '14:00'),
  });

  // A notice at a licensed place, in the officer's queue.
  const [firstPlace] = await db.select().from(licences).where(eq(licences.id, places[0].licenceId));
  const atPlace = couple(firstPlace.district);
  await runner.run({
    applicant: 'zawadi@demo.test',
    service: 'MARRIAGE_NOTICE',
    to: 'Submitted',
    form: {
      ...atPlace,
      intendedDate: addDays(today, 45),
      district: firstPlace.district,
      venue: { type: 'LICENSED_PLACE', name: firstPlace.venueName, licenceReference: firstPlace.number },
      witnesses,
      specialLicenceReference: null,
    },
  });
}
