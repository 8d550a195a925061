import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  NotificationContextProvider,
  UndoableMutationsContextProvider,
  useAddUndoableMutation,
  useNotify,
  type NotificationOptions,
  type NotificationType,
} from 'react-admin';
import { TOAST_DEFAULT_DURATION_MS } from '../../../shared/statuses.js';
import { renderWithProviders } from '../testing.js';
import { RaNotificationBridge } from './RaNotificationBridge.js';

type Notify = ReturnType<typeof useNotify>;
type AddMutation = ReturnType<typeof useAddUndoableMutation>;
let notify: Notify;
let addMutation: AddMutation;
function Capture({ onReady }: { onReady: (notify: Notify, addMutation: AddMutation) => void }) {
  const notifyHook = useNotify();
  const addMutationHook = useAddUndoableMutation();
  useEffect(() => onReady(notifyHook, addMutationHook), [onReady, notifyHook, addMutationHook]);
  return null;
}
function capture(notifyHook: Notify, addMutationHook: AddMutation) {
  notify = notifyHook;
  addMutation = addMutationHook;
}

function renderBridge() {
  return renderWithProviders(
    <NotificationContextProvider>
      <UndoableMutationsContextProvider>
        <Capture onReady={capture} />
        <RaNotificationBridge />
      </UndoableMutationsContextProvider>
    </NotificationContextProvider>,
  );
}

function send(message: string, options: NotificationOptions & { type?: NotificationType } = {}) {
  act(() => notify(message, options));
}

describe('RaNotificationBridge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderBridge();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['error', 'Error: Broken'],
    ['warning', 'Warning: Broken'],
    ['info', 'Info: Broken'],
    ['success', 'Success: Broken'],
  ] as const)('shows a react-admin %s notification as a themed toast', (type, text) => {
    send('Broken', { type });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('translates react-admin message keys with their arguments', () => {
    send('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 2 } });
    expect(screen.getByText('Success: 2 elements updated')).toBeInTheDocument();
  });

  it('shows every queued notification, stacked', () => {
    act(() => {
      notify('one', { type: 'info' });
      notify('two', { type: 'error' });
    });
    expect(screen.getByText('Info: one')).toBeInTheDocument();
    expect(screen.getByText('Error: two')).toBeInTheDocument();
  });

  it('keeps the 4 second default and the sticky option (autoHideDuration null)', () => {
    send('short', { type: 'info' });
    send('stays', { type: 'error', autoHideDuration: null });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(screen.queryByText('Info: short')).not.toBeInTheDocument();
    expect(screen.getByText('Error: stays')).toBeInTheDocument();
  });

  it('commits an undoable mutation when the toast goes away', () => {
    const mutation = vi.fn<(params: { isUndo: boolean }) => void>();
    act(() => addMutation(mutation));
    send('ra.notification.deleted', { type: 'info', undoable: true, messageArgs: { smart_count: 1 } });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(mutation).toHaveBeenCalledExactlyOnceWith({ isUndo: false });
  });

  it('cancels an undoable mutation on Undo', () => {
    const mutation = vi.fn<(params: { isUndo: boolean }) => void>();
    act(() => addMutation(mutation));
    send('ra.notification.deleted', { type: 'info', undoable: true, messageArgs: { smart_count: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mutation).toHaveBeenCalledExactlyOnceWith({ isUndo: true });
  });
});
