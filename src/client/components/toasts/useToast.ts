import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext.js';

export type { ToastAction, ToastApi, ToastOptions, ToastShortcut } from './toastContext.js';

/** `const toast = useToast(); toast.error('Could not save')` shows "Error: Could not save". */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
