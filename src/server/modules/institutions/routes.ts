import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  institutionVenueSchema,
  OFFICIANT_FILTERS,
  officiantBody,
  officiantSchema,
  officiantUpdateBody,
} from '../../../shared/contracts/officiants.js';
import { sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';
import type { OfficiantsService } from './officiants.js';

const idParams = z.object({ id: z.string().max(64) });

/** An institution's officiants list (its members keep it; registry staff read it) and its licensed venues. */
export default async function institutionRoutes(app: FastifyInstance, opts: { officiants: OfficiantsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.officiants;
  const tags = ['institutions'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/officiants',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Officiants: the caller's institution's, or any institution's for registry staff",
        querystring: listQueryWith(...OFFICIANT_FILTERS),
        response: { 200: z.array(officiantSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['fullName', 'licenceNumber', 'createdAt'] as const,
        { field: 'fullName', order: 'ASC' },
        OFFICIANT_FILTERS,
      );
      const { rows, total } = await service.list(callerOf(request), list);
      return sendPage(reply, 'officiants', list.range, rows, total);
    },
  );

  r.get(
    '/officiants/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: idParams,
        summary: 'One officiant',
        response: { 200: z.object({ data: officiantSchema }) },
      },
    },
    async (request) => ({
      data: await service.get(callerOf(request), request.params.id),
    }),
  );

  r.post(
    '/officiants',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: officiantBody,
        summary: "Add an officiant to the caller's institution",
        response: { 201: z.object({ data: officiantSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.add(callerOf(request), request.body) }),
  );

  r.put(
    '/officiants/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: idParams,
        body: officiantUpdateBody,
        summary: "Edit an officiant of the caller's institution, or deactivate (active: false) or reactivate them",
        response: { 200: z.object({ data: officiantSchema }) },
      },
    },
    async (request) => ({ data: await service.update(callerOf(request), request.params.id, request.body) }),
  );

  r.get(
    '/institution-venues',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The venues the caller's institution holds a place licence for, with each licence's standing today",
        response: { 200: z.object({ data: z.array(institutionVenueSchema) }) },
      },
    },
    async (request) => ({ data: await service.venues(callerOf(request)) }),
  );
}
