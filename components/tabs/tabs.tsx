'use client';

// One tab list for every screen (WAI-ARIA tabs pattern): role tablist / tab / tabpanel, a
// roving tabindex (only the selected tab is in the Tab order), ArrowLeft / ArrowRight (and
// Home / End) moving focus and selection together, skipping disabled tabs and wrapping round,
// aria-selected and aria-controls. No look of its own: each screen passes its class names, and
// its CSS keeps styling `[aria-selected='true']`.

import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

/** The id of a tab button, for a panel's aria-labelledby. */
export function tabId(idBase: string, key: string): string {
  return `${idBase}-tab-${key}`;
}

/** The id of a tab's panel; one shared panel (a list whose rows follow the tab) when no key is given. */
export function tabPanelId(idBase: string, key?: string): string {
  return key === undefined ? `${idBase}-panel` : `${idBase}-panel-${key}`;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: NoInfer<K>): void;
  /** Ids of the tabs and panels are made from this (e.g. a useId). */
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  /** Every tab controls the one panel of `tabPanelId(idBase)`, instead of a panel each. */
  sharedPanel?: boolean;
  className?: string;
  tabClassName?: string;
  'data-testid'?: string;
}

/** The next enabled index from `from` in `step` direction, wrapping; `from` when none. */
export function nextEnabledIndex(disabled: readonly boolean[], from: number, step: 1 | -1): number {
  const count = disabled.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + step * offset) % count) + count) % count;
    if (!disabled[index]) return index;
  }
  return from;
}

export function Tabs<K extends string>({ items, value, onChange, idBase, label, sharedPanel = false, className, tabClassName, 'data-testid': testId }: TabsProps<K>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = items.findIndex((item) => item.key === value && !item.disabled);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : items.findIndex((item) => !item.disabled);

  const move = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    buttons.current[index]?.focus();
    if (item.key !== value) onChange(item.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const disabled = items.map((item) => Boolean(item.disabled));
    const current = buttons.current.findIndex((button) => button === event.target);
    const from = current >= 0 ? current : focusIndex;
    let target: number | null = null;
    if (event.key === 'ArrowRight') target = nextEnabledIndex(disabled, from, 1);
    else if (event.key === 'ArrowLeft') target = nextEnabledIndex(disabled, from, -1);
    else if (event.key === 'Home') target = nextEnabledIndex(disabled, -1, 1);
    else if (event.key === 'End') target = nextEnabledIndex(disabled, items.length, -1);
    if (target === null) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            id={tabId(idBase, item.key)}
            type="button"
            role="tab"
            className={tabClassName}
            aria-selected={selected}
            aria-controls={sharedPanel ? tabPanelId(idBase) : tabPanelId(idBase, item.key)}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={item.disabled}
            data-tab={item.key}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'id' | 'aria-labelledby'> {
  idBase: string;
  /** The tab this panel belongs to; with `shared`, the selected tab (the one panel follows it). */
  tabKey: string;
  shared?: boolean;
  /** Hidden (kept mounted) while its tab is not selected. */
  hidden?: boolean;
  children?: ReactNode;
}

export function TabPanel({ idBase, tabKey, shared = false, hidden, children, ...rest }: TabPanelProps) {
  return (
    <div {...rest} role="tabpanel" id={shared ? tabPanelId(idBase) : tabPanelId(idBase, tabKey)} aria-labelledby={tabId(idBase, tabKey)} hidden={hidden}>
      {children}
    </div>
  );
}
