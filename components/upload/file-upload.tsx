'use client';

// The file upload field (shell-and-account.md section 5): a native multi-file input (easy to
// drive with Playwright's setInputFiles), per-file progress and removal. Selections are
// checked first (type, size, duplicate name, images decode, at most 10 files) and refusals
// are shown as error toasts; no new selection is possible while files are checked or sent.
// The component does not know the endpoint: the caller injects `upload`. It is built on the
// light controls of components/form and a native <progress>, never antd, so that the login
// layout's pages that use it stay within their script budget.

import { Button } from '@/components/form';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_ACCEPT,
  DEFAULT_MAX_SIZE,
  type ImageDecoder,
  type Rejection,
  UPLOAD_MAX_FILES,
  type UploadRules,
  acceptAttribute,
  decodeImage as browserDecodeImage,
  distinctMessages,
  screenFiles,
  uploadFailureMessage,
} from '@/lib/upload';
import { UPLOAD_MESSAGES } from '@/lib/validation/messages';
import type { ApiResult } from '@/services/http';
import { showToast } from '@/stores/toast-store';
import styles from './file-upload.module.css';

export interface UploadedFile {
  name: string;
  url: string;
  size: number;
}

/**
 * Sends one file; reports progress in percent (0-100); resolves to the envelope (never needs
 * to reject). The signal aborts when the user removes the file during its upload.
 */
export type UploadFunction = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<ApiResult<{ url: string }>>;

export interface FileUploadProps {
  upload: UploadFunction;
  /** Visible label of the file input. */
  label?: string;
  /** Help text under the input; defaults to the accepted types and limits. */
  hint?: string;
  /** Extensions and/or MIME types; default jpg, jpeg, png. */
  accept?: readonly string[];
  /** Bytes per file; default 5 MB. */
  maxSize?: number;
  /** Default 10. */
  maxFiles?: number;
  /** Whether an image decodes; defaults to the browser's decoder (tests inject their own). */
  decodeImage?: ImageDecoder;
  /** Files already uploaded (editing a saved form). */
  defaultValue?: readonly UploadedFile[];
  /** The uploaded files, whenever that list changes. */
  onChange?: (files: UploadedFile[]) => void;
  /** Files refused by the checks of a selection (after their toasts). */
  onReject?: (rejected: Rejection<File>[]) => void;
  /** True while files are checked or uploaded. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** A validation message of the form (e.g. "required"). */
  error?: string;
  id?: string;
  name?: string;
}

type EntryStatus = 'uploading' | 'done' | 'error';

interface UploadEntry {
  key: string;
  name: string;
  size: number;
  status: EntryStatus;
  percent: number;
  url?: string;
  message?: string;
}

let entrySeq = 0;
const nextKey = () => `upload-${++entrySeq}`;

function uploadedOf(entries: readonly UploadEntry[]): UploadedFile[] {
  return entries.flatMap((entry) =>
    entry.status === 'done' && entry.url !== undefined ? [{ name: entry.name, url: entry.url, size: entry.size }] : [],
  );
}

function signature(files: readonly UploadedFile[]): string {
  return JSON.stringify(files.map((file) => [file.name, file.url]));
}

function defaultHint(accept: readonly string[], maxSize: number, maxFiles: number): string {
  const types = accept.map((entry) => (entry.includes('/') ? entry : entry.trim().replace(/^\./, '').toUpperCase()));
  const megabytes = Math.round((maxSize / (1024 * 1024)) * 100) / 100;
  return `支持 ${types.join('、')} 格式，单个文件不超过 ${megabytes}MB，最多 ${maxFiles} 个文件`;
}

/** The words beside a file's bar: its percent while it goes up, then whether it made it. */
function statusText(entry: UploadEntry): string {
  if (entry.status === 'uploading') return `${entry.percent}%`;
  return entry.status === 'done' ? '已上传' : '上传失败';
}

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

