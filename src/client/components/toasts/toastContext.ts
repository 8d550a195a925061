import { createContext, type ReactNode } from 'react';
import type { ToastTheme } from '../../../shared/statuses.js';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** Default 'primary' (no prefix). */
  theme?: ToastTheme;
  /** Stays until its close button is pressed. */
  sticky?: boolean;
  /** Milliseconds before it disappears; default TOAST_DEFAULT_DURATION_MS (4 s). */
  duration?: number;
  /** An extra button beside the close button (react-admin's "Undo", for instance). */
  action?: ToastAction;
  /** Called once when the toast leaves the screen, whatever the reason. */
  onDismiss?: () => void;
}

export type ToastShortcut = (message: ReactNode, options?: Omit<ToastOptions, 'theme'>) => string;

export interface ToastApi {
  /** Shows a toast and answers its id. */
  show: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  error: ToastShortcut;
  success: ToastShortcut;
  info: ToastShortcut;
  warning: ToastShortcut;
  primary: ToastShortcut;
}

export const ToastContext = createContext<ToastApi | null>(null);
