// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/shell/toaster';
import { showToast, toastStore } from '@/stores/toast-store';

describe('Toaster', () => {
  afterEach(() => {
    cleanup();
    toastStore.setState({ toasts: [] });
  });

  it('announces toasts in a live region and dismisses one on click', () => {
    render(<Toaster />);
    act(() => {
      showToast('error', '网络连接失败，请重试');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const toast = screen.getByText('网络连接失败，请重试');
    expect(toast.className).toContain('toast--error');
    fireEvent.click(toast);
    expect(screen.queryByText('网络连接失败，请重试')).toBeNull();
  });
});
