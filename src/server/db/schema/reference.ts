import { sql } from 'drizzle-orm';
import { recordedAt } from './columns.js';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';

const stamps = {
  createdAt: recordedAt(),
  updatedAt: recordedAt(),
};

/** Registration districts: the 47 counties. */
export const districts = pgTable('districts', {
  code: text().primaryKey(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  /** The county's population and the year of that count (the vital statistics' rates per 1,000). */
  population: integer(),
  populationYear: integer(),
  ...stamps,
});

export const countries = pgTable('countries', {
  isoCode: text().primaryKey(),
  name: text().notNull(),
  dialCode: text().notNull(),
  nationality: text().notNull(),
  enabled: boolean().notNull().default(true),
  ...stamps,
});

export const services = pgTable('services', {
  code: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  audience: text().array().notNull(),
  chain: text().array().notNull(),
  /** Target working days per stage, e.g. { OFFICER: 3, DIRECTOR: 2 }. */
  slaDays: jsonb().$type<Record<string, number>>().notNull(),
  requiredAttachments: text().array().notNull().default(sql`'{}'::text[]`),
  active: boolean().notNull().default(true),
  ...stamps,
});

export const taxHeads = pgTable('tax_heads', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  active: boolean().notNull().default(true),
  ...stamps,
});

/** A service's fee; the price in force is the latest one already effective. */
export const serviceCosts = pgTable(
  'service_costs',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceCode: text()
      .notNull()
      .references(() => services.code),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('KES'),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('service_costs_service_from_key').on(t.serviceCode, t.effectiveFrom)],
);

/** Extras an applicant may add to a service (e.g. another certified copy). */
export const billables = pgTable('billables', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  serviceCode: text().references(() => services.code),
  amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text().notNull().default('KES'),
  maxQuantity: integer().notNull().default(10),
  active: boolean().notNull().default(true),
  ...stamps,
});

/** How a service's fee splits into tax heads (percentages summing to 100). */
export const serviceTaxHeads = pgTable(
  'service_tax_heads',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceCode: text()
      .notNull()
      .references(() => services.code),
    taxHeadId: uuid()
      .notNull()
      .references(() => taxHeads.id),
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('service_tax_heads_key').on(t.serviceCode, t.taxHeadId)],
);

export const dioceses = pgTable('dioceses', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  denomination: text().notNull(),
  district: text()
    .notNull()
    .references(() => districts.code),
  ...stamps,
});

export const marriageRooms = pgTable(
  'marriage_rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    district: text()
      .notNull()
      .references(() => districts.code),
    capacity: integer().notNull(),
    opensAt: time().notNull(),
    closesAt: time().notNull(),
    slotMinutes: integer().notNull(),
    /** ISO weekdays the room is open (1 = Monday … 7 = Sunday). */
    weekdays: integer().array().notNull(),
    active: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('marriage_rooms_district_idx').on(t.district)],
);

export const marriageConfigs = pgTable('marriage_configs', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  description: text().notNull(),
  ...stamps,
});
