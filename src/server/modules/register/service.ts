import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import { nairobiDate, nairobiDayBounds, toDisplayDateTime } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { canManageWeddings } from '../../../shared/noticePermissions.js';
import { canAccess } from '../../../shared/permissions.js';
import { licenceStatus } from '../../../shared/licences.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  applicationEvents,
  applications,
  bookings,
  districts,
  licences,
  marriageRooms,
  marriages,
  notices,
  registerBooks,
  users,
  type RegisterParty,
} from '../../db/schema/index.js';
import { idFilter, type ParsedList } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { readableServices } from '../applications/access.js';
import { issueDocument, type DocumentDeps } from '../documents/service.js';
import { hasSubsistingMarriage } from '../notices/checks.js';
import { ageOn, applicationEvent, notifyUser, pad6, partyName } from '../notices/common.js';
import { bookingQuery, readsMarriages, textFilter } from '../notices/service.js';
import { certificateLines, CERTIFICATE_TITLE, issueCertificateCopies } from './certificate.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BOOK_CAPACITY = 500;

export interface RegisterDeps {
  db: Db;
  clock: Clock;
  documents: DocumentDeps;
  notified(): void;
}

export interface CelebrationInput {
  officiantName: string;
  witnessesPresent: string[];
  celebratedAt?: Date;
}

/**
 * The next place in the marriage register of a district and year: the book with room (a new one when
 * the newest is full), its next entry number (the book counts its entries) and the district's next
 * registration number. Every way into the register (celebration, institution marriage, marriage
 * return, the demo) takes its place here, inside its own transaction, in one call
 * (`register_place_next`, migration 0036): the newest book of the district and year while it has
 * room, locked until the transaction ends; a new book is opened by one transaction at a time for a
 * district and year (two first entries of a year, or two entries past a full book, at once would
 * otherwise both number theirs the same and one officer be refused 409), and the one that waited
 * takes the book just opened.
 */
const placeTaken = prepared('register_place_next', (db) =>
  db
    .select({
      book_id: sql<string>`place.book_id`,
      book_number: sql<string>`place.book_number`,
      entry_number: sql<number>`place.entry_number`,
      registration_seq: sql<number>`place.registration_seq`,
    })
    .from(
      sql`register_place_next(${sql.placeholder('district')}, ${sql.placeholder('year')}::int, ${sql.placeholder('capacity')}::int, ${sql.placeholder('at')}::timestamptz) as place`,
    ),
);

export async function nextRegisterPlace(tx: Tx, district: string, year: number, now: Date) {
  const [place] = (await placeTaken(tx, { district, year, capacity: BOOK_CAPACITY, at: now.toISOString() })) as {
    book_id: string;
    book_number: string;
    entry_number: number;
    registration_seq: number;
  }[];
  return {
    bookId: place.book_id,
    bookNumber: place.book_number,
    entryNumber: Number(place.entry_number),
    registrationNumber: `MC/${district}/${year}/${pad6(Number(place.registration_seq))}`,
  };
}

