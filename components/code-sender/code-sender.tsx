'use client';

// The verification-code field: a 6-digit input and the send button of the send-code widget
// (shell-and-account.md sections 4 and 8). Controlled, so a react-hook-form Controller drives
// it. The countdown and retry count survive reloads per type and purpose (local storage holds
// an end time and a count only, never a code).

import { type ClipboardEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CODE_SENDER_LABELS,
  type CodeChannel,
  type SenderEvent,
  type SenderState,
  type StorageLike,
  canSend,
  clearRecord,
  initialSenderState,
  loadRecord,
  saveRecord,
  sendButtonLabel,
  senderReducer,
  showVoiceOffer,
  toRecord,
} from '@/lib/code-sender';
import { Button, TextInput } from '@/components/form';
import { browserStorage } from '@/lib/storage/safe-storage';
import { CODE_LENGTH } from '@/lib/validation/rules';
import { digitsOnly } from '@/lib/validation/normalize';
import { failureText, type ApiFailure, type ApiSuccess } from '@/services/http';
import { type CodePurpose, type CodeSendResult, sendEmailCode, sendSmsCode } from '@/services/uc/codes';
import { showToast } from '@/stores/toast-store';
import styles from './code-sender.module.css';

export interface CodeSentInfo {
  voice: boolean;
}

export interface CodeSenderProps {
  type: CodeChannel;
  purpose: CodePurpose;
  /** Where to send: the address or phone number; absent for the logged-in user's own. */
  account?: string;
  /** Dialling code without '+', SMS only. */
  countryCode?: string;
  /** The 2FA or reset token of an unfinished flow. */
  token?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The validation message to show under the field. */
  error?: string;
  disabled?: boolean;
  /** Runs before every send (validate the account, run the risk captcha); false cancels. */
  beforeSend?: () => boolean | Promise<boolean>;
  onSent?: (result: ApiSuccess<unknown>, info: CodeSentInfo) => void;
  /** After the error toast and the countdown reset of a failed send. */
  onError?: (result: ApiFailure, info: CodeSentInfo) => void;
  /** Defaults to 邮箱验证码 / 手机验证码. */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  /** Where the countdown is kept; defaults to localStorage, null keeps it in memory only. */
  storage?: StorageLike | null;
  ref?: Ref<HTMLInputElement>;
}


function persist(storage: StorageLike | null, type: CodeChannel, purpose: string, state: SenderState): void {
  if (!storage) return;
  const record = toRecord(state);
  if (record) saveRecord(storage, type, purpose, record);
  else clearRecord(storage, type, purpose);
}

export function CodeSender({
  type,
  purpose,
  account,
  countryCode,
  token,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  beforeSend,
  onSent,
  onError,
  label,
  hideLabel = false,
  placeholder,
  id,
  name,
  storage: storageProp,
  ref,
}: CodeSenderProps) {
  const storage = storageProp === undefined ? browserStorage('local') : storageProp;
  // Read through a ref: a storage object made anew on every render must not restart anything.
  const storageRef = useRef(storage);
  useEffect(() => {
    storageRef.current = storage;
  }, [storage]);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-code`;
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<SenderState>(initialSenderState);
  const [now, setNow] = useState(0);
  const [checking, setChecking] = useState(false);
  const checkingRef = useRef(false);
  const stateRef = useRef(state);
  const mountedRef = useRef(false);

  // Every transition goes through here: the next state is known at once, so it is persisted
  // even when the widget unmounts while a send is in flight.
  const apply = useCallback(
    (event: SenderEvent) => {
      const next = senderReducer(stateRef.current, event);
      if (next === stateRef.current) return;
      stateRef.current = next;
      persist(storageRef.current, type, purpose, next);
      if (mountedRef.current) setState(next);
    },
    [type, purpose],
  );

  // Restore the countdown of this type and purpose after a reload (client only: the server
  // render and the first client render both show the idle state).
  useEffect(() => {
    mountedRef.current = true;
    const time = Date.now();
    const current = storageRef.current;
    const record = current ? loadRecord(current, type, purpose) : null;
    const next = senderReducer(stateRef.current, { type: 'restore', record, now: time });
    stateRef.current = next;
    setState(next);
    setNow(time);
    return () => {
      mountedRef.current = false;
    };
  }, [type, purpose]);

  // One tick whenever the shown number of seconds changes.
  useEffect(() => {
    if (state.phase !== 'counting' || state.endsAt === null) return;
    const endsAt = state.endsAt;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const left = endsAt - Date.now();
      timer = setTimeout(
        () => {
          const time = Date.now();
          setNow(time);
          apply({ type: 'tick', now: time });
          if (time < endsAt) schedule();
        },
        left <= 0 ? 0 : left % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [state.phase, state.endsAt, apply]);

  const send = async (voice: boolean) => {
    if (disabled || checkingRef.current || !canSend(stateRef.current)) return;
    if (beforeSend) {
      checkingRef.current = true;
      setChecking(true);
      let allowed = false;
      try {
        allowed = await beforeSend();
      } catch {
        allowed = false;
      }
      checkingRef.current = false;
      // Gone (the user left the page) or refused: nothing is sent.
      if (!mountedRef.current) return;
      setChecking(false);
      if (!allowed || !canSend(stateRef.current)) return;
    }
    const startedAt = Date.now();
    apply({ type: 'send', now: startedAt });
    if (mountedRef.current) setNow(startedAt);
    // silent: this widget shows the failure itself, so no second network toast.
    const result: CodeSendResult =
      type === 'email'
        ? await sendEmailCode({ email: account || undefined, purpose, token }, { silent: true })
        : await sendSmsCode(
            { phone: account || undefined, country_code: countryCode || undefined, purpose, token, ...(voice && { voice: true }) },
            { silent: true },
          );
    if (result.success) {
      apply({ type: 'sent' });
      onSent?.(result, { voice });
      return;
    }
    apply({ type: 'failed' });
    // A call that failed as a whole (no answer) has no server message: the network text says so.
    showToast('error', failureText(result, CODE_SENDER_LABELS.sendFailed));
    onError?.(result, { voice });
  };

  const buttonDisabled = disabled || checking || !canSend(state);
  const voiceOffered = showVoiceOffer(state, type) && !disabled;
  const fieldLabel = label ?? (type === 'email' ? CODE_SENDER_LABELS.emailInput : CODE_SENDER_LABELS.smsInput);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    // maxLength would cut "１２３ ４５６" before it is cleaned; clean first.
    event.preventDefault();
    onChange(digitsOnly(text, CODE_LENGTH));
  };

  return (
    <div className={styles.field} data-phase={state.phase}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {fieldLabel}
      </label>
      <div className={styles.row}>
        <TextInput
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value, CODE_LENGTH))}
          onPaste={onPaste}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={placeholder}
          disabled={disabled}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <Button
          className={styles.button}
          onClick={() => void send(false)}
          disabled={buttonDisabled}
          aria-busy={checking || state.sending}
        >
          {sendButtonLabel(state, now)}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {voiceOffered ? (
        <Button variant="link" className={styles.voice} onClick={() => void send(true)}>
          {CODE_SENDER_LABELS.voice}
        </Button>
      ) : null}
    </div>
  );
}
