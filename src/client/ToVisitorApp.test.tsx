import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from './providers/i18nProvider.js';
import { ToVisitorApp } from './ToVisitorApp.js';

function renderAt(entry: InitialEntry, loadedAt: string) {
  const reload = vi.fn<() => void>();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/user/*" element={<p>The area</p>} />
          <Route path="*" element={<ToVisitorApp loadedAt={loadedAt} reload={reload} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return reload;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("a visitor page asked for inside the areas' app", () => {
  it('is loaded afresh at the same address, with what the move carried in the history entry', () => {
    const reload = renderAt(
      {
        pathname: '/sign-in',
        search: '?lang=sw',
        hash: '#main',
        state: { notice: 'Password saved', from: '/user/applications' },
      },
      '/user/services/list',
    );
    expect(reload).toHaveBeenCalled();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/sign-in?lang=sw#main');
    // Where the light app's pages read it (src/client/visitor/auth.tsx, pages.tsx).
    expect(window.history.state).toEqual({ notice: 'Password saved', from: '/user/applications' });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it("covers every visitor address, an unknown one too (the light app's not-found page)", () => {
    expect(renderAt('/account-loading', '/backoffice/dashboard')).toHaveBeenCalled();
    expect(renderAt('/no-such-page', '/backoffice/dashboard')).toHaveBeenCalled();
  });

  it('is not reloaded where this document was loaded: the server answered the full app there', () => {
    const reload = renderAt('/sign-in', '/sign-in');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it("is not reloaded for an unknown address under an area's prefix (the server sends the full app there)", () => {
    const reload = renderAt('/account-onboard/elsewhere', '/user/services/list');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });
});
