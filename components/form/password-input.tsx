'use client';

import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';
import styles from './form-controls.module.css';

export const REVEAL_PASSWORD_LABEL = '显示密码';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a show/hide toggle (a 44 px target, announced as pressed or not). */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.password}>
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.reveal}
        aria-label={REVEAL_PASSWORD_LABEL}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon open={visible} />
      </button>
    </span>
  );
}
