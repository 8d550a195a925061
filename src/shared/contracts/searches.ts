import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses.js';
import { registerMatchSchema } from '../services/register-search.js';
import { timestamp } from './applications.js';

/** An application that follows from a search (its report): enough to link to it and say where it stands. */
export const searchFollowUpSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

/**
 * One register search of the applicant's (GET /api/my-register-searches, and the search a report is
 * about: GET /api/applications/:id/reported-search): what was searched, where it stands, the
 * entries the officer confirmed (none before), and its report when one was asked for (not declined).
 */
export const searchSummarySchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** When the officer confirmed the result; null before. */
  decidedAt: timestamp.nullable(),
  criteria: z.object({
    partyName: z.string(),
    otherPartyName: z.string().nullable(),
    /** yyyy-mm-dd, or null for no bound. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    district: z.string().nullable(),
    districtName: z.string().nullable(),
    purpose: z.string(),
  }),
  matches: z.array(registerMatchSchema),
  report: searchFollowUpSchema.nullable(),
});
export type SearchSummary = z.input<typeof searchSummarySchema>;
/** The server's side of it (timestamps as Dates). */
export type SearchSummaryRecord = z.output<typeof searchSummarySchema>;
