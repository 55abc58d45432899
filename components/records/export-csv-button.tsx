'use client';

// 导出 CSV: the records as shown (filtered, all pages loaded) as a UTF-8 CSV file with the BOM,
// saved through a download. Columns and values are the caller's (lib/records buildCsv, or a
// screen's own column choice such as the order history's).

import { buildCsv, csvFileContent, type CsvColumn } from '@/lib/records';
import { downloadTextFile } from './download-file';

export const EXPORT_CSV_TEXT = '导出 CSV';

type CsvSource<T> = { columns: readonly CsvColumn<T>[]; toCsv?: undefined } | { toCsv(rows: readonly T[]): string; columns?: undefined };

export type ExportCsvButtonProps<T> = CsvSource<T> & {
  rows: readonly T[];
  /** The file's name, asked at the time of the click (it may carry the date). */
  fileName(): string;
  label?: string;
  className?: string;
  /** Also disabled while false; always disabled without rows. */
  enabled?: boolean;
};

export function ExportCsvButton<T>({ rows, fileName, label = EXPORT_CSV_TEXT, className, enabled = true, ...source }: ExportCsvButtonProps<T>) {
  const exportRows = () => {
    const text = source.toCsv ? source.toCsv(rows) : buildCsv(source.columns ?? [], rows);
    downloadTextFile(fileName(), csvFileContent(text));
  };
  return (
    <button type="button" className={className} onClick={exportRows} disabled={!enabled || rows.length === 0}>
      {label}
    </button>
  );
}
