import { useQuery } from '@tanstack/react-query';
import { statisticsSchema, type StatisticsInput } from '../../../shared/contracts/statistics.js';
import { fileNameOf } from '../../components/documents/downloadDocument.js';
import { currentLocale } from '../../i18n/locale.js';
import { errorMessage, getData, handleAuthFailure } from '../../providers/httpClient.js';
import { API_URL, getAccessToken } from '../../providers/session.js';

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
export async function downloadStatistics(params: StatisticsParams, format: 'csv' | 'json'): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${API_URL}/statistics/export?${queryOf(params, { format })}`, {
    headers: { 'Accept-Language': currentLocale(), ...(token ? { Authorization: token } : {}) },
  });
  if (response.status === 401) {
    handleAuthFailure();
    throw new Error(response.statusText);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `vital-statistics.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
