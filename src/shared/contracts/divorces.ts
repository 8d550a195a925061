import { z } from 'zod';
import { MARRIAGE_STATUSES } from './register.js';

/** A register entry a court may name in a divorce return: what the register search shows, and its standing. */
export const divorceEntrySchema = z.object({
  registrationNumber: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  celebratedOn: z.string(),
  districtName: z.string(),
  status: z.enum(MARRIAGE_STATUSES),
  dissolvedOn: z.string().nullable(),
});
export type DivorceEntry = z.infer<typeof divorceEntrySchema>;

/** Find by entry number, or by one or both parties' names. */
export const divorceEntryQuery = z.object({
  registrationNumber: z.string().trim().max(40).optional(),
  partyName: z.string().trim().max(160).optional(),
  otherPartyName: z.string().trim().max(160).optional(),
});
