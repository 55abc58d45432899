'use client';

// Copying a deposit address or tag: the Clipboard API where the page may use it, else the old
// way (a hidden text area, select, execCommand), and a toast either way: 复制成功, or on failure
// a request to copy by hand (the text stays on screen, selectable).

import { Button } from '@/components/form';
import { showToast } from '@/stores/toast-store';

export const COPY_SUCCESS_TEXT = '复制成功';
export const COPY_FAILED_TEXT = '复制失败，请手动复制';

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** True when `text` reached the clipboard. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // A refused permission or an insecure page: try the old way.
    }
  }
  return legacyCopy(text);
}

export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  showToast(copied ? 'success' : 'error', copied ? COPY_SUCCESS_TEXT : COPY_FAILED_TEXT);
  return copied;
}

export function CopyButton({ text, children, testId, className }: { text: string; children: string; testId?: string; className?: string }) {
  return (
    <Button variant="primary" className={className} data-testid={testId} onClick={() => void copyWithToast(text)}>
      {children}
    </Button>
  );
}
