import { getAccessToken } from '../providers/session.js';
import { currentLocale } from './i18n.js';

/** An API answer other than 2xx: its status and body (the server's message, field errors). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string> } | undefined,
  ) {
    super(message);
  }
}

/** The API as the areas call it: JSON, the bearer token when held, the page's language. */
export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = getAccessToken();
  if (token) headers.set('Authorization', token);
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) {
    const body = json && typeof json === 'object' ? (json as ApiError['body']) : undefined;
    throw new ApiError(body?.message ?? response.statusText, response.status, body);
  }
  const data = json && typeof json === 'object' && 'data' in json ? (json as { data: T }).data : (json as T);
  return { data, headers: response.headers };
}

export const getApi = async <T>(path: string) => (await callApi<T>(path)).data;
export const postApi = async <T>(path: string, body: unknown) =>
  (await callApi<T>(path, { method: 'POST', body: body ?? {} })).data;

/** The message an API error carries (the server's message, else the HTTP text). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.errors ?? {}) : {};
}
