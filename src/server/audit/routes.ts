import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_KINDS, accessRecordRow, auditHeadsAnswer } from '../../shared/contracts/audit.js';
import { canReadAccessLog } from '../../shared/permissions.js';
import { filterIds, listQuery, parseList, sendPage } from '../http/simpleRest.js';
import { isUuid } from '../http/ids.js';
import { callerOf, guard, requireAccountType } from '../plugins/auth.js';
import { badRequest, VALIDATION_MESSAGE } from '../plugins/errors.js';
import { recordAccess } from './access.js';
import { aboutCitizen, aboutRecord, listAccessRecords, ownEntryIds } from './accessLog.js';
import { personalArchive } from './archive.js';
import { publishedHeads } from './chain.js';

const AUDIT_LOG_REFUSED = 'Only an administrator or the Registrar General reads the audit log';

/**
 * The audit chain's published heads (public), a record's access log (the registry's auditors), a
 * citizen's own access log and the archive of everything the registry holds about them.
 */
export default async function auditChainRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  r.get(
    '/audit-heads',
    {
      schema: {
        tags: ['audit'],
        summary:
          "The audit chain's head as signed each Nairobi day (Ed25519, newest first), with the public key to check the signatures: anyone may keep a copy and later show that the log was rewritten",
        response: { 200: auditHeadsAnswer },
      },
    },
    async (_request, reply) => {
      const heads = await publishedHeads(app.db);
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          algorithm: 'Ed25519' as const,
          keyId: app.auditKey.keyId,
          publicKey: app.auditKey.publicKeyPem,
          heads: heads.map((h) => ({ ...h, signedAt: h.signedAt.toISOString() })),
        },
      };
    },
  );

  r.get(
    '/access-records',
    {
      onRequest: app.authenticate,
      preValidation: guard((caller) => (canReadAccessLog(caller) ? null : AUDIT_LOG_REFUSED)),
      schema: {
        tags: ['audit'],
        summary:
          'Who opened a record, when and why (filter: kind and subjectId, both required; for a register entry the searches that returned it too)',
        security,
        querystring: listQuery,
        response: { 200: z.array(accessRecordRow) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, ['at'] as const, { field: 'at', order: 'DESC' });
      const { kind, subjectId } = list.filter;
      const errors: Record<string, string> = {};
      if (typeof kind !== 'string' || !(ACCESS_KINDS as readonly string[]).includes(kind))
        errors['filter.kind'] = 'Not a value of this filter';
      if (typeof subjectId !== 'string' || !isUuid(subjectId)) errors['filter.subjectId'] = 'Not a valid id';
      if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
      // react-admin's getMany: those records of this one's log only.
      const { rows, total } = await listAccessRecords(
        app.db,
        aboutRecord(kind as (typeof ACCESS_KINDS)[number], subjectId as string),
        list.range,
        { withNames: true, ids: filterIds(list.filter, 'integer') },
      );
      return sendPage(reply, 'access-records', list.range, rows, total);
    },
  );

  r.get(
    '/my-access-records',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['audit'],
        summary:
          "Who in the registry has looked at the caller's records (their applications, documents and register entries, and the searches that returned them), newest first: role and office, not names",
        security,
        querystring: listQuery,
        response: { 200: z.array(accessRecordRow) },
      },
    },
    async (request, reply) => {
      const caller = requireAccountType(request, 'INDIVIDUAL');
      const list = parseList(request.query, ['at'] as const, { field: 'at', order: 'DESC' });
      const entries = await ownEntryIds(app.db, caller.userId);
      const { rows, total } = await listAccessRecords(app.db, aboutCitizen(caller.userId, entries), list.range, {
        withNames: false,
        ids: filterIds(list.filter, 'integer'),
      });
      return sendPage(reply, 'my-access-records', list.range, rows, total);
    },
  );

  r.get(
    '/my-data',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['audit'],
        summary:
          'Everything the registry holds about the caller, as one ZIP: their data as JSON (my-data.json) and the PDFs of their documents and their uploaded files',
        security,
      },
    },
    async (request, reply) => {
      const caller = requireAccountType(request, 'INDIVIDUAL');
      const archive = await personalArchive(app, caller.userId);
      await recordAccess(app.db, request, callerOf(request), {
        kind: 'personal-archive',
        subjectId: caller.userId,
        ownerId: caller.userId,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive.zip);
    },
  );
}
