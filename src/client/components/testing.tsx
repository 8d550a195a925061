import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import { AdminContext, I18nContextProvider, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { serviceByCode } from '../../shared/services.js';
import { theme } from '../theme.js';
import { componentsEn } from '../i18n/components.en.js';
import { i18nProvider as portalI18nProvider } from '../providers/i18nProvider.js';
import { ServiceForm, type ServiceFormProps } from './service-form/ServiceForm.js';
import { ToastProvider } from './toasts/ToastProvider.js';

/**
 * Test-only i18n provider: react-admin's English messages plus the components' messages.
 * A missing key throws, so a component that forgets to add its key fails its test.
 */
export function createTestI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    () => ({ ...englishMessages, ...componentsEn }),
    'en',
    [{ locale: 'en', name: 'English' }],
    {
      onMissingKey: (key: string) => {
        throw new Error(`Missing translation for "${key}"`);
      },
    },
  );
}

export const testTheme = createTheme(theme);

export interface TestProvidersProps {
  children: ReactNode;
  /** Wraps the children in a ToastProvider too (default true). */
  withToasts?: boolean;
  /** Uses react-admin's full AdminContext (router, store, notifications) for inputs and forms. */
  admin?: boolean;
}

/** The contexts the shared components need: translations, the portal theme and (optionally) toasts. */
export function TestProviders({ children, withToasts = true, admin = false }: TestProvidersProps) {
  const [i18nProvider] = useState(createTestI18nProvider);
  if (admin) {
    return (
      <AdminContext i18nProvider={i18nProvider} theme={theme} store={memoryStore()}>
        {withToasts ? <ToastProvider>{children}</ToastProvider> : children}
      </AdminContext>
    );
  }
  return (
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={testTheme}>
        <CssBaseline />
        {withToasts ? <ToastProvider>{children}</ToastProvider> : children}
      </ThemeProvider>
    </I18nContextProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    withToasts = true,
    admin = false,
    ...options
  }: Omit<RenderOptions, 'wrapper'> & Omit<TestProvidersProps, 'children'> = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders withToasts={withToasts} admin={admin}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
}

/** A JSON answer of the API, with this status (and headers, say a Content-Range). */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * What the API answers about one draft, for a form test's stubbed `fetch`: POST /api/applications
 * creates it (its form empty), GET /api/applications/{id} reads it, PUT saves it one version up;
 * to anything else, nothing.
 */
export function answerDraft(draft: { id: string; version: number }, url: string, method: string): Response | undefined {
  if (url === '/api/applications' && method === 'POST') return json(201, { ...draft, formData: {} });
  if (url === `/api/applications/${draft.id}` && method === 'GET') return json(200, draft);
  if (url === `/api/applications/${draft.id}` && method === 'PUT')
    return json(200, { ...draft, version: draft.version + 1 });
  return undefined;
}

/** A request a test's stubbed `fetch` received: its method, its URL as the page asked for it, its JSON body. */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs `fetch` for one test (undo with `vi.unstubAllGlobals()`): each request is recorded in
 * `calls` and `answer` answers it, from its URL and upper-case method (and the request's options).
 */
export function stubFetch(
  calls: FetchCall[],
  answer: (url: string, method: string, init: RequestInit) => Response | Promise<Response>,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method, { ...init, method });
    }),
  );
}

/**
 * For every test of the file: `calls` emptied, `reset` run (the file's fixtures back to their
 * start), `fetch` stubbed with `answer`; after each test, the stubs undone.
 */
export function eachTestFetches(
  calls: FetchCall[],
  answer: (url: string, method: string, init: RequestInit) => Response | Promise<Response>,
  reset?: () => void,
) {
  beforeEach(() => {
    calls.length = 0;
    reset?.();
    stubFetch(calls, answer);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * Renders a page as the portal holds it: a router at `at`, react-admin with the portal's own
 * English messages, a fresh store and a query client that does not retry, and the date pickers
 * (en-gb). `children` are usually the page's routes.
 */
export function renderInPortal(
  children: ReactNode,
  at: string,
  { dataProvider }: { dataProvider?: DataProvider } = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <MemoryRouter initialEntries={[at]}>
        <AdminContext
          i18nProvider={portalI18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
          dataProvider={dataProvider}
        >
          {children}
        </AdminContext>
      </MemoryRouter>
    </LocalizationProvider>,
  );
}

/**
 * Renders a service's form page, routed as the portal routes it: the form's path in the area (a new
 * application) and that path with a draft's id. `at` is what follows the path (`/<id>?step=3`: its third step, a
 * query, or nothing); `routes` adds routes (say, the application page a submitted form goes to) and
 * `beside` elements outside the routes (say, one showing the current location).
 */
export function renderServiceForm(
  form: ServiceFormProps,
  { at = '', routes, beside }: { at?: string; routes?: ReactNode; beside?: ReactNode } = {},
): RenderResult {
  const path = `/${form.area}/${serviceByCode(form.code)!.formPath}`;
  const page = <ServiceForm {...form} />;
  return renderInPortal(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path={`${path}/:id`} element={page} />
        {routes}
      </Routes>
      {beside}
    </>,
    `${path}${at}`,
  );
}
