import { fileNameOf } from '../../components/documents/downloadDocument.js';
import { z } from 'zod';
import { getRecord, handleAuthFailure } from '../../providers/httpClient.js';
import { API_URL, getAccessToken } from '../../providers/session.js';

/** A marriage room as GET /api/marriage-rooms answers it (the route's response schema). */
export type { MarriageRoomRecord as RoomRecord } from '../../../shared/contracts/settings.js';
/** POST /api/bookings/:id/celebrate (the route's response schema). */
export type { CelebrationResult } from '../../../shared/contracts/register.js';

/** A simple-rest list as a plain array (for pickers and small panels), each row checked against its record's contract. */
export async function getRows<S extends z.ZodType>(
  resource: string,
  filter: Record<string, unknown>,
  perPage: number,
  row: S,
): Promise<z.input<S>[]> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([0, perPage - 1]) });
  return getRecord(`/${resource}?${query}`, z.array(row));
}

/** A file the API serves (a PDF, an attachment) fetched with the bearer token, which a plain link cannot carry. */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getAccessToken();
  const response = await fetch(`${API_URL}${path}`, { headers: token ? { Authorization: token } : {} });
  if (response.status === 401 || response.status === 403) {
    handleAuthFailure();
    throw new Error(response.statusText);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), '') || null };
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
