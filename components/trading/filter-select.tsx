'use client';

// A labelled select of the orders panel's toolbars (方向, 类型, 时间): the label names it for
// screen readers and the value is one of the given options.

import { SIDE_FILTER_LABELS, type SideFilter } from '@/lib/trading';
import styles from './orders-panel.module.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** 全部 / 买入 / 卖出. */
export const SIDE_OPTIONS: readonly FilterOption<SideFilter>[] = (['all', 'buy', 'sell'] as const).map((side) => ({ value: side, label: SIDE_FILTER_LABELS[side] }));

export function FilterSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly FilterOption<T>[]; onChange(value: T): void }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
