import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, dismissToast, showToast, toastStore } from '@/stores/toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps an error for 3 s and a success, warning or info for 2 s', () => {
    showToast('error', '网络连接失败，请重试');
    showToast('success', '复制成功');
    showToast('info', '提示');
    expect(toastStore.getState().toasts.map((toast) => toast.kind)).toEqual(['error', 'success', 'info']);
    vi.advanceTimersByTime(1999);
    expect(toastStore.getState().toasts).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['网络连接失败，请重试']);
    vi.advanceTimersByTime(1000);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('dismisses one toast by id', () => {
    const first = showToast('warning', 'a');
    showToast('warning', 'b');
    dismissToast(first);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['b']);
  });
});

describe('one store style: actions inside, an instance per test where needed', () => {
  it('a created store is independent of the app instance and dismisses by itself', () => {
    vi.useFakeTimers();
    try {
      const own = createToastStore();
      const id = own.getState().show('success', '已保存');
      expect(own.getState().toasts).toEqual([{ id, kind: 'success', text: '已保存' }]);
      expect(toastStore.getState().toasts.some((toast) => toast.text === '已保存')).toBe(false);
      vi.runAllTimers();
      expect(own.getState().toasts).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
