'use client';

// The parent's note on a sub-account, edited in place: the lib rule (≤20 characters) checked
// before the call, the server's refusal after it, and in both cases what was typed stays.

import { useId, useState } from 'react';
import { TextInput } from '@/components/form';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { MAX_REMARK_LENGTH, normalizeRemark, remarkProblem } from '@/lib/sub-account';
import { queryErrorText } from '@/queries/failure';
import { useSubAccountRemark } from '@/queries/sub-account';
import { SUB_ACCOUNT_SCREEN_TEXT as T } from './texts';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

export function RemarkCell({ uid, name, remark }: { uid: number; name: string; remark: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(remark);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const mutation = useSubAccountRemark();

  if (!editing) {
    return (
      <span className={styles.remark} data-testid="sub-account-remark">
        {remark ? <UserText text={remark} /> : <span>{EMPTY_PLACEHOLDER}</span>}
        <button
          type="button"
          className={styles.actionLink}
          aria-label={`${T.edit}${T.remark}：${name}`}
          onClick={() => {
            setDraft(remark);
            setRuleError(null);
            mutation.reset();
            setEditing(true);
          }}
        >
          {T.edit}
        </button>
      </span>
    );
  }

  const save = async () => {
    const problem = remarkProblem(draft);
    setRuleError(problem);
    if (problem !== null) return;
    try {
      await mutation.mutateAsync({ subUid: uid, remark: normalizeRemark(draft) });
      setEditing(false);
    } catch {
      // Shown from mutation.error; the draft stays as typed.
    }
  };
  const error = ruleError ?? (mutation.error ? queryErrorText(mutation.error) : null);
  return (
    <form
      className={styles.remark}
      data-testid="sub-account-remark-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending) void save();
      }}
    >
      <TextInput
        id={`${id}-remark`}
        className={styles.remarkInput}
        aria-label={`${T.remark}：${name}`}
        value={draft}
        // A little room past the limit, so an over-long paste is refused with the rule's text rather than cut silently.
        maxLength={MAX_REMARK_LENGTH * 2}
        invalid={error !== null}
        aria-describedby={error !== null ? `${id}-remark-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (ruleError !== null) setRuleError(remarkProblem(event.target.value));
        }}
        autoFocus
      />
      <button type="submit" className={styles.actionLink} disabled={mutation.isPending}>
        {T.save}
      </button>
      <button type="button" className={styles.actionLink} disabled={mutation.isPending} onClick={() => setEditing(false)}>
        {T.cancel}
      </button>
      {error !== null ? (
        <p id={`${id}-remark-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
