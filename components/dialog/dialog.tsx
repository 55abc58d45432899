'use client';

// The one dialog of the site: rendered into the body (the exchange page's panels use CSS
// containment, which would trap a fixed overlay), role dialog with aria-modal and the title as
// its name, focus moved in and kept in with Tab, Escape and the close button close it unless it
// is busy, focus goes back to the opener afterwards, the page behind does not scroll, and on
// phones it is a bottom sheet (CSS). Plain React: the exchange page must not pull antd in.

import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

export const CLOSE_TEXT = '关闭';

export interface DialogProps {
  /** Defaults to true; a closed dialog renders nothing. */
  open?: boolean;
  title: ReactNode;
  onClose(): void;
  /** Work in progress: Escape and the close button do nothing. */
  busy?: boolean;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** Widest it gets, in px (400 unless told). */
  width?: number;
  testId?: string;
  /** Where focus goes on open; else the first focusable of the body, then of the footer, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** No close button in the header (a dialog whose footer has 取消). */
  hideCloseButton?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
}

// Dialogs open on top of each other (a captcha over a form): only the top one answers Escape,
// and the body stays locked until the last one closes.
const openStack: string[] = [];
let savedOverflow: string | null = null;

function lockScroll(): void {
  if (savedOverflow === null) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (openStack.length === 0 && savedOverflow !== null) {
    document.body.style.overflow = savedOverflow;
    savedOverflow = null;
  }
}

const noSubscribe = () => () => undefined;

/** True on the client, false in the server render: a portal needs the document. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

function DialogPanel({ title, onClose, busy = false, children, footer, width, testId, initialFocus, hideCloseButton = false }: Omit<DialogProps, 'open'>) {
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  // Read at event time, so a handler registered once sees the current props.
  const latest = useRef({ onClose, busy });
  useLayoutEffect(() => {
    latest.current = { onClose, busy };
  });

  // Before paint: focus in, opener remembered, scroll locked.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(id);
    lockScroll();
    const firstIn = (root: HTMLElement | null) => (root ? focusablesIn(root)[0] : undefined);
    const target = initialFocus?.current ?? firstIn(body.current) ?? firstIn(foot.current) ?? panel.current;
    target?.focus();
    return () => {
      const at = openStack.lastIndexOf(id);
      if (at >= 0) openStack.splice(at, 1);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
    // Once per opening: a new initialFocus later must not move the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // Escape from anywhere (focus may be on the body after a click on the overlay).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== id) return;
      event.stopPropagation();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusablesIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panel.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const style = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined;
  return (
    <div className={styles.overlay}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={styles.panel}
        style={style}
        data-testid={testId}
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className={styles.close} aria-label={CLOSE_TEXT} onClick={onClose} disabled={busy}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={body} className={styles.body}>
          {children}
        </div>
        {footer ? (
          <div ref={foot} className={styles.footer}>
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function Dialog({ open = true, ...props }: DialogProps) {
  const client = useIsClient();
  if (!open || !client) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}
