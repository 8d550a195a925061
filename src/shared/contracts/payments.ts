import { z } from 'zod';
import { invoiceSchema, timestamp } from './applications.js';
import { envelope } from './common.js';

export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** POST /payments/checkout (201): where to send the payer to pay. */
export const checkoutSchema = z.object({
  paymentId: z.string(),
  checkoutId: z.string(),
  redirectUrl: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** M-Pesa: PENDING while the prompt waits on the payer's phone (GET /payments/:paymentId/status tells the outcome). */
  status: z.enum(['PENDING']).optional(),
  /** M-Pesa: what to tell the payer ("Check your phone…"). */
  message: z.string().optional(),
});

/** The answer of POST /payments/confirm and GET /payments/receipts/:receiptNumber. */
export const paymentOutcomeSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  message: z.string(),
  paymentId: z.string(),
  checkoutId: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  serviceCode: z.string(),
  invoiceNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  receiptNumber: z.string().nullable(),
  documentId: z.string().nullable(),
  paidAt: timestamp.nullable(),
  cardLast4: z.string().nullable(),
  /** SANDBOX or MPESA. */
  gateway: z.string().optional(),
  /** The gateway's own receipt number (M-Pesa's), when it reported one. */
  gatewayReceipt: z.string().nullable().optional(),
});

/** POST /payments/callback: the gateway only learns that its confirmation arrived. */
export const callbackReceivedSchema = z.object({ received: z.literal(true), status: z.string() });

/** A row of GET /transactions (billing): a card payment with its invoice, application and payer. */
export const transactionSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  checkoutId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  receiptNumber: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  confirmedAt: timestamp.nullable(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  serviceCode: z.string(),
  payerName: z.string(),
});

/** A row of GET /invoices: the invoice with its application's reference and service. */
export const invoiceListRowSchema = z.object({
  id: invoiceSchema.shape.id,
  number: invoiceSchema.shape.number,
  status: invoiceSchema.shape.status,
  amount: invoiceSchema.shape.amount,
  currency: invoiceSchema.shape.currency,
  lines: invoiceSchema.shape.lines,
  createdAt: invoiceSchema.shape.createdAt,
  paidAt: invoiceSchema.shape.paidAt,
  payerId: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  serviceCode: z.string(),
});

export const checkoutAnswer = envelope(checkoutSchema);
export const paymentOutcomeAnswer = envelope(paymentOutcomeSchema);
export const callbackReceivedAnswer = envelope(callbackReceivedSchema);

export type Checkout = z.input<typeof checkoutSchema>;
export type PaymentOutcome = z.input<typeof paymentOutcomeSchema>;
export type Transaction = z.input<typeof transactionSchema>;
export type InvoiceListRow = z.input<typeof invoiceListRowSchema>;
