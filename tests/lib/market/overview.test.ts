import { describe, expect, it } from 'vitest';
import {
  changeRatio,
  emptyOverviewRow,
  exchangePagePath,
  INITIAL_POLL_STATE,
  MAINTENANCE_AFTER_FAILURES,
  MARKET_MAX_RETRIES,
  MARKET_REFRESH_MS,
  MARKET_RETRY_MS,
  nextPoll,
  OVERVIEW_SPOT_SYMBOLS,
  overviewRow,
  overviewRows,
  priceDirection,
  splitSymbol,
  type PollOutcome,
  type PollState,
} from '@/lib/market/overview';
import { formatChangeRatio } from '@/lib/decimal';
import type { MarketTicker } from '@/lib/market/types';

function run(outcomes: PollOutcome[], from: PollState = INITIAL_POLL_STATE): PollState[] {
  const states: PollState[] = [];
  let state = from;
  for (const outcome of outcomes) {
    state = nextPoll(state, outcome);
    states.push(state);
  }
  return states;
}

function ticker(overrides: Partial<MarketTicker> = {}): MarketTicker {
  return { symbol: 'btcusdt', open: '100', close: '110', high: '120', low: '90', amount: '12.345678', vol: '1357.9', ...overrides };
}

describe('overview constants (section 9)', () => {
  it('lists BTC, ETH, EOS and HT against USDT and polls every 15 s, retrying after 5 s up to 3 times', () => {
    expect(OVERVIEW_SPOT_SYMBOLS).toEqual(['btcusdt', 'ethusdt', 'eosusdt', 'htusdt']);
    expect([MARKET_REFRESH_MS, MARKET_RETRY_MS, MARKET_MAX_RETRIES, MAINTENANCE_AFTER_FAILURES]).toEqual([15_000, 5_000, 3, 3]);
  });
});

describe('nextPoll', () => {
  it('keeps the 15 s cadence while requests succeed', () => {
    expect(run(['success', 'success'])).toEqual([
      { delayMs: 15_000, failures: 0, retries: 0, maintenance: false },
      { delayMs: 15_000, failures: 0, retries: 0, maintenance: false },
    ]);
  });

  it('retries after 5 s three times, then waits 15 s and flags maintenance after the fourth failure', () => {
    expect(run(['failure', 'failure', 'failure', 'failure'])).toEqual([
      { delayMs: 5_000, failures: 1, retries: 1, maintenance: false },
      { delayMs: 5_000, failures: 2, retries: 2, maintenance: false },
      { delayMs: 5_000, failures: 3, retries: 3, maintenance: false },
      { delayMs: 15_000, failures: 4, retries: 0, maintenance: true },
    ]);
  });

  it('starts a new round of quick retries after the 15 s wait, staying in maintenance', () => {
    const states = run(['failure', 'failure', 'failure', 'failure', 'failure', 'failure']);
    expect(states.slice(4)).toEqual([
      { delayMs: 5_000, failures: 5, retries: 1, maintenance: true },
      { delayMs: 5_000, failures: 6, retries: 2, maintenance: true },
    ]);
  });

  it('resets everything on the first success after failures', () => {
    const states = run(['failure', 'failure', 'failure', 'failure', 'success']);
    expect(states.at(-1)).toEqual(INITIAL_POLL_STATE);
  });

  it('does not flag maintenance for exactly 3 consecutive failures', () => {
    expect(run(['failure', 'failure', 'failure']).map((state) => state.maintenance)).toEqual([false, false, false]);
  });
});

describe('splitSymbol and exchangePagePath', () => {
  it.each([
    ['btcusdt', { base: 'btc', quote: 'usdt' }],
    ['ETHBTC', { base: 'eth', quote: 'btc' }],
    ['usdthusd', { base: 'usdt', quote: 'husd' }],
    ['eosht', { base: 'eos', quote: 'ht' }],
  ])('%s', (symbol, pair) => {
    expect(splitSymbol(symbol)).toEqual(pair);
  });

  it.each(['', 'usdt', 'btcxyz'])('gives null for %j', (symbol) => {
    expect(splitSymbol(symbol)).toBeNull();
  });

  it('links to the pair page with base_quote and a trailing slash', () => {
    expect(exchangePagePath({ base: 'btc', quote: 'usdt' })).toBe('/zh-cn/exchange/btc_usdt/');
    expect(exchangePagePath({ base: 'ht', quote: 'usdt' }, 'en-us')).toBe('/en-us/exchange/ht_usdt/');
  });
});

