'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup on Escape or on a click outside the element.
 *
 * The click, not the press: a popup that closes on mousedown can move what lies under the
 * pointer (on a phone the header's submenus sit in the flow), so the release lands elsewhere
 * and the tap the user aimed at another control is lost. On click, that control has already
 * received it.
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && ref.current?.contains(event.target as Node)) return;
      close();
    };
    document.addEventListener('click', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('click', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [open, ref, close]);
}
