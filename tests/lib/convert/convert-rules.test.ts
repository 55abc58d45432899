// The conversion rules: which balances are small (the 隐藏小额资产 rule), selecting some, all or
// none, the quote's staleness and match, stand-alone eligibility and limits, amounts.

import { describe, expect, it } from 'vitest';
import { isSmallBalance } from '@/lib/assets/valuation';
import {
  checkSources,
  checkStandAloneAmount,
  CONVERT_ERRORS,
  estimateInTarget,
  hasOwnMarket,
  isAllSelected,
  isQuoteGoneCode,
  isQuoteStale,
  isQuoteUsable,
  isTargetOf,
  quoteMatches,
  quoteRemainingSeconds,
  selectedSources,
  smallBalanceCandidates,
  SMALL_BALANCE_NOTE,
  SMALL_BALANCE_TARGETS,
  standAloneMax,
  standAloneOptions,
  toggleAll,
  toggleSelected,
  type Selection,
} from '@/lib/convert';

const MARKET = { prices: { btcusdt: '50000', eosusdt: '4', xrpusdt: '1', htusdt: '10', ethusdt: '3000' } };

const ROWS = [
  { currency: 'eos', total: '0.5', available: '0.5' }, // 2 USDT = 0.00004 BTC: small
  { currency: 'xrp', total: '3', available: '3' }, // 3 USDT = 0.00006 BTC: small
  { currency: 'eth', total: '1', available: '1' }, // not small
  { currency: 'ht', total: '0.1', available: '0.1' }, // small, but the HT target
  { currency: 'usdt', total: '0', available: '0' }, // nothing to convert
  { currency: 'abc', total: '1', available: '1' }, // nothing prices it: not small
  { currency: 'xrp2', total: '1', available: '1' },
];

describe('small balances', () => {
  it('lists what the assets pages call small, with something available, never the target, largest first', () => {
    const candidates = smallBalanceCandidates(ROWS, MARKET, 'ht');
    expect(candidates.map((row) => row.currency)).toEqual(['xrp', 'eos']);
    expect(candidates[0]).toEqual({ currency: 'xrp', amount: '3', btc: '0.00006', usdt: '3' });
    for (const candidate of candidates) expect(isSmallBalance(candidate.btc)).toBe(true);
    expect(smallBalanceCandidates(ROWS, MARKET, 'usdt').map((row) => row.currency)).toEqual(['xrp', 'eos', 'ht']);
    expect(SMALL_BALANCE_NOTE).toContain('0.0001 BTC');
  });

  it('selects one, all (全选 again clears) and none', () => {
    const candidates = smallBalanceCandidates(ROWS, MARKET, 'ht');
    let selection: Selection = new Set();
    expect(checkSources(selectedSources(selection, candidates))).toBe(CONVERT_ERRORS.nothingSelected.message);
    selection = toggleSelected(selection, 'eos');
    expect(selectedSources(selection, candidates)).toEqual([{ currency: 'eos', amount: '0.5' }]);
    expect(isAllSelected(selection, candidates)).toBe(false);
    selection = toggleAll(selection, candidates);
    expect(isAllSelected(selection, candidates)).toBe(true);
    expect(checkSources(selectedSources(selection, candidates))).toBeNull();
    expect(toggleAll(selection, candidates).size).toBe(0);
    expect(toggleSelected(selection, 'eos').has('eos')).toBe(false);
    // A currency no longer listed drops out of the sources.
    expect(selectedSources(new Set(['eth', 'eos']), candidates)).toEqual([{ currency: 'eos', amount: '0.5' }]);
    expect(isAllSelected(new Set(), [])).toBe(false);
  });

  it('estimates what arrives in the target before the fee', () => {
    const candidates = smallBalanceCandidates(ROWS, MARKET, 'ht');
    expect(estimateInTarget(candidates, new Set(['eos', 'xrp']), 'ht', MARKET)).toBe('0.5');
    expect(estimateInTarget(candidates, new Set(['eos']), 'usdt', MARKET)).toBe('2');
    expect(estimateInTarget(candidates, new Set(['eos']), 'nope', MARKET)).toBeNull();
  });

  it('each mode converts into its own target', () => {
    expect(SMALL_BALANCE_TARGETS).toEqual({ 'small-balance': 'ht', 'small-usdt': 'usdt' });
    expect(isTargetOf('small-balance', 'HT')).toBe(true);
    expect(isTargetOf('small-balance', 'usdt')).toBe(false);
    expect(isTargetOf('stand-alone-coin', 'btc')).toBe(true);
    expect(isTargetOf('stand-alone-coin', 'usdt')).toBe(false);
    expect(isTargetOf('stand-alone-usdt', 'usdt')).toBe(true);
  });
});

