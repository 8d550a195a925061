import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statisticsAnswer, statisticsExportQuery, statisticsQuery } from '../../../shared/contracts/statistics.js';
import { canReadStatistics } from '../../../shared/permissions.js';
import { DOWNLOAD_CSP } from '../../http/securityHeaders.js';
import { callerOf, guard, ROLE_REFUSED, ACCOUNT_TYPE_REFUSED } from '../../plugins/auth.js';
import { exportFileName, exportRows, toCsv } from './export.js';
import type { StatisticsService } from './service.js';

/** Refused before the input is read: one shared rule (canReadStatistics) for the page, the menu and these routes. */
const readers = guard((caller) =>
  canReadStatistics(caller) ? null : caller.accountType === 'BACKOFFICE' ? ROLE_REFUSED : ACCOUNT_TYPE_REFUSED,
);

/**
 * GET /statistics: the vital statistics' tables (issue 24) over whole Nairobi months (?year=yyyy, or
 * ?from=yyyy-mm&to=yyyy-mm; default the twelve months up to this one), nationally or for ?county=.
 * GET /statistics/export?format=csv|json: the same tables for the statistics office, as a file.
 */
export default async function statisticsRoutes(app: FastifyInstance, opts: { statistics: StatisticsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { statistics } = opts;
  r.get(
    '/statistics',
    {
      onRequest: app.authenticate,
      preValidation: readers,
      schema: {
        tags: ['statistics'],
        security: [{ bearer: [] }],
        summary: 'Vital statistics of marriage and divorce: the UN-style tables over a range of months',
        querystring: statisticsQuery,
        response: { 200: statisticsAnswer },
      },
    },
    async (request) => ({ data: await statistics.tables(callerOf(request), request.query) }),
  );
  r.get(
    '/statistics/export',
    {
      onRequest: app.authenticate,
      preValidation: readers,
      schema: {
        tags: ['statistics'],
        security: [{ bearer: [] }],
        summary: 'The vital statistics as a file for the statistics office (CSV in words, or JSON)',
        querystring: statisticsExportQuery,
      },
    },
    async (request, reply) => {
      const { format = 'csv', ...query } = request.query;
      const tables = await statistics.tables(callerOf(request), query);
      const rows = exportRows(tables);
      const body = format === 'csv' ? toCsv(rows) : JSON.stringify({ filters: tables.filters, rows }, null, 2);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(tables, format)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(body);
    },
  );
}
