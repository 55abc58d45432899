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
  /** Shows a toast for its kind's duration; returns its id. */
  show(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
}

/** The store's factory: the app's one instance below, or a test's own. */
export function createToastStore() {
  let nextId = 1;
  return createStore<ToastState>((set, get) => ({
    toasts: [],
    dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    show: (kind, text) => {
      const id = nextId++;
      set((state) => ({ toasts: [...state.toasts, { id, kind, text }] }));
      setTimeout(() => get().dismiss(id), TOAST_DURATION_MS[kind]);
      return id;
    },
  }));
}

export const toastStore = createToastStore();

export function dismissToast(id: number): void {
  toastStore.getState().dismiss(id);
}

/** Shows a toast for its kind's duration; returns its id. */
export function showToast(kind: ToastKind, text: string): number {
  return toastStore.getState().show(kind, text);
}
