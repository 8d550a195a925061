// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentSuccess } from '../areas/payments/PaymentSuccess.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/locale.js';
import { i18nProvider } from '../providers/i18nProvider.js';
import { clearStorage, setAccessToken, storeProfile, type StoredProfile } from '../providers/session.js';
import { LanguageSwitch, LanguageSync } from './LanguageSwitch.js';

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

function Page({ at = '/user/payment-success' }: { at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <LanguageSync />
        <LanguageSwitch />
        <GoTo to="/user/payment-success?lang=sw" />
        <PaymentSuccess area="user" />
      </AdminContext>
    </MemoryRouter>
  );
}

describe('the language switch', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })),
    );
  });
  afterEach(async () => {
    await act(async () => {
      await i18nProvider.changeLocale('en');
    });
    vi.unstubAllGlobals();
  });

  it('re-renders the page in Swahili, marks <html lang> and remembers the choice', async () => {
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the language to Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Malipo yamepokelewa' })).toBeTruthy();
    expect(screen.getByText('Hakuna nambari ya risiti iliyotolewa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Badilisha lugha kuwa English' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(i18nProvider.getLocale()).toBe('sw');
  });

  it('follows ?lang= when the app navigates to a URL carrying it', async () => {
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('heading', { name: 'Malipo yamepokelewa' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
  });

  it('tells the server the language of a signed-in person (a 404 from an older server is ignored)', async () => {
    storeProfile({ userId: 'u1', accountType: 'INDIVIDUAL', refreshToken: 'r' } as unknown as StoredProfile);
    setAccessToken('Bearer t');
    render(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the language to Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Malipo yamepokelewa' })).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === '/api/profile/language');
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ locale: 'sw' }) });
    clearStorage();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
  });
});
