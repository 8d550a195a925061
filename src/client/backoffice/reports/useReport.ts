import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  applicationsReport,
  marriagesReport,
  processingReport,
  revenueReport,
  type ReportName,
  type ReportPeriod,
} from '../../../shared/contracts/reports.js';
import { errorMessage, getData } from '../../providers/httpClient.js';

/** Each report's answer, as the server declares it (REPORT_ANSWERS holds the same schemas in their envelope). */
const REPORTS = {
  applications: applicationsReport,
  'processing-times': processingReport,
  marriages: marriagesReport,
  revenue: revenueReport,
} as const satisfies Record<ReportName, z.ZodType>;

/** The answer of the report with this name, in the wire's shape. */
type ReportData<N extends ReportName> = z.input<(typeof REPORTS)[N]>;

export interface ReportParams {
  from: string;
  to: string;
  district: string;
  period: ReportPeriod;
}

/** GET /api/reports/<name> for the page's filters; nothing is asked while the filters are not valid. */
export function useReport<N extends ReportName>(name: N, params: ReportParams, enabled: boolean) {
  const query = new URLSearchParams({
    from: params.from,
    to: params.to,
    period: params.period,
    ...(params.district ? { district: params.district } : {}),
  });
  const result = useQuery({
    queryKey: ['reports', name, query.toString()],
    enabled,
    staleTime: 60_000,
    // Checked against the schema of this name; the name's own type is then the answer's.
    queryFn: () => getData(`/reports/${name}?${query.toString()}`, REPORTS[name]) as Promise<ReportData<N>>,
  });
  return {
    data: result.data,
    loading: enabled && result.isPending,
    error: result.error ? errorMessage(result.error) : null,
  };
}
