import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ONLINE_NOTICE_DURATION_MS } from '../../shared/statuses.js';
import { OfflineNotice } from './OfflineNotice.js';
import { renderWithProviders } from './testing.js';

const OFFLINE_TEXT = 'No internet connectivity. Check your network';
const ONLINE_TEXT = 'You are back online';

function dispatch(type: 'online' | 'offline') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

describe('OfflineNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows nothing while online', () => {
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(ONLINE_TEXT)).not.toBeInTheDocument();
  });

  it('shows the offline alert until the connection returns', () => {
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    dispatch('offline');
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('replaces it by a short "back online" notice that clears after 1 second', () => {
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    dispatch('offline');
    dispatch('online');
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ONLINE_TEXT);
    act(() => vi.advanceTimersByTime(ONLINE_NOTICE_DURATION_MS - 1));
    expect(screen.getByText(ONLINE_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(ONLINE_TEXT)).not.toBeInTheDocument();
  });

  it('goes back to the offline alert if the connection drops again', () => {
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    dispatch('offline');
    dispatch('online');
    dispatch('offline');
    act(() => vi.advanceTimersByTime(ONLINE_NOTICE_DURATION_MS * 5));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('starts offline when navigator.onLine is false', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('says nothing about an "online" event when it was never offline', () => {
    renderWithProviders(<OfflineNotice />, { withToasts: false });
    dispatch('online');
    expect(screen.queryByText(ONLINE_TEXT)).not.toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderWithProviders(<OfflineNotice />, { withToasts: false });
    const remove = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
  });
});
