import type { DivorceEntry } from '../../../shared/contracts/divorces.js';
import { getApi } from '../../providers/httpClient.js';

/** The register entries a divorce return may name: by entry number, or by one or both parties' names. */
export function findDivorceEntries(q: {
  registrationNumber?: string;
  partyName?: string;
  otherPartyName?: string;
}): Promise<DivorceEntry[]> {
  const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v && v.trim()) as [string, string][]);
  return getApi<DivorceEntry[]>(`/divorce-returns/entries?${params.toString()}`);
}
