import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, IconButton, type AlertColor } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useComponentsTranslate } from '../useComponentsTranslate.js';
import { TOAST_DEFAULT_DURATION_MS, type ToastTheme } from '../../../shared/statuses.js';
import { ToastContext, type ToastAction, type ToastApi, type ToastOptions } from './toastContext.js';

/** More than this and the oldest toasts make room: a burst of errors must not cover the page. */
export const MAX_VISIBLE_TOASTS = 5;

interface ToastItem {
  id: string;
  message: ReactNode;
  theme: ToastTheme;
  sticky: boolean;
  duration: number;
  action?: ToastAction;
}

const SEVERITY: Record<Exclude<ToastTheme, 'primary'>, AlertColor> = {
  danger: 'error',
  success: 'success',
  info: 'info',
  warning: 'warning',
};

/**
 * Holds the toasts and shows them stacked at the bottom of the screen. Place it inside the
 * translation and theme contexts (react-admin's <AdminContext>) and around <AdminUI>, so that pages,
 * dialogs and <RaNotificationBridge> can all call useToast().
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const listRef = useRef<ToastItem[]>([]);
  const dismissCallbacks = useRef(new Map<string, () => void>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    if (!listRef.current.some((toast) => toast.id === id)) return;
    listRef.current = listRef.current.filter((toast) => toast.id !== id);
    setToasts(listRef.current);
    const callback = dismissCallbacks.current.get(id);
    dismissCallbacks.current.delete(id);
    callback?.();
  }, []);

  const show = useCallback(
    (message: ReactNode, { theme = 'primary', sticky = false, duration, action, onDismiss }: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      if (onDismiss) dismissCallbacks.current.set(id, onDismiss);
      const toast: ToastItem = { id, message, theme, sticky, duration: duration ?? TOAST_DEFAULT_DURATION_MS, action };
      listRef.current = [...listRef.current, toast];
      setToasts(listRef.current);
      const overflow = listRef.current.slice(0, Math.max(0, listRef.current.length - MAX_VISIBLE_TOASTS));
      for (const old of overflow) dismiss(old.id);
      return id;
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      error: (message, options) => show(message, { ...options, theme: 'danger' }),
      success: (message, options) => show(message, { ...options, theme: 'success' }),
      info: (message, options) => show(message, { ...options, theme: 'info' }),
      warning: (message, options) => show(message, { ...options, theme: 'warning' }),
      primary: (message, options) => show(message, { ...options, theme: 'primary' }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        className="toast-stack"
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 'min(480px, calc(100% - 32px))',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const translate = useComponentsTranslate();
  // Hover or keyboard focus holds the toast on screen (WCAG 2.2.1: timing adjustable).
  const [paused, setPaused] = useState(false);
  const { id, sticky, duration } = toast;

  useEffect(() => {
    if (sticky || paused) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, sticky, paused, duration, onDismiss]);

  const prefix = translate(`components.toast.prefix.${toast.theme}`);
  const text =
    typeof toast.message === 'string' ? (
      `${prefix}${toast.message}`
    ) : (
      <>
        {prefix}
        {toast.message}
      </>
    );
  const isUrgent = toast.theme === 'danger' || toast.theme === 'warning';

  return (
    <Alert
      variant="filled"
      role={isUrgent ? 'alert' : 'status'}
      data-theme={toast.theme}
      className={`toast toast-${toast.theme}`}
      severity={toast.theme === 'primary' ? 'info' : SEVERITY[toast.theme]}
      icon={toast.theme === 'primary' ? false : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      sx={[
        { pointerEvents: 'auto', alignItems: 'center', boxShadow: 3, overflowWrap: 'anywhere' },
        toast.theme === 'primary' && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      ]}
      action={
        <>
          {toast.action && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.action?.onClick();
                onDismiss(id);
              }}
            >
              {toast.action.label}
            </Button>
          )}
          <IconButton
            color="inherit"
            size="small"
            aria-label={translate('components.toast.close')}
            onClick={() => onDismiss(id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {text}
    </Alert>
  );
}
