import { eq } from 'drizzle-orm';
import {
  countryInput,
  countryRecord,
  dioceseInput,
  dioceseRecord,
  districtInput,
  districtRecord,
  serviceInput,
  serviceRecord,
} from '../../../shared/contracts/settings.js';
import type { Tx } from '../../db/client.js';
import { countries, dioceses, districts, services } from '../../db/schema/index.js';
import { badRequest, conflict, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { forgetDistrictNames } from '../notices/common.js';
import { booleanFilter, tableResource, textFilter, type TableRules } from './tableResource.js';

/** A row that names a district must name one that exists. */
export async function requireDistrict(tx: Tx, code: unknown): Promise<void> {
  const [row] = await tx
    .select({ code: districts.code })
    .from(districts)
    .where(eq(districts.code, String(code)));
  if (!row) throw badRequest(VALIDATION_MESSAGE, { district: 'Choose a district from the list' });
}

const unique = (label: string, field: string, exists: (tx: Tx, id: string) => Promise<boolean>): TableRules => ({
  async create(tx, next) {
    if (await exists(tx, String(next[field])))
      throw conflict(`A ${label} with this code exists already`, {
        [field]: `A ${label} with this code exists already`,
      });
  },
});

/**
 * Districts and countries are never deleted: applications, rooms and dioceses refer to them.
 * Setting `active` / `enabled` to false takes one out of the forms instead.
 */
export const districtsResource = tableResource({
  name: 'districts',
  label: 'district',
  table: districts,
  idKey: 'code',
  schema: districtInput,
  record: districtRecord,
  sortable: { code: districts.code, name: districts.name, active: districts.active },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [districts.name, districts.code],
  filters: { active: booleanFilter(districts.active) },
  publicRead: true,
  operations: { create: true, update: true },
  rules: withNamesForgotten(
    unique(
      'district',
      'code',
      async (tx, code) => (await tx.select().from(districts).where(eq(districts.code, code))).length > 0,
    ),
  ),
});

/** A district renamed or added: the names the approvals keep (notices/common.ts) are read again. */
function withNamesForgotten(rules: TableRules): TableRules {
  return {
    ...rules,
    async create(tx, next, ctx) {
      await rules.create?.(tx, next, ctx);
      forgetDistrictNames();
    },
    async update(tx, before, next, ctx) {
      await rules.update?.(tx, before, next, ctx);
      forgetDistrictNames();
    },
  };
}

export const countriesResource = tableResource({
  name: 'countries',
  label: 'country',
  table: countries,
  idKey: 'isoCode',
  schema: countryInput,
  record: countryRecord,
  sortable: {
    isoCode: countries.isoCode,
    name: countries.name,
    nationality: countries.nationality,
    dialCode: countries.dialCode,
    enabled: countries.enabled,
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [countries.name, countries.isoCode, countries.nationality],
  filters: { enabled: booleanFilter(countries.enabled), dialCode: textFilter(countries.dialCode, 6) },
  publicRead: true,
  operations: { create: true, update: true },
  rules: unique(
    'country',
    'isoCode',
    async (tx, code) => (await tx.select().from(countries).where(eq(countries.isoCode, code))).length > 0,
  ),
});

/**
 * The services come from the catalogue in code (their audience, chain and workflow), so they are
 * neither created nor deleted here: only their texts, target days and availability change.
 */
export const servicesResource = tableResource({
  name: 'services',
  label: 'service',
  table: services,
  idKey: 'code',
  schema: serviceInput,
  record: serviceRecord,
  sortable: { code: services.code, name: services.name, active: services.active },
  defaultSort: { field: 'code', order: 'ASC' },
  search: [services.name, services.code, services.description],
  filters: { active: booleanFilter(services.active) },
  operations: { update: true },
  rules: {
    async update(_tx, before, next) {
      const chain = before.chain as string[];
      const sla = next.slaDays as Record<string, number>;
      const errors: Record<string, string> = {};
      for (const level of Object.keys(sla))
        if (!chain.includes(level)) errors[`slaDays.${level}`] = 'This service is not approved at this stage';
      for (const level of chain)
        if (sla[level] === undefined) errors[`slaDays.${level}`] = 'Give the target days of this stage';
      if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
    },
  },
});

export const diocesesResource = tableResource({
  name: 'dioceses',
  label: 'diocese',
  table: dioceses,
  idKey: 'id',
  idIsUuid: true,
  schema: dioceseInput,
  record: dioceseRecord,
  sortable: {
    name: dioceses.name,
    denomination: dioceses.denomination,
    district: dioceses.district,
    createdAt: dioceses.createdAt,
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [dioceses.name, dioceses.denomination],
  filters: { district: textFilter(dioceses.district, 3), denomination: textFilter(dioceses.denomination, 120) },
  operations: { create: true, update: true, remove: true },
  rules: {
    create: (tx, next) => requireDistrict(tx, next.district),
    update: (tx, _before, next) => requireDistrict(tx, next.district),
  },
});
