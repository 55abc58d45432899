import { useId } from 'react';
import { classNames } from './class-names';
import styles from './form-controls.module.css';

export interface SegmentedOption<T extends string> {
  label: string;
  value: T;
}

/** A row of mutually exclusive choices: native radios, so keys and screen readers work as usual. */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: {
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classNames(styles.segmented, className)}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
