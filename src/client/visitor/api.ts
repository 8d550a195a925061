import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { checkedAnswer } from '../providers/contracts.js';
import { getAccessToken } from '../providers/session.js';
import { currentLocale } from './i18n.js';

/** The contracts of the answers the visitor pages read (zod with them), fetched beside the first call. */
type Answers = typeof import('./answers.js');
const answers = () => import('./answers.js');

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
async function callApi(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ data: unknown; headers: Headers }> {
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
  const data = json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json;
  return { data, headers: response.headers };
}

/**
 * GET an API path and answer its data checked against the route's shared contract (`pick` names it
 * among ./answers.ts), with the total of a simple-rest list (Content-Range) when the route pages.
 */
export async function getList<S extends z.ZodType>(
  path: string,
  pick: (contracts: Answers) => S,
): Promise<{ data: z.input<S>; total: number | null }> {
  const contracts = answers();
  const { data, headers } = await callApi(path);
  const total = Number(headers.get('Content-Range')?.split('/').pop() ?? Number.NaN);
  return { data: checkedAnswer(pick(await contracts), data, path), total: Number.isFinite(total) ? total : null };
}

/** GET an API path and answer its data, checked against the route's shared contract. */
export async function getData<S extends z.ZodType>(path: string, pick: (contracts: Answers) => S): Promise<z.input<S>> {
  return (await getList(path, pick)).data;
}

/** POST a JSON body and answer the data, checked against the route's shared contract. */
export async function postData<S extends z.ZodType>(
  path: string,
  body: unknown,
  pick: (contracts: Answers) => S,
): Promise<z.input<S>> {
  const contracts = answers();
  const { data } = await callApi(path, { method: 'POST', body: body ?? {} });
  return checkedAnswer(pick(await contracts), data, path);
}

/** POST a JSON body to a command whose answer is only its message (the page says what it did). */
export async function postCommand(path: string, body: unknown): Promise<void> {
  await callApi(path, { method: 'POST', body: body ?? {} });
}

/**
 * The visitor pages' one way to read the API: the answer of `load` for `key` (null: nothing to read
 * yet). `current` says whether `data` is the key's own or the previous key's, kept while the new one
 * loads; `retry` asks again. A later key's answer never gives way to an earlier one's.
 */
export function useAnswer<T>(key: string | null, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const asked = key === null ? null : `${attempt}:${key}`;
  const [state, setState] = useState<{ asked?: string; data?: T; error?: unknown }>({});
  useEffect(() => {
    if (asked === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ asked, data }),
      (error: unknown) => live && setState((s) => ({ asked, data: s.data, error })),
    );
    return () => {
      live = false;
    };
    // `asked` stands for the key and the attempt: `load` reads what the key names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const current = asked !== null && state.asked === asked;
  return { data: state.data, error: current ? state.error : undefined, current, retry: () => setAttempt((n) => n + 1) };
}

/** The message an API error carries (the server's message, else the HTTP text). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.errors ?? {}) : {};
}
