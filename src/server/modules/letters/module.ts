import type { FastifyInstance } from 'fastify';
import letterRoutes from './routes.js';
import { LettersService } from './service.js';

/** Marital status letters: their register. */
export default async function lettersModule(app: FastifyInstance) {
  await app.register(letterRoutes, { letters: new LettersService({ db: app.db, clock: app.clock }) });
}
