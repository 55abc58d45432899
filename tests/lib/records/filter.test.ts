import { describe, expect, it } from 'vitest';
import { DATE_PRESET_LABELS, DAY_MS, DEFAULT_RECORD_FILTER, dateRange, filterQuery, filterRecords, INVALID_RANGE_TEXT, parseDay, startOfDay, type RecordFilter } from '@/lib/records';

// 2026-11-21 10:00 at UTC+8.
const NOW = Date.UTC(2026, 10, 21, 2, 0, 0);
const CN = 480;
const dayStart = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - CN * 60_000;

describe('date range', () => {
  it('labels the presets in Chinese', () => {
    expect([DATE_PRESET_LABELS.today, DATE_PRESET_LABELS['7d'], DATE_PRESET_LABELS['30d'], DATE_PRESET_LABELS['90d']]).toEqual(['今天', '近7天', '近30天', '近90天']);
  });

  it('runs a preset from the start of its first local day to now', () => {
    expect(startOfDay(NOW, CN)).toBe(dayStart(2026, 11, 21));
    expect(dateRange({ range: 'today', from: '', to: '' }, NOW, CN)).toEqual({ start: dayStart(2026, 11, 21), end: NOW, error: null });
    expect(dateRange({ range: '7d', from: '', to: '' }, NOW, CN).start).toBe(dayStart(2026, 11, 15));
    expect(dateRange({ range: '30d', from: '', to: '' }, NOW, CN).start).toBe(dayStart(2026, 10, 23));
    expect(dateRange({ range: '90d', from: '', to: '' }, NOW, CN).start).toBe(dayStart(2026, 8, 24));
  });

  it('takes a custom range as whole days, either end open, and refuses it backwards', () => {
    expect(dateRange({ range: 'custom', from: '2026-11-01', to: '2026-11-02' }, NOW, CN)).toEqual({
      start: dayStart(2026, 11, 1),
      end: dayStart(2026, 11, 3) - 1,
      error: null,
    });
    expect(dateRange({ range: 'custom', from: '', to: '' }, NOW, CN)).toEqual({ start: null, end: null, error: null });
    expect(dateRange({ range: 'custom', from: '2026-11-03', to: '2026-11-02' }, NOW, CN).error).toBe(INVALID_RANGE_TEXT);
  });

  it('reads only real dates', () => {
    expect(parseDay('2026-02-30', 0)).toBeNull();
    expect(parseDay('2026/02/01', 0)).toBeNull();
    expect(parseDay('2026-02-01', 0)).toBe(Date.UTC(2026, 1, 1));
  });
});

describe('filterQuery', () => {
  it('leaves out what does not narrow', () => {
    expect(filterQuery({ ...DEFAULT_RECORD_FILTER, range: 'custom' }, NOW, CN)).toEqual({});
  });

  it('turns the choices into currency, type, state, start and end', () => {
    const filter: RecordFilter = { currency: 'usdt', type: 'deposit', state: 'safe', range: 'today', from: '', to: '' };
    expect(filterQuery(filter, NOW, CN)).toEqual({ currency: 'usdt', type: 'deposit', state: 'safe', start: dayStart(2026, 11, 21), end: NOW });
  });

  it('sends no dates for a backwards custom range', () => {
    expect(filterQuery({ ...DEFAULT_RECORD_FILTER, range: 'custom', from: '2026-11-03', to: '2026-11-01' }, NOW, CN)).toEqual({});
  });
});

describe('filterRecords', () => {
  const rows = [
    { id: 1, currency: 'USDT', type: 'deposit', state: 'safe', at: NOW - 1000 },
    { id: 2, currency: 'btc', type: 'withdraw', state: 'confirmed', at: NOW - 3 * DAY_MS },
    { id: 3, currency: 'usdt', type: 'withdraw', state: 'safe', at: Math.floor((NOW - 40 * DAY_MS) / 1000) },
  ];
  const accessors = { currency: (row: (typeof rows)[number]) => row.currency, type: (row: (typeof rows)[number]) => row.type, state: (row: (typeof rows)[number]) => row.state, time: (row: (typeof rows)[number]) => row.at };

  it('keeps the loaded rows the query asks for', () => {
    const ids = (filter: RecordFilter) => filterRecords(rows, filter, accessors, NOW, CN).map((row) => row.id);
    expect(ids(DEFAULT_RECORD_FILTER)).toEqual([1, 2]);
    expect(ids({ ...DEFAULT_RECORD_FILTER, range: '90d' })).toEqual([1, 2, 3]);
    expect(ids({ ...DEFAULT_RECORD_FILTER, range: '90d', currency: 'usdt' })).toEqual([1, 3]);
    expect(ids({ ...DEFAULT_RECORD_FILTER, range: 'today' })).toEqual([1]);
    expect(ids({ ...DEFAULT_RECORD_FILTER, range: '90d', type: 'withdraw', state: 'safe' })).toEqual([3]);
  });
});
