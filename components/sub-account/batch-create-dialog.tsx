'use client';

// 批量创建: 1 to 50 names, typed row by row (add and remove rows) or pasted one per line, each
// checked as typed with the lib rule (format, repeated in the batch) and then, once the rule
// passes, with account_name/check (debounced: taken); one shared password with the project's
// password rule and strength meter. Every name typed is sent and the server answers per name,
// so the dialog then shows each row's result: created with its UID (the row locks), or its
// problem beside what was typed, which stays for another try.

import { useId, useRef, useState } from 'react';
import { Button, FieldError, FormField, PasswordInput, TextInput, fieldProps } from '@/components/form';
import { Dialog } from '@/components/dialog/dialog';
import { StrengthMeter } from '@/components/security-center/password-dialog';
import { validatePassword, validatePasswordConfirmation } from '@/lib/validation/rules';
import {
  batchSizeProblem,
  checkBatchNames,
  limitProblem,
  MAX_BATCH_NAMES,
  NAME_PROBLEM_TEXT,
  normalizeSubAccountName,
  type BatchNameCheck,
} from '@/lib/sub-account';
import { queryErrorText } from '@/queries/failure';
import { useCreateSubAccounts, useSubAccountNameCheck } from '@/queries/sub-account';
import { showToast } from '@/stores/toast-store';
import { BATCH_TEXT as T, SUB_ACCOUNT_SCREEN_TEXT } from './texts';
import { useDebounced } from './use-debounced';
import styles from './sub-account.module.css';

interface NameRow {
  key: number;
  name: string;
  /** After a creation: the new UID, or the server's word on this name. */
  result: { uid: number } | { message: string } | null;
}

function isCreated(row: NameRow): boolean {
  return row.result !== null && 'uid' in row.result;
}

/** The server's check of one name, asked only once the lib rule passes and typing has paused. */
function NameCheckStatus({ id, check }: { id: string; check: BatchNameCheck }) {
  const name = useDebounced(check.name);
  const settled = name === check.name;
  const server = useSubAccountNameCheck(name, check.problem === null && settled);
  if (check.problem !== null) return null;
  if (!settled || server.isFetching) return <p className={styles.nameResult}>{T.checking}</p>;
  if (server.data && !server.data.available) return <FieldError id={`${id}-error`} message={server.data.message ?? NAME_PROBLEM_TEXT.taken} />;
  return server.data?.available ? <p className={`${styles.nameResult} ${styles.created}`}>{T.available}</p> : null;
}

