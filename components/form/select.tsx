import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import styles from './form-controls.module.css';

export interface SelectOption {
  label: string;
  value: string;
  /** Shown but not choosable (a closed chain, an address still in its delay). */
  disabled?: boolean;
}

/** A native select: the phone's own picker on phones, type-to-find on desktops. */
export function Select({ options, className, ...props }: Omit<ComponentProps<'select'>, 'children'> & { options: readonly SelectOption[] }) {
  return (
    <select {...props} className={classNames(styles.input, styles.select, className)}>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
