import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses.js';
import { applicationListRowSchema, applicationSchema, timestamp } from './applications.js';
import { envelope } from './common.js';

/** GET /tracking/:trackingId: service, reference, status, stage and dates only, nothing personal. */
export const trackingSchema = z.object({
  service: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  stage: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export const trackingAnswer = envelope(trackingSchema);

export type Tracking = z.input<typeof trackingSchema>;

/** GET /tracking-search (back office): a row per application found, as the application lists answer it. */
export const trackingSearchRowSchema = applicationListRowSchema;

/** GET /tracking-search/:id: the application read-only, with its applicant's and assignee's names. */
export const trackedApplicationSchema = applicationListRowSchema.extend({
  formData: applicationSchema.shape.formData,
  outcome: applicationSchema.shape.outcome,
});

export type TrackingSearchRow = z.input<typeof trackingSearchRowSchema>;
export type TrackedApplication = z.input<typeof trackedApplicationSchema>;

export const TRACKING_QUERY_MESSAGE = 'Enter a reference, tracking number, name or ID number';

/** What the back-office tracking search takes: the page's search box and the route's `q` filter. */
export const trackingQueryInput = z.object({
  q: z
    .string({ error: TRACKING_QUERY_MESSAGE })
    .trim()
    .min(1, TRACKING_QUERY_MESSAGE)
    .max(100, 'Use at most 100 characters'),
});
