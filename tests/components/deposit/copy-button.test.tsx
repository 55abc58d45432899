// @vitest-environment jsdom
// Copying: the Clipboard API first; where it is missing or refuses, the hidden text area with
// execCommand; the toast says 复制成功 or asks to copy by hand.

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILED_TEXT, COPY_SUCCESS_TEXT, copyText, CopyButton } from '@/components/deposit/copy-button';
import { toastStore } from '@/stores/toast-store';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setExecCommand(value: unknown) {
  Object.defineProperty(document, 'execCommand', { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  setClipboard(undefined);
  setExecCommand(undefined);
});

describe('copyText', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('0xabc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('0xabc');
  });

  it('without the API: a hidden text area holding the text is copied, then removed', async () => {
    setClipboard(undefined);
    let copied = '';
    setExecCommand(
      vi.fn(() => {
        copied = (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value ?? '';
        return true;
      }),
    );
    await expect(copyText('rAddress')).resolves.toBe(true);
    expect(copied).toBe('rAddress');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('false when both ways fail, never throws', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    setExecCommand(
      vi.fn(() => {
        throw new Error('no');
      }),
    );
    await expect(copyText('x')).resolves.toBe(false);
  });
});

describe('CopyButton', () => {
  it('toasts 复制成功 on success and the manual-copy request on failure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<CopyButton text="memo-1">复制标签</CopyButton>);
    fireEvent.click(screen.getByRole('button', { name: '复制标签' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => [toast.kind, toast.text])).toEqual([['success', COPY_SUCCESS_TEXT]]));
    writeText.mockRejectedValue(new Error('denied'));
    setExecCommand(vi.fn(() => false));
    fireEvent.click(screen.getByRole('button', { name: '复制标签' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.kind)).toEqual(['success', 'error']));
    expect(toastStore.getState().toasts[1]?.text).toBe(COPY_FAILED_TEXT);
  });
});
