import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideDuplicateInput,
  duplicateReviewSchema,
  possibleDuplicateRowSchema,
  possibleDuplicateSchema,
} from '../../../shared/contracts/duplicates.js';
import { DUPLICATE_STATUSES } from '../../../shared/duplicates.js';
import { filterIds, listQuery, parseList, sendPage, uuidIdsFilter } from '../../http/simpleRest.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { badRequest, NOT_ALLOWED } from '../../plugins/errors.js';
import { DUPLICATE_SORTABLE } from './queue.js';
import type { DuplicatesService } from './service.js';

const params = z.object({ id: z.string().max(100) });
const filterSchema = z
  .object({
    id: uuidIdsFilter.optional(),
    status: z.enum(DUPLICATE_STATUSES, { error: `Choose one of: ${DUPLICATE_STATUSES.join(', ')}` }).optional(),
    applicationId: z.string().uuid('Not an application').optional(),
  })
  .strip();

/** The "Possible duplicates" queue (issue 24): the list, one side by side, the decision; and the submitter's view. */
export default async function duplicateRoutes(app: FastifyInstance, opts: { duplicates: DuplicatesService }) {
  const service = opts.duplicates;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['possible-duplicates'];
  const security = [{ bearer: [] }];
  const reading = { onRequest: app.authenticate, preValidation: allow('read', 'duplicates', NOT_ALLOWED) };

  r.get(
    '/possible-duplicates',
    {
      ...reading,
      schema: {
        tags,
        security,
        summary: 'Submissions held as possible duplicates of an earlier record, and the decisions made',
        querystring: listQuery,
        response: { 200: z.array(possibleDuplicateRowSchema) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, Object.keys(DUPLICATE_SORTABLE) as (keyof typeof DUPLICATE_SORTABLE)[], {
        field: 'createdAt',
        order: 'ASC',
      });
      const filter = filterSchema.safeParse(list.filter);
      if (!filter.success)
        throw badRequest(
          'The filter is not valid',
          Object.fromEntries(filter.error.issues.map((i) => [`filter.${i.path.join('.')}`, i.message])),
        );
      const { rows, total } = await service.list(
        callerOf(request),
        { ...filter.data, id: filterIds(filter.data) },
        list,
      );
      return sendPage(reply, 'possible-duplicates', list.range, rows, total);
    },
  );

  r.get(
    '/possible-duplicates/:id',
    {
      ...reading,
      schema: { tags, security, params, response: { 200: possibleDuplicateSchema } },
    },
    async (request) => service.one(callerOf(request), request.params.id),
  );

  r.post(
    '/possible-duplicates/:id/decide',
    {
      onRequest: app.authenticate,
      preValidation: allow('work', 'duplicates', NOT_ALLOWED),
      schema: {
        tags,
        security,
        summary:
          'Decide a possible duplicate: "DUPLICATE" (the later record is declined) or "NOT_DUPLICATE" (it goes on)',
        params,
        body: decideDuplicateInput,
        response: { 200: z.object({ data: possibleDuplicateSchema }) },
      },
    },
    async (request) => ({ data: await service.decide(callerOf(request), request.params.id, request.body) }),
  );

  r.get(
    '/applications/:id/duplicate-review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Where an application stands on possible duplicates (its submitter's and staff's view)",
        params,
        response: { 200: z.object({ data: duplicateReviewSchema }) },
      },
    },
    async (request) => ({ data: await service.review(callerOf(request), request.params.id) }),
  );
}
