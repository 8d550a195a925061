import { and, count, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nairobiDayBounds } from '../../../shared/dates.js';
import { canAccess } from '../../../shared/permissions.js';
import {
  LETTER_FINDINGS,
  LETTER_STATUSES,
  letterStatus,
  type LetterFinding,
  type LetterStatus,
} from '../../../shared/services/marital-status-letter/index.js';
import type { Clock } from '../../clock.js';
import { listOrder, pageOf } from '../../db/paged.js';
import type { Db } from '../../db/client.js';
import { applications, districts } from '../../db/schema/index.js';
import { maritalStatusLetters } from './schema.js';
import { isUuid } from '../../http/ids.js';
import { filterValues, idFilter, type ParsedList } from '../../http/simpleRest.js';
import { textFilter } from '../notices/service.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';

export type LetterSort = 'issuedAt' | 'number' | 'validUntil';

const marriageDistricts = alias(districts, 'marriage_districts');
const letters = maritalStatusLetters;

const columns = {
  letter: letters,
  applicationReference: applications.reference,
  formData: applications.formData,
  districtName: districts.name,
  marriageDistrictName: marriageDistricts.name,
};

type Row = {
  letter: typeof letters.$inferSelect;
  applicationReference: string;
  formData: Record<string, unknown>;
  districtName: string;
  marriageDistrictName: string | null;
};

function shape(row: Row, now: Date) {
  const l = row.letter;
  return {
    id: l.id,
    number: l.number,
    status: letterStatus(l, now),
    applicationId: l.applicationId,
    applicationReference: row.applicationReference,
    holderName: l.holderName,
    idNumber: l.idNumber,
    district: l.district,
    districtName: row.districtName,
    finding: l.finding,
    registrationNumber: l.registrationNumber,
    marriedOn: l.marriedOn,
    marriageDistrict: l.marriageDistrict,
    marriageDistrictName: row.marriageDistrictName,
    purpose: typeof row.formData.purpose === 'string' ? row.formData.purpose : '',
    documentId: l.documentId,
    issuedAt: l.issuedAt,
    validUntil: l.validUntil,
  };
}

/** The SQL of a letter's standing, the same rule as letterStatus(). */
const statusIs = (status: LetterStatus, now: Date): SQL =>
  status === 'EXPIRED' ? lt(letters.validUntil, now) : gte(letters.validUntil, now);

export interface LettersDeps {
  db: Db;
  clock: Clock;
}

/** The registry of marital status letters issued (/backoffice/registry/marital-statuses) and one letter. */
export class LettersService {
  constructor(private readonly deps: LettersDeps) {}

  private query() {
    return this.deps.db
      .select(columns)
      .from(letters)
      .innerJoin(applications, eq(applications.id, letters.applicationId))
      .innerJoin(districts, eq(districts.code, letters.district))
      .leftJoin(marriageDistricts, eq(marriageDistricts.code, letters.marriageDistrict));
  }

  private static readsRegistry(caller: Caller) {
    return canAccess(caller, { action: 'read', resource: 'registry' });
  }

  async list(caller: Caller, list: ParsedList<LetterSort>) {
    if (!LettersService.readsRegistry(caller))
      throw forbidden('Your role cannot see the registry of marital status letters');
    const f = list.filter;
    const now = this.deps.clock.now();
    const findings = filterValues(f.finding).filter((s): s is LetterFinding =>
      (LETTER_FINDINGS as readonly string[]).includes(s),
    );
    if (filterValues(f.finding).length !== findings.length)
      throw badRequest(VALIDATION_MESSAGE, { 'filter.finding': 'Choose what the register holds' });
    const statuses = filterValues(f.status).filter((s): s is LetterStatus =>
      (LETTER_STATUSES as readonly string[]).includes(s),
    );
    if (filterValues(f.status).length !== statuses.length)
      throw badRequest(VALIDATION_MESSAGE, { 'filter.status': 'Choose a status' });
    const days = nairobiDayBounds(f.from, f.to);
    const where = and(
      // Staff of a district see the letters its registry office issued; national staff every one.
      caller.district ? eq(letters.district, caller.district) : undefined,
      idFilter(f, letters.id),
      findings.length ? inArray(letters.finding, findings) : undefined,
      statuses.length ? or(...statuses.map((s) => statusIs(s, now))) : undefined,
      typeof f.district === 'string' && f.district ? eq(letters.district, f.district) : undefined,
      days.start ? gte(letters.issuedAt, days.start) : undefined,
      days.end ? lt(letters.issuedAt, days.end) : undefined,
      textFilter(
        f.q,
        letters.number,
        letters.holderName,
        letters.idNumber,
        letters.registrationNumber,
        applications.reference,
      ),
    );
    const column = { issuedAt: letters.issuedAt, number: letters.number, validUntil: letters.validUntil }[
      list.sort.field
    ];
    const { rows, total } = await pageOf(
      this.query().where(where).$dynamic(),
      this.deps.db
        .select({ total: count() })
        .from(letters)
        .innerJoin(applications, eq(applications.id, letters.applicationId))
        .where(where),
      listOrder(list, column, letters.id),
      list.range,
    );
    return { rows: rows.map((r) => shape(r, now)), total };
  }

  /** One letter: registry staff of its district, or its holder. Anyone else gets 404. */
  async get(caller: Caller, id: string) {
    if (!isUuid(id)) throw notFound('No such letter');
    const [row] = await this.query().where(eq(letters.id, id));
    const staff =
      row && LettersService.readsRegistry(caller) && (!caller.district || caller.district === row.letter.district);
    if (!row || (!staff && row.letter.holderId !== caller.userId)) throw notFound('No such letter');
    return shape(row, this.deps.clock.now());
  }
}