describe('change ratio', () => {
  it('is (close - open) / open in exact decimals, 50 significant digits rounded down', () => {
    expect(changeRatio('0.1', '0.3')?.toFixed()).toBe('2');
    expect(changeRatio('3', '1')?.toFixed()).toBe(`-0.${'6'.repeat(50)}`);
  });

  it('is null for a zero, missing or malformed open or close', () => {
    expect(changeRatio('0', '1')).toBeNull();
    expect(changeRatio(undefined, '1')).toBeNull();
    expect(changeRatio('1', 'abc')).toBeNull();
    expect(changeRatio('', '1')).toBeNull();
    expect(changeRatio('Infinity', '1')).toBeNull();
  });

  it('formats as a signed percentage rounded toward zero (the shared formatter)', () => {
    expect(formatChangeRatio('100', '101.239')).toBe('+1.23%');
    expect(formatChangeRatio('100', '98.761')).toBe('-1.23%');
    expect(formatChangeRatio('100', '100')).toBe('0.00%');
    // -0.004 % rounds to zero: no sign, no "-0.00".
    expect(formatChangeRatio('100000', '99999.996')).toBe('0.00%');
    expect(formatChangeRatio('0', '1')).toBe('--');
  });

  it('gives the direction of the move', () => {
    expect(priceDirection(changeRatio('1', '2'))).toBe('up');
    expect(priceDirection(changeRatio('2', '1'))).toBe('down');
    expect(priceDirection(changeRatio('1', '1'))).toBe('flat');
    expect(priceDirection(null)).toBe('flat');
  });
});

describe('overviewRow', () => {
  it('shows the pair, last price, change, high, low and amount with its link', () => {
    expect(overviewRow(ticker())).toEqual({
      symbol: 'btcusdt',
      label: 'BTC/USDT',
      href: '/zh-cn/exchange/btc_usdt/',
      close: '110',
      change: '+10.00%',
      direction: 'up',
      high: '120',
      low: '90',
      amount: '12.3456',
    });
  });

  it('rounds prices down to the given precision, padding with zeros', () => {
    const row = overviewRow(ticker({ close: '48123.456789', high: '48200.999', low: '47000' }), { pricePrecision: 2, amountPrecision: 1 });
    expect([row.close, row.high, row.low, row.amount]).toEqual(['48123.45', '48200.99', '47000.00', '12.3']);
  });

  it('keeps at most 8 decimals of a price without precision and never uses exponent notation', () => {
    const row = overviewRow(ticker({ close: '0.000000123456789', low: '0.0000001' }));
    expect(row.close).toBe('0.00000012');
    expect(row.low).toBe('0.0000001');
  });

  it('cuts decimals so a value fits the shared 18-character display width', () => {
    const row = overviewRow(ticker({ close: '123456789012.12345678', amount: '-0.00001' }));
    expect(row.close).toBe('123456789012.12345');
    expect(row.amount).toBe('0');
  });

  it('colours a fall and leaves a move below 0.01 % uncoloured', () => {
    expect(overviewRow(ticker({ open: '110', close: '100' }))).toMatchObject({ change: '-9.09%', direction: 'down' });
    expect(overviewRow(ticker({ open: '100000', close: '99999.996' }))).toMatchObject({ change: '0.00%', direction: 'flat' });
  });

  it('shows -- for malformed values instead of throwing', () => {
    const row = overviewRow(ticker({ symbol: 'weird', open: 'x', close: '', high: 'NaN', low: '1e', amount: '-' }));
    expect(row).toEqual({
      symbol: 'weird',
      label: 'WEIRD',
      href: null,
      close: '--',
      change: '--',
      direction: 'flat',
      high: '--',
      low: '--',
      amount: '--',
    });
  });
});

describe('overviewRows', () => {
  it('picks the overview pairs in order from a full list, case-insensitively', () => {
    const tickers = [ticker({ symbol: 'htusdt' }), ticker({ symbol: 'ltcbtc' }), ticker({ symbol: 'BTCUSDT' }), ticker({ symbol: 'ethusdt' })];
    const rows = overviewRows(tickers);
    expect(rows.map((row) => row.label)).toEqual(['BTC/USDT', 'ETH/USDT', 'EOS/USDT', 'HT/USDT']);
    expect(rows.map((row) => row.close)).toEqual(['110', '110', '--', '110']);
  });

  it('gives a linked row of -- for a pair missing from the answer', () => {
    expect(overviewRows([])[2]).toEqual(emptyOverviewRow('eosusdt'));
    expect(emptyOverviewRow('eosusdt')).toMatchObject({ href: '/zh-cn/exchange/eos_usdt/', close: '--', change: '--', amount: '--' });
  });
});
