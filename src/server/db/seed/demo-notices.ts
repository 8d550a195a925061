import { recordDeclaredByBoth } from '../../modules/declarations/service.js';
import { noticeDeclarations } from '../../modules/declarations/schema.js';
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  deadlineAfter,
  nairobiDate,
  nairobiInstant,
  nairobiYear,
  startOfNairobiDay,
  toDisplayTime,
} from '../../../shared/dates.js';
import { requiredAttachments } from '../../../shared/services/index.js';
import { SystemClock } from '../../clock.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { ApplicationsService } from '../../modules/applications/service.js';
import { slotGrid } from '../../modules/calendar/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import { RegisterService } from '../../modules/register/service.js';
import { seedDemoReceipt } from '../../modules/payments/demo.js';
import { SAMPLE_CITIZENS } from '../../modules/identity/sample-citizens.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { applications, attachments, bookings, marriageRooms, notices, objections } from '../schema/index.js';
import { callerFor, demoPdf } from './demo-applications.js';

const DAY = 86_400_000;

function person(
  idNumber: string,
  phone: string,
  occupation: string,
  residenceDistrict: string,
  condition = 'NEVER_MARRIED',
) {
  const c = SAMPLE_CITIZENS.find((s) => s.idNumber === idNumber)!;
  return {
    firstName: c.firstName,
    middleName: c.middleName ?? null,
    lastName: c.lastName,
    idType: 'NATIONAL_ID',
    idNumber,
    nationality: 'KE',
    dateOfBirth: c.dateOfBirth,
    sex: c.sex,
    condition,
    occupation,
    residenceDistrict,
    fatherName: `${c.lastName} ${c.sex === 'F' ? 'Senior' : 'Mzee'}`,
    motherName: `Mama ${c.firstName}`,
    phone,
    email: `${c.firstName.toLowerCase()}.${c.lastName.toLowerCase().replace(/\s+/g, '')}@example.test`,
  };
}

interface Couple {
  applicant: string;
  partyA: ReturnType<typeof person>;
  partyB: ReturnType<typeof person>;
  district: '047' | '001';
  venue: string;
  /** The priced extras bought with the notice (issue 20 #4). */
  extras?: { items: { code: string; quantity: number }[]; deliveryAddress: string | null };
}

