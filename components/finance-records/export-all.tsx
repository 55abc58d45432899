'use client';

// 导出 CSV of every record of the tab and filter, not only the page shown: the pages are fetched
// one after another (lib/finance-records collectAllPages) with the count so far and 取消; the
// file is made with lib/records' CSV rules and saved through the shared download. A failed page
// says so and keeps nothing half-done.

import { useEffect, useRef, useState } from 'react';
import { downloadTextFile } from '@/components/records/download-file';
import { EXPORT_CSV_TEXT } from '@/components/records/export-csv-button';
import { csvFileContent } from '@/lib/records';
import { collectAllPages, ExportCancelled, recordsCsv, recordsFileName, type FinanceRecord, type PageFetcher, type TabSpec } from '@/lib/finance-records';
import { showToast } from '@/stores/toast-store';
import styles from './records.module.css';

export const EXPORT_TEXT = {
  button: EXPORT_CSV_TEXT,
  progress: (rows: number) => `正在导出… 已获取 ${rows} 条`,
  cancel: '取消',
  done: (rows: number) => `已导出 ${rows} 条记录`,
  failed: '导出失败，请重试',
  empty: '没有可导出的记录',
} as const;

export interface ExportAllProps {
  tab: Pick<TabSpec, 'call' | 'key'>;
  fetchPage: PageFetcher<FinanceRecord>;
  keep(row: FinanceRecord): boolean;
  disabled?: boolean;
}

export function ExportAllButton({ tab, fetchPage, keep, disabled = false }: ExportAllProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const scope = new AbortController();
    controller.current = scope;
    setProgress(0);
    try {
      const rows = await collectAllPages(fetchPage, (row) => row.id, { signal: scope.signal, onProgress: (count) => setProgress(count), keep: (row) => keep(row as FinanceRecord) });
      if (rows.length === 0) showToast('info', EXPORT_TEXT.empty);
      else {
        downloadTextFile(recordsFileName(tab, Date.now()), csvFileContent(recordsCsv(tab, rows)));
        showToast('success', EXPORT_TEXT.done(rows.length));
      }
    } catch (error) {
      if (!(error instanceof ExportCancelled)) showToast('error', error instanceof Error && error.message ? error.message : EXPORT_TEXT.failed);
    } finally {
      if (controller.current === scope) controller.current = null;
      setProgress(null);
    }
  };

  if (progress !== null) {
    return (
      <span className={styles.export} data-testid="records-export-progress">
        <span role="status">{EXPORT_TEXT.progress(progress)}</span>
        <button type="button" className={styles.toolButton} onClick={() => controller.current?.abort()}>
          {EXPORT_TEXT.cancel}
        </button>
      </span>
    );
  }
  return (
    <button type="button" className={styles.toolButton} onClick={() => void start()} disabled={disabled} data-testid="records-export">
      {EXPORT_TEXT.button}
    </button>
  );
}