export class RegisterService {
  constructor(private readonly deps: RegisterDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The officer records the celebration: the register entry, the certificate, booking and notice CELEBRATED. */
  async celebrate(caller: Caller, bookingId: string, input: CelebrationInput) {
    if (!canManageWeddings(caller)) throw forbidden('Only an officer records a celebration');
    if (!UUID.test(bookingId)) throw notFound('No such booking');
    const now = this.now();
    const celebratedAt = input.celebratedAt ?? now;
    if (celebratedAt.getTime() > now.getTime())
      throw badRequest(VALIDATION_MESSAGE, { celebratedAt: 'The time of the celebration cannot be in the future' });
    const result = await this.deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!booking) throw notFound('No such booking');
      const [notice] = await tx.select().from(notices).where(eq(notices.id, booking.noticeId)).for('update');
      if (caller.district && caller.district !== notice.district) throw notFound('No such booking');
      if (booking.status !== 'BOOKED')
        throw conflict(`A booking that is ${booking.status.toLowerCase()} cannot be celebrated`);
      if (booking.startsAt.getTime() > now.getTime())
        throw conflict(`The wedding is booked for ${toDisplayDateTime(booking.startsAt)}; record it then`);
      if (notice.status !== 'PUBLISHED') throw conflict(`The notice is ${notice.status.toLowerCase()}`);
      const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
      const form = application.formData as { partyA: Party; partyB: Party; district: string };
      for (const [key, party] of [
        ['partyA', form.partyA],
        ['partyB', form.partyB],
      ] as const) {
        if (await hasSubsistingMarriage(tx, party.idNumber))
          throw conflict(`${key === 'partyA' ? 'Party A' : 'Party B'} has a subsisting marriage in the register`);
      }
      const [room] = booking.roomId
        ? await tx.select({ name: marriageRooms.name }).from(marriageRooms).where(eq(marriageRooms.id, booking.roomId))
        : [];
      // The special licences the notice names serve this marriage: each must still stand, and is used by it.
      const licenceIds = [notice.waiverLicenceId, notice.venueLicenceId].filter((id): id is string => Boolean(id));
      const namedLicences = licenceIds.length
        ? await tx.select().from(licences).where(inArray(licences.id, licenceIds)).for('update')
        : [];
      for (const licence of namedLicences) {
        const status = licenceStatus(licence, now);
        if (status !== 'VALID')
          throw conflict(
            `Special licence ${licence.number} is ${status.toLowerCase()}; the marriage cannot be celebrated under it`,
          );
      }
      const names = new Map(
        (await tx.select({ code: districts.code, name: districts.name }).from(districts)).map((d) => [d.code, d.name]),
      );
      const on = nairobiDate(celebratedAt);
      const entryOf = (p: Party): RegisterParty => ({
        name: partyName(p),
        idType: p.idType,
        idNumber: p.idNumber,
        age: ageOn(p.dateOfBirth, on),
        condition: p.condition,
        occupation: p.occupation,
        residence: names.get(p.residenceDistrict) ?? p.residenceDistrict,
        father: p.fatherName,
        mother: p.motherName,
        sex: p.sex,
      });
      const year = Number(on.slice(0, 4));
      const { bookId, bookNumber, entryNumber, registrationNumber } = await nextRegisterPlace(
        tx,
        notice.district,
        year,
        now,
      );
      const partyA = entryOf(form.partyA);
      const partyB = entryOf(form.partyB);
      const venueName = room?.name ?? booking.venueName ?? notice.venueName;
      const witnesses = input.witnessesPresent.map((w) => w.trim());
      const [marriage] = await tx
        .insert(marriages)
        .values({
          registrationNumber,
          bookId,
          entryNumber,
          district: notice.district,
          noticeId: notice.id,
          applicationId: application.id,
          partyA,
          partyB,
          partyAIdNumber: form.partyA.idNumber.trim().toUpperCase(),
          partyBIdNumber: form.partyB.idNumber.trim().toUpperCase(),
          celebratedAt,
          venueName,
          officiantName: input.officiantName.trim(),
          witnesses,
          recordedBy: caller.userId,
          status: 'SUBSISTING',
          // A registrar's marriage is civil: in a marriage room of the registry, or at a private venue on a visit.
          ceremony: 'CIVIL',
          place: booking.kind === 'VISIT' ? 'PRIVATE_VENUE' : 'REGISTRY',
          createdAt: now,
        })
        .returning();
      const lines = certificateLines({
        venueName,
        districtName: names.get(notice.district) ?? notice.district,
        celebratedAt,
        bookNumber,
        entryNumber,
        noticeNumber: notice.noticeNumber,
        partyA,
        partyB,
        officiantName: input.officiantName.trim(),
        witnesses,
      });
      const certificate = await issueDocument(tx, this.deps.documents, {
        kind: 'MARRIAGE_CERTIFICATE',
        title: CERTIFICATE_TITLE,
        number: registrationNumber,
        applicationId: application.id,
        ownerId: application.applicantId,
        issuedBy: caller.userId,
        issuedAt: now,
        lines,
      });
      await tx.update(marriages).set({ certificateDocumentId: certificate.id }).where(eq(marriages.id, marriage.id));
      const copies = await issueCertificateCopies(tx, this.deps.documents, {
        application,
        registrationNumber,
        issuedBy: caller.userId,
        now,
        lines,
      });
      await tx.update(bookings).set({ status: 'CELEBRATED' }).where(eq(bookings.id, booking.id));
      for (const licence of namedLicences) {
        await tx
          .update(licences)
          .set({ usedAt: now, usedByMarriageId: marriage.id })
          .where(eq(licences.id, licence.id));
        await audit(tx, {
          actorId: caller.userId,
          action: 'licence.used',
          entity: 'licence',
          entityId: licence.id,
          before: { usedAt: null },
          after: { usedAt: now, marriageId: marriage.id },
        });
      }
      await tx.update(notices).set({ status: 'CELEBRATED' }).where(eq(notices.id, notice.id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'marriage.celebrated',
        entity: 'marriage',
        entityId: marriage.id,
        after: {
          registrationNumber,
          bookNumber,
          entryNumber,
          bookingId: booking.id,
          noticeId: notice.id,
          certificateDocumentId: certificate.id,
          copies,
        },
      });
      if (copies.length)
        await applicationEvent(
          tx,
          application,
          caller.userId,
          'copies-issued',
          `Copies ${copies.join(', ')} of certificate ${registrationNumber} issued`,
          now,
        );
      await applicationEvent(
        tx,
        application,
        caller.userId,
        'celebrated',
        `Registered as ${registrationNumber} (book ${bookNumber}, entry ${entryNumber})`,
        now,
      );
      await notifyUser(tx, application.applicantId, 'CERTIFICATE_ISSUED', {
        subject: `Your marriage certificate ${registrationNumber}`,
        body: `Congratulations! Your marriage is entered in the register (book ${bookNumber}, entry ${entryNumber}) and your marriage certificate ${registrationNumber} is issued. Download it from your applications; anyone can check it with the code printed on it.`,
        sms: `Congratulations! Marriage certificate ${registrationNumber} issued. Download it from the portal.`,
      });
      return {
        marriageId: marriage.id,
        registrationNumber,
        bookNumber,
        entryNumber,
        certificateDocumentId: certificate.id,
      };
    });
    this.deps.notified();
    return result;
  }

  private requireReader(caller: Caller) {
    if (!readsMarriages(caller)) throw forbidden('Your role cannot see the marriage register');
  }

  async listMarriages(caller: Caller, list: ParsedList<'celebratedAt' | 'registrationNumber' | 'entryNumber'>) {
    this.requireReader(caller);
    const f = list.filter;
    const days = nairobiDayBounds(f.from, f.to);
    const q = typeof f.q === 'string' ? f.q.trim() : '';
    const where = and(
      caller.district ? eq(marriages.district, caller.district) : undefined,
      idFilter(f, marriages.id),
      typeof f.district === 'string' && f.district ? eq(marriages.district, f.district) : undefined,
      // One book's entries (the register book page); the list's filter rules already refuse a bookId that is not a uuid.
      typeof f.bookId === 'string' && f.bookId ? eq(marriages.bookId, f.bookId) : undefined,
      typeof f.status === 'string' && f.status ? eq(marriages.status, f.status as 'SUBSISTING') : undefined,
      days.start ? gte(marriages.celebratedAt, days.start) : undefined,
      days.end ? lt(marriages.celebratedAt, days.end) : undefined,
      q
        ? or(
            textFilter(
              q,
              marriages.registrationNumber,
              sql`${marriages.partyA}->>'name'`,
              sql`${marriages.partyB}->>'name'`,
            ),
            eq(sql`upper(${marriages.partyAIdNumber})`, q.toUpperCase()),
            eq(sql`upper(${marriages.partyBIdNumber})`, q.toUpperCase()),
          )
        : undefined,
    );
    const column = {
      celebratedAt: marriages.celebratedAt,
      registrationNumber: marriages.registrationNumber,
      entryNumber: marriages.entryNumber,
    }[list.sort.field];
    const { rows, total } = await pageOf(
      this.marriageQuery().where(where).$dynamic(),
      countOf(this.deps.db, marriages, where),
      listOrder(list, column, marriages.id),
      list.range,
    );
    return { rows: rows.map(shapeMarriage), total };
  }

  private marriageQuery() {
    return this.deps.db
      .select({
        marriage: marriages,
        bookNumber: registerBooks.bookNumber,
        districtName: districts.name,
        noticeNumber: notices.noticeNumber,
      })
      .from(marriages)
      .innerJoin(registerBooks, eq(registerBooks.id, marriages.bookId))
      .innerJoin(districts, eq(districts.code, marriages.district))
      .leftJoin(notices, eq(notices.id, marriages.noticeId));
  }

  async getMarriage(caller: Caller, id: string) {
    this.requireReader(caller);
    if (!UUID.test(id)) throw notFound('No such register entry');
    const [row] = await this.marriageQuery().where(
      and(eq(marriages.id, id), caller.district ? eq(marriages.district, caller.district) : undefined),
    );
    if (!row) throw notFound('No such register entry');
    return shapeMarriage(row);
  }

  async listBooks(caller: Caller, list: ParsedList<'bookNumber' | 'year' | 'createdAt'>) {
    this.requireReader(caller);
    const f = list.filter;
    const where = and(
      caller.district ? eq(registerBooks.district, caller.district) : undefined,
      idFilter(f, registerBooks.id),
      typeof f.district === 'string' && f.district ? eq(registerBooks.district, f.district) : undefined,
      f.year !== undefined && Number.isInteger(Number(f.year)) ? eq(registerBooks.year, Number(f.year)) : undefined,
    );
    const column = {
      bookNumber: registerBooks.bookNumber,
      year: registerBooks.year,
      createdAt: registerBooks.createdAt,
    }[list.sort.field];
    const { rows, total } = await pageOf(
      this.deps.db
        .select({ book: registerBooks, districtName: districts.name })
        .from(registerBooks)
        .innerJoin(districts, eq(districts.code, registerBooks.district))
        .where(where)
        .$dynamic(),
      countOf(this.deps.db, registerBooks, where),
      listOrder(list, column, registerBooks.id),
      list.range,
    );
    return { rows: rows.map((r) => ({ ...r.book, districtName: r.districtName })), total };
  }

  async getBook(caller: Caller, id: string) {
    this.requireReader(caller);
    if (!UUID.test(id)) throw notFound('No such register book');
    const [row] = await this.deps.db
      .select({ book: registerBooks, districtName: districts.name })
      .from(registerBooks)
      .innerJoin(districts, eq(districts.code, registerBooks.district))
      .where(and(eq(registerBooks.id, id), caller.district ? eq(registerBooks.district, caller.district) : undefined));
    if (!row) throw notFound('No such register book');
    return { ...row.book, districtName: row.districtName };
  }

  /** The back-office home: today's weddings and the latest steps on the applications the caller reads. */
  async today(caller: Caller) {
    if (!canAccess(caller, { action: 'read', resource: 'dashboard' })) throw forbidden('Your role has no dashboard');
    const today = nairobiDate(this.now());
    const day = nairobiDayBounds(today, today);
    const weddingsToday = readsMarriages(caller)
      ? await bookingQuery(this.deps.db)
          .where(
            and(
              gte(bookings.startsAt, day.start!),
              lt(bookings.startsAt, day.end!),
              inArray(bookings.status, ['BOOKED', 'CELEBRATED', 'MISSED']),
              caller.district ? eq(notices.district, caller.district) : undefined,
            ),
          )
          .orderBy(asc(bookings.startsAt), asc(marriageRooms.name))
      : [];
    const services = readableServices(caller);
    const recent = services.length
      ? await this.deps.db
          .select({
            at: applicationEvents.at,
            action: applicationEvents.action,
            reference: applications.reference,
            applicationId: applications.id,
            serviceCode: applications.serviceCode,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(applicationEvents)
          .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
          .leftJoin(users, eq(users.id, applicationEvents.actorId))
          .where(
            and(
              inArray(applications.serviceCode, services),
              sql`${applications.status} <> 'Draft'`,
              caller.district ? eq(applications.district, caller.district) : undefined,
            ),
          )
          .orderBy(desc(applicationEvents.id))
          .limit(10)
      : [];
    return {
      weddingsToday,
      recentActivity: recent.map((r) => ({
        at: r.at,
        action: r.action,
        reference: r.reference,
        applicationId: r.applicationId,
        serviceCode: r.serviceCode,
        actorName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
      })),
    };
  }
}

function shapeMarriage(row: {
  marriage: typeof marriages.$inferSelect;
  bookNumber: string;
  districtName: string;
  noticeNumber: string | null;
}) {
  return {
    ...row.marriage,
    partyAName: row.marriage.partyA.name,
    partyBName: row.marriage.partyB.name,
    bookNumber: row.bookNumber,
    districtName: row.districtName,
    noticeNumber: row.noticeNumber,
  };
}
