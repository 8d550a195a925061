import type { FastifyInstance } from 'fastify';
import calendarRoutes from './routes.js';

/** The wedding calendar: bookings, rooms and free slots. */
export default async function calendarModule(app: FastifyInstance) {
  await app.register(calendarRoutes, { calendar: app.calendar });
}