export function FileUpload({
  upload,
  label = '上传文件',
  hint,
  accept = DEFAULT_ACCEPT,
  maxSize = DEFAULT_MAX_SIZE,
  maxFiles = UPLOAD_MAX_FILES,
  decodeImage = browserDecodeImage,
  defaultValue,
  onChange,
  onReject,
  onBusyChange,
  disabled = false,
  error,
  id,
  name,
}: FileUploadProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-file`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [entries, setEntries] = useState<UploadEntry[]>(() =>
    (defaultValue ?? []).map((file) => ({ key: nextKey(), ...file, status: 'done', percent: 100 })),
  );
  const [checking, setChecking] = useState(false);
  const entriesRef = useRef(entries);
  const checkingRef = useRef(false);
  const controllers = useRef(new Map<string, AbortController>());
  const mountedRef = useRef(false);
  const onChangeRef = useRef(onChange);
  const onBusyRef = useRef(onBusyChange);
  const reportedBusy = useRef(false);

  useEffect(() => {
    onChangeRef.current = onChange;
    onBusyRef.current = onBusyChange;
  }, [onChange, onBusyChange]);

  // Busy is told in the same step as the change that ends it, before the new list (not in an
  // effect a render later), so a form never sees a file as uploaded while still uploading.
  const reportBusy = useCallback(() => {
    const now = checkingRef.current || entriesRef.current.some((entry) => entry.status === 'uploading');
    if (now === reportedBusy.current) return;
    reportedBusy.current = now;
    onBusyRef.current?.(now);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    const running = controllers.current;
    return () => {
      mountedRef.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  // Every change of the list goes through here, so onChange sees each new set of uploads once.
  const update = useCallback((change: (current: UploadEntry[]) => UploadEntry[]) => {
    const before = entriesRef.current;
    const after = change(before);
    if (after === before) return;
    entriesRef.current = after;
    if (!mountedRef.current) return;
    setEntries(after);
    const uploaded = uploadedOf(after);
    reportBusy();
    if (signature(uploaded) !== signature(uploadedOf(before))) onChangeRef.current?.(uploaded);
  }, [reportBusy]);

  const patch = useCallback(
    (key: string, values: Partial<UploadEntry>) =>
      update((current) =>
        current.some((entry) => entry.key === key)
          ? current.map((entry) => (entry.key === key ? { ...entry, ...values } : entry))
          : current,
      ),
    [update],
  );

  const busy = checking || entries.some((entry) => entry.status === 'uploading');

  const send = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    let result: ApiResult<{ url: string }> | null = null;
    try {
      // Late or repeated progress events of a finished, failed or removed file change nothing.
      const onProgress = (percent: number) =>
        update((current) => {
          const value = clampPercent(percent);
          const target = current.find((entry) => entry.key === key && entry.status === 'uploading');
          if (!target || target.percent === value) return current;
          return current.map((entry) => (entry === target ? { ...entry, percent: value } : entry));
        });
      result = await upload(file, onProgress, controller.signal);
    } catch {
      result = null;
    }
    controllers.current.delete(key);
    if (controller.signal.aborted || !entriesRef.current.some((entry) => entry.key === key)) return;
    if (result?.success && typeof result.data?.url === 'string' && result.data.url !== '') {
      patch(key, { status: 'done', percent: 100, url: result.data.url });
      return;
    }
    const message = result && !result.success ? uploadFailureMessage(result) : UPLOAD_MESSAGES.failed;
    patch(key, { status: 'error', message });
    showToast('error', message);
  };

  const onSelect = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (picked.length === 0 || disabled || checkingRef.current || entriesRef.current.some((entry) => entry.status === 'uploading')) {
      return;
    }
    checkingRef.current = true;
    setChecking(true);
    reportBusy();
    const rules: UploadRules = { accept, maxSize, maxFiles };
    // A failed file may be picked again: it neither blocks its name nor takes a place.
    const kept = entriesRef.current.filter((entry) => entry.status !== 'error').map((entry) => entry.name);
    const screening = await screenFiles(kept, picked, rules, decodeImage);
    checkingRef.current = false;
    if (!mountedRef.current) return;
    setChecking(false);
    reportBusy();

    if (screening.rejected.length > 0) {
      for (const message of distinctMessages(screening.rejected)) showToast('error', message);
      onReject?.(screening.rejected);
    }
    if (screening.accepted.length === 0) return;
    const added = screening.accepted.map((file) => ({ file, key: nextKey() }));
    const names = new Set(added.map(({ file }) => file.name));
    update((current) => [
      ...current.filter((entry) => !(entry.status === 'error' && names.has(entry.name))),
      ...added.map(({ file, key }): UploadEntry => ({ key, name: file.name, size: file.size, status: 'uploading', percent: 0 })),
    ]);
    await Promise.all(added.map(({ file, key }) => send(key, file)));
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    update((current) => current.filter((entry) => entry.key !== key));
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.upload} data-busy={busy || undefined}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className={styles.input}
        type="file"
        multiple={maxFiles > 1}
        accept={acceptAttribute(accept)}
        disabled={disabled || busy}
        aria-invalid={error ? true : false}
        aria-describedby={describedBy}
        onChange={(event) => void onSelect(event)}
      />
      <p id={hintId} className={styles.hint}>
        {hint ?? defaultHint(accept, maxSize, maxFiles)}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className={styles.list} aria-label={`${label}列表`}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.item} data-status={entry.status}>
              <span className={styles.name} title={entry.name}>
                {entry.name}
              </span>
              <Button variant="link" className={styles.remove} aria-label={`删除 ${entry.name}`} onClick={() => remove(entry.key)}>
                删除
              </Button>
              <progress className={styles.progress} max={100} value={entry.percent} aria-label={`${entry.name} 上传进度`} />
              <span className={styles.status}>{statusText(entry)}</span>
              {entry.status === 'error' ? <p className={styles.failure}>{entry.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
