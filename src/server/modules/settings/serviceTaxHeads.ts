import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  issuesToErrors,
  serviceTaxHeadsInput,
  serviceTaxHeadsRecord,
  splitTotal,
  type ServiceTaxHeadsInput,
} from '../../../shared/contracts/settings.js';
import { audit } from '../../audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { services, serviceTaxHeads, taxHeads } from '../../db/schema/index.js';
import { filterIds } from '../../http/simpleRest.js';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { SettingRecord, SettingsResource, WriteContext } from './resource.js';

interface SplitRecord extends SettingRecord {
  id: string;
  serviceCode: string;
  serviceName: string;
  heads: { taxHeadId: string; code: string; name: string; percentage: number }[];
  total: number;
}

const SORTABLE = ['id', 'serviceCode', 'serviceName', 'total'] as const;
const oneOrMany = (value: z.ZodType) => z.union([value, z.array(value).max(200)]);
const filterSchema = z
  .object({
    q: z.string().max(100).optional(),
    /** react-admin's getMany: checked by filterIds (service codes). */
    id: z.unknown().optional(),
    serviceCode: oneOrMany(z.string().max(60)).optional(),
    taxHeadId: oneOrMany(z.uuid()).optional(),
  })
  .strict();

const asList = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? (value as string[]) : [value as string];

/** Every service with its fee split (services without one have an empty split). */
async function splits(db: DbOrTx, serviceCodes?: string[]): Promise<SplitRecord[]> {
  const serviceRows = await db
    .select({ code: services.code, name: services.name })
    .from(services)
    .where(serviceCodes ? inArray(services.code, serviceCodes) : undefined)
    .orderBy(asc(services.code));
  const headRows = await db
    .select({
      serviceCode: serviceTaxHeads.serviceCode,
      taxHeadId: serviceTaxHeads.taxHeadId,
      code: taxHeads.code,
      name: taxHeads.name,
      percentage: serviceTaxHeads.percentage,
    })
    .from(serviceTaxHeads)
    .innerJoin(taxHeads, eq(taxHeads.id, serviceTaxHeads.taxHeadId))
    .where(serviceCodes ? inArray(serviceTaxHeads.serviceCode, serviceCodes) : undefined)
    .orderBy(asc(serviceTaxHeads.serviceCode), asc(taxHeads.code));
  return serviceRows.map((service) => {
    const heads = headRows
      .filter((h) => h.serviceCode === service.code)
      .map(({ taxHeadId, code, name, percentage }) => ({ taxHeadId, code, name, percentage }));
    return { id: service.code, serviceCode: service.code, serviceName: service.name, heads, total: splitTotal(heads) };
  });
}

async function splitOf(db: DbOrTx, serviceCode: string): Promise<SplitRecord> {
  const [record] = await splits(db, [serviceCode]);
  if (!record) throw notFound('No such service');
  return record;
}

function parseSplit(input: unknown): ServiceTaxHeadsInput {
  const parsed = serviceTaxHeadsInput.safeParse(input);
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues);
    const total = errors.heads?.startsWith('The percentages') ? errors.heads : VALIDATION_MESSAGE;
    throw badRequest(total, errors);
  }
  return parsed.data;
}

/** Writes a whole split at once, so the percentages of a service always add up to 100%. */
async function writeSplit(
  tx: Tx,
  split: ServiceTaxHeadsInput,
  ctx: WriteContext,
  before: SplitRecord | null,
): Promise<SplitRecord> {
  const action = before ? 'settings.updated' : 'settings.created';
  const ids = split.heads.map((h) => h.taxHeadId);
  const known = await tx
    .select({ id: taxHeads.id, active: taxHeads.active })
    .from(taxHeads)
    .where(inArray(taxHeads.id, ids));
  const errors: Record<string, string> = {};
  split.heads.forEach((head, index) => {
    const row = known.find((k) => k.id === head.taxHeadId);
    if (!row) errors[`heads.${index}.taxHeadId`] = 'No such tax head';
    else if (!row.active) errors[`heads.${index}.taxHeadId`] = 'This tax head is switched off';
  });
  if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
  await tx.delete(serviceTaxHeads).where(eq(serviceTaxHeads.serviceCode, split.serviceCode));
  await tx.insert(serviceTaxHeads).values(
    split.heads.map((head) => ({
      serviceCode: split.serviceCode,
      taxHeadId: head.taxHeadId,
      percentage: head.percentage,
    })),
  );
  const after = await splitOf(tx, split.serviceCode);
  await audit(tx, {
    actorId: ctx.caller.userId,
    action,
    entity: 'service-tax-heads',
    entityId: split.serviceCode,
    before,
    after,
    ip: ctx.ip,
  });
  return after;
}

