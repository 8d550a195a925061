/** The answer of POST /api/payments/confirm and GET /api/payments/receipts/:number. */
export interface PaymentOutcome {
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING';
  message: string;
  paymentId: string;
  checkoutId: string;
  applicationId: string;
  reference: string;
  serviceCode: string;
  invoiceNumber: string;
  amount: number;
  currency: string;
  receiptNumber: string | null;
  documentId: string | null;
  paidAt: string | null;
  cardLast4: string | null;
}

export type PaymentArea = 'user' | 'institution';
