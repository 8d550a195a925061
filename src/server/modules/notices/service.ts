import { noticeDeclarations } from '../declarations/schema.js';
import { viewsOf } from '../declarations/service.js';
import { and, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import { nairobiDate, nairobiYear, toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { canDecideObjection } from '../../../shared/noticePermissions.js';
import { canAccess } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { applications, bookings, districts, marriageRooms, notices, objections } from '../../db/schema/index.js';
import { idFilter, type ParsedList } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { ApplicationsService } from '../applications/service.js';
import { ISSUING_OFFICE } from '../documents/service.js';
import { renderDocumentPdf, type DocumentLine } from '../documents/pdf.js';
import { venueLicenceNumberOf, waiverLicenceNumberOf } from '../licensing/lookup.js';
import { qualified } from '../../db/qualified.js';
import { noticeChecks } from './checks.js';
import { ageOn, applicationEvent, marriageConfig, nextNumber, notifyUser, pad6, partyName } from './common.js';

export type NoticeRow = typeof notices.$inferSelect;
export type ObjectionRow = typeof objections.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONDITION_WORDS: Record<string, string> = {
  NEVER_MARRIED: 'Never married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
};

/**
 * Open objections of a notice, as a column of a notice query. The notice's id is named with its table:
 * in a query over one table Drizzle writes a column bare, and a bare "id" inside the subquery would be
 * the objection's own id (the count was always 0).
 */
export const openObjectionsOf =
  sql<number>`(select count(*)::int from objections o where o.notice_id = ${qualified(notices.id)} and o.status = 'OPEN')`.mapWith(
    Number,
  );

export function isCleared(
  notice: Pick<NoticeRow, 'status' | 'noticeEndsAt'>,
  openObjections: number,
  now: Date,
): boolean {
  return notice.status === 'PUBLISHED' && now.getTime() >= notice.noticeEndsAt.getTime() && openObjections === 0;
}

/** Staff who read the notice book, objections, bookings and the register. */
export function readsMarriages(caller: Caller): boolean {
  return (
    canAccess(caller, { action: 'read', resource: 'marriage-registrations' }) ||
    canAccess(caller, { action: 'read', resource: 'registry' })
  );
}

/** Booking rows as the calendar and the lists show them. */
export const bookingColumns = {
  id: bookings.id,
  noticeId: bookings.noticeId,
  noticeNumber: notices.noticeNumber,
  partyAName: notices.partyAName,
  partyBName: notices.partyBName,
  kind: bookings.kind,
  roomId: bookings.roomId,
  roomName: sql<string>`coalesce(${marriageRooms.name}, ${bookings.venueName}, '')`,
  venueAddress: bookings.venueAddress,
  officerId: bookings.officerId,
  officerName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${bookings.officerId})`,
  district: notices.district,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  applicationId: notices.applicationId,
};

export function bookingQuery(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(notices, eq(notices.id, bookings.noticeId))
    .leftJoin(marriageRooms, eq(marriageRooms.id, bookings.roomId));
}

/** A text filter: the words in any of the columns. */
export function textFilter(q: unknown, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (typeof q !== 'string' || !q.trim()) return undefined;
  const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface NoticesDeps {
  db: Db;
  clock: Clock;
  applications: ApplicationsService;
  publicUrl: string;
  notified(): void;
}

export class NoticesService {
  constructor(private readonly deps: NoticesDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private async noticeApplication(caller: Caller, applicationId: string) {
    const application = await this.deps.applications.getVisible(caller, applicationId);
    if (application.serviceCode !== 'MARRIAGE_NOTICE') throw notFound('This application is not a notice of marriage');
    return application;
  }

  async checks(caller: Caller, applicationId: string) {
    const application = await this.noticeApplication(caller, applicationId);
    const results = await noticeChecks(this.deps.db, application, this.now());
    return results.map(({ field: _field, ...rest }) => rest);
  }

  async preview(caller: Caller, applicationId: string) {
    const application = await this.noticeApplication(caller, applicationId);
    const form = application.formData as Partial<{
      partyA: Partial<Party>;
      partyB: Partial<Party>;
      intendedDate: string;
      district: string;
      venue: { name?: string };
    }>;
    const [notice] = await this.deps.db.select().from(notices).where(eq(notices.applicationId, application.id));
    const config = await marriageConfig(this.deps.db);
    const declared = viewsOf(
      await this.deps.db.select().from(noticeDeclarations).where(eq(noticeDeclarations.applicationId, application.id)),
      application.formData as Record<string, unknown>,
    );
    const district = notice?.district ?? form.district ?? application.district ?? '';
    const names = new Map(
      (await this.deps.db.select({ code: districts.code, name: districts.name }).from(districts)).map((d) => [
        d.code,
        d.name,
      ]),
    );
    const today = nairobiDate(this.now());
    const party = (p: Partial<Party> | undefined) => ({
      name: partyName(p as Party),
      age: p?.dateOfBirth ? ageOn(p.dateOfBirth, today) : null,
      condition: p?.condition ?? '',
      occupation: p?.occupation ?? '',
      residence: p?.residenceDistrict ? (names.get(p.residenceDistrict) ?? p.residenceDistrict) : '',
    });
    return {
      noticeNumber: notice?.noticeNumber ?? null,
      district,
      districtName: names.get(district) ?? district,
      partyA: party(form.partyA),
      partyB: party(form.partyB),
      intendedDate: notice?.intendedDate ?? form.intendedDate ?? '',
      venueName: notice?.venueName ?? form.venue?.name ?? '',
      noticePeriodDays: config.noticePeriodDays,
      publishedAt: notice?.publishedAt ?? null,
      noticeEndsAt: notice?.noticeEndsAt ?? null,
      declarations: declared.map((d) => ({
        party: d.party,
        name: d.name,
        declaredAt: d.current ? d.declaredAt : null,
      })),
      reference: application.reference,
    };
  }

  /** The notice as a PDF (rendered on request, not stored): the public board is where it is checked. */
  async previewPdf(
    caller: Caller,
    applicationId: string,
  ): Promise<{ bytes: Buffer; fileName: string; district: string }> {
    const { reference, ...p } = await this.preview(caller, applicationId);
    const now = this.now();
    const party = (label: string, x: typeof p.partyA): DocumentLine[] => [
      { heading: label },
      { label: 'Name', value: x.name },
      { label: 'Age', value: x.age === null ? '' : String(x.age), indent: true },
      { label: 'Condition', value: CONDITION_WORDS[x.condition] ?? x.condition, indent: true },
      { label: 'Occupation', value: x.occupation, indent: true },
      { label: 'Residence', value: x.residence, indent: true },
    ];
    const number = p.noticeNumber ?? `${reference} (not yet published)`;
    const boardUrl = `${this.deps.publicUrl.replace(/\/$/, '')}/notices${p.noticeNumber ? `?q=${encodeURIComponent(p.noticeNumber)}` : ''}`;
    const bytes = await renderDocumentPdf(
      {
        office: ISSUING_OFFICE,
        title: 'Notice of intended marriage',
        number,
        issuedOn: toDisplayDate(p.publishedAt ?? now),
        issuedByName: null,
        lines: [
          `Notice is hereby given that the persons named below intend to marry in ${p.districtName} district. ` +
            `Anyone who knows of a lawful impediment may object on the public notice board within ${p.noticePeriodDays} days of publication.`,
          ...party('Party A', p.partyA),
          ...party('Party B', p.partyB),
          // Both parties' declarations (issue 24): each made from the party's own account, with its date.
          { heading: 'Declarations' },
          ...p.declarations.map((d) => ({
            label: d.party === 'partyA' ? 'Party A' : 'Party B',
            value: d.declaredAt
              ? `${d.name} declared on ${toDisplayDate(d.declaredAt)} that there is no lawful impediment and that the particulars are true`
              : `${d.name}: not yet declared`,
          })),
          { heading: 'The marriage' },
          { label: 'Intended date', value: toDisplayDate(p.intendedDate) },
          { label: 'Venue', value: p.venueName },
          { label: 'District', value: p.districtName },
          { label: 'Published', value: p.publishedAt ? toDisplayDateTime(p.publishedAt) : 'Not yet published' },
          {
            label: 'Objections until',
            value: p.noticeEndsAt ? toDisplayDateTime(p.noticeEndsAt) : `${p.noticePeriodDays} days after publication`,
          },
        ],
        verifyUrl: boardUrl,
        code: (p.noticeNumber ?? reference).replace(/[^A-Za-z0-9]/g, ''),
      },
      p.publishedAt ?? now,
    );
    return {
      bytes,
      fileName: `notice-${(p.noticeNumber ?? reference).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
      district: p.district,
    };
  }

  /** The published notice of an application with its state, or 404. */
  async ofApplication(caller: Caller, applicationId: string) {
    const application = await this.noticeApplication(caller, applicationId);
    const [row] = await this.noticeQuery().where(eq(notices.applicationId, application.id));
    if (!row) throw notFound('This notice is not published yet');
    const [booking] = await bookingQuery(this.deps.db)
      .where(and(eq(bookings.noticeId, row.notice.id), sql`${bookings.status} in ('BOOKED', 'CELEBRATED')`))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    return {
      ...row.notice,
      waiverLicenceNumber: row.waiverLicenceNumber,
      venueLicenceNumber: row.venueLicenceNumber,
      cleared: isCleared(row.notice, row.openObjections, this.now()),
      openObjections: row.openObjections,
      booking: booking ?? null,
    };
  }

  // ---- the public board ------------------------------------------------------------------------

  async publicBoard(list: ParsedList<string>) {
    const now = this.now();
    const where = and(
      eq(notices.status, 'PUBLISHED'),
      gt(notices.noticeEndsAt, now),
      idFilter(list.filter, notices.id),
      typeof list.filter.district === 'string' && list.filter.district
        ? eq(notices.district, list.filter.district)
        : undefined,
      textFilter(list.filter.q, notices.partyAName, notices.partyBName, notices.noticeNumber),
    );
    return pageOf(
      this.deps.db
        .select({
          id: notices.id,
          noticeNumber: notices.noticeNumber,
          partyAName: notices.partyAName,
          partyBName: notices.partyBName,
          district: notices.district,
          districtName: districts.name,
          intendedDate: notices.intendedDate,
          venueName: notices.venueName,
          publishedAt: notices.publishedAt,
          noticeEndsAt: notices.noticeEndsAt,
        })
        .from(notices)
        .innerJoin(districts, eq(districts.code, notices.district))
        .where(where)
        .$dynamic(),
      countOf(this.deps.db, notices, where),
      listOrder(list, notices.publishedAt, notices.id),
      list.range,
    );
  }

  async lodgeObjection(
    noticeId: string,
    input: { objectorName: string; objectorContact: string; grounds: string },
    ip: string | null,
  ) {
    if (!UUID.test(noticeId)) throw notFound('No such notice');
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const [notice] = await tx.select().from(notices).where(eq(notices.id, noticeId)).for('update');
      if (!notice) throw notFound('No such notice');
      if (notice.status !== 'PUBLISHED' || now.getTime() >= notice.noticeEndsAt.getTime())
        throw conflict('This notice is not open for objections');
      const reference = `OBJ-${nairobiYear(now)}-${pad6(await nextNumber(tx, 'OBJ', nairobiYear(now)))}`;
      const [objection] = await tx
        .insert(objections)
        .values({
          noticeId,
          reference,
          objectorName: input.objectorName,
          objectorContact: input.objectorContact,
          grounds: input.grounds,
          status: 'OPEN',
          createdAt: now,
        })
        .returning();
      const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
      if (application)
        await applicationEvent(tx, application, null, 'objection-lodged', `Objection ${reference} lodged`, now);
      await audit(tx, {
        actorId: null,
        action: 'objection.lodged',
        entity: 'objection',
        entityId: objection.id,
        after: { reference, noticeId, noticeNumber: notice.noticeNumber },
        ip,
      });
      return {
        reference,
        message: `Your objection to notice ${notice.noticeNumber} is recorded as ${reference}. The registrar will consider it and may contact you.`,
      };
    });
    return result;
  }

  // ---- objections (escalations) ----------------------------------------------------------------

  private districtScope(caller: Caller): SQL | undefined {
    return caller.district ? eq(notices.district, caller.district) : undefined;
  }

  private requireReader(caller: Caller) {
    if (!canAccess(caller, { action: 'read', resource: 'marriage-registrations' }))
      throw forbidden('Your role cannot see objections');
  }

  /** A notice with what its pages show beside it: open objections, the licence numbers it rests on. */
  private noticeQuery() {
    return this.deps.db
      .select({
        notice: notices,
        openObjections: openObjectionsOf,
        waiverLicenceNumber: waiverLicenceNumberOf,
        venueLicenceNumber: venueLicenceNumberOf,
      })
      .from(notices);
  }

  private objectionQuery() {
    return this.deps.db
      .select({
        objection: objections,
        noticeNumber: notices.noticeNumber,
        partyAName: notices.partyAName,
        partyBName: notices.partyBName,
        applicationId: notices.applicationId,
        noticeStatus: notices.status,
      })
      .from(objections)
      .innerJoin(notices, eq(notices.id, objections.noticeId));
  }

  async listObjections(caller: Caller, list: ParsedList<'createdAt' | 'reference' | 'status'>) {
    this.requireReader(caller);
    const where = and(
      this.districtScope(caller),
      idFilter(list.filter, objections.id),
      typeof list.filter.status === 'string' && list.filter.status
        ? eq(objections.status, list.filter.status as ObjectionRow['status'])
        : undefined,
      typeof list.filter.noticeId === 'string' && UUID.test(list.filter.noticeId)
        ? eq(objections.noticeId, list.filter.noticeId)
        : undefined,
      textFilter(
        list.filter.q,
        objections.reference,
        objections.objectorName,
        notices.noticeNumber,
        notices.partyAName,
        notices.partyBName,
      ),
    );
    const column = { createdAt: objections.createdAt, reference: objections.reference, status: objections.status }[
      list.sort.field
    ];
    const { rows, total } = await pageOf(
      this.objectionQuery().where(where).$dynamic(),
      this.deps.db
        .select({ total: count() })
        .from(objections)
        .innerJoin(notices, eq(notices.id, objections.noticeId))
        .where(where),
      listOrder(list, column, objections.id),
      list.range,
    );
    return { rows: rows.map(({ objection, ...rest }) => ({ ...objection, ...rest })), total };
  }

  async getObjection(caller: Caller, id: string) {
    this.requireReader(caller);
    if (!UUID.test(id)) throw notFound('No such objection');
    const [row] = await this.objectionQuery().where(and(eq(objections.id, id), this.districtScope(caller)));
    if (!row) throw notFound('No such objection');
    const { objection, ...rest } = row;
    return { ...objection, ...rest };
  }

  /** A DIRECTOR or the RG decides an open objection: upheld voids the notice and cancels its booking. */
  async decideObjection(caller: Caller, id: string, decision: 'uphold' | 'dismiss', reason: string) {
    if (!canDecideObjection(caller)) throw forbidden('Only a director or the Registrar General decides objections');
    const why = reason.trim();
    if (why.length < 5) throw badRequest(VALIDATION_MESSAGE, { reason: 'Give the reason for the decision' });
    await this.getObjection(caller, id);
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const [objection] = await tx.select().from(objections).where(eq(objections.id, id)).for('update');
      if (!objection) throw notFound('No such objection');
      if (objection.status !== 'OPEN') throw conflict(`This objection is already ${objection.status.toLowerCase()}`);
      const [notice] = await tx.select().from(notices).where(eq(notices.id, objection.noticeId)).for('update');
      const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
      const status = decision === 'uphold' ? 'UPHELD' : 'DISMISSED';
      const [updated] = await tx
        .update(objections)
        .set({ status, decidedBy: caller.userId, decidedAt: now, decisionReason: why })
        .where(eq(objections.id, id))
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: `objection.${decision === 'uphold' ? 'upheld' : 'dismissed'}`,
        entity: 'objection',
        entityId: id,
        before: { status: 'OPEN' },
        after: { status, reason: why },
      });
      if (decision === 'uphold') {
        if (notice.status === 'PUBLISHED') {
          await tx.update(notices).set({ status: 'VOID', voidReason: why }).where(eq(notices.id, notice.id));
          await audit(tx, {
            actorId: caller.userId,
            action: 'notice.voided',
            entity: 'notice',
            entityId: notice.id,
            before: { status: notice.status },
            after: { status: 'VOID', voidReason: why, objection: objection.reference },
          });
        }
        const cancelled = await tx
          .update(bookings)
          .set({ status: 'CANCELLED' })
          .where(and(eq(bookings.noticeId, notice.id), eq(bookings.status, 'BOOKED')))
          .returning({ id: bookings.id });
        for (const booking of cancelled)
          await audit(tx, {
            actorId: caller.userId,
            action: 'booking.cancelled',
            entity: 'booking',
            entityId: booking.id,
            before: { status: 'BOOKED' },
            after: { status: 'CANCELLED', reason: `Objection ${objection.reference} upheld` },
          });
        if (application) {
          await applicationEvent(tx, application, caller.userId, 'objection-upheld', why, now);
          await notifyUser(tx, application.applicantId, 'OBJECTION_UPHELD', {
            subject: `Your notice of marriage ${notice.noticeNumber} is void`,
            body: `An objection (${objection.reference}) to your notice of marriage ${notice.noticeNumber} was upheld, so the notice is void${cancelled.length ? ' and your wedding booking is cancelled' : ''}. The reason: ${why}`,
            sms: `Objection upheld: notice ${notice.noticeNumber} is void${cancelled.length ? ', booking cancelled' : ''}. Reason: ${why}`.slice(
              0,
              300,
            ),
          });
        }
      } else if (application) {
        await applicationEvent(tx, application, caller.userId, 'objection-dismissed', why, now);
      }
      return updated;
    });
    this.deps.notified();
    return this.getObjection(caller, result.id);
  }

  // ---- the notice book --------------------------------------------------------------------------

  private requireNoticeReader(caller: Caller) {
    if (!readsMarriages(caller)) throw forbidden('Your role cannot see the notice book');
  }

  async listNotices(
    caller: Caller,
    list: ParsedList<'publishedAt' | 'noticeNumber' | 'noticeEndsAt' | 'intendedDate' | 'status'>,
  ) {
    this.requireNoticeReader(caller);
    const where = and(
      this.districtScope(caller),
      idFilter(list.filter, notices.id),
      typeof list.filter.status === 'string' && list.filter.status
        ? eq(notices.status, list.filter.status as NoticeRow['status'])
        : undefined,
      typeof list.filter.district === 'string' && list.filter.district
        ? eq(notices.district, list.filter.district)
        : undefined,
      typeof list.filter.applicationId === 'string' && UUID.test(list.filter.applicationId)
        ? eq(notices.applicationId, list.filter.applicationId)
        : undefined,
      textFilter(list.filter.q, notices.noticeNumber, notices.partyAName, notices.partyBName),
    );
    const column = {
      publishedAt: notices.publishedAt,
      noticeNumber: notices.noticeNumber,
      noticeEndsAt: notices.noticeEndsAt,
      intendedDate: notices.intendedDate,
      status: notices.status,
    }[list.sort.field];
    const { rows, total } = await pageOf(
      this.noticeQuery().where(where).$dynamic(),
      countOf(this.deps.db, notices, where),
      listOrder(list, column, notices.id),
      list.range,
    );
    const now = this.now();
    return {
      rows: rows.map((r) => ({
        ...r.notice,
        waiverLicenceNumber: r.waiverLicenceNumber,
        venueLicenceNumber: r.venueLicenceNumber,
        cleared: isCleared(r.notice, r.openObjections, now),
        openObjections: r.openObjections,
      })),
      total,
    };
  }

  async getNotice(caller: Caller, id: string) {
    this.requireNoticeReader(caller);
    if (!UUID.test(id)) throw notFound('No such notice');
    const [row] = await this.noticeQuery().where(and(eq(notices.id, id), this.districtScope(caller)));
    if (!row) throw notFound('No such notice');
    const [booking] = await bookingQuery(this.deps.db)
      .where(and(eq(bookings.noticeId, id), sql`${bookings.status} in ('BOOKED', 'CELEBRATED')`))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    return {
      ...row.notice,
      waiverLicenceNumber: row.waiverLicenceNumber,
      venueLicenceNumber: row.venueLicenceNumber,
      cleared: isCleared(row.notice, row.openObjections, this.now()),
      openObjections: row.openObjections,
      booking: booking ?? null,
    };
  }
}
