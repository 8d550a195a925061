import { z } from 'zod';
import { APPLICATION_ACTIONS } from '../lifecycle.js';
import { APPLICATION_STATUSES } from '../statuses.js';
import { APPROVAL_LEVELS } from '../services.js';

/**
 * The applications API's answers (routes declare them as response schemas; the client reads the
 * same types). Timestamps are Dates on the server and ISO strings on the wire: `z.input` is the
 * wire's shape (the client's), `z.output` the server's.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An application as the engine stores it (POST, PUT, DELETE and every workflow step answer it). */
export const applicationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  trackingId: z.string(),
  serviceCode: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  stage: z.enum(APPROVAL_LEVELS).nullable(),
  applicantId: z.string(),
  organisationId: z.string().nullable(),
  district: z.string().nullable(),
  formData: z.record(z.string(), z.unknown()),
  billables: z.array(z.object({ code: z.string(), quantity: z.number() })),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  /** When courier delivery was bought and the documents have left: by which courier, under which tracking number. */
  dispatch: z
    .object({ courier: z.string(), trackingNumber: z.string(), dispatchedAt: z.string(), dispatchedBy: z.string() })
    .nullable(),
  assigneeId: z.string().nullable(),
  slaDueAt: timestamp.nullable(),
  version: z.number(),
  submittedAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['UNPAID', 'PAID', 'CANCELLED']),
  lines: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
      taxHeads: z.array(z.object({ code: z.string(), name: z.string(), amount: z.number() })),
    }),
  ),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
});

/** GET /applications/:id: the application, what the caller may do next, its invoice and documents. */
export const applicationDetailSchema = applicationSchema.extend({
  allowedActions: z.array(z.enum(APPLICATION_ACTIONS)),
  invoice: invoiceSchema.nullable(),
  attachmentKinds: z.array(z.string()),
  overdue: z.boolean(),
  /** Courier delivery was bought, its documents are issued and not sent yet: staff may record the dispatch. */
  dispatchReady: z.boolean(),
});

/** A row of GET /applications. */
export const applicationListRowSchema = applicationSchema
  .pick({
    id: true,
    reference: true,
    trackingId: true,
    serviceCode: true,
    status: true,
    stage: true,
    applicantId: true,
    organisationId: true,
    district: true,
    assigneeId: true,
    slaDueAt: true,
    version: true,
    submittedAt: true,
    decidedAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    applicantName: z.string().nullable(),
    partyNames: z.string(),
    assigneeName: z.string().nullable(),
    overdue: z.boolean(),
  });

/** A row of GET /application-events: the timeline. */
export const applicationEventSchema = z.object({
  id: z.number(),
  applicationId: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  comment: z.string().nullable(),
  at: timestamp,
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorAccountType: z.string().nullable(),
});

/** What the client receives (timestamps as ISO strings). */
export type Application = z.input<typeof applicationSchema>;
export type ApplicationDetail = z.input<typeof applicationDetailSchema>;
export type ApplicationListRow = z.input<typeof applicationListRowSchema>;
export type ApplicationEvent = z.input<typeof applicationEventSchema>;
