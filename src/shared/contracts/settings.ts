import { z } from 'zod';
import { APPROVAL_LEVELS, SERVICE_CODES } from '../services.js';
import { timestamp } from './applications.js';
import { apiDateField, MESSAGES, optionalText, requiredText } from './common.js';

/**
 * The input of each settings table (domain section 8). The server validates every write with
 * these and the back-office forms check them before sending, so a rule is written once.
 */

export const CURRENCIES = ['KES'] as const;
/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const codeField = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(
    /^[A-Z][A-Z0-9_]{1,59}$/,
    'Use capital letters, digits and underscores, starting with a letter (e.g. EXTRA_COPY)',
  );
const serviceCodeField = z.enum(SERVICE_CODES, { error: 'Choose the service' });
const districtCode = z
  .string({ error: 'Choose the district' })
  .trim()
  .regex(/^\d{3}$/, 'Choose the district');
const money = (min: number, minMessage: string) =>
  z
    .number({ error: 'Enter an amount in KES' })
    .min(min, minMessage)
    .max(10_000_000, 'At most KES 10,000,000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals');
const wholeNumber = (min: number, max: number, what = 'a whole number') =>
  z
    .number({ error: `Enter ${what}` })
    .int('Enter a whole number')
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);
const flag = z.boolean({ error: 'Choose yes or no' }).default(true);
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;
const timeOfDay = z
  .string({ error: 'Enter a time as hh:mm' })
  .regex(TIME, 'Enter a time as hh:mm')
  .transform((t) => t.slice(0, 5));

/** What the vital statistics' rates per 1,000 read (issue 24); both or neither. */
export const POPULATION_MESSAGES = {
  yearNeeded: 'Enter the year of the count the population comes from',
  populationNeeded: 'Enter the population counted that year',
} as const;

export const districtInput = z
  .object({
    code: z
      .string({ error: MESSAGES.required })
      .trim()
      .regex(/^\d{3}$/, 'Use the 3-digit county code (e.g. 047)'),
    name: requiredText(80),
    active: flag,
    population: wholeNumber(1, 100_000_000, 'the population as a whole number').nullable().default(null),
    populationYear: wholeNumber(1960, 2100, 'the year as four digits').nullable().default(null),
  })
  .superRefine((d, ctx) => {
    if (d.population !== null && d.populationYear === null)
      ctx.addIssue({ code: 'custom', path: ['populationYear'], message: POPULATION_MESSAGES.yearNeeded });
    if (d.population === null && d.populationYear !== null)
      ctx.addIssue({ code: 'custom', path: ['population'], message: POPULATION_MESSAGES.populationNeeded });
  });

export const countryInput = z.object({
  isoCode: z
    .string({ error: MESSAGES.required })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter ISO code (e.g. KE)')),
  name: requiredText(80),
  dialCode: z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\+\d{1,4}$/, 'Use + and 1 to 4 digits (e.g. +254)'),
  nationality: requiredText(80),
  enabled: flag,
});

/** Target working days per approval stage, e.g. { OFFICER: 3, DIRECTOR: 2 }. */
export const slaDaysField = z.partialRecord(
  z.enum(APPROVAL_LEVELS, { error: 'Unknown approval stage' }),
  wholeNumber(1, 365, 'a number of days'),
  {
    error: 'Give the target days per stage',
  },
);

export const serviceInput = z.object({
  name: requiredText(120),
  description: requiredText(500),
  slaDays: slaDaysField,
  active: flag,
});

export const serviceCostInput = z.object({
  serviceCode: serviceCodeField,
  amount: money(0, 'The fee cannot be negative'),
  currency: z.enum(CURRENCIES, { error: 'Fees are in KES' }).default('KES'),
  effectiveFrom: apiDateField,
});

export const billableInput = z.object({
  code: codeField,
  name: requiredText(120),
  serviceCode: serviceCodeField.nullable().default(null),
  amount: money(0.01, 'The amount must be more than zero'),
  currency: z.enum(CURRENCIES, { error: 'Amounts are in KES' }).default('KES'),
  maxQuantity: wholeNumber(1, 100),
  active: flag,
});