const COUPLES = {
  submitted: {
    applicant: 'citizen@demo.test',
    partyA: person('27583910', '+254712100001', 'Pharmacist', '047'),
    partyB: person('25938416', '+254712400011', 'Athletics coach', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
  },
  objected: {
    applicant: 'mutua@demo.test',
    partyA: person('26703548', '+254712300001', 'Surveyor', '047'),
    partyB: person('29174652', '+254712400012', 'Nurse', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
  },
  cleared: {
    applicant: 'nasimiyu@demo.test',
    partyA: person('32158964', '+254712300002', 'Software developer', '047'),
    partyB: person('24689713', '+254712400013', 'Mechanical engineer', '047', 'DIVORCED'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
  },
  today: {
    applicant: 'zawadi@demo.test',
    partyA: person('34012587', '+254712300003', 'Graphic designer', '047'),
    partyB: person('31520879', '+254712400014', 'Agronomist', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
  },
  celebrated: {
    applicant: 'njoroge@demo.test',
    partyA: person('33981624', '+254712300004', 'Architect', '047'),
    partyB: person('29857302', '+254712400015', 'Lecturer', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
    // Two extra certificates, issued with the certificate, and courier delivery to the couple's home (not sent yet).
    extras: {
      items: [
        { code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 2 },
        { code: 'COURIER_DELIVERY', quantity: 1 },
      ],
      deliveryAddress: 'Lavington Green Apartments, Block C, Flat 12, James Gichuru Road, Nairobi',
    },
  },
  missed: {
    applicant: 'fatuma@demo.test',
    partyA: person('26154780', '+254712300005', 'Accountant', '001'),
    partyB: person('27390146', '+254712400016', 'Civil engineer', '001'),
    district: '001',
    venue: 'Registrar of Marriages, Mombasa',
  },
  onBoard: {
    applicant: 'zawadi@demo.test',
    partyA: person('28046913', '+254712400021', 'Journalist', '047'),
    partyB: person('28817340', '+254712400022', 'Electrician', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
  },
  onBoardCoast: {
    applicant: 'fatuma@demo.test',
    partyA: person('32604938', '+254712400023', 'Teacher', '001'),
    partyB: person('30738215', '+254712400024', 'Boat builder', '001'),
    district: '001',
    venue: 'Registrar of Marriages, Mombasa',
  },
  underWay: {
    applicant: 'nasimiyu@demo.test',
    partyA: person('35207418', '+254712400025', 'Pharmacist', '047'),
    partyB: person('34718250', '+254712400026', 'Quantity surveyor', '047'),
    district: '047',
    venue: 'Sheria House, Harambee Avenue, Nairobi',
    extras: { items: [{ code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 1 }], deliveryAddress: null },
  },
  lapsed: {
    applicant: 'mutua@demo.test',
    partyA: person('25419067', '+254712400017', 'Tour guide', '001'),
    partyB: person('30295871', '+254712400018', 'Hotel manager', '001'),
    district: '001',
    venue: 'Registrar of Marriages, Mombasa',
  },
} satisfies Record<string, Couple>;

/**
 * Demo notices of marriage in every state of domain section 4: one in the officer's queue, one
 * published with an open objection, one cleared and booked this week, one booked today, one
 * celebrated (register entry and certificate), a missed booking and a lapsed notice.
 */
export async function seedDemoNotices(
  db: Db,
  files: FileStore,
  now = new Date(),
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const hooks = new ServiceHooks().registerServices({ MARRIAGE_NOTICE: SERVER_SERVICES.MARRIAGE_NOTICE });
  const clock = new SystemClock();
  const engine = new ApplicationsService({
    db,
    clock,
    hooks,
    documents: { files, publicUrl, clock },
    notified: () => undefined,
  });
  const officer = await callerFor(db, 'officer@demo.test');
  const pdf = await files.put(demoPdf('Scanned document (demo)'));
  const rooms = await db.select().from(marriageRooms);
  const room = (name: string) => rooms.find((r) => r.name === name)!;
  const nairobi1 = room('Sheria House Marriage Room 1');
  const mombasa = room('Mombasa Registrar Marriage Hall');
  const today = nairobiDate(now);

  async function give(couple: Couple, approve: boolean) {
    const applicant = await callerFor(db, couple.applicant);
    const form = {
      partyA: couple.partyA,
      partyB: couple.partyB,
      intendedDate: addDays(today, 35),
      district: couple.district,
      venue: { type: 'REGISTRAR_OFFICE', name: couple.venue, licenceReference: null },
      witnesses: [
        { fullName: 'Peter Kamau Njenga', idNumber: '22456781', phone: '+254722456781' },
        { fullName: 'Grace Atieno Oduor', idNumber: '23567892', phone: '+254723567892' },
      ],
      specialLicenceReference: null,
      ...(couple.extras ? { extras: couple.extras } : {}),
    };
    let app = await engine.createDraft(applicant, { serviceCode: 'MARRIAGE_NOTICE', formData: form });
    for (const kind of requiredAttachments('MARRIAGE_NOTICE', form)) {
      await db.insert(attachments).values({
        applicationId: app.id,
        kind,
        fileName: `${kind.toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        size: pdf.size,
        sha256: pdf.sha256,
        uploadedBy: applicant.userId,
      });
    }
    // Both parties declared it the day before it was submitted (issue 24).
    await recordDeclaredByBoth(db, app, new Date(now.getTime() - DAY));
    app = await engine.transition(applicant, app.id, 'submit', { version: app.version });
    if (app.status === 'Payment_Confirmation') {
      await seedDemoReceipt(db, { files, applications: engine }, app.id);
      [app] = await db.select().from(applications).where(eq(applications.id, app.id));
    }
    if (!approve) return { app, notice: null };
    app = await engine.transition(officer, app.id, 'claim', { version: app.version });
    app = await engine.transition(officer, app.id, 'approve', {
      version: app.version,
      comment: 'Identity documents and ages checked; in order.',
    });
    const [notice] = await db.select().from(notices).where(eq(notices.applicationId, app.id));
    return { app, notice, applicant };
  }

  /** Moves a notice's publication `days` into the past. */
  async function publishedAgo(noticeId: string, days: number, intendedDate?: string) {
    const publishedAt = new Date(now.getTime() - days * DAY);
    await db
      .update(notices)
      .set({
        publishedAt,
        noticeEndsAt: deadlineAfter(publishedAt, 21),
        validUntil: deadlineAfter(publishedAt, 90),
        ...(intendedDate ? { intendedDate } : {}),
      })
      .where(eq(notices.id, noticeId));
  }

  /** The first slot of the room on the first open day from `from` on (days ahead of today). */
  function slotFrom(r: typeof nairobi1, from: number, hour: number) {
    for (let d = from; d < from + 14; d += 1) {
      const date = addDays(today, d);
      const slot = slotGrid(r, date).find(
        (s) => s.startsAt.getTime() === nairobiInstant(date, `${String(hour).padStart(2, '0')}:00`).getTime(),
      );
      if (slot) return { date, ...slot };
    }
    throw new Error('no open day');
  }

  // 0. Still with its applicant: Hawa (Party A) has declared, Otieno (Party B) is asked to declare
  //    since an hour ago; it can be paid once he has (issue 24: both parties declare).
  {
    const hawa = await callerFor(db, 'hawa@demo.test');
    const form = {
      partyA: person('37391645', '+254712300007', 'Nurse', '047'),
      partyB: person('37480217', '+254712300008', 'Civil engineer', '047'),
      intendedDate: addDays(today, 50),
      district: '047',
      venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Harambee Avenue, Nairobi', licenceReference: null },
      witnesses: [
        { fullName: 'Salim Omar Bakari', idNumber: '22567813', phone: '+254722567813' },
        { fullName: 'Mercy Wanjiru Kimani', idNumber: '23678924', phone: '+254723678924' },
      ],
      specialLicenceReference: null,
    };
    const draft = await engine.createDraft(hawa, { serviceCode: 'MARRIAGE_NOTICE', formData: form });
    for (const kind of requiredAttachments('MARRIAGE_NOTICE', form))
      await db.insert(attachments).values({
        applicationId: draft.id,
        kind,
        fileName: `${kind.toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        size: pdf.size,
        sha256: pdf.sha256,
        uploadedBy: hawa.userId,
      });
    const hourAgo = new Date(now.getTime() - 3_600_000);
    await recordDeclaredByBoth(db, draft, hourAgo);
    await db
      .update(noticeDeclarations)
      .set({ status: 'INVITED', userId: null, declaredAt: null, declaredIn: null, confirmed: [], formDigest: null })
      .where(and(eq(noticeDeclarations.applicationId, draft.id), eq(noticeDeclarations.party, 'partyB')));
  }

  // 1. In the officer's queue.
  await give(COUPLES.submitted, false);

  // 2. Published, in its notice period, with an open objection (escalations).
  const objected = await give(COUPLES.objected, true);
  await publishedAgo(objected.notice!.id, 6);
  await db.insert(objections).values({
    noticeId: objected.notice!.id,
    reference: `OBJ-${nairobiYear(now)}-900001`,
    objectorName: 'Rose Mueni Kioko',
    objectorContact: '+254711223344',
    grounds:
      'I am married to Mutua James Musyoka under Kamba customary law since 2016; we have two children. I attach nothing yet but can bring witnesses.',
    status: 'OPEN',
    createdAt: new Date(now.getTime() - 2 * DAY),
  });

  // 2b. Two more on the public notice board, no objection.
  const onBoard = await give(COUPLES.onBoard, true);
  await publishedAgo(onBoard.notice!.id, 3);
  const onBoardCoast = await give(COUPLES.onBoardCoast, true);
  await publishedAgo(onBoardCoast.notice!.id, 10);

  // 3. Cleared (published 25 days ago), booked later this week in a Nairobi room.
  const cleared = await give(COUPLES.cleared, true);
  const later = slotFrom(nairobi1, 2, 11);
  await publishedAgo(cleared.notice!.id, 25, later.date);
  await db.insert(bookings).values({
    noticeId: cleared.notice!.id,
    roomId: nairobi1.id,
    startsAt: later.startsAt,
    endsAt: later.endsAt,
    status: 'BOOKED',
    bookedBy: cleared.applicant!.userId,
    createdAt: new Date(now.getTime() - 3 * DAY),
  });

  // 4. Booked for today (the dashboard's weddings of the day): the next hour of a room, whatever the day.
  const todays = await give(COUPLES.today, true);
  await publishedAgo(todays.notice!.id, 30, today);
  const localHour = Number(toDisplayTime(now).slice(0, 2));
  const hour = Math.min(Math.max(localHour + 1, 10), 23);
  const todayStart = nairobiInstant(today, `${String(hour).padStart(2, '0')}:00`);
  await db.insert(bookings).values({
    noticeId: todays.notice!.id,
    roomId: nairobi1.id,
    startsAt: todayStart,
    endsAt: new Date(todayStart.getTime() + 60 * 60_000),
    status: 'BOOKED',
    bookedBy: officer.userId,
    createdAt: new Date(now.getTime() - 5 * DAY),
  });

  // 4b. Under way now (issue 20 #20): began 20 minutes before the seed (not before the Nairobi day) and
  // runs two hours, so whatever the hour a person can record it at once and follow it to the certificate.
  const underWay = await give(COUPLES.underWay, true);
  await publishedAgo(underWay.notice!.id, 28, today);
  const underWayStart = new Date(Math.max(startOfNairobiDay(today).getTime(), now.getTime() - 20 * 60_000));
  const nairobi2 = room('Sheria House Marriage Room 2');
  await db.insert(bookings).values({
    noticeId: underWay.notice!.id,
    roomId: nairobi2.id,
    startsAt: underWayStart,
    endsAt: new Date(underWayStart.getTime() + 2 * 60 * 60_000),
    status: 'BOOKED',
    bookedBy: officer.userId,
    createdAt: new Date(now.getTime() - 6 * DAY),
  });

  // 5. Celebrated three days ago: register entry and certificate.
  const celebrated = await give(COUPLES.celebrated, true);
  const celebratedAt = nairobiInstant(addDays(today, -3), '10:00');
  await publishedAgo(celebrated.notice!.id, 40, addDays(today, -3));
  const [pastBooking] = await db
    .insert(bookings)
    .values({
      noticeId: celebrated.notice!.id,
      roomId: nairobi1.id,
      startsAt: celebratedAt,
      endsAt: new Date(celebratedAt.getTime() + 60 * 60_000),
      status: 'BOOKED',
      bookedBy: celebrated.applicant!.userId,
      createdAt: new Date(now.getTime() - 12 * DAY),
    })
    .returning();
  const register = new RegisterService({
    db,
    clock,
    documents: { files, publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080', clock },
    notified: () => undefined,
  });
  await register.celebrate(officer, pastBooking.id, {
    officiantName: 'Mercy Atieno, Registrar of Marriages',
    witnessesPresent: ['Peter Kamau Njenga', 'Grace Atieno Oduor'],
    celebratedAt,
  });

  // 6. A booking missed five days ago (calendar-uncelebrated); the notice is still valid.
  const missed = await give(COUPLES.missed, true);
  const missedAt = nairobiInstant(addDays(today, -5), '11:00');
  await publishedAgo(missed.notice!.id, 35, addDays(today, -5));
  await db.insert(bookings).values({
    noticeId: missed.notice!.id,
    roomId: mombasa.id,
    startsAt: missedAt,
    endsAt: new Date(missedAt.getTime() + 60 * 60_000),
    status: 'MISSED',
    bookedBy: missed.applicant!.userId,
    createdAt: new Date(now.getTime() - 20 * DAY),
  });

  // 7. A notice that lapsed: published 100 days ago, never celebrated.
  const lapsed = await give(COUPLES.lapsed, true);
  await publishedAgo(lapsed.notice!.id, 100, addDays(today, -70));
  await db
    .update(notices)
    .set({ status: 'LAPSED' })
    .where(and(eq(notices.id, lapsed.notice!.id), eq(notices.status, 'PUBLISHED')));
}
