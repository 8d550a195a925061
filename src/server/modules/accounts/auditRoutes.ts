import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditRecord } from '../../../shared/contracts/accounts-admin.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { allow } from '../../plugins/auth.js';
import { AUDIT_SORTS, listAuditEvents } from './auditLog.js';

/** GET /api/audit-events: the settings and account changes, read-only, for whoever may read `audit` (ADMIN, Registrar General). */
export default async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-events',
    {
      onRequest: app.authenticate,
      preValidation: allow('read', 'audit', 'Only an administrator or the Registrar General reads the audit log'),
      schema: {
        tags: ['accounts'],
        summary:
          'Audit log of settings and accounts: filters entity, action, actorId, about (record id), from, to (Nairobi days)',
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: z.array(auditRecord) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, AUDIT_SORTS, { field: 'at', order: 'DESC' });
      const { rows, total } = await listAuditEvents(app.db, list);
      return sendPage(reply, 'audit-events', list.range, rows, total);
    },
  );
}
