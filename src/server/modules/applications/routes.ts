import { serviceByCode } from '../../../shared/services.js';
import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_ACTIONS } from '../../../shared/lifecycle.js';
import {
  applicationDetailSchema,
  applicationEventSchema,
  applicationListRowSchema,
  applicationSchema,
} from '../../../shared/contracts/applications.js';
import { SERVICE_CODES } from '../../../shared/services.js';
import { filterIds, listQuery, parseList, sendPage, uuidIdsFilter } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { badRequest, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { eventsOf, listApplications, SORTABLE, type ListFilter } from './repository.js';
import type { ApplicationsService } from './service.js';
import { recordDispatch } from './dispatch.js';
import { requiredText } from '../../../shared/contracts/common.js';

const idParams = z.object({ id: z.string().uuid('No such application') });
const billablesInput = z
  .array(z.object({ code: z.string().min(1).max(60), quantity: z.number().int().min(0).max(100) }))
  .max(20);
const formDataInput = z.record(z.string(), z.unknown(), { error: 'formData must be an object' });
const stringOrList = z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]);

const filterSchema = z
  .object({
    id: uuidIdsFilter.optional(),
    q: z.string().max(100).optional(),
    serviceCode: stringOrList.optional(),
    status: stringOrList.optional(),
    stage: stringOrList.optional(),
    assigneeId: z.string().uuid().optional(),
    district: z.string().max(40).optional(),
    createdFrom: z.iso.date().optional(),
    createdTo: z.iso.date().optional(),
    submittedFrom: z.iso.date().optional(),
    submittedTo: z.iso.date().optional(),
    overdue: z.boolean().optional(),
    section: z.string().max(40).optional(),
    mine: z.boolean().optional(),
  })
  .strip();

export default async function applicationRoutes(app: FastifyInstance, opts: { applications: ApplicationsService }) {
  const service = opts.applications;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];
  const auth = { onRequest: app.authenticate };

  r.get(
    '/applications',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQuery,
        security: [{ bearer: [] }],
        response: { 200: z.array(applicationListRowSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const list = parseList(request.query, Object.keys(SORTABLE) as (keyof typeof SORTABLE)[], {
        field: 'createdAt',
        order: 'DESC',
      });
      const filter = filterSchema.safeParse(list.filter);
      if (!filter.success)
        throw badRequest(
          'The filter is not valid',
          Object.fromEntries(filter.error.issues.map((i) => [`filter.${i.path.join('.')}`, i.message])),
        );
      const { rows, total } = await listApplications(
        app.db,
        caller,
        filter.data as ListFilter,
        list.sort,
        list.range,
        app.clock.now(),
      );
      return sendPage(reply, 'applications', list.range, rows, total);
    },
  );

  r.get(
    '/applications/:id',
    {
      ...auth,
      schema: { tags, params: idParams, security: [{ bearer: [] }], response: { 200: applicationDetailSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const detail = await service.detail(caller, request.params.id);
      const section = serviceByCode(detail.serviceCode)?.section;
      await recordAccess(app.db, request, caller, {
        kind: 'application',
        subjectId: detail.id,
        ownerId: detail.applicantId,
        record: section ? { section, district: detail.district } : null,
      });
      return detail;
    },
  );

  r.post(
    '/applications',
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: z.object({
          serviceCode: z.enum(SERVICE_CODES, { error: 'Choose a service' }),
          formData: formDataInput.default({}),
          billables: billablesInput.optional(),
        }),
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createDraft(callerOf(request), request.body)),
  );

  r.put(
    '/applications/:id',
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idParams,
        body: z.object({
          formData: formDataInput,
          billables: billablesInput.optional(),
          version: z.number({ error: 'The version is required' }).int(),
        }),
        response: { 200: applicationSchema },
      },
    },
    async (request) => service.updateForm(callerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/applications/:id',
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idParams,
        querystring: z.object({ version: z.coerce.number({ error: 'The version is required' }).int() }),
        response: { 200: applicationSchema },
      },
    },
    async (request) => service.deleteDraft(callerOf(request), request.params.id, request.query.version),
  );

  r.post(
    '/applications/:id/dispatch',
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idParams,
        body: z.object({
          courier: requiredText(80),
          trackingNumber: requiredText(60),
          version: z.number({ error: 'The version is required' }).int(),
        }),
        response: { 200: applicationSchema },
      },
    },
    async (request) => recordDispatch(app, callerOf(request), request.params.id, request.body),
  );

  r.post(
    '/applications/:id/:action',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'A workflow step: submit, claim, release, approve, decline, request-corrections, resubmit, withdraw, comment',
        security: [{ bearer: [] }],
        params: z.object({
          id: z.string().uuid('No such application'),
          action: z.enum(APPLICATION_ACTIONS, { error: `The step must be one of: ${APPLICATION_ACTIONS.join(', ')}` }),
        }),
        body: z.object({
          version: z.number({ error: 'The version is required' }).int(),
          comment: z.string().max(2000, 'Use at most 2000 characters').nullish(),
        }),
        response: { 200: applicationSchema },
      },
    },
    async (request) => service.transition(callerOf(request), request.params.id, request.params.action, request.body),
  );

  r.get(
    '/application-events',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQuery,
        security: [{ bearer: [] }],
        response: { 200: z.array(applicationEventSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const list = parseList(request.query, ['id'] as const, { field: 'id', order: 'ASC' });
      const applicationId = list.filter.applicationId;
      if (typeof applicationId !== 'string')
        throw badRequest(VALIDATION_MESSAGE, { 'filter.applicationId': 'Name the application' });
      // The events' ids are numbers (a bigserial), not uuids.
      const ids = filterIds(list.filter, 'integer');
      const row = await service.getVisible(caller, applicationId);
      let events = await eventsOf(app.db, row.id, ids);
      if (list.sort.order === 'DESC') events = events.reverse();
      const page = events.slice(list.range[0], list.range[1] + 1);
      return sendPage(reply, 'application-events', list.range, page, events.length);
    },
  );
}
