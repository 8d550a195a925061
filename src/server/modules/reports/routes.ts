import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_ANSWERS, reportQuery, type ReportName } from '../../../shared/contracts/reports.js';
import { requireAccountType } from '../../plugins/auth.js';
import type { ReportsService } from './service.js';

const SUMMARIES: Record<ReportName, string> = {
  applications: 'Applications by service, status and period (the day each was submitted)',
  'processing-times': 'Time each stage took per service, against its target days',
  marriages: 'Marriages registered per district and period (the day of the marriage)',
  revenue: 'Revenue by tax head and by service (succeeded payments, by the day confirmed)',
};

/**
 * GET /reports/<name> (domain section 9): for whoever may read `reports`; a district's staff over
 * their district only. ?from=&to= are Nairobi days (default: the year up to today), ?district= a
 * district code, ?period= month (default), week or day.
 */
export default async function reportRoutes(app: FastifyInstance, opts: { reports: ReportsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = (name: ReportName) => ({
    onRequest: app.authenticate,
    schema: {
      tags: ['reports'],
      security: [{ bearer: [] }],
      summary: SUMMARIES[name],
      querystring: reportQuery,
      response: { 200: REPORT_ANSWERS[name] },
    },
  });
  const { reports } = opts.reports;
  r.get('/reports/applications', route('applications'), async (request) => ({
    data: await reports.applications(requireAccountType(request, 'BACKOFFICE'), request.query),
  }));
  r.get('/reports/processing-times', route('processing-times'), async (request) => ({
    data: await reports['processing-times'](requireAccountType(request, 'BACKOFFICE'), request.query),
  }));
  r.get('/reports/marriages', route('marriages'), async (request) => ({
    data: await reports.marriages(requireAccountType(request, 'BACKOFFICE'), request.query),
  }));
  r.get('/reports/revenue', route('revenue'), async (request) => ({
    data: await reports.revenue(requireAccountType(request, 'BACKOFFICE'), request.query),
  }));
}
