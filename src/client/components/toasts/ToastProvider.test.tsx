import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_PREFIXES, TOAST_THEMES, type ToastTheme } from '../../../shared/statuses.js';
import { renderWithProviders } from '../testing.js';
import { MAX_VISIBLE_TOASTS, ToastProvider } from './ToastProvider.js';
import { useToast, type ToastApi } from './useToast.js';

let api: ToastApi;
function keepApi(value: ToastApi) {
  api = value;
}
function Capture({ onReady = keepApi }: { onReady?: (api: ToastApi) => void }) {
  const toast = useToast();
  useEffect(() => onReady(toast), [onReady, toast]);
  return null;
}

function showToast(...args: Parameters<ToastApi['show']>) {
  let id = '';
  act(() => {
    id = api.show(...args);
  });
  return id;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithProviders(<Capture />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disappears after 4 seconds by default', () => {
    showToast('Saved', { theme: 'success' });
    expect(screen.getByText('Success: Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
    expect(screen.getByText('Success: Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success: Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    showToast('Quick', { theme: 'info', duration: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Info: Quick')).not.toBeInTheDocument();
  });

  it('keeps a sticky toast until its close button is pressed', () => {
    showToast('Read me', { theme: 'warning', sticky: true });
    act(() => vi.advanceTimersByTime(60_000));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Warning: Read me');
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Warning: Read me')).not.toBeInTheDocument();
  });

  it.each(TOAST_THEMES)('puts the %s prefix before the message', (theme: ToastTheme) => {
    showToast('Message', { theme });
    const expected = `${TOAST_PREFIXES[theme]}Message`;
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(screen.getByText(expected).closest('.toast')).toHaveAttribute('data-theme', theme);
  });

  it('writes the seed prefixes exactly', () => {
    showToast('a', { theme: 'danger' });
    showToast('b', { theme: 'success' });
    showToast('c', { theme: 'info' });
    showToast('d', { theme: 'warning' });
    showToast('e', { theme: 'primary' });
    for (const text of ['Error: a', 'Success: b', 'Info: c', 'Warning: d', 'e']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('offers shortcuts per theme', () => {
    act(() => {
      api.error('one');
      api.success('two');
      api.info('three');
      api.warning('four');
      api.primary('five');
    });
    for (const text of ['Error: one', 'Success: two', 'Info: three', 'Warning: four', 'five']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('stacks several toasts, each leaving on its own schedule', () => {
    showToast('first', { theme: 'info' });
    act(() => vi.advanceTimersByTime(2000));
    showToast('second', { theme: 'danger' });
    showToast('third', { theme: 'primary', sticky: true });
    const stack = document.querySelector('.toast-stack') as HTMLElement;
    expect(Array.from(stack.querySelectorAll('.toast')).map((el) => el.textContent)).toEqual([
      'Info: first',
      'Error: second',
      'third',
    ]);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Info: first')).not.toBeInTheDocument();
    expect(screen.getByText('Error: second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Error: second')).not.toBeInTheDocument();
    expect(screen.getByText('third')).toBeInTheDocument();
  });

  it('pauses while hovered', () => {
    showToast('hover me', { theme: 'info' });
    const toast = screen.getByText('Info: hover me').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Info: hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(screen.queryByText('Info: hover me')).not.toBeInTheDocument();
  });

  it('runs the action and onDismiss callbacks once', () => {
    const onClick = vi.fn<() => void>();
    const onDismiss = vi.fn<() => void>();
    showToast('Deleted', { theme: 'info', action: { label: 'Undo', onClick }, onDismiss });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Info: Deleted')).not.toBeInTheDocument();
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS} toasts, dropping the oldest`, () => {
    const onDismiss = vi.fn<() => void>();
    showToast('toast 0', { sticky: true, onDismiss });
    for (let i = 1; i <= MAX_VISIBLE_TOASTS; i += 1) showToast(`toast ${i}`, { sticky: true });
    expect(screen.queryByText('toast 0')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('.toast')).toHaveLength(MAX_VISIBLE_TOASTS);
  });

  it('can be dismissed by id', () => {
    const id = showToast('bye', { sticky: true });
    act(() => api.dismiss(id));
    expect(screen.queryByText('bye')).not.toBeInTheDocument();
  });
});

describe('ToastProvider outside any i18n context', () => {
  it('still shows the English prefixes and close label', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.error('Boom');
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Error: Boom');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('explains a missing provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Capture />, { withToasts: false })).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
    spy.mockRestore();
  });
});
