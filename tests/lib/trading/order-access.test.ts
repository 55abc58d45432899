import { describe, expect, it } from 'vitest';
import {
  accessOf,
  authorityTypeOf,
  effectiveExchangeType,
  exchangeTypeBlockedReason,
  loanExchangeType,
  MARGIN_LOGIN_REASON,
  NO_MARGIN_ACCOUNT_REASON,
  orderDisabledReason,
  orderMarginMode,
  shownFeeRates,
  SUB_USER_NO_AUTHORITY_REASON,
  tradingDisabledReason,
  USER_DISABLED_REASON,
  type MarginGateInput,
} from '@/lib/trading/order-access';

const pair = { state: 'online', tradeEnabled: true, countryDisabled: false, whiteEnabled: false };
const MAIN = { user_type: 1 };
const SUB = { user_type: 2 };
const gate = (overrides: Partial<MarginGateInput> = {}): MarginGateInput => ({ loggedIn: true, user: MAIN, authorities: null, ...overrides });

describe('tradingDisabledReason', () => {
  it('names why a pair cannot be traded', () => {
    expect(tradingDisabledReason(pair)).toBeNull();
    expect(tradingDisabledReason({ ...pair, state: 'offline' })).toBe('该币对已下线');
    expect(tradingDisabledReason({ ...pair, state: 'suspend' })).toBe('该币对暂停交易');
    expect(tradingDisabledReason({ ...pair, tradeEnabled: false })).toBe('该币对暂停交易');
    expect(tradingDisabledReason({ ...pair, countryDisabled: true })).toBe('当前地区暂不支持该币对');
    expect(tradingDisabledReason({ ...pair, countryDisabled: true, whiteEnabled: true })).toBeNull();
  });
});

describe('accessOf', () => {
  it('is known at once for a visitor and a main user', () => {
    expect(accessOf('margin', gate({ loggedIn: false, user: null }))).toEqual({ loggedIn: false, isSubUser: false });
    expect(accessOf('margin', gate())).toEqual({ loggedIn: true, isSubUser: false });
  });

  it('waits for the user and a sub-user’s authorities', () => {
    expect(accessOf('margin', gate({ user: null }))).toBeNull();
    expect(accessOf('margin', gate({ user: SUB }))).toBeNull();
  });

  it('reads the sub-user authority of the type: super-margin for cross margin', () => {
    const authorities = { margin: 'open', 'super-margin': 'close' };
    expect(authorityTypeOf('cross-margin')).toBe('super-margin');
    expect(authorityTypeOf('c2c-margin')).toBe('margin');
    expect(accessOf('margin', gate({ user: SUB, authorities }))).toEqual({ loggedIn: true, isSubUser: true, authority: 'open' });
    expect(accessOf('cross-margin', gate({ user: SUB, authorities }))).toEqual({ loggedIn: true, isSubUser: true, authority: 'close' });
    expect(accessOf('cross-margin', gate({ user: SUB, authorities: {} }))).toEqual({ loggedIn: true, isSubUser: true, authority: null });
  });
});

describe('exchangeTypeBlockedReason', () => {
  it('always opens spot', () => {
    expect(exchangeTypeBlockedReason('exchange', gate({ loggedIn: false, user: null }))).toBeNull();
  });

  it('asks a visitor to log in, a sub-user without authority is told so, and loading gives an empty reason', () => {
    expect(exchangeTypeBlockedReason('margin', gate({ loggedIn: false, user: null }))).toBe(MARGIN_LOGIN_REASON);
    expect(exchangeTypeBlockedReason('margin', gate({ user: SUB, authorities: { margin: 'close' } }))).toBe(SUB_USER_NO_AUTHORITY_REASON);
    expect(exchangeTypeBlockedReason('margin', gate({ user: SUB }))).toBe('');
    expect(exchangeTypeBlockedReason('margin', gate({ user: SUB, authorities: { margin: 'open' } }))).toBeNull();
    expect(exchangeTypeBlockedReason('cross-margin', gate())).toBeNull();
  });
});

describe('effectiveExchangeType', () => {
  it('keeps the chosen type when open, else falls back to spot (also while loading)', () => {
    expect(effectiveExchangeType('cross-margin', gate())).toBe('cross-margin');
    expect(effectiveExchangeType('margin', gate({ loggedIn: false, user: null }))).toBe('exchange');
    expect(effectiveExchangeType('margin', gate({ user: SUB }))).toBe('exchange');
    expect(effectiveExchangeType('margin', gate({ user: SUB, authorities: { margin: 'open' } }))).toBe('margin');
  });
});

describe('orderDisabledReason', () => {
  const input = { symbol: pair, userDisabled: false, exchangeType: 'exchange' as const, accountsLoaded: true, accountId: '1' };

  it('puts the pair first, then the user, then a margin type without an account', () => {
    expect(orderDisabledReason(input)).toBeNull();
    expect(orderDisabledReason({ ...input, symbol: { ...pair, state: 'offline' }, userDisabled: true })).toBe('该币对已下线');
    expect(orderDisabledReason({ ...input, userDisabled: true })).toBe(USER_DISABLED_REASON);
    expect(orderDisabledReason({ ...input, exchangeType: 'margin', accountId: null })).toBe(NO_MARGIN_ACCOUNT_REASON);
  });

  it('does not call a spot account or accounts still loading missing', () => {
    expect(orderDisabledReason({ ...input, accountId: null })).toBeNull();
    expect(orderDisabledReason({ ...input, exchangeType: 'margin', accountId: null, accountsLoaded: false })).toBeNull();
  });
});

describe('shownFeeRates', () => {
  it('prefers the pair’s rates over the user’s', () => {
    expect(shownFeeRates({ makerFeeRate: '0.001', takerFeeRate: '0.002' }, { makerFeeRate: '0.1', takerFeeRate: '0.2' })).toEqual({ maker: '0.001', taker: '0.002' });
    expect(shownFeeRates(null, { makerFeeRate: '0.1', takerFeeRate: null })).toEqual({ maker: '0.1', taker: null });
    expect(shownFeeRates(null, null)).toEqual({ maker: null, taker: null });
  });
});

describe('orderMarginMode and loanExchangeType', () => {
  it('places spot orders in common mode whatever mode is stored', () => {
    expect(orderMarginMode('exchange', 'open')).toBe('common');
    expect(orderMarginMode('margin', 'close')).toBe('close');
  });

  it('spends the loan of the type in effect only in mode open', () => {
    expect(loanExchangeType('cross-margin', 'open')).toBe('cross-margin');
    expect(loanExchangeType('margin', 'close')).toBe('exchange');
    expect(loanExchangeType('margin', 'common')).toBe('exchange');
    expect(loanExchangeType('exchange', 'open')).toBe('exchange');
  });
});
