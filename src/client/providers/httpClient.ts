import { fetchUtils, HttpError } from 'react-admin';
import type { z } from 'zod';
import { currentLocale } from '../i18n/locale.js';
import { checkedAnswer, ContractError } from './contracts.js';
import { clearStorage, getAccessToken, isSessionExpired } from './session.js';

export interface HttpOptions extends fetchUtils.Options {
  /** Leave a 401/403 to the caller (sign-in, the session dialog) instead of clearing the session. */
  authFailureHandled?: boolean;
}

/** Seed section 6/8: any call answered 401 or 403 clears all storage and reloads the page. */
export function handleAuthFailure(): void {
  clearStorage();
  window.location.reload();
}

/** Every call of the portal goes through here: bearer token and language attached, no timeout (seed section 9). */
export async function httpClient(url: string, options: HttpOptions = {}) {
  const { authFailureHandled, ...rest } = options;
  const headers = new Headers(rest.headers as HeadersInit | undefined);
  headers.set('Accept', 'application/json');
  // The server answers (messages, documents) in the language the portal shows.
  headers.set('Accept-Language', currentLocale());
  const token = getAccessToken();
  if (token) headers.set('Authorization', token);
  try {
    return await fetchUtils.fetchJson(url, { ...rest, headers });
  } catch (error) {
    // While the session-expired dialog is open it decides (sign in again, or Cancel to sign out): a
    // background call refused for want of a token must not wipe the session behind it.
    if (
      error instanceof HttpError &&
      (error.status === 401 || error.status === 403) &&
      !authFailureHandled &&
      !isSessionExpired()
    ) {
      handleAuthFailure();
    }
    throw error;
  }
}

export { ContractError };

/** POST a JSON body to a command whose answer the page does not read (it says what it did, or reloads). */
export async function postCommand(path: string, body: unknown, options: HttpOptions = {}): Promise<void> {
  await httpClient(`/api${path}`, { ...options, method: 'POST', body: JSON.stringify(body ?? {}) });
}

/** The answer's `data`, checked against its contract (a zod schema of src/shared/contracts): the wire's shape. */
function checked<S extends z.ZodType>(contract: S, json: unknown, path: string): z.input<S> {
  return checkedAnswer(contract, (json as { data?: unknown } | null)?.data, path);
}

/** GET an API path and answer its `data`, checked against the route's shared contract. */
export async function getData<S extends z.ZodType>(
  path: string,
  contract: S,
  options: HttpOptions = {},
): Promise<z.input<S>> {
  const { json } = await httpClient(`/api${path}`, options);
  return checked(contract, json, path);
}

/**
 * GET one record or a list of a react-admin resource (the answer is the record or the rows
 * themselves, as ra-data-simple-rest reads them, not `{ data }`), checked against the route's shared
 * contract (for a list, `z.array` of its record).
 */
export async function getRecord<S extends z.ZodType>(
  path: string,
  contract: S,
  options: HttpOptions = {},
): Promise<z.input<S>> {
  const { json } = await httpClient(`/api${path}`, options);
  return checkedAnswer(contract, json, path);
}

/**
 * Send a JSON body with another method (PUT, DELETE, or a POST of a react-admin resource) and answer
 * what comes back, checked: its `data` (`{ data }` answers), or the record itself (`bare`, as
 * ra-data-simple-rest's create, update and delete answer).
 */
export async function sendData<S extends z.ZodType>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body: unknown,
  contract: S,
  options: HttpOptions & { bare?: boolean } = {},
): Promise<z.input<S>> {
  const { bare, ...rest } = options;
  const { json } = await httpClient(`/api${path}`, {
    ...rest,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return bare ? checkedAnswer(contract, json, path) : checked(contract, json, path);
}

/** POST a JSON body to an API path and answer its `data`, checked against the route's shared contract. */
export async function postData<S extends z.ZodType>(
  path: string,
  body: unknown,
  contract: S,
  options: HttpOptions = {},
): Promise<z.input<S>> {
  return sendData(path, 'POST', body ?? {}, contract, options);
}

/** The message an API error carries (the server's message, else the HTTP text). */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string } | undefined;
    return body?.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, string> } | undefined;
    return body?.errors ?? {};
  }
  return {};
}