describe('quotes', () => {
  const quote = { expiresAt: 100_000, target: 'usdt', sources: [{ currency: 'eos', amount: '0.5' }, { currency: 'xrp', amount: '3' }] };

  it('is stale when expired or within the 3 s margin, on the server clock', () => {
    expect(isQuoteStale(quote, 90_000)).toBe(false);
    expect(isQuoteStale(quote, 97_000)).toBe(true);
    expect(isQuoteStale(quote, 100_001)).toBe(true);
    // The server is 20 s ahead of the local clock.
    expect(isQuoteStale(quote, 80_000, 20_000)).toBe(true);
    expect(quoteRemainingSeconds(quote, 90_500)).toBe(10);
    expect(quoteRemainingSeconds(quote, 200_000)).toBe(0);
  });

  it('belongs to the sources and target it was made for, whatever their order', () => {
    expect(quoteMatches(quote, [{ currency: 'xrp', amount: '3.0' }, { currency: 'EOS', amount: '0.5' }], 'USDT')).toBe(true);
    expect(quoteMatches(quote, [{ currency: 'eos', amount: '0.5' }], 'usdt')).toBe(false);
    expect(quoteMatches(quote, quote.sources, 'ht')).toBe(false);
    expect(isQuoteUsable(quote, quote.sources, 'usdt', 90_000)).toBe(true);
    expect(isQuoteUsable(quote, quote.sources, 'usdt', 99_000)).toBe(false);
    expect(isQuoteUsable(null, quote.sources, 'usdt', 0)).toBe(false);
  });

  it('knows the answers that mean "get a new quote"', () => {
    expect(isQuoteGoneCode(CONVERT_ERRORS.quoteExpired.code)).toBe(true);
    expect(isQuoteGoneCode(String(CONVERT_ERRORS.invalidQuote.code))).toBe(true);
    expect(isQuoteGoneCode(CONVERT_ERRORS.duplicate.code)).toBe(false);
  });
});

describe('stand-alone conversion', () => {
  const symbols = [
    { base: 'btc', quote: 'usdt', state: 'online' },
    { base: 'xmr', quote: 'usdt', state: 'offline' },
    { base: 'zec', quote: 'usdt', state: 'suspend' },
  ];
  const limits = [
    { currency: 'xmr', minAmount: '0.01', maxAmount: '100' },
    { currency: 'zec', minAmount: '0.1', maxAmount: '10' },
  ];

  it('is for currencies no listed symbol trades', () => {
    expect(hasOwnMarket('BTC', symbols)).toBe(true);
    expect(hasOwnMarket('usdt', symbols)).toBe(true);
    expect(hasOwnMarket('zec', symbols)).toBe(true);
    expect(hasOwnMarket('xmr', symbols)).toBe(false);
    expect(standAloneOptions(limits, [{ currency: 'xmr', available: '2.5' }], symbols)).toEqual([{ currency: 'xmr', minAmount: '0.01', maxAmount: '100', available: '2.5' }]);
    expect(standAloneOptions(limits, [], symbols)[0]?.available).toBe('0');
  });

  it('checks the amount against the limits and the balance, full-width digits read', () => {
    const option = { currency: 'xmr', minAmount: '0.01', maxAmount: '100', available: '2.5' };
    expect(checkStandAloneAmount('１．５', option)).toEqual({ ok: true, amount: '1.5' });
    expect(checkStandAloneAmount('', option)).toEqual({ ok: false, message: '请输入兑换数量' });
    expect(checkStandAloneAmount('0', option)).toEqual({ ok: false, message: '兑换数量必须大于 0' });
    expect(checkStandAloneAmount('0.001', option)).toEqual({ ok: false, message: '单笔最少兑换 0.01 XMR' });
    expect(checkStandAloneAmount('101', { ...option, available: '500' })).toEqual({ ok: false, message: '单笔最多兑换 100 XMR' });
    expect(checkStandAloneAmount('3', option)).toEqual({ ok: false, message: CONVERT_ERRORS.insufficient.message });
    expect(checkStandAloneAmount('1..2', option).ok).toBe(false);
    expect(standAloneMax(option)).toBe('2.5');
    expect(standAloneMax({ ...option, available: '500' })).toBe('100');
  });
});