export function BatchCreateDialog({ existing, onClose }: { existing: number | null; onClose(): void }) {
  const id = useId();
  // Row keys: the first row has 0, rows added later count on from 1 (only event handlers add).
  const nextKey = useRef(1);
  const newRow = (name = ''): NameRow => ({ key: nextKey.current++, name, result: null });
  const [rows, setRows] = useState<NameRow[]>([{ key: 0, name: '', result: null }]);
  const [linesMode, setLinesMode] = useState(false);
  const [lines, setLines] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentNames, setSentNames] = useState<ReadonlyMap<number, string>>(new Map());
  const mutation = useCreateSubAccounts();

  const open = rows.filter((row) => !isCreated(row));
  const checks = checkBatchNames(open.map((row) => row.name));
  const checkOf = new Map(open.map((row, index) => [row.key, checks[index] as BatchNameCheck]));
  const toSend = open.filter((row) => row.name.trim() !== '');
  const passwordError = submitted ? validatePassword(password) : null;
  const confirmError = submitted ? validatePasswordConfirmation(password, confirm) : null;
  const good = toSend.filter((row) => checkOf.get(row.key)?.problem === null).length;
  const allCreated = rows.length > 0 && open.length === 0;
  const batchError = submitted && !allCreated ? (batchSizeProblem(toSend.length) ?? (existing === null ? null : limitProblem(existing, good))) : null;

  const setName = (key: number, name: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, name } : row)));
  const removeRow = (key: number) => setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
  const addRow = () => setRows((current) => (current.length < MAX_BATCH_NAMES ? [...current, newRow()] : current));
  const applyLines = () => {
    const names = lines.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    const created = rows.filter(isCreated);
    setRows([...created, ...(names.length === 0 ? [newRow()] : names.map((name) => newRow(name)))]);
    setLinesMode(false);
  };

  const submit = async () => {
    setSubmitted(true);
    mutation.reset();
    if (mutation.isPending || validatePassword(password) !== null || validatePasswordConfirmation(password, confirm) !== null) return;
    if (batchSizeProblem(toSend.length) !== null || (existing !== null && limitProblem(existing, good) !== null)) return;
    const names = toSend.map((row) => normalizeSubAccountName(row.name));
    try {
      const answer = await mutation.mutateAsync({ password, names: names.map((account_name) => ({ account_name })) });
      // Answers come in the order sent: the row at the same place gets its result.
      const results = new Map(
        toSend.map((row, index) => {
          const item = answer.items[index];
          const result: NameRow['result'] = item === undefined ? null : item.uid !== null ? { uid: item.uid } : { message: item.message ?? NAME_PROBLEM_TEXT.format };
          return [row.key, result] as const;
        }),
      );
      setSentNames(new Map(toSend.map((row, index) => [row.key, names[index] as string])));
      setRows((current) => current.map((row) => (results.has(row.key) ? { ...row, result: results.get(row.key) ?? null } : row)));
      showToast(answer.created > 0 ? 'success' : 'error', T.summary(answer.created, names.length));
    } catch {
      // Shown from mutation.error; every name and the password stay as typed.
    }
  };

  return (
    <Dialog
      title={T.title}
      onClose={onClose}
      busy={mutation.isPending}
      width={560}
      testId="sub-account-batch-dialog"
      hideCloseButton
      footer={
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {allCreated ? T.done : SUB_ACCOUNT_SCREEN_TEXT.cancel}
          </Button>
          {allCreated ? null : (
            <Button variant="primary" loading={mutation.isPending} onClick={() => void submit()}>
              {T.submit}
            </Button>
          )}
        </div>
      }
    >
      <form
        className={styles.matrix}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.actions}>
          <Button variant="link" onClick={() => setLinesMode(!linesMode)} aria-pressed={linesMode}>
            {linesMode ? T.rows : T.lines}
          </Button>
        </div>
        {linesMode ? (
          <div className={styles.matrix}>
            <label htmlFor={`${id}-lines`}>{T.linesLabel}</label>
            <textarea id={`${id}-lines`} className={styles.lines} value={lines} onChange={(event) => setLines(event.target.value)} />
            <Button onClick={applyLines}>{T.linesApply}</Button>
          </div>
        ) : (
          <div className={styles.nameRows} data-testid="sub-account-batch-rows">
            {rows.map((row, index) => {
              const rowId = `${id}-name-${row.key}`;
              const created = row.result !== null && 'uid' in row.result ? row.result.uid : null;
              const check = checkOf.get(row.key);
              // A rule problem shows as typed; an empty row is left out of the batch (the batch's own
              // message says when no name is left).
              const ruleProblem = check?.problem ?? null;
              const shownRule = ruleProblem === null || ruleProblem === 'empty' ? null : NAME_PROBLEM_TEXT[ruleProblem];
              // The server's refusal stands while the name is the one it refused.
              const refused = row.result !== null && 'message' in row.result && sentNames.get(row.key) === normalizeSubAccountName(row.name) ? row.result.message : null;
              const error = shownRule ?? refused;
              return (
                <div key={row.key} className={styles.nameRow} data-testid="sub-account-batch-row" data-created={created ?? undefined}>
                  <TextInput
                    {...fieldProps(rowId, error)}
                    aria-label={T.nameLabel(index + 1)}
                    placeholder={T.namePlaceholder}
                    value={row.name}
                    maxLength={40}
                    disabled={created !== null}
                    onChange={(event) => setName(row.key, event.target.value)}
                  />
                  <Button variant="link" onClick={() => removeRow(row.key)} disabled={rows.length === 1 || created !== null || mutation.isPending} aria-label={`${T.remove}${T.nameLabel(index + 1)}`}>
                    {T.remove}
                  </Button>
                  {created !== null ? (
                    <p className={`${styles.nameResult} ${styles.created}`} data-testid="sub-account-batch-created">
                      {T.created(created)}
                    </p>
                  ) : error !== null ? (
                    <div className={styles.nameResult} data-testid="sub-account-batch-problem">
                      <FieldError id={`${rowId}-error`} message={error} />
                    </div>
                  ) : check ? (
                    <NameCheckStatus id={rowId} check={check} />
                  ) : null}
                </div>
              );
            })}
            <div>
              <Button onClick={addRow} disabled={rows.length >= MAX_BATCH_NAMES || mutation.isPending}>
                {T.add}
              </Button>
            </div>
          </div>
        )}
        <FormField id={`${id}-password`} label={T.password} error={passwordError}>
          <PasswordInput
            {...fieldProps(`${id}-password`, passwordError)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            maxLength={32}
            placeholder={T.passwordHint}
          />
        </FormField>
        <StrengthMeter password={password} />
        <FormField id={`${id}-confirm`} label={T.confirmPassword} error={confirmError}>
          <PasswordInput {...fieldProps(`${id}-confirm`, confirmError)} value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="new-password" maxLength={32} />
        </FormField>
        <p className={styles.dialogText}>{T.passwordNote}</p>
        {batchError !== null ? (
          <p role="alert" className={styles.error} data-testid="sub-account-batch-failure">
            {batchError}
          </p>
        ) : mutation.error ? (
          <p role="alert" className={styles.error} data-testid="sub-account-batch-failure">
            {queryErrorText(mutation.error)}
          </p>
        ) : null}
        {/* Enter in a field submits. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
