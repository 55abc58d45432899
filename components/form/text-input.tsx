import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import styles from './form-controls.module.css';

export type TextInputProps = ComponentProps<'input'> & {
  /** Marks the field as failing validation (aria-invalid and the error border). */
  invalid?: boolean;
};

/** A plain text input in the account-form style. */
export function TextInput({ invalid = false, className, ...props }: TextInputProps) {
  return <input type="text" {...props} aria-invalid={invalid} className={classNames(styles.input, className)} />;
}
