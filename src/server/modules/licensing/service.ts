import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import { alias } from 'drizzle-orm/pg-core';
import { nairobiDayBounds } from '../../../shared/dates.js';
import {
  LICENCE_KINDS,
  LICENCE_STATUSES,
  licenceStatus,
  type LicenceKind,
  type LicenceStatus,
} from '../../../shared/licences.js';
import { canAccess } from '../../../shared/permissions.js';
import { PLACE_TYPES } from '../../../shared/services/public-place-licence.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  applications,
  districts,
  documents,
  licences,
  marriages,
  organisations,
  users,
} from '../../db/schema/index.js';
import { isUuid } from '../../http/ids.js';
import { filterValues, idFilter, type ParsedList } from '../../http/simpleRest.js';
import { textFilter } from '../notices/service.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { applicationEvent, notifyUser } from '../notices/common.js';

export type LicenceSort = 'issuedAt' | 'number' | 'validUntil';
export type PlaceSort = 'name' | 'validUntil' | 'licensedOn';

const holders = alias(users, 'holders');
const revokers = alias(users, 'revokers');

const licenceColumns = {
  licence: licences,
  applicationReference: applications.reference,
  holderFirst: holders.firstName,
  holderLast: holders.lastName,
  districtName: districts.name,
  usedByRegistrationNumber: marriages.registrationNumber,
  revokerFirst: revokers.firstName,
  revokerLast: revokers.lastName,
};

type LicenceQueryRow = {
  licence: typeof licences.$inferSelect;
  applicationReference: string;
  holderFirst: string;
  holderLast: string;
  districtName: string;
  usedByRegistrationNumber: string | null;
  revokerFirst: string | null;
  revokerLast: string | null;
};

/** A licence as the registries show it (src/shared/contracts/licences.ts). */
function shapeLicence(row: LicenceQueryRow, now: Date) {
  const l = row.licence;
  return {
    id: l.id,
    kind: l.kind,
    number: l.number,
    status: licenceStatus(l, now),
    applicationId: l.applicationId,
    applicationReference: row.applicationReference,
    holderName: `${row.holderFirst} ${row.holderLast}`,
    district: l.district,
    districtName: row.districtName,
    partyAName: l.partyAName,
    partyBName: l.partyBName,
    venueName: l.venueName,
    venueAddress: l.venueAddress,
    placeType: l.placeType,
    capacity: l.capacity,
    organisationId: l.organisationId,
    documentId: l.documentId,
    issuedAt: l.issuedAt,
    validUntil: l.validUntil,
    usedAt: l.usedAt,
    usedByRegistrationNumber: row.usedByRegistrationNumber,
    revokedAt: l.revokedAt,
    revokedReason: l.revokedReason,
    revokedByName: row.revokerFirst ? `${row.revokerFirst} ${row.revokerLast}` : null,
  };
}

/** The SQL of a licence status, the same rule as licenceStatus(). */
function statusIs(status: LicenceStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'REVOKED':
      return isNotNull(licences.revokedAt);
    case 'USED':
      return and(isNull(licences.revokedAt), isNotNull(licences.usedAt));
    case 'EXPIRED':
      return and(isNull(licences.revokedAt), isNull(licences.usedAt), lt(licences.validUntil, now));
    case 'VALID':
      return and(isNull(licences.revokedAt), isNull(licences.usedAt), gte(licences.validUntil, now));
  }
}

export interface LicensingDeps {
  db: Db;
  clock: Clock;
  notified(): void;
}

