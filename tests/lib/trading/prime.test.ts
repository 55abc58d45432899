import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE } from '@/lib/trading';
import {
  checkPrimeOrder,
  currentRound,
  PRIME_AMOUNT_REQUIRED,
  PRIME_NOT_OPEN,
  PRIME_PHASE_LABELS,
  primeLimitMessage,
  primeOrderKind,
  primePhase,
  remainingLimit,
  type PrimeRound,
} from '@/lib/trading/prime';

const ROUND: PrimeRound = { roundNum: 1, roundIssuePrice: '0.000003', roundCirculation: '100000000', roundLimitOrderSellPrice: '0.000006' };

describe('primePhase (section 4)', () => {
  it.each([
    [{ state: 2, roundTradeType: 'limit', preRoundType: '' }, 'ended'],
    [{ state: 2, roundTradeType: 'lucky', preRoundType: 'lucky' }, 'ended'],
    [{ state: 1, roundTradeType: 'lucky', preRoundType: '' }, 'bid'],
    [{ state: 0, roundTradeType: 'limit', preRoundType: 'lucky' }, 'bid'],
    [{ state: 1, roundTradeType: 'limit', preRoundType: 'lucky' }, 'po'],
    [{ state: 0, roundTradeType: 'limit', preRoundType: '' }, 'po'],
    [{ state: 0, roundTradeType: '', preRoundType: '' }, 'none'],
  ] as const)('%o → %s', (status, phase) => {
    expect(primePhase(status)).toBe(phase);
  });
  it('labels the phases', () => {
    expect(PRIME_PHASE_LABELS).toEqual({ none: '未开始', po: 'PO 申购中', bid: 'BID 竞价中', ended: '已结束' });
    expect(primeOrderKind('po')).toBe('po');
    expect(primeOrderKind('ended')).toBeNull();
  });
});

it('currentRound finds the round of the status', () => {
  const second = { ...ROUND, roundNum: 2 };
  expect(currentRound({ rounds: [ROUND, second], status: { round: 2, state: 1, roundTradeType: 'lucky', preRoundType: 'limit' } })).toBe(second);
  expect(currentRound({ rounds: [ROUND], status: { round: 3, state: 1, roundTradeType: 'lucky', preRoundType: '' } })).toBeNull();
});

it('remainingLimit is max − used, not below zero', () => {
  expect(remainingLimit({ maxAmount: '1000000', usedAmount: '250000.5' })).toBe('749999.5');
  expect(remainingLimit({ maxAmount: '10', usedAmount: '11' })).toBe('0');
  expect(remainingLimit({ maxAmount: 'x', usedAmount: '1' })).toBeNull();
});

describe('checkPrimeOrder', () => {
  const base = { phase: 'po' as const, kind: 'po' as const, round: ROUND, amountPrecision: 2, currency: 'nft', limit: { maxAmount: '1000000', usedAmount: '0' } };
  it('prices the amount at the issue price', () => {
    expect(checkPrimeOrder({ ...base, typed: '500000' })).toEqual({ ok: true, amount: '500000', price: '0.000003', value: '1.5' });
  });
  it('refuses outside the phase of the form', () => {
    expect(checkPrimeOrder({ ...base, phase: 'bid', typed: '1' })).toEqual({ ok: false, error: PRIME_NOT_OPEN });
    expect(checkPrimeOrder({ ...base, round: null, typed: '1' })).toEqual({ ok: false, error: PRIME_NOT_OPEN });
  });
  it('checks the amount, the limit and the balance', () => {
    expect(checkPrimeOrder({ ...base, typed: ' ' })).toEqual({ ok: false, error: PRIME_AMOUNT_REQUIRED });
    expect(checkPrimeOrder({ ...base, typed: '1000001' })).toEqual({ ok: false, error: primeLimitMessage('1000000', 'nft') });
    expect(primeLimitMessage('1000000', 'nft')).toBe('超出可申购额度 1000000 NFT');
    expect(checkPrimeOrder({ ...base, typed: '1000000', available: '2.99' })).toEqual({ ok: false, error: INSUFFICIENT_BALANCE });
  });
});
