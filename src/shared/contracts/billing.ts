import { z } from 'zod';
import { addDays } from '../dates.js';
import { SERVICE_CODES } from '../services.js';
import { apiDateField, envelope } from './common.js';

/** The highest price a schedule takes: far above any fee of the registry, so a slip of the keyboard is refused. */
export const MAX_SCHEDULED_PRICE = 1_000_000;

export const PRICE_MESSAGES = {
  service: 'Choose the service',
  amount: 'Enter the price in KES',
  positive: 'The price must be more than zero',
  absurd: 'At most KES 1,000,000',
  decimals: 'Use at most two decimals',
  future: 'A price can only be scheduled from tomorrow on',
  taken: 'This service already has a price starting on that date',
} as const;

/** The first day a new price may start on: tomorrow (Nairobi); a price in force never changes. */
export const firstSchedulableDay = (today: string) => addDays(today, 1);

/** POST /billing/price-schedules: a new price for a service from a future day. */
export const priceScheduleInput = z.object({
  serviceCode: z.enum(SERVICE_CODES, { error: PRICE_MESSAGES.service }),
  amount: z
    .number({ error: PRICE_MESSAGES.amount })
    .positive(PRICE_MESSAGES.positive)
    .max(MAX_SCHEDULED_PRICE, PRICE_MESSAGES.absurd)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PRICE_MESSAGES.decimals),
  effectiveFrom: apiDateField,
});
export type PriceScheduleInput = z.infer<typeof priceScheduleInput>;

/** The same rules with today's date: the start must be after today (the form and the server share it). */
export const priceScheduleFor = (today: string) =>
  priceScheduleInput.superRefine((value, ctx) => {
    if (value.effectiveFrom < firstSchedulableDay(today))
      ctx.addIssue({ code: 'custom', path: ['effectiveFrom'], message: PRICE_MESSAGES.future });
  });

export const PRICE_STATUSES = ['SCHEDULED', 'IN_FORCE', 'SUPERSEDED'] as const;

export const taxShareSchema = z.object({
  code: z.string(),
  name: z.string(),
  percentage: z.number(),
  amount: z.number(),
});

/** One price of a service: when it starts, the day it ends (the day before the next one starts), its split. */
export const servicePriceSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  status: z.enum(PRICE_STATUSES),
  taxHeads: z.array(taxShareSchema),
});

/** A row of GET /billing/price-list: a service with its price today, the scheduled ones and the earlier ones. */
export const billingPriceEntrySchema = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  active: z.boolean(),
  current: servicePriceSchema.nullable(),
  scheduled: z.array(servicePriceSchema),
  history: z.array(servicePriceSchema),
});

export const billingPriceListAnswer = z.object({ data: z.array(billingPriceEntrySchema), today: z.string() });
export const servicePriceAnswer = envelope(servicePriceSchema);
/** DELETE /billing/price-schedules/:id: the scheduled price, cancelled. */
export const cancelledPriceSchema = z.object({ id: z.string(), cancelled: z.literal(true) });
export const cancelledPriceAnswer = envelope(cancelledPriceSchema);

/** GET /transactions/totals: the whole filtered set, whatever page the list shows. */
export const transactionTotalsSchema = z.object({
  count: z.number(),
  succeededCount: z.number(),
  succeededAmount: z.number(),
  failedCount: z.number(),
  pendingCount: z.number(),
  currency: z.string(),
});
export const transactionTotalsAnswer = envelope(transactionTotalsSchema);

export type ServicePrice = z.infer<typeof servicePriceSchema>;
export type BillingPriceEntry = z.infer<typeof billingPriceEntrySchema>;
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
