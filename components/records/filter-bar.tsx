'use client';

// The filters above a record list: currency, type and state selects (each with 全部), the date
// presets 今天 / 近7天 / 近30天 / 近90天, a range of two date inputs (typing a date makes the range
// custom) and 重置. It only edits a RecordFilter; lib/records turns it into start/end. A
// backwards range is said under the bar and sends no dates.

import { useId, type ReactNode } from 'react';
import { ALL, DATE_PRESET_LABELS, DATE_PRESETS, DEFAULT_RECORD_FILTER, INVALID_RANGE_TEXT, parseDay, type DatePreset, type RecordFilter } from '@/lib/records';
import styles from './records.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export const FILTER_BAR_TEXT = {
  currency: '币种',
  type: '类型',
  state: '状态',
  all: '全部',
  range: '时间',
  from: '开始日期',
  to: '结束日期',
  reset: '重置',
} as const;

export interface FilterBarProps {
  value: RecordFilter;
  onChange(filter: RecordFilter): void;
  /** Offered currencies; the select is left out without them. */
  currencies?: readonly FilterOption[];
  types?: readonly FilterOption[];
  states?: readonly FilterOption[];
  /** What 重置 goes back to. */
  defaultValue?: RecordFilter;
  /** Leaves the date presets and range out. */
  noDates?: boolean;
  /** The bar's accessible name. */
  label?: string;
  className?: string;
  /** More controls at the end (e.g. the export button). */
  children?: ReactNode;
}

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>{FILTER_BAR_TEXT.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export function FilterBar({ value, onChange, currencies, types, states, defaultValue = DEFAULT_RECORD_FILTER, noDates = false, label = '筛选', className, children }: FilterBarProps) {
  const id = useId();
  const backwards = value.range === 'custom' && value.from !== '' && value.to !== '' && (parseDay(value.from) ?? 0) > (parseDay(value.to) ?? 0);
  const choosePreset = (range: DatePreset) => onChange({ ...value, range, from: '', to: '' });
  const setDay = (end: 'from' | 'to', day: string) => onChange({ ...value, range: 'custom', [end]: day });

  return (
    <div role="group" aria-label={label} className={[styles.filters, className].filter(Boolean).join(' ')}>
      {currencies ? <FilterSelect label={FILTER_BAR_TEXT.currency} value={value.currency} options={currencies} onChange={(currency) => onChange({ ...value, currency })} /> : null}
      {types ? <FilterSelect label={FILTER_BAR_TEXT.type} value={value.type} options={types} onChange={(type) => onChange({ ...value, type })} /> : null}
      {states ? <FilterSelect label={FILTER_BAR_TEXT.state} value={value.state} options={states} onChange={(state) => onChange({ ...value, state })} /> : null}
      {noDates ? null : (
        <>
          <div role="radiogroup" aria-label={FILTER_BAR_TEXT.range} className={styles.presets}>
            {DATE_PRESETS.map((preset) => (
              <button key={preset} type="button" role="radio" aria-checked={value.range === preset} onClick={() => choosePreset(preset)}>
                {DATE_PRESET_LABELS[preset]}
              </button>
            ))}
          </div>
          <span className={styles.field}>
            <label htmlFor={`${id}-from`}>{FILTER_BAR_TEXT.from}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={value.range === 'custom' ? value.from : ''}
              max={value.range === 'custom' && value.to ? value.to : undefined}
              onChange={(event) => setDay('from', event.target.value)}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? `${id}-error` : undefined}
            />
          </span>
          <span className={styles.field}>
            <label htmlFor={`${id}-to`}>{FILTER_BAR_TEXT.to}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={value.range === 'custom' ? value.to : ''}
              min={value.range === 'custom' && value.from ? value.from : undefined}
              onChange={(event) => setDay('to', event.target.value)}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? `${id}-error` : undefined}
            />
          </span>
        </>
      )}
      <button type="button" onClick={() => onChange(defaultValue)}>
        {FILTER_BAR_TEXT.reset}
      </button>
      {children}
      {backwards ? (
        <p id={`${id}-error`} role="alert" className={styles.rangeError}>
          {INVALID_RANGE_TEXT}
        </p>
      ) : null}
    </div>
  );
}
