// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from '@/components/records';
import { decimalKey, timeKey } from '@/lib/records';

afterEach(cleanup);

interface Row {
  id: string;
  currency: string;
  amount: string;
  at: number;
}

const ROWS: Row[] = [
  { id: 'a', currency: 'USDT', amount: '2.5', at: 1_700_000_000_000 },
  { id: 'b', currency: 'BTC', amount: '10', at: 1_700_000_100_000 },
  { id: 'c', currency: 'ETH', amount: '0.3', at: 1_699_000_000_000 },
];

const COLUMNS: DataColumn<Row>[] = [
  { key: 'currency', title: '币种', render: (row) => row.currency, rowHeader: true },
  { key: 'amount', title: '数量', render: (row) => row.amount, align: 'right', width: 120, sortKey: (row) => decimalKey(row.amount), cellProps: (row) => ({ 'data-testid': `amount-${row.id}` }) },
  { key: 'time', title: '时间', render: (row) => String(row.at), sortKey: (row) => timeKey(row.at) },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const ids = () => bodyRows().map((row) => row.getAttribute('data-id'));

describe('DataTable', () => {
  it('renders a header, a keyed row per record with its attributes, row headers and cell props', () => {
    render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} rowProps={(row) => ({ 'data-id': row.id, className: row.id === 'b' ? 'mine' : undefined })} label="资产记录" testId="records" />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['币种', '数量', '时间']);
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(bodyRows()[1]!.className).toBe('mine');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(screen.getByTestId('amount-b').textContent).toBe('10');
    expect(screen.getByTestId('amount-b').className).toMatch(/right/);
    expect(screen.getAllByRole('columnheader')[1]!.style.width).toBe('120px');
    expect(screen.getByTestId('records').tagName).toBe('TABLE');
  });

  it('sits in a named, keyboard-focusable scroll region', () => {
    render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" regionProps={{ 'data-kind': 'spot' }} />);
    const region = screen.getByRole('region', { name: '资产记录' });
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('data-kind')).toBe('spot');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('sorts by a sortable column with aria-sort, descending first, missing values last', () => {
    render(<DataTable columns={COLUMNS} rows={[...ROWS, { id: 'd', currency: 'HT', amount: '', at: 0 }]} rowKey={(row) => row.id} rowProps={(row) => ({ 'data-id': row.id })} label="资产记录" />);
    const amount = screen.getByRole('columnheader', { name: '数量' });
    expect(amount.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: '币种' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(amount).getByRole('button'));
    expect(amount.getAttribute('aria-sort')).toBe('descending');
    expect(ids()).toEqual(['b', 'a', 'c', 'd']);
    fireEvent.click(within(amount).getByRole('button'));
    expect(amount.getAttribute('aria-sort')).toBe('ascending');
    expect(ids()).toEqual(['c', 'a', 'b', 'd']);
    fireEvent.click(within(screen.getByRole('columnheader', { name: '时间' })).getByRole('button'));
    expect(amount.getAttribute('aria-sort')).toBe('none');
    expect(ids()).toEqual(['b', 'a', 'c', 'd']);
  });

  it('leaves sorting to the parent when controlled', () => {
    const onSortChange = vi.fn();
    render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} rowProps={(row) => ({ 'data-id': row.id })} label="资产记录" sort={{ key: 'amount', direction: 'ascending' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: '数量' }).getAttribute('aria-sort')).toBe('ascending');
    expect(ids()).toEqual(['a', 'b', 'c']);
    fireEvent.click(within(screen.getByRole('columnheader', { name: '数量' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'amount', direction: 'descending' });
  });

  it('shows one empty row, or the loading text while loading', () => {
    const { rerender } = render(<DataTable columns={COLUMNS} rows={[]} rowKey={(row) => row.id} label="资产记录" emptyText="暂无资产记录" />);
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]!.textContent).toBe('暂无资产记录');
    expect(within(bodyRows()[0]!).getByRole('cell').getAttribute('colspan')).toBe('3');
    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(row) => row.id} label="资产记录" loading />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" loading />);
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows the error with 重试 when given onRetry', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" error="系统繁忙" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('系统繁忙');
    expect(bodyRows()).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" error="系统繁忙" />);
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
  });

  it('labels every cell for the phone card layout, keeping the table roles', () => {
    const { rerender } = render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" cards />);
    expect(screen.getByRole('table').className).toMatch(/cards/);
    expect(screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label')).slice(0, 2)).toEqual(['数量', '时间']);
    expect(screen.getAllByRole('rowheader')[0]!.getAttribute('data-label')).toBe('币种');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    rerender(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="资产记录" />);
    expect(screen.getByRole('table').className).not.toMatch(/cards/);
    expect(screen.getAllByRole('cell')[0]!.hasAttribute('data-label')).toBe(false);
  });

  it('renders a caption', () => {
    render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} label="现货" caption="现货" />);
    expect(screen.getByRole('table', { name: '现货' })).toBeTruthy();
  });
});

describe('DataTable row rendering', () => {
  it('renders a row again only when it changed, or as rowEquals decides', () => {
    const rendered: string[] = [];
    const columns: DataColumn<Row>[] = [
      {
        key: 'amount',
        title: '数量',
        render: (row) => {
          rendered.push(row.id);
          return row.amount;
        },
      },
    ];
    const rowKey = (row: Row) => row.id;
    const { rerender } = render(<DataTable columns={columns} rows={ROWS} rowKey={rowKey} label="资产记录" />);
    expect(rendered).toEqual(['a', 'b', 'c']);
    rendered.length = 0;
    rerender(<DataTable columns={columns} rows={[ROWS[0]!, { ...ROWS[1]!, amount: '11' }, ROWS[2]!]} rowKey={rowKey} label="资产记录" />);
    expect(rendered).toEqual(['b']);
    rendered.length = 0;
    const sameAmount = (previous: Row, next: Row) => previous.amount === next.amount;
    rerender(<DataTable columns={columns} rows={ROWS.map((row) => ({ ...row }))} rowKey={rowKey} rowEquals={sameAmount} label="资产记录" />);
    expect(rendered).toEqual(['b']);
  });
});
