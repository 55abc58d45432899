// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '@/components/records';

afterEach(cleanup);

let blobs: Blob[] = [];
let names: string[] = [];

beforeEach(() => {
  blobs = [];
  names = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:records';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});

/** The blob's text with its BOM kept (Blob.text() drops it). */
async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

const ROWS = [
  { currency: 'USDT', amount: '1.50' },
  { currency: 'a"b', amount: '=2' },
];

describe('ExportCsvButton', () => {
  it('downloads the rows as CSV with the UTF-8 BOM and quoted fields', async () => {
    render(
      <ExportCsvButton
        rows={ROWS}
        columns={[
          { title: '币种', value: (row) => row.currency },
          { title: '数量', value: (row) => row.amount },
        ]}
        fileName={() => 'deposit-20261121.csv'}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(names).toEqual(['deposit-20261121.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await textOf(blobs[0]!)).toBe('\uFEFF币种,数量\r\nUSDT,1.50\r\n"a""b",\'=2\r\n');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('takes a screen\'s own CSV text', async () => {
    render(<ExportCsvButton rows={ROWS} toCsv={(rows) => `n\r\n${rows.length}\r\n`} fileName={() => 'x.csv'} label="导出" />);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await textOf(blobs[0]!)).toBe('\uFEFFn\r\n2\r\n');
  });

  it('is disabled without rows', () => {
    render(<ExportCsvButton rows={[]} columns={[]} fileName={() => 'x.csv'} />);
    expect(screen.getByRole('button', { name: '导出 CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
