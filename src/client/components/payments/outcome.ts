/** The answer of POST /api/payments/confirm and GET /api/payments/receipts/:number (the routes' response schema). */
export type { PaymentOutcome } from '../../../shared/contracts/payments.js';

export type PaymentArea = 'user' | 'institution';
