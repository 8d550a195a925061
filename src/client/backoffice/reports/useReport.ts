import { useQuery } from '@tanstack/react-query';
import type { ReportName, ReportPeriod } from '../../../shared/contracts/reports.js';
import { errorMessage, getApi } from '../../providers/httpClient.js';

export interface ReportParams {
  from: string;
  to: string;
  district: string;
  period: ReportPeriod;
}

/** GET /api/reports/<name> for the page's filters; nothing is asked while the filters are not valid. */
export function useReport<T>(name: ReportName, params: ReportParams, enabled: boolean) {
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
    queryFn: () => getApi<T>(`/reports/${name}?${query.toString()}`),
  });
  return {
    data: result.data,
    loading: enabled && result.isPending,
    error: result.error ? errorMessage(result.error) : null,
  };
}
