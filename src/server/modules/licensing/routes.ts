import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LICENCE_FILTERS,
  licenceSchema,
  licensedPlaceSchema,
  PLACE_FILTERS,
  revokeLicenceBody,
} from '../../../shared/contracts/licences.js';
import { recordAccess } from '../../audit/access.js';
import { sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';
import type { LicensingService } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/** The licence registries, one licence, its revocation, and the licensed places offered as venues. */
export default async function licensingRoutes(app: FastifyInstance, opts: { licensing: LicensingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.licensing;
  const tags = ['licences'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/licences',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Issued licences (special licences, place licences)',
        querystring: listQueryWith(...LICENCE_FILTERS),
        response: { 200: z.array(licenceSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['issuedAt', 'number', 'validUntil'] as const,
        { field: 'issuedAt', order: 'DESC' },
        LICENCE_FILTERS,
      );
      const { rows, total } = await service.list(callerOf(request), list);
      return sendPage(reply, 'licences', list.range, rows, total);
    },
  );

  r.get(
    '/licences/:id',
    { ...auth, schema: { tags, security, params: idParams, response: { 200: z.object({ data: licenceSchema }) } } },
    async (request) => {
      const caller = callerOf(request);
      const licence = await service.get(caller, request.params.id);
      await recordAccess(app.db, request, caller, {
        kind: 'licence',
        subjectId: licence.id,
        ownerOfApplication: licence.applicationId,
        record: {
          section: licence.kind === 'PUBLIC_PLACE' ? 'organisation-licenses' : 'special-licenses',
          district: licence.district,
        },
      });
      return { data: licence };
    },
  );

  r.post(
    '/licences/:id/revoke',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: idParams,
        summary: 'Revoke a licence (Registrar General)',
        body: revokeLicenceBody,
        response: { 200: z.object({ data: licenceSchema }) },
      },
    },
    async (request) => ({ data: await service.revoke(callerOf(request), request.params.id, request.body.reason) }),
  );

  r.get(
    '/licensed-places',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Places licensed for the celebration of marriages',
        querystring: listQueryWith(...PLACE_FILTERS),
        response: { 200: z.array(licensedPlaceSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['name', 'validUntil', 'licensedOn'] as const,
        { field: 'name', order: 'ASC' },
        PLACE_FILTERS,
      );
      const { rows, total } = await service.places(callerOf(request), list);
      return sendPage(reply, 'licensed-places', list.range, rows, total);
    },
  );
}
