import { handleAuthFailure } from '../../providers/httpClient.js';
import { API_URL, getAccessToken } from '../../providers/session.js';
import { currentLocale } from '../../i18n/locale.js';

/** The file name the server suggests in Content-Disposition, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches an issued document's PDF with the bearer token (a plain link cannot carry it) and hands
 * it to the browser as a download. A 401/403 ends the session as every other call does.
 */
export async function downloadDocument(documentId: string, fallbackName = 'document.pdf'): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${API_URL}/documents/${encodeURIComponent(documentId)}/pdf`, {
    headers: { 'Accept-Language': currentLocale(), ...(token ? { Authorization: token } : {}) },
  });
  if (response.status === 401 || response.status === 403) {
    handleAuthFailure();
    throw new Error(response.statusText);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Fetches a file of the API (`path` under /api) with the bearer token and hands it to the browser as
 * a download named as the server suggests, else `fallbackName`. A 401 ends the session; any other
 * refusal is thrown with the server's message (a 403 stays on the page, unlike a document's).
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${API_URL}${path}`, {
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
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
