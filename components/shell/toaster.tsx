'use client';

import { useStore } from 'zustand';
import { dismissToast, toastStore } from '@/stores/toast-store';

export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} onClick={() => dismissToast(toast.id)}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
