import type { DivorceEntry } from '../../../shared/contracts/divorces.js';
import { getData } from '../../providers/httpClient.js';
import { divorceEntrySchema } from '../../../shared/contracts/divorces.js';
import { z } from 'zod';

/** The register entries a divorce return may name: by entry number, or by one or both parties' names. */
export function findDivorceEntries(q: {
  registrationNumber?: string;
  partyName?: string;
  otherPartyName?: string;
}): Promise<DivorceEntry[]> {
  const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v && v.trim()) as [string, string][]);
  return getData(`/divorce-returns/entries?${params.toString()}`, z.array(divorceEntrySchema));
}
