import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { buildCsv, compareDecimal, compareTime, CSV_UTF8_BOM, csvField, csvFileContent, csvFileName, csvTime, decimalKey, sortRows, timeKey, toggleSort } from '@/lib/records';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks and neutralises formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('0.00012300')).toBe('0.00012300');
  });

  it('builds a header and a CRLF-ended record per row from columns', () => {
    const csv = buildCsv(
      [
        { title: '币种', value: (row: { c: string; a: string }) => row.c },
        { title: '数量', value: (row: { c: string; a: string }) => row.a },
      ],
      [{ c: 'USDT', a: '1.10' }, { c: 'a,b', a: '-2' }],
    );
    expect(csv).toBe('币种,数量\r\nUSDT,1.10\r\n"a,b",\'-2\r\n');
  });

  it('starts the file with the UTF-8 BOM once', () => {
    expect(csvFileContent('a\r\n')).toBe(`${CSV_UTF8_BOM}a\r\n`);
    expect(csvFileContent(`${CSV_UTF8_BOM}a`)).toBe(`${CSV_UTF8_BOM}a`);
    expect(CSV_UTF8_BOM).toBe('\uFEFF');
  });

  it('writes times and file names at an offset', () => {
    expect(csvTime(1630633835224, 0)).toBe('2021-09-03 01:50:35');
    expect(csvTime(0, 0)).toBe('');
    expect(csvFileName('deposit-history', Date.UTC(2026, 10, 21, 20), 480)).toBe('deposit-history-20261122.csv');
    expect(csvFileName('../', 0, 0)).toMatch(/^records-/);
  });
});

describe('sorting', () => {
  it('compares decimal strings exactly, unreadable last', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('10', '9.99999999999999999999')).toBe(1);
    expect(compareDecimal('0.00000000000000000001', '0')).toBe(1);
    expect(compareDecimal('abc', '1')).toBe(1);
    expect(compareDecimal('1', null)).toBe(-1);
  });

  it('compares times in ms or seconds', () => {
    expect(compareTime(1_700_000_000, 1_700_000_000_000)).toBe(0);
    expect(compareTime(1_700_000_000_001, 1_700_000_000_000)).toBeGreaterThan(0);
    expect(compareTime(null, 1)).toBe(1);
  });

  it('sorts rows stably both ways, missing keys last', () => {
    const rows = [
      { id: 'a', amount: '2.5' },
      { id: 'b', amount: '10' },
      { id: 'c', amount: '' },
      { id: 'd', amount: '2.50' },
    ];
    expect(sortRows(rows, (row) => decimalKey(row.amount), 'ascending').map((row) => row.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(sortRows(rows, (row) => decimalKey(row.amount), 'descending').map((row) => row.id)).toEqual(['b', 'a', 'd', 'c']);
    const times = [{ t: 3 }, { t: 0 }, { t: 1_700_000_000_000 }];
    expect(sortRows(times, (row) => timeKey(row.t), 'descending').map((row) => row.t)).toEqual([1_700_000_000_000, 3, 0]);
    expect(sortRows([{ k: new Decimal(2) }, { k: new Decimal(1) }], (row) => row.k, 'ascending').map((row) => row.k.toString())).toEqual(['1', '2']);
  });

  it('toggles a column descending first', () => {
    expect(toggleSort(null, 'amount')).toEqual({ key: 'amount', direction: 'descending' });
    expect(toggleSort({ key: 'amount', direction: 'descending' }, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(toggleSort({ key: 'amount', direction: 'ascending' }, 'time')).toEqual({ key: 'time', direction: 'descending' });
  });
});