export const taxHeadInput = z.object({
  code: codeField,
  name: requiredText(80),
  description: optionalText(240),
  active: flag,
});

const percentage = z
  .number({ error: 'Enter a percentage' })
  .gt(0, 'More than 0%')
  .max(100, 'At most 100%')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals');

/** The sum of a split's percentages, in hundredths to avoid floating-point drift. */
export const splitTotal = (heads: readonly { percentage: number }[]) =>
  heads.reduce((sum, h) => sum + Math.round(h.percentage * 100), 0) / 100;

export const SPLIT_MESSAGE = 'The percentages of a service must add up to 100%';

/** A service's fee split over tax heads: the whole split is written at once, so it always adds up to 100%. */
export const serviceTaxHeadsInput = z
  .object({
    serviceCode: serviceCodeField,
    heads: z
      .array(z.object({ taxHeadId: z.uuid({ error: 'Choose the tax head' }), percentage }), {
        error: 'List the tax heads',
      })
      .min(1, 'Add at least one tax head')
      .max(10, 'At most 10 tax heads'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.heads.forEach((head, index) => {
      if (seen.has(head.taxHeadId))
        ctx.addIssue({ code: 'custom', path: ['heads', index, 'taxHeadId'], message: 'This tax head is listed twice' });
      seen.add(head.taxHeadId);
    });
    const total = splitTotal(value.heads);
    if (total !== 100) ctx.addIssue({ code: 'custom', path: ['heads'], message: `${SPLIT_MESSAGE} (now ${total}%)` });
  });

export const dioceseInput = z.object({
  name: requiredText(120),
  denomination: requiredText(120),
  district: districtCode,
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const marriageRoomInput = z
  .object({
    name: requiredText(120),
    district: districtCode,
    capacity: wholeNumber(1, 1000),
    opensAt: timeOfDay,
    closesAt: timeOfDay,
    slotMinutes: wholeNumber(15, 240, 'the slot length in minutes'),
    weekdays: z
      .array(
        z
          .number({ error: 'Choose the weekdays' })
          .int()
          .min(1, 'Weekdays run from 1 (Monday) to 7 (Sunday)')
          .max(7, 'Weekdays run from 1 (Monday) to 7 (Sunday)'),
        {
          error: 'Choose the weekdays',
        },
      )
      .min(1, 'Choose at least one weekday')
      .refine((days) => new Set(days).size === days.length, 'Each weekday only once')
      .transform((days) => [...days].sort((a, b) => a - b)),
    active: flag,
  })
  .superRefine((room, ctx) => {
    if (!TIME.test(room.opensAt) || !TIME.test(room.closesAt)) return;
    const open = minutesOf(room.opensAt);
    const close = minutesOf(room.closesAt);
    if (open >= close)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The room must close after it opens' });
    else if (close - open < room.slotMinutes)
      ctx.addIssue({
        code: 'custom',
        path: ['slotMinutes'],
        message: 'At least one slot must fit between opening and closing',
      });
  });

/** What each known marriage config holds; a key ending in _days holds a positive whole number of days. */
export function configValueError(key: string, value: unknown): string | null {
  const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
  if (key === 'minimum_age')
    return isInt(value) && value >= 16 && value <= 30 ? null : 'The minimum age is a whole number from 16 to 30';
  if (key === 'sla_days') {
    const parsed = slaDaysField.safeParse(value);
    if (
      !parsed.success ||
      typeof value !== 'object' ||
      value === null ||
      Array.isArray(value) ||
      Object.keys(value).length === 0
    ) {
      return 'Give a whole number of days (1 to 365) for each approval stage';
    }
    return null;
  }
  if (key === 'max_witnesses') return isInt(value) && value >= 1 && value <= 10 ? null : 'A whole number from 1 to 10';
  if (key.endsWith('_days'))
    return isInt(value) && value >= 1 && value <= 3650 ? null : 'A whole number of days from 1 to 3650';
  return null;
}

export const marriageConfigInput = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,59}$/, 'Use lower-case letters, digits and underscores'),
    value: z.unknown().refine((v) => v !== undefined && v !== null, 'Enter a value'),
    description: requiredText(240),
  })
  .superRefine((config, ctx) => {
    const error = configValueError(config.key, config.value);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });

