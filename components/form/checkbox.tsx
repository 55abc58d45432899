import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './form-controls.module.css';

/** A native checkbox with its label text (links inside the label stay clickable). */
export function Checkbox({ children, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className={classNames(styles.checkbox, className)}>
      <input type="checkbox" {...props} />
      <span>{children}</span>
    </label>
  );
}
