import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdminContext, memoryStore } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { StaffRole } from '../../shared/accounts.js';
import { json } from '../components/testing.js';
import { en } from '../i18n/en.js';
import { PROFILE_KEY } from '../providers/session.js';
import { backofficeDataProvider } from './settings/settingsDataProvider.js';
import { withLicenceLists } from './registry/licenceLists.js';

/**
 * Test harness of the back-office pages: the area's data provider over a stubbed `fetch` (each call
 * recorded), the portal's English messages (a missing key throws), a router and the date pickers.
 */
export interface Call {
  method: string;
  url: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}
export type Handler = (call: Call) => Response | undefined;

export { json };

/** A simple-rest list answer: a bare array and its Content-Range. */
export const listOf = (resource: string, rows: unknown[]) =>
  json(200, rows, { 'content-range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });

export const DISTRICTS = [
  { code: '047', name: 'Nairobi', active: true },
  { code: '001', name: 'Mombasa', active: true },
];

function parseQuery(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    try {
      query[key] = JSON.parse(value);
    } catch {
      query[key] = value;
    }
  }
  return query;
}

/** Stubs `fetch` for one test: the handler answers, districts are always there, anything else is a 404. */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const url = new URL(raw, 'http://localhost');
      const call: Call = {
        method: (init.method ?? 'GET').toUpperCase(),
        url: raw,
        path: url.pathname,
        query: parseQuery(url),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.path === '/api/districts') return listOf('districts', DISTRICTS);
      return handler(call) ?? json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  return calls;
}

/** Signs a staff member in, as the stored profile the pages read. */
export function signInAs(staffRole: StaffRole, district: string | null = '047') {
  localStorage.setItem(
    PROFILE_KEY,
    JSON.stringify({
      userId: 'u1',
      accountType: 'BACKOFFICE',
      idNumber: null,
      idType: null,
      firstName: 'Test',
      middleName: null,
      lastName: 'Staff',
      email: 'staff@example.test',
      phone: '+254700000000',
      staffRole,
      district,
      organisation: null,
      refreshToken: 'r',
    }),
  );
}

const messages = { ...englishMessages, ...en, ra: { ...englishMessages.ra, ...(en as { ra?: object }).ra } };

/** Renders `ui` at `at`, routed by `path` (for pages reading their params). */
export function renderBackoffice(
  ui: ReactElement,
  { at = '/', path = '*', swahili }: { at?: string; path?: string; swahili?: object } = {},
): RenderResult {
  const i18nProvider = polyglotI18nProvider(
    () => (swahili ? { ...messages, ...swahili, ra: messages.ra } : messages),
    swahili ? 'sw' : 'en',
    [{ locale: swahili ? 'sw' : 'en', name: swahili ? 'Kiswahili' : 'English' }],
    {
      onMissingKey: (key: string) => {
        throw new Error(`Missing translation for "${key}"`);
      },
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MemoryRouter initialEntries={[at]}>
        <AdminContext
          dataProvider={withLicenceLists(backofficeDataProvider)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </AdminContext>
      </MemoryRouter>
    </LocalizationProvider>,
  );
}

/** Makes MUI's media queries answer as a phone (max-width queries match) or a desktop. */
export function setScreen(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' ? query.includes('max-width') : query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/**
 * For every test of the file: this staff member signed in and MUI's media queries answering as this
 * screen; after each, the stubs undone and the storage cleared.
 */
export function eachTestAs(staffRole: StaffRole, screen: 'phone' | 'desktop' = 'desktop') {
  beforeEach(() => {
    signInAs(staffRole);
    setScreen(screen);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
