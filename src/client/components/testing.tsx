import { useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { AdminContext, I18nContextProvider, memoryStore, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { theme } from '../theme.js';
import { componentsEn } from '../i18n/components.en.js';
import { ToastProvider } from './toasts/ToastProvider.js';

/**
 * Test-only i18n provider: react-admin's English messages plus the components' messages.
 * A missing key throws, so a component that forgets to add its key fails its test.
 */
export function createTestI18nProvider(): I18nProvider {
  return polyglotI18nProvider(() => ({ ...englishMessages, ...componentsEn }), 'en', [{ locale: 'en', name: 'English' }], {
    onMissingKey: (key: string) => {
      throw new Error(`Missing translation for "${key}"`);
    },
  });
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
  { withToasts = true, admin = false, ...options }: Omit<RenderOptions, 'wrapper'> & Omit<TestProvidersProps, 'children'> = {},
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
