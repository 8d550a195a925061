import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import { OFFICIANT_MESSAGES, type OfficiantInput } from '../../../shared/contracts/officiants.js';
import { licenceStatus } from '../../../shared/licences.js';
import { canAccess } from '../../../shared/permissions.js';
import { isVerifiedInstitution, NOT_VERIFIED_MESSAGE } from '../../../shared/institutions.js';
import { celebratesMarriages } from '../../../shared/services.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { districts, licences, officiants, organisations } from '../../db/schema/index.js';
import { isUuid } from '../../http/ids.js';
import { idFilter, type ParsedList } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { textFilter } from '../notices/service.js';

export type OfficiantSort = 'fullName' | 'licenceNumber' | 'createdAt';

/** Registry staff read every institution's officiants; an institution's members read and keep their own. */
const readsAll = (caller: Caller) => canAccess(caller, { action: 'read', resource: 'registry' });

function ownOrganisation(caller: Caller): string {
  if (caller.accountType !== 'ORGANIZATION') throw forbidden(OFFICIANT_MESSAGES.onlyInstitution);
  if (!caller.organisationId) throw forbidden(OFFICIANT_MESSAGES.noOrganisation);
  if (!isVerifiedInstitution(caller)) throw forbidden(NOT_VERIFIED_MESSAGE);
  return caller.organisationId;
}

/** The caller's institution, when it keeps officiants: one that celebrates marriages (never a court). */
function celebratingOrganisation(caller: Caller): string {
  const organisationId = ownOrganisation(caller);
  if (!celebratesMarriages(caller.organisationType)) throw forbidden(OFFICIANT_MESSAGES.notCelebrating);
  return organisationId;
}

