import type { FastifyInstance } from 'fastify';
import paymentRoutes from './routes.js';

/** Payments: checkout, the gateway's callbacks, outcomes and receipts. */
export default async function paymentsModule(app: FastifyInstance) {
  await app.register(paymentRoutes, { payments: app.payments });
}
