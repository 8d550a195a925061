import { sql } from 'drizzle-orm';
import { SERVICES } from '../../../shared/services.js';
import { requiredAttachments } from '../../../shared/services/index.js';
import type { Db } from '../client.js';
import {
  billables,
  countries,
  dioceses,
  districts,
  marriageConfigs,
  marriageRooms,
  serviceCosts,
  services,
  serviceTaxHeads,
  taxHeads,
} from '../schema/index.js';
import {
  BILLABLES,
  CONVENIENCE_SHARE,
  CENSUS_YEAR,
  COUNTIES,
  COUNTY_POPULATIONS,
  COUNTRIES,
  DIOCESES,
  FEES,
  MARRIAGE_CONFIGS,
  MARRIAGE_ROOMS,
  SLA_DAYS,
  TAX_HEADS,
} from './reference-data.js';

/**
 * Puts the reference data in place where it is missing: run at every start, on any database.
 * Existing rows are never changed, so an administrator's edits stay.
 */
export async function seedReference(db: Db, effectiveFrom = '2026-01-01'): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if (count >= SERVICES.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(districts)
      .values(
        COUNTIES.map(([code, name]) => ({
          code,
          name,
          population: COUNTY_POPULATIONS[code] ?? null,
          populationYear: COUNTY_POPULATIONS[code] ? CENSUS_YEAR : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([isoCode, name, dialCode, nationality]) => ({ isoCode, name, dialCode, nationality })))
      .onConflictDoNothing();
    await tx
      .insert(services)
      .values(
        SERVICES.map((s) => ({
          code: s.code,
          name: s.words.en.name,
          description: s.words.en.description,
          audience: [...s.audience],
          chain: [...s.chain],
          slaDays: Object.fromEntries(s.chain.map((level) => [level, SLA_DAYS[level]])),
          requiredAttachments: requiredAttachments(s.code, {}),
        })),
      )
      .onConflictDoNothing();
    const heads = await tx
      .insert(taxHeads)
      .values(TAX_HEADS.map(([code, name, description]) => ({ code, name, description })))
      .onConflictDoNothing()
      .returning();
    const headId = new Map(heads.map((h) => [h.code, h.id]));
    await tx
      .insert(serviceCosts)
      .values(FEES.map(([serviceCode, amount]) => ({ serviceCode, amount, effectiveFrom })))
      .onConflictDoNothing();
    if (headId.size === TAX_HEADS.length) {
      await tx
        .insert(serviceTaxHeads)
        .values(
          FEES.flatMap(([serviceCode, , head]) => [
            { serviceCode, taxHeadId: headId.get(head)!, percentage: 100 - CONVENIENCE_SHARE },
            { serviceCode, taxHeadId: headId.get('CONVENIENCE_FEE')!, percentage: CONVENIENCE_SHARE },
          ]),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(billables)
      .values(
        BILLABLES.map(([code, name, serviceCode, amount, maxQuantity]) => ({
          code,
          name,
          serviceCode: serviceCode ?? null,
          amount,
          maxQuantity,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(marriageConfigs)
      .values(MARRIAGE_CONFIGS.map(([key, value, description]) => ({ key, value, description })))
      .onConflictDoNothing();
    const [{ rooms }] = await tx.select({ rooms: sql<number>`count(*)::int` }).from(marriageRooms);
    if (rooms === 0) {
      await tx.insert(marriageRooms).values(
        MARRIAGE_ROOMS.map(([name, district, capacity, opensAt, closesAt, slotMinutes, weekdays]) => ({
          name,
          district,
          capacity,
          opensAt,
          closesAt,
          slotMinutes,
          weekdays,
        })),
      );
      await tx
        .insert(dioceses)
        .values(DIOCESES.map(([name, denomination, district]) => ({ name, denomination, district })));
    }
  });
}