/** An officiant of the institution by licence number (any case), active or not. */
export async function officiantByLicence(db: DbOrTx, organisationId: string, licenceNumber: string) {
  const [row] = await db
    .select()
    .from(officiants)
    .where(
      and(
        eq(officiants.organisationId, organisationId),
        eq(sql`upper(${officiants.licenceNumber})`, licenceNumber.trim().toUpperCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The place licences an institution holds, newest first, with their venue and district. */
export async function institutionLicences(db: DbOrTx, organisationId: string) {
  return db
    .select({ licence: licences, districtName: districts.name })
    .from(licences)
    .innerJoin(districts, eq(districts.code, licences.district))
    .where(and(eq(licences.organisationId, organisationId), eq(licences.kind, 'PUBLIC_PLACE')))
    .orderBy(desc(licences.issuedAt));
}

/** The officiants list of an institution (domain section 12) and the venues it is licensed for. */
export class OfficiantsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private query() {
    return this.deps.db
      .select({ officiant: officiants, organisationName: organisations.name })
      .from(officiants)
      .innerJoin(organisations, eq(organisations.id, officiants.organisationId));
  }

  async list(caller: Caller, list: ParsedList<OfficiantSort>) {
    const f = list.filter;
    let scope;
    if (caller.accountType === 'ORGANIZATION') scope = eq(officiants.organisationId, ownOrganisation(caller));
    else if (readsAll(caller))
      scope =
        typeof f.organisationId === 'string' && f.organisationId
          ? eq(officiants.organisationId, f.organisationId)
          : undefined;
    else throw forbidden('Your account cannot see officiants lists');
    if (
      f.active !== undefined &&
      f.active !== 'true' &&
      f.active !== 'false' &&
      f.active !== true &&
      f.active !== false
    ) {
      throw badRequest(VALIDATION_MESSAGE, { 'filter.active': 'Choose active or inactive' });
    }
    const where = and(
      scope,
      idFilter(f, officiants.id),
      f.active === undefined ? undefined : eq(officiants.active, f.active === true || f.active === 'true'),
      textFilter(f.q, officiants.fullName, officiants.licenceNumber),
    );
    const column = {
      fullName: officiants.fullName,
      licenceNumber: officiants.licenceNumber,
      createdAt: officiants.createdAt,
    }[list.sort.field];
    // Active officiants first, then the sort asked for.
    const { rows, total } = await pageOf(
      this.query().where(where).$dynamic(),
      countOf(this.deps.db, officiants, where),
      listOrder(list, column, officiants.id, desc(officiants.active)),
      list.range,
    );
    return { rows: rows.map(shape), total };
  }

  async get(caller: Caller, id: string) {
    if (!isUuid(id)) throw notFound(OFFICIANT_MESSAGES.notYours);
    const [row] = await this.query().where(eq(officiants.id, id));
    if (!row) throw notFound(OFFICIANT_MESSAGES.notYours);
    const mine = caller.accountType === 'ORGANIZATION' && caller.organisationId === row.officiant.organisationId;
    if (!mine && !(caller.accountType === 'BACKOFFICE' && readsAll(caller)))
      throw notFound(OFFICIANT_MESSAGES.notYours);
    return shape(row);
  }

  async add(caller: Caller, input: OfficiantInput) {
    const organisationId = celebratingOrganisation(caller);
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`officiants:${organisationId}`}))`);
      if (await officiantByLicence(tx, organisationId, input.licenceNumber))
        throw conflict(VALIDATION_MESSAGE, { licenceNumber: OFFICIANT_MESSAGES.duplicate });
      const [row] = await tx
        .insert(officiants)
        .values({
          organisationId,
          fullName: input.fullName.trim(),
          licenceNumber: input.licenceNumber.trim().toUpperCase(),
          active: true,
          createdBy: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: 'officiant.added',
        entity: 'officiant',
        entityId: row.id,
        after: { fullName: row.fullName, licenceNumber: row.licenceNumber },
      });
      return row.id;
    });
    return this.get(caller, id);
  }

  async update(caller: Caller, id: string, input: OfficiantInput & { active: boolean }) {
    const organisationId = celebratingOrganisation(caller);
    if (!isUuid(id)) throw notFound(OFFICIANT_MESSAGES.notYours);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`officiants:${organisationId}`}))`);
      const [before] = await tx
        .select()
        .from(officiants)
        .where(and(eq(officiants.id, id), eq(officiants.organisationId, organisationId)))
        .for('update');
      if (!before) throw notFound(OFFICIANT_MESSAGES.notYours);
      const number = input.licenceNumber.trim().toUpperCase();
      const [clash] = await tx
        .select({ id: officiants.id })
        .from(officiants)
        .where(
          and(
            eq(officiants.organisationId, organisationId),
            eq(sql`upper(${officiants.licenceNumber})`, number),
            ne(officiants.id, id),
          ),
        );
      if (clash) throw conflict(VALIDATION_MESSAGE, { licenceNumber: OFFICIANT_MESSAGES.duplicate });
      const after = { fullName: input.fullName.trim(), licenceNumber: number, active: input.active };
      await tx
        .update(officiants)
        .set({ ...after, updatedAt: now })
        .where(eq(officiants.id, id));
      const action =
        before.active && !input.active
          ? 'officiant.deactivated'
          : !before.active && input.active
            ? 'officiant.reactivated'
            : 'officiant.edited';
      await audit(tx, {
        actorId: caller.userId,
        action,
        entity: 'officiant',
        entityId: id,
        before: { fullName: before.fullName, licenceNumber: before.licenceNumber, active: before.active },
        after,
      });
    });
    return this.get(caller, id);
  }

  /** The venues the caller's institution holds a place licence for, with each licence's standing today. */
  async venues(caller: Caller) {
    const organisationId = ownOrganisation(caller);
    const now = this.deps.clock.now();
    const rows = await institutionLicences(this.deps.db, organisationId);
    return rows.map(({ licence, districtName }) => ({
      licenceNumber: licence.number,
      venueName: licence.venueName ?? '',
      district: licence.district,
      districtName,
      issuedAt: licence.issuedAt,
      validUntil: licence.validUntil,
      status: licenceStatus(licence, now),
    }));
  }
}

function shape(row: { officiant: typeof officiants.$inferSelect; organisationName: string }) {
  const o = row.officiant;
  return {
    id: o.id,
    organisationId: o.organisationId,
    organisationName: row.organisationName,
    fullName: o.fullName,
    licenceNumber: o.licenceNumber,
    active: o.active,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}