export type MarriageRoomInput = z.infer<typeof marriageRoomInput>;
export type ServiceTaxHeadsInput = z.infer<typeof serviceTaxHeadsInput>;

/** The field messages of a failed parse: { "heads.0.percentage": "…" }. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The answers of the settings resources (GET list and one, POST, PUT, DELETE): each row with `id`
// first (react-admin's key: the primary key's value), then its columns, then what the server adds.
// ---------------------------------------------------------------------------------------------

const stamps = { createdAt: timestamp, updatedAt: timestamp };

export const districtRecord = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  population: z.number().nullable(),
  populationYear: z.number().nullable(),
  ...stamps,
});

export const countryRecord = z.object({
  id: z.string(),
  isoCode: z.string(),
  name: z.string(),
  dialCode: z.string(),
  nationality: z.string(),
  enabled: z.boolean(),
  ...stamps,
});

export const serviceRecord = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.array(z.string()),
  chain: z.array(z.string()),
  /** Target working days per stage, e.g. { OFFICER: 3, DIRECTOR: 2 }. */
  slaDays: z.record(z.string(), z.number()),
  requiredAttachments: z.array(z.string()),
  active: z.boolean(),
  ...stamps,
});

export const COST_STATUSES = ['SCHEDULED', 'IN_FORCE', 'SUPERSEDED'] as const;

/** A service cost as stored; DELETE answers this. */
export const serviceCostRow = z.object({
  id: z.string(),
  serviceCode: z.string(),
  amount: z.number(),
  currency: z.string(),
  effectiveFrom: z.string(),
  ...stamps,
});
/** What the list, one, POST and PUT answer: with `status`, SCHEDULED (may still change), IN_FORCE (the price today) or SUPERSEDED. */
export const serviceCostRecord = serviceCostRow.extend({ status: z.enum(COST_STATUSES) });

export const billableRecord = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  serviceCode: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  maxQuantity: z.number(),
  active: z.boolean(),
  ...stamps,
});

/** A tax head as stored; DELETE answers this. */
export const taxHeadRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  ...stamps,
});
/** What the list, one, POST and PUT answer: with the codes of the services whose fee split uses it. */
export const taxHeadRecord = taxHeadRow.extend({ services: z.array(z.string()) });

/** A service's whole fee split (id = the service code). */
export const serviceTaxHeadsRecord = z.object({
  id: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  heads: z.array(z.object({ taxHeadId: z.string(), code: z.string(), name: z.string(), percentage: z.number() })),
  total: z.number(),
});

export const dioceseRecord = z.object({
  id: z.string(),
  name: z.string(),
  denomination: z.string(),
  district: z.string(),
  ...stamps,
});

/** A marriage room; its hours as hh:mm. */
export const marriageRoomRecord = z.object({
  id: z.string(),
  name: z.string(),
  district: z.string(),
  capacity: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  slotMinutes: z.number(),
  weekdays: z.array(z.number()),
  active: z.boolean(),
  ...stamps,
});

/** A rule the services read, by key (id = key); its value is whatever JSON the key holds (a number, a list, a set of values). */
export const marriageConfigRecord = z.object({
  id: z.string(),
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
  ...stamps,
});

export type DistrictRecord = z.input<typeof districtRecord>;
export type CountryRecord = z.input<typeof countryRecord>;
export type ServiceRecord = z.input<typeof serviceRecord>;
export type ServiceCostRecord = z.input<typeof serviceCostRecord>;
export type BillableRecord = z.input<typeof billableRecord>;
export type TaxHeadRecord = z.input<typeof taxHeadRecord>;
export type ServiceTaxHeadsRecord = z.input<typeof serviceTaxHeadsRecord>;
export type DioceseRecord = z.input<typeof dioceseRecord>;
export type MarriageRoomRecord = z.input<typeof marriageRoomRecord>;
export type MarriageConfigRecord = z.input<typeof marriageConfigRecord>;
