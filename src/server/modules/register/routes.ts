import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  celebrationAnswer,
  marriageEntrySchema,
  registerBookSchema,
  todayAnswer,
} from '../../../shared/contracts/register.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';
import type { RegisterService } from './service.js';
import { searchRegister, type SearchCriteria } from './search.js';
import { registerMatchSchema } from '../../../shared/services/register-search.js';
import { forbidden, notFound } from '../../plugins/errors.js';

const idParams = z.object({ id: z.string().max(64) });
const MARRIAGE_FILTERS = ['q', 'district', 'from', 'to'] as const;

/** The marriage register: celebration, register entries and books, and the back-office day. */
export default async function registerRoutes(app: FastifyInstance, opts: { register: RegisterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.register;
  const tags = ['register'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/applications/:id/register-matches',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: "The register entries a search proposes (registry staff, before confirming the search's result)",
        response: { 200: z.object({ data: z.array(registerMatchSchema.extend({ id: z.string() })) }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const application = await app.applications.getVisible(caller, request.params.id);
      if (caller.accountType !== 'BACKOFFICE')
        throw forbidden('Only registry staff see the proposed entries; you see the result once confirmed');
      if (application.serviceCode !== 'REGISTER_SEARCH') throw notFound('This application is not a register search');
      const data = await searchRegister(app.db, application.formData as unknown as SearchCriteria);
      await recordAccess(app.db, request, caller, {
        kind: 'register-search',
        subjectId: application.id,
        resultIds: data.map((m) => m.id),
      });
      return { data };
    },
  );

  r.post(
    '/bookings/:id/celebrate',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: 'Record the celebration: register entry and marriage certificate',
        body: z.object({
          officiantName: z
            .string({ error: 'Enter the name of the officiant' })
            .trim()
            .min(3, 'Enter the name of the officiant')
            .max(160, 'Use at most 160 characters'),
          witnessesPresent: z
            .array(
              z
                .string({ error: 'Enter the name of the witness' })
                .trim()
                .min(3, 'Enter the name of the witness')
                .max(160, 'Use at most 160 characters'),
              { error: 'Name the two witnesses' },
            )
            .length(2, 'Name the two witnesses'),
          celebratedAt: z.coerce.date({ error: 'Enter the time of the celebration' }).optional(),
        }),
        response: { 200: celebrationAnswer },
      },
    },
    async (request) => ({ data: await service.celebrate(callerOf(request), request.params.id, request.body) }),
  );

  r.get(
    '/civil-marriages',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQueryWith(...MARRIAGE_FILTERS),
        security,
        summary: 'The marriage register',
        response: { 200: z.array(marriageEntrySchema) },
      },
    },
    async (request, reply) => {
      const sortable = ['celebratedAt', 'registrationNumber', 'entryNumber'] as const;
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        sortable,
        { field: 'celebratedAt', order: 'DESC' },
        MARRIAGE_FILTERS,
      );
      const caller = callerOf(request);
      const { rows, total } = await service.listMarriages(caller, list);
      // A search of the register (by name or number) is an access to the entries it returns.
      if (list.filter.q)
        await recordAccess(app.db, request, caller, { kind: 'register-search', resultIds: rows.map((m) => m.id) });
      return sendPage(reply, 'civil-marriages', list.range, rows, total);
    },
  );

  r.get(
    '/civil-marriages/:id',
    { ...auth, schema: { tags, params: idParams, security, response: { 200: marriageEntrySchema } } },
    async (request) => {
      const caller = callerOf(request);
      const entry = await service.getMarriage(caller, request.params.id);
      await recordAccess(app.db, request, caller, {
        kind: 'marriage-entry',
        subjectId: entry.id,
        record: { section: 'registry', district: entry.district },
      });
      return entry;
    },
  );

  r.get(
    '/register-books',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQuery,
        security,
        summary: 'The register books',
        response: { 200: z.array(registerBookSchema) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, ['bookNumber', 'year', 'createdAt'] as const, {
        field: 'createdAt',
        order: 'DESC',
      });
      const { rows, total } = await service.listBooks(callerOf(request), list);
      return sendPage(reply, 'register-books', list.range, rows, total);
    },
  );

  r.get(
    '/register-books/:id',
    { ...auth, schema: { tags, params: idParams, security, response: { 200: registerBookSchema } } },
    async (request) => service.getBook(callerOf(request), request.params.id),
  );

  r.get(
    '/dashboard/today',
    {
      ...auth,
      schema: {
        tags: ['dashboard'],
        security,
        summary: "Today's weddings and recent activity",
        response: { 200: todayAnswer },
      },
    },
    async (request) => ({
      data: await service.today(callerOf(request)),
    }),
  );
}
