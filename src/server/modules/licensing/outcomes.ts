import { sql } from 'drizzle-orm';
import { organisations, referenceCounters } from '../../db/schema/index.js';
import type { HookContext } from '../applications/outcomes.js';
import { nairobiDate, nairobiYear } from '../../../shared/dates.js';

const PLACE_TYPES: Record<string, (typeof organisations.$inferInsert)['type']> = {
  CHURCH: 'CHURCH',
  MOSQUE: 'MOSQUE',
  TEMPLE: 'TEMPLE',
  HALL: 'LICENSED_ORGANISATION',
  OTHER: 'LICENSED_ORGANISATION',
};

/** Licence numbers run per year: PPL/2026/000001. */
async function nextLicenceNumber(ctx: HookContext, prefix: string): Promise<string> {
  const year = nairobiYear(ctx.now);
  const [row] = await ctx.tx
    .insert(referenceCounters)
    .values({ prefix: `${prefix}-LICENCE`, year, last: 1 })
    .onConflictDoUpdate({ target: [referenceCounters.prefix, referenceCounters.year], set: { last: sql`${referenceCounters.last} + 1` } })
    .returning();
  return `${prefix}/${year}/${String(row.last).padStart(6, '0')}`;
}

/**
 * A public place licence, approved by the minister, licenses the place to celebrate marriages:
 * it enters the licensed organisations with its licence number.
 */
export async function licensePublicPlace(ctx: HookContext) {
  const form = ctx.application.formData as { placeName: string; placeType: string; district: string };
  const licenceNumber = await nextLicenceNumber(ctx, 'PPL');
  const [organisation] = await ctx.tx
    .insert(organisations)
    .values({ name: form.placeName, type: PLACE_TYPES[form.placeType] ?? 'LICENSED_ORGANISATION', registrationNumber: licenceNumber, licensed: true, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: organisations.id });
  return { licenceNumber, organisationId: organisation.id, licensedOn: nairobiDate(ctx.now), district: form.district };
}