/** Locks the service row, so two changes of one split never interleave. */
async function lockService(tx: Tx, serviceCode: string): Promise<void> {
  const [row] = await tx
    .select({ code: services.code })
    .from(services)
    .where(eq(services.code, serviceCode))
    .for('update');
  if (!row) throw notFound('No such service');
}

/**
 * service-tax-heads: one record per service (id = service code) holding its whole split. A split is
 * replaced as a whole (PUT) because changing one percentage alone could never keep the sum at 100%.
 */
export const serviceTaxHeadsResource: SettingsResource = {
  name: 'service-tax-heads',
  sortable: SORTABLE,
  defaultSort: { field: 'serviceCode', order: 'ASC' },
  createSchema: serviceTaxHeadsInput,
  record: serviceTaxHeadsRecord,

  async list(db, list) {
    const unknown = Object.keys(list.filter).find((key) => !(key in filterSchema.shape));
    if (unknown)
      throw badRequest(`Cannot filter service-tax-heads by ${unknown}`, {
        [`filter.${unknown}`]: `Filter by one of: ${Object.keys(filterSchema.shape).join(', ')}`,
      });
    const parsed = filterSchema.safeParse(list.filter);
    if (!parsed.success)
      throw badRequest(
        'The filter is not valid',
        Object.fromEntries(parsed.error.issues.map((i) => [`filter.${i.path.join('.')}`, i.message])),
      );
    const filter = parsed.data;
    const ids = filterIds(list.filter, 'text');
    const codes = asList(filter.serviceCode);
    const headIds = asList(filter.taxHeadId);
    const q = filter.q?.trim().toLowerCase();
    let rows = await splits(db);
    if (ids) rows = rows.filter((r) => ids.includes(r.serviceCode));
    if (codes) rows = rows.filter((r) => codes.includes(r.serviceCode));
    if (headIds) rows = rows.filter((r) => r.heads.some((h) => headIds.includes(h.taxHeadId)));
    if (q)
      rows = rows.filter((r) => r.serviceCode.toLowerCase().includes(q) || r.serviceName.toLowerCase().includes(q));
    const { field, order } = list.sort;
    const key = (r: SplitRecord) =>
      r[field === 'id' ? 'serviceCode' : (field as 'serviceCode' | 'serviceName' | 'total')];
    rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (order === 'ASC' ? 1 : -1));
    return { rows: rows.slice(list.range[0], list.range[1] + 1), total: rows.length };
  },

  getOne: (db, id) => splitOf(db, id),

  async create(db, input, ctx) {
    const split = parseSplit(input);
    return db.transaction(async (tx) => {
      await lockService(tx, split.serviceCode);
      const before = await splitOf(tx, split.serviceCode);
      if (before.heads.length)
        throw conflict('This service has a fee split already; change it instead', {
          serviceCode: 'This service has a fee split already',
        });
      return writeSplit(tx, split, ctx, null);
    });
  },

  async update(db, id, input, ctx) {
    return db.transaction(async (tx) => {
      await lockService(tx, id);
      if (input.serviceCode !== undefined && input.serviceCode !== id)
        throw badRequest(VALIDATION_MESSAGE, { serviceCode: 'This cannot be changed once created' });
      const before = await splitOf(tx, id);
      const split = parseSplit({ serviceCode: id, heads: input.heads });
      return writeSplit(tx, split, ctx, before);
    });
  },
};
