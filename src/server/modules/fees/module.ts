import type { FastifyInstance } from 'fastify';
import feeRoutes from './routes.js';

/** The fees in force and the public price list. */
export default async function feesModule(app: FastifyInstance) {
  await app.register(feeRoutes);
}
