import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import styles from './form-controls.module.css';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  /** Busy: a spinner, aria-busy, and no second click until the work is done. */
  loading?: boolean;
};

export function Button({
  variant = 'default',
  block = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  'aria-busy': busy,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || busy || undefined}
      className={classNames(styles.button, variant !== 'default' && styles[variant], block && styles.block, className)}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
