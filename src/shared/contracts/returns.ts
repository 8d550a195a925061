import { z } from 'zod';
import { LIVE_RETURN_STATUSES } from '../returns.js';
import { timestamp } from './applications.js';

/** A licensed institution with no marriage return for a closed month (GET /api/marriage-returns/missing). */
export const missingReturnSchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  type: z.enum(['CHURCH', 'MOSQUE', 'TEMPLE', 'COURT', 'LICENSED_ORGANISATION']),
  registrationNumber: z.string(),
  /** When the outbox reminded it of this month's return; null while it has not. */
  remindedAt: timestamp.nullable(),
});

export const missingReturnsSchema = z.object({
  /** yyyy-mm: the month listed. */
  month: z.string(),
  /** The closed months one may list, newest first (yyyy-mm). */
  months: z.array(z.string()),
  institutions: z.array(missingReturnSchema),
});

export const remindersSentSchema = z.object({ sent: z.number() });

/**
 * A closed month the caller's institution has already filed a return for (GET /api/marriage-returns/filed):
 * the return form offers only the months still open to it.
 */
export const filedReturnSchema = z.object({
  /** yyyy-mm */
  month: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(LIVE_RETURN_STATUSES),
});
export type FiledReturn = z.infer<typeof filedReturnSchema>;
