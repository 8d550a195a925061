import { useQuery } from '@tanstack/react-query';
import { statisticsSchema, type StatisticsInput } from '../../../shared/contracts/statistics.js';
import { downloadFromApi } from '../../components/documents/downloadDocument.js';
import { errorMessage, getData } from '../../providers/httpClient.js';

/** What the page asks: a year (or none: the last twelve months) and a county (or none: Kenya). */
export interface StatisticsParams {
  year: string;
  county: string;
}

const queryOf = ({ year, county }: StatisticsParams, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...(year ? { year } : {}), ...(county ? { county } : {}), ...extra }).toString();

/** GET /api/statistics for the page's choice, checked against the route's own schema. */
export function useStatistics(params: StatisticsParams) {
  const query = queryOf(params);
  const result = useQuery({
    queryKey: ['statistics', query],
    staleTime: 60_000,
    queryFn: () => getData(`/statistics?${query}`, statisticsSchema) as Promise<StatisticsInput>,
  });
  return {
    data: result.data,
    loading: result.isPending,
    error: result.error ? errorMessage(result.error) : null,
  };
}

/** The statistics office's file (GET /api/statistics/export, with the bearer token), handed to the browser. */
export function downloadStatistics(params: StatisticsParams, format: 'csv' | 'json'): Promise<void> {
  return downloadFromApi(`/statistics/export?${queryOf(params, { format })}`, `vital-statistics.${format}`);
}
