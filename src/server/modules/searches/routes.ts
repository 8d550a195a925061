import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/contracts/common.js';
import { searchSummarySchema } from '../../../shared/contracts/searches.js';
import { callerOf } from '../../plugins/auth.js';
import { notFound } from '../../plugins/errors.js';
import { completedSearches, ownerOfApplication, searchOf, summarise } from './found.js';

const idParams = z.object({ id: z.string().max(64) });

/** The applicant's completed searches (what reports and copies are asked from) and the search a report is about. */
export default async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['searches'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/my-register-searches',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "The caller's completed register searches (their organisation's, for an institution), newest first: the criteria, the entries confirmed, and the report asked for",
        response: { 200: envelope(z.array(searchSummarySchema)) },
      },
    },
    async (request) => ({ data: await completedSearches(app.db, callerOf(request)) }),
  );

  r.get(
    '/applications/:id/reported-search',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: idParams,
        summary:
          'The register search a search report is about (whoever may read the report: its applicant, the searches section)',
        response: { 200: envelope(searchSummarySchema) },
      },
    },
    async (request) => {
      const report = await app.applications.getVisible(callerOf(request), request.params.id);
      if (report.serviceCode !== 'SEARCH_REPORT') throw notFound('This application is not a search report');
      const owner = ownerOfApplication(report);
      const search = await searchOf(
        app.db,
        String((report.formData as { searchReference?: unknown }).searchReference ?? ''),
        owner,
      );
      if (!search) throw notFound('The applicant has no register search with this reference');
      const [summary] = await summarise(app.db, [search], owner);
      return { data: summary };
    },
  );
}
