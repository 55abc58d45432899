// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilterBar } from '@/components/records';
import { DEFAULT_RECORD_FILTER, type RecordFilter } from '@/lib/records';

afterEach(cleanup);

let seen: RecordFilter = DEFAULT_RECORD_FILTER;

function Harness() {
  const [filter, setFilter] = useState<RecordFilter>(DEFAULT_RECORD_FILTER);
  const change = (next: RecordFilter) => {
    seen = next;
    setFilter(next);
  };
  return (
    <FilterBar
      value={filter}
      onChange={change}
      currencies={[{ value: 'usdt', label: 'USDT' }, { value: 'btc', label: 'BTC' }]}
      types={[{ value: 'deposit', label: '充币' }]}
      states={[{ value: 'safe', label: '已完成' }]}
    >
      <button type="button">导出 CSV</button>
    </FilterBar>
  );
}

beforeEach(() => {
  seen = DEFAULT_RECORD_FILTER;
});

describe('FilterBar', () => {
  it('edits currency, type and state with 全部 first', () => {
    render(<Harness />);
    const currency = screen.getByLabelText('币种') as HTMLSelectElement;
    expect([...currency.options].map((option) => option.textContent)).toEqual(['全部', 'USDT', 'BTC']);
    fireEvent.change(currency, { target: { value: 'btc' } });
    fireEvent.change(screen.getByLabelText('类型'), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'safe' } });
    expect(seen).toMatchObject({ currency: 'btc', type: 'deposit', state: 'safe' });
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeTruthy();
  });

  it('offers the date presets as a radio group', () => {
    render(<Harness />);
    const presets = screen.getAllByRole('radio');
    expect(presets.map((preset) => preset.textContent)).toEqual(['今天', '近7天', '近30天', '近90天']);
    expect(screen.getByRole('radio', { name: '近30天' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    expect(seen.range).toBe('today');
    expect(screen.getByRole('radio', { name: '今天' }).getAttribute('aria-checked')).toBe('true');
  });

  it('makes the range custom when a date is typed, says a backwards range, and resets', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-05' } });
    expect(seen).toMatchObject({ range: 'custom', from: '2026-11-05', to: '' });
    expect(screen.getAllByRole('radio').every((preset) => preset.getAttribute('aria-checked') === 'false')).toBe(true);
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    expect(screen.getByLabelText('结束日期').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-09' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('币种'), { target: { value: 'usdt' } });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(seen).toEqual(DEFAULT_RECORD_FILTER);
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('');
  });
});
