import { describe, expect, it } from 'vitest';
import {
  checkEtpInput,
  creationDailyMessage,
  creationMaxMessage,
  creationMinMessage,
  creationQuote,
  ETP_HALTED,
  ETP_NOT_POSITIVE,
  ETP_VALUE_REQUIRED,
  etpDecimalsMessage,
  isEtpSymbol,
  positionLimitMessage,
  redemptionMaxMessage,
  redemptionQuote,
  type EtpExchangeLimit,
  type EtpInfo,
} from '@/lib/trading/etp';
import { INSUFFICIENT_BALANCE, INVALID_NUMBER } from '@/lib/trading';

const INFO: EtpInfo = {
  etpName: 'btc3l',
  displayName: 'BTC3L',
  currency: 'usdt',
  netValue: '16.35',
  leverage: '3',
  managementFeeRate: '0.035',
  creationFeeRate: '0.001',
  redemptionFeeRate: '0.002',
  status: 'normal',
};
const LIMIT: EtpExchangeLimit = {
  etpName: 'btc3l',
  creation: { min: '10', max: '5000', dailyRemaining: '3000' },
  redemption: { min: '1', max: '2000', dailyRemaining: '1500' },
};

const creation = (typed: string, extra: Partial<Parameters<typeof checkEtpInput>[0]> = {}) =>
  checkEtpInput({ type: 'creation', typed, info: INFO, inputPrecision: 8, resultPrecision: 4, exchangeLimit: LIMIT, ...extra });

describe('creationQuote / redemptionQuote', () => {
  it('takes the fee off the value, then divides by the net value, rounding down', () => {
    // fee 0.1, (100 − 0.1) / 16.35 = 6.11009…
    expect(creationQuote('100', '16.35', '0.001', 4)).toEqual({ amount: '6.11', value: '100', fee: '0.1' });
  });
  it('is exact in decimal where floats are not', () => {
    expect(creationQuote('0.3', '0.1', '0', 8)?.amount).toBe('3');
  });
  it('redeems tokens at the net value minus the fee', () => {
    // gross 163.5, fee 0.327 → 163.173
    expect(redemptionQuote('10', '16.35', '0.002', 2)).toEqual({ amount: '10', value: '163.17', fee: '0.327' });
  });
  it('refuses non-numbers and a net value of zero', () => {
    expect(creationQuote('abc', '1', '0', 4)).toBeNull();
    expect(creationQuote('1', '0', '0', 4)).toBeNull();
    expect(redemptionQuote('1', null, '0', 4)).toBeNull();
  });
});

describe('checkEtpInput', () => {
  it('accepts a value within every limit and quotes it', () => {
    expect(creation('１００')).toEqual({ ok: true, input: '100', quote: { amount: '6.11', value: '100', fee: '0.1' } });
  });
  it('names the first problem of the typed text', () => {
    expect(creation('')).toEqual({ ok: false, error: ETP_VALUE_REQUIRED });
    expect(creation('x1')).toEqual({ ok: false, error: INVALID_NUMBER });
    expect(creation('0')).toEqual({ ok: false, error: ETP_NOT_POSITIVE });
    expect(creation('10.123', { inputPrecision: 2 })).toEqual({ ok: false, error: etpDecimalsMessage(2) });
  });
  it('checks the single min and max and the daily remaining quota', () => {
    expect(creation('9.99')).toEqual({ ok: false, error: creationMinMessage('10', 'usdt') });
    expect(creation('5000.01')).toEqual({ ok: false, error: creationMaxMessage('5000', 'usdt') });
    expect(creationMaxMessage('5000', 'usdt')).toBe('单笔申购金额不能大于 5000 USDT');
    expect(creation('3000.5')).toEqual({ ok: false, error: creationDailyMessage('3000', 'usdt') });
    expect(creation('3000').ok).toBe(true);
  });
  it('checks redemption amounts against the redemption limits', () => {
    const result = checkEtpInput({ type: 'redemption', typed: '2001', info: INFO, inputPrecision: 4, resultPrecision: 8, exchangeLimit: LIMIT });
    expect(result).toEqual({ ok: false, error: redemptionMaxMessage('2000', 'btc3l') });
  });
  it('skips the limits while they are unknown', () => {
    expect(creation('9000', { exchangeLimit: null }).ok).toBe(true);
  });
  it('checks the balance', () => {
    expect(creation('200', { available: '199.99' })).toEqual({ ok: false, error: INSUFFICIENT_BALANCE });
  });
  it('checks the tokens received against the position limit', () => {
    // 100 USDT gives 6.11 tokens: 94 + 6.11 > 100
    expect(creation('100', { positionLimit: { currency: 'btc3l', maxHoldings: '100', holdings: '94' } })).toEqual({
      ok: false,
      error: positionLimitMessage('100', 'btc3l'),
    });
    expect(creation('100', { positionLimit: { currency: 'btc3l', maxHoldings: '100', holdings: '93.89' } }).ok).toBe(true);
  });
  it('refuses a halted ETP and the closed direction', () => {
    expect(creation('100', { info: { ...INFO, status: 'halted' } })).toEqual({ ok: false, error: ETP_HALTED });
    expect(creation('100', { info: { ...INFO, status: 'redemption-only' } })).toEqual({ ok: false, error: ETP_HALTED });
  });
});

it('isEtpSymbol reads the tags', () => {
  expect(isEtpSymbol(['etp', 'nav'])).toBe(true);
  expect(isEtpSymbol(['prime'])).toBe(false);
});
