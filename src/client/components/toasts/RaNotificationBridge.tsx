import { isValidElement, useEffect, useRef } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  type NotificationPayload,
  type NotificationType,
} from 'react-admin';
import { useComponentsTranslate } from '../useComponentsTranslate.js';
import type { ToastTheme } from '../../../shared/statuses.js';
import { useToast } from './useToast.js';

export const RA_TYPE_TO_TOAST_THEME: Record<NotificationType, ToastTheme> = {
  error: 'danger',
  warning: 'warning',
  info: 'info',
  success: 'success',
};

/**
 * Replaces react-admin's <Notification>: every useNotify() call becomes a themed toast.
 *
 *   <AdminContext ...><ToastProvider><AdminUI notification={RaNotificationBridge}>...</AdminUI></ToastProvider></AdminContext>
 *
 * Undoable notifications keep react-admin's contract: the pending mutation is committed when the
 * toast goes away and cancelled when its "Undo" button is pressed.
 */
export function RaNotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const takeMutationRef = useRef(takeMutation);
  // StrictMode runs a mount effect twice against the same queue; show each payload once.
  const shown = useRef(new WeakSet<NotificationPayload>());
  const toast = useToast();
  const translate = useComponentsTranslate();

  useEffect(() => {
    takeMutationRef.current = takeMutation;
  }, [takeMutation]);

  useEffect(() => {
    if (!notifications.length) return;
    // One per run: takeNotification() removes the first one, and the re-render brings the next.
    const notification = takeNotification();
    if (notification && !shown.current.has(notification)) {
      shown.current.add(notification);
      showNotification(notification);
    }

    function showNotification({ message, type, notificationOptions = {} }: NotificationPayload) {
      const { autoHideDuration, messageArgs, undoable } = notificationOptions;
      const text =
        typeof message === 'string'
          ? translate(message, { _: message, ...(messageArgs as object | undefined) })
          : isValidElement(message)
            ? message
            : null;
      if (text === null) return;
      const theme = RA_TYPE_TO_TOAST_THEME[type] ?? 'info';
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutationRef.current()?.({ isUndo });
      };
      toast.show(text, {
        theme,
        sticky: autoHideDuration === null,
        duration: typeof autoHideDuration === 'number' ? autoHideDuration : undefined,
        ...(undoable
          ? {
              action: { label: translate('ra.action.undo'), onClick: () => settle(true) },
              onDismiss: () => settle(false),
            }
          : {}),
      });
    }
  }, [notifications, takeNotification, toast, translate]);

  return null;
}
