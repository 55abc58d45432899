// Toast kinds and how long each stays (shell-and-account.md section 9).

export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  error: 3000,
  success: 2000,
  warning: 2000,
  info: 2000,
};
