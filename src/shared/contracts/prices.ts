import { z } from 'zod';

/** One service of the public price list (GET /api/prices): its fee in force and how it splits. */
export const priceEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.array(z.string()),
  chain: z.array(z.string()),
  fee: z.object({ amount: z.number(), currency: z.string(), effectiveFrom: z.string() }).nullable(),
  taxHeads: z.array(z.object({ code: z.string(), name: z.string(), percentage: z.number(), amount: z.number() })),
  billables: z.array(z.object({ code: z.string(), name: z.string(), amount: z.number(), maxQuantity: z.number() })),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

export const priceListSchema = z.object({ data: z.array(priceEntrySchema) });
