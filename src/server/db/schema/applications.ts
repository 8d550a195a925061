import { sql } from 'drizzle-orm';
import { recordedAt } from './columns.js';
import { APPROVAL_LEVELS } from '../../../shared/services.js';
import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.js';
import { services } from './reference.js';
import type { DocumentContent } from '../../modules/documents/content.js';

export const STATUS_VALUES = [
  'Draft',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
  'Approved',
  'Declined',
] as const;
export const STAGE_VALUES = APPROVAL_LEVELS;

export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    trackingId: text().notNull(),
    serviceCode: text()
      .notNull()
      .references(() => services.code),
    status: text({ enum: STATUS_VALUES }).notNull().default('Draft'),
    stage: text({ enum: STAGE_VALUES }),
    applicantId: uuid()
      .notNull()
      .references(() => users.id),
    organisationId: uuid().references(() => organisations.id),
    district: text(),
    formData: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Names of the parties, lower-cased, for the text search of the lists. */
    searchText: text().notNull().default(''),
    billables: jsonb().$type<{ code: string; quantity: number }[]>().notNull().default([]),
    outcome: jsonb().$type<Record<string, unknown>>(),
    /** The courier's dispatch of the documents, when courier delivery was bought and the documents sent. */
    dispatch: jsonb().$type<{ courier: string; trackingNumber: string; dispatchedAt: string; dispatchedBy: string }>(),
    assigneeId: uuid().references(() => users.id),
    slaDueAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('applications_reference_key').on(t.reference),
    uniqueIndex('applications_tracking_key').on(t.trackingId),
    index('applications_queue_idx').on(t.stage, t.status, t.serviceCode, t.slaDueAt),
    // The work queues (waiting at a level, oldest target date first) read this in order and stop after one page.
    index('applications_work_queue_idx')
      .on(t.stage, t.slaDueAt, t.id)
      .where(sql`${t.status} in ('Submitted', 'Pending')`),
    // The same for a district's staff, and the count of a queue without visiting the table.
    index('applications_district_queue_idx')
      .on(t.district, t.stage, t.serviceCode, t.slaDueAt, t.id)
      .where(sql`${t.status} in ('Submitted', 'Pending')`),
    index('applications_service_created_idx').on(t.serviceCode, t.createdAt),
    index('applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('applications_organisation_idx').on(t.organisationId, t.createdAt),
    index('applications_assignee_idx').on(t.assigneeId, t.status),
    index('applications_district_idx').on(t.district, t.stage, t.status),
    // The retention sweep's untouched drafts (modules/retention), oldest change first.
    index('applications_draft_idx').on(t.updatedAt).where(sql`${t.status} = 'Draft'`),
    // A search's reports (the live one refused a second at submit and at approval, the applicant's
    // pages): by the search they name, among reports only (an organisation's were a scan of them all).
    index('applications_search_report_idx')
      .on(sql`upper(${t.formData} ->> 'searchReference')`)
      .where(sql`${t.serviceCode} = 'SEARCH_REPORT'`),
  ],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    fromStage: text(),
    toStage: text(),
    comment: text(),
    at: recordedAt(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.id),
    index('application_events_actor_idx').on(t.actorId, t.action),
  ],
);

/**
 * How many applications wait in each queue (Submitted or Pending, per service, level and district;
 * '' for none), kept exact by the database's triggers on `applications` (migration 0018): a queue
 * page's total and the dashboard's waiting figures read these few rows instead of counting the queue.
 */
export const queueCounts = pgTable(
  'queue_counts',
  {
    serviceCode: text().notNull(),
    stage: text().notNull(),
    status: text().notNull(),
    district: text().notNull(),
    waiting: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceCode, t.stage, t.status, t.district] })],
);

/** Per service and year, the last reference number handed out (MN-2026-000123). */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    prefix: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

export const attachments = pgTable(
  'attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    uploadedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: recordedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  // By content (is it still named before the store forgets it) and by uploader (the account's quota).
  (t) => [
    index('attachments_application_idx').on(t.applicationId),
    index('attachments_sha256_idx').on(t.sha256),
    index('attachments_uploaded_by_idx').on(t.uploadedBy),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    payerId: uuid()
      .notNull()
      .references(() => users.id),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('KES'),
    /** Fee lines with their tax-head split. */
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    status: text({ enum: ['UNPAID', 'PAID', 'CANCELLED'] })
      .notNull()
      .default('UNPAID'),
    createdAt: recordedAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.number), index('invoices_application_idx').on(t.applicationId)],
);

export interface InvoiceLine {
  code: string;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  taxHeads: { code: string; name: string; amount: number }[];
}

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    gateway: text().notNull(),
    checkoutId: text().notNull(),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('KES'),
    status: text({ enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    failureReason: text(),
    cardLast4: text(),
    receiptNumber: text(),
    /** The gateway's own receipt for the money (M-Pesa's MpesaReceiptNumber), once it is confirmed. */
    gatewayReceipt: text(),
    /** The phone an M-Pesa STK push went to (2547XXXXXXXX). */
    payerPhone: text(),
    /** What the gateway's unsigned callback said, kept as received; never credited on its word alone. */
    gatewayCallback: jsonb().$type<Record<string, unknown>>(),
    createdAt: recordedAt(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_checkout_key').on(t.gateway, t.checkoutId),
    uniqueIndex('payments_receipt_key').on(t.receiptNumber),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Issued documents (receipts, notices, certificates…), each checkable at /verify/{code}. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    number: text().notNull(),
    applicationId: uuid().references(() => applications.id),
    ownerId: uuid().references(() => users.id),
    issuedBy: uuid().references(() => users.id),
    issuedAt: recordedAt(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    /** Replaced by a later document of the same standing (a certificate re-issued on rectification): /verify names it. */
    supersededAt: timestamp({ withTimezone: true }),
    supersededById: uuid().references((): AnyPgColumn => documents.id),
    /**
     * What the document says, fixed in the transaction that issues it (the PDF is drawn from this
     * alone, after the request: rendering.ts). Null for documents issued before it was kept.
     */
    content: jsonb().$type<DocumentContent>(),
    /** The drawn PDF in the file store; null until it is drawn (moments after issue, or on first download). */
    sha256: text(),
    size: integer(),
  },
  (t) => [
    uniqueIndex('documents_code_key').on(t.code),
    uniqueIndex('documents_kind_number_key').on(t.kind, t.number),
    index('documents_application_idx').on(t.applicationId),
    index('documents_sha256_idx').on(t.sha256),
    index('documents_unrendered_idx').on(t.issuedAt).where(sql`${t.sha256} is null`),
  ],
);
