import type { FastifyInstance } from 'fastify';
import billingRoutes from './routes.js';

/** The finance office: transactions, receipts and invoices. */
export default async function billingModule(app: FastifyInstance) {
  await app.register(billingRoutes);
}
