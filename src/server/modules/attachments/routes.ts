import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentSchema } from '../../../shared/contracts/attachments.js';
import { listQuery, parseList, sendPage, uuidIdsFilter } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { badRequest } from '../../plugins/errors.js';
import { AttachmentsService, publicAttachment, SORTABLE } from './service.js';
import { acceptUploads, readUpload, sendStoredFile } from './upload.js';

const applicationParams = z.object({ id: z.string().uuid('No such application') });
const attachmentParams = z.object({ id: z.string().uuid('No such document') });
const filterSchema = z
  .object({
    id: uuidIdsFilter.optional(),
    applicationId: z.string({ error: 'Name the application' }).uuid('No such application'),
    kind: z.string().max(60).optional(),
    includeDeleted: z.boolean().optional(),
  })
  .strip();

/** Documents attached to applications: upload (multipart, 10 MB, PDF/JPEG/PNG by content), list, download, remove. */
export default async function attachmentRoutes(app: FastifyInstance, opts: { attachments: AttachmentsService }) {
  // Scoped to these routes only: nowhere else accepts multipart bodies.
  await acceptUploads(app);

  const service = opts.attachments;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attachments'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.post(
    '/applications/:id/attachments',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: applicationParams,
        summary:
          'Attach a document (multipart/form-data: the field "kind", then the file in "file"; PDF, JPEG or PNG, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: attachmentSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const application = await service.checkEditable(caller, request.params.id);
      const upload = await readUpload(request);
      return reply.code(201).send(await service.add(caller, application, upload));
    },
  );

  r.get(
    '/attachments',
    { ...auth, schema: { tags, security, querystring: listQuery, response: { 200: z.array(attachmentSchema) } } },
    async (request, reply) => {
      const list = parseList(request.query, Object.keys(SORTABLE) as (keyof typeof SORTABLE)[], {
        field: 'createdAt',
        order: 'ASC',
      });
      const filter = filterSchema.safeParse(list.filter);
      if (!filter.success)
        throw badRequest(
          'The filter is not valid',
          Object.fromEntries(filter.error.issues.map((i) => [`filter.${i.path.join('.')}`, i.message])),
        );
      const { rows, total } = await service.list(callerOf(request), filter.data, list.sort, list.range);
      return sendPage(reply, 'attachments', list.range, rows, total);
    },
  );

  r.get(
    '/attachments/:id',
    { ...auth, schema: { tags, security, params: attachmentParams, response: { 200: attachmentSchema } } },
    async (request) => {
      const { row } = await service.getVisible(callerOf(request), request.params.id);
      return publicAttachment(row);
    },
  );

  r.get(
    '/attachments/:id/content',
    { ...auth, schema: { tags, security, params: attachmentParams, summary: 'The file itself, shown inline' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { row, content } = await service.content(caller, request.params.id);
      await recordAccess(app.db, request, caller, {
        kind: 'attachment',
        subjectId: row.id,
        ownerOfApplication: row.applicationId,
      });
      return sendStoredFile(reply, row, content);
    },
  );

  r.delete(
    '/attachments/:id',
    { ...auth, schema: { tags, security, params: attachmentParams, response: { 200: attachmentSchema } } },
    async (request) => service.remove(callerOf(request), request.params.id),
  );
}
