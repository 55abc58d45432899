// Toasts of the whole app. Browser-only state: nothing on the server writes to it.

import { createStore } from 'zustand/vanilla';
import { TOAST_DURATION_MS, type ToastKind } from '@/lib/shell/toast';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Shows a toast for its kind's duration; returns its id. */
export function showToast(kind: ToastKind, text: string): number {
  const id = nextId++;
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, text }] }));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]);
  return id;
}