/** The licence registries (special licences, organisation licences, licensed organisations) and revocation. */
export class LicensingService {
  constructor(private readonly deps: LicensingDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private query(db: DbOrTx = this.deps.db) {
    return db
      .select(licenceColumns)
      .from(licences)
      .innerJoin(applications, eq(applications.id, licences.applicationId))
      .innerJoin(holders, eq(holders.id, licences.holderId))
      .innerJoin(districts, eq(districts.code, licences.district))
      .leftJoin(marriages, eq(marriages.id, licences.usedByMarriageId))
      .leftJoin(revokers, eq(revokers.id, licences.revokedBy));
  }

  private static readsRegistry(caller: Caller) {
    return canAccess(caller, { action: 'read', resource: 'registry' });
  }

  /** Staff of a district see their district's licences; national staff every one. */
  private static scope(caller: Caller): SQL | undefined {
    return caller.district ? eq(licences.district, caller.district) : undefined;
  }

  async list(caller: Caller, list: ParsedList<LicenceSort>) {
    if (!LicensingService.readsRegistry(caller)) throw forbidden('Your role cannot see the licence registries');
    const f = list.filter;
    const now = this.now();
    const kinds = filterValues(f.kind).filter((k): k is LicenceKind =>
      (LICENCE_KINDS as readonly string[]).includes(k),
    );
    if (filterValues(f.kind).length !== kinds.length)
      throw badRequest(VALIDATION_MESSAGE, { 'filter.kind': 'Choose a kind of licence' });
    const statuses = filterValues(f.status).filter((s): s is LicenceStatus =>
      (LICENCE_STATUSES as readonly string[]).includes(s),
    );
    if (filterValues(f.status).length !== statuses.length)
      throw badRequest(VALIDATION_MESSAGE, { 'filter.status': 'Choose a status' });
    const days = nairobiDayBounds(f.from, f.to);
    const where = and(
      LicensingService.scope(caller),
      idFilter(f, licences.id),
      kinds.length ? inArray(licences.kind, kinds) : undefined,
      statuses.length ? or(...statuses.map((s) => statusIs(s, now))) : undefined,
      typeof f.district === 'string' && f.district ? eq(licences.district, f.district) : undefined,
      days.start ? gte(licences.issuedAt, days.start) : undefined,
      days.end ? lt(licences.issuedAt, days.end) : undefined,
      textFilter(
        f.q,
        licences.number,
        licences.partyAName,
        licences.partyBName,
        licences.venueName,
        applications.reference,
      ),
    );
    const column = { issuedAt: licences.issuedAt, number: licences.number, validUntil: licences.validUntil }[
      list.sort.field
    ];
    const { rows, total } = await pageOf(
      this.query().where(where).$dynamic(),
      this.deps.db
        .select({ total: count() })
        .from(licences)
        .innerJoin(applications, eq(applications.id, licences.applicationId))
        .where(where),
      listOrder(list, column, licences.id),
      list.range,
    );
    return { rows: rows.map((r) => shapeLicence(r, now)), total };
  }

  /** One licence: registry staff of its district, or its holder. Anyone else gets 404. */
  async get(caller: Caller, id: string) {
    if (!isUuid(id)) throw notFound('No such licence');
    const [row] = await this.query().where(eq(licences.id, id));
    const staff =
      row && LicensingService.readsRegistry(caller) && (!caller.district || caller.district === row.licence.district);
    if (!row || (!staff && row.licence.holderId !== caller.userId)) throw notFound('No such licence');
    return shapeLicence(row, this.now());
  }

  /**
   * The Registrar General revokes a licence with a reason, in one transaction: the licence and its
   * document (so /verify says revoked), and for a place, its standing among the licensed
   * organisations (no longer offered as a venue). A used licence has done its work and stays.
   */
  async revoke(caller: Caller, id: string, reason: string) {
    if (!(caller.accountType === 'BACKOFFICE' && caller.staffRole === 'REGISTRAR_GENERAL'))
      throw forbidden('Only the Registrar General revokes a licence');
    if (!isUuid(id)) throw notFound('No such licence');
    const why = reason.trim();
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const [licence] = await tx.select().from(licences).where(eq(licences.id, id)).for('update');
      if (!licence || (caller.district && caller.district !== licence.district)) throw notFound('No such licence');
      const status = licenceStatus(licence, now);
      if (status === 'REVOKED') throw conflict('This licence is already revoked');
      if (status === 'USED') throw conflict('This licence has been used for a marriage and cannot be revoked');
      await tx
        .update(licences)
        .set({ revokedAt: now, revokedBy: caller.userId, revokedReason: why })
        .where(eq(licences.id, id));
      if (licence.documentId) {
        await tx
          .update(documents)
          .set({ revokedAt: now, revokedReason: why })
          .where(and(eq(documents.id, licence.documentId), isNull(documents.revokedAt)));
      }
      if (licence.organisationId)
        await tx
          .update(organisations)
          .set({ licensed: false, updatedAt: now })
          .where(eq(organisations.id, licence.organisationId));
      await audit(tx, {
        actorId: caller.userId,
        action: 'licence.revoked',
        entity: 'licence',
        entityId: id,
        before: { status },
        after: { status: 'REVOKED', reason: why },
      });
      const [application] = await tx.select().from(applications).where(eq(applications.id, licence.applicationId));
      if (application)
        await applicationEvent(
          tx,
          application,
          caller.userId,
          'licence-revoked',
          `Licence ${licence.number} revoked: ${why}`,
          now,
        );
      await notifyUser(tx, licence.holderId, 'LICENCE_REVOKED', {
        subject: `Licence ${licence.number} is revoked`,
        body: `The Registrar General revoked licence ${licence.number}${licence.venueName ? ` (${licence.venueName})` : ''}. The reason: ${why}`,
        sms: `Licence ${licence.number} is revoked by the Registrar General. ${why}`.slice(0, 300),
      });
    });
    this.deps.notified();
    return this.get(caller, id);
  }

  /**
   * Licensed places (public place licences): everyone signed in sees the valid ones (the notice
   * form offers them as venues); registry staff may ask for any status.
   */
  async places(caller: Caller, list: ParsedList<PlaceSort>) {
    const f = list.filter;
    const now = this.now();
    const staff = LicensingService.readsRegistry(caller);
    const asked = filterValues(f.status).filter((s): s is LicenceStatus =>
      (LICENCE_STATUSES as readonly string[]).includes(s),
    );
    if (filterValues(f.status).length !== asked.length)
      throw badRequest(VALIDATION_MESSAGE, { 'filter.status': 'Choose a status' });
    const statuses: LicenceStatus[] = staff ? (asked.length ? asked : ['VALID']) : ['VALID'];
    const types = filterValues(f.placeType);
    if (types.some((t) => !(PLACE_TYPES as readonly string[]).includes(t)))
      throw badRequest(VALIDATION_MESSAGE, { 'filter.placeType': 'Choose a kind of place' });
    const where = and(
      eq(licences.kind, 'PUBLIC_PLACE'),
      staff ? LicensingService.scope(caller) : undefined,
      // A place is known by its organisation (the licence's own id when it has none): see the rows below.
      idFilter(f, sql`coalesce(${licences.organisationId}, ${licences.id})`),
      or(...statuses.map((s) => statusIs(s, now))),
      typeof f.district === 'string' && f.district ? eq(licences.district, f.district) : undefined,
      types.length ? inArray(licences.placeType, types as (typeof PLACE_TYPES)[number][]) : undefined,
      textFilter(f.q, licences.venueName, licences.venueAddress, licences.number),
    );
    const column = { name: licences.venueName, validUntil: licences.validUntil, licensedOn: licences.issuedAt }[
      list.sort.field
    ];
    const { rows, total } = await pageOf(
      this.deps.db
        .select({ licence: licences, districtName: districts.name })
        .from(licences)
        .innerJoin(districts, eq(districts.code, licences.district))
        .where(where)
        .$dynamic(),
      countOf(this.deps.db, licences, where),
      listOrder(list, column, licences.id),
      list.range,
    );
    return {
      rows: rows.map(({ licence: l, districtName }) => ({
        id: l.organisationId ?? l.id,
        licenceId: l.id,
        licenceNumber: l.number,
        status: licenceStatus(l, now),
        name: l.venueName ?? '',
        placeType: l.placeType ?? 'OTHER',
        denomination: l.denomination,
        district: l.district,
        districtName,
        address: l.venueAddress ?? '',
        capacity: l.capacity ?? 0,
        licensedOn: l.issuedAt,
        validUntil: l.validUntil,
      })),
      total,
    };
  }
}
