// Whether and how the order form may trade (exchange-wallet-fiat.md sections 4 and 6): the pair's
// state, a disabled user, the margin types' gate (logged in; a sub-user needs the authority
// `open` for the type), the exchange type in effect, and the fee rates shown.

import { isSubAccount } from '@/lib/session/user';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { allowedExchangeType, type MarginAccess, marginAllowed, offersMarginModes } from './margin';
import { DEFAULT_EXCHANGE_TYPE } from './preferences';
import type { ExchangeType, MarginMode } from './types';

export const PAIR_OFFLINE_REASON = '该币对已下线';
export const PAIR_SUSPENDED_REASON = '该币对暂停交易';
export const PAIR_REGION_REASON = '当前地区暂不支持该币对';
export const USER_DISABLED_REASON = '您的账户已被限制交易';
export const NO_MARGIN_ACCOUNT_REASON = '该币对暂不支持杠杆交易';
export const MARGIN_LOGIN_REASON = '登录后可使用杠杆交易';
export const SUB_USER_NO_AUTHORITY_REASON = '子账户未开通杠杆交易权限';

/** The sub-user authority types that open the margin types. */
export type MarginAuthorityType = 'margin' | 'super-margin';

export interface MarginGateInput {
  loggedIn: boolean;
  /** The session's user; null while it loads. */
  user: { user_type: number } | null;
  /** A sub-user's authorities; null while they load. */
  authorities: Partial<Record<MarginAuthorityType, string | null>> | null;
}

/** Why the pair cannot be traded now, or null: offline, suspended, or not in this region. */
export function tradingDisabledReason(symbol: Pick<MarketSymbol, 'state' | 'tradeEnabled' | 'countryDisabled' | 'whiteEnabled'>): string | null {
  if (symbol.state === 'offline') return PAIR_OFFLINE_REASON;
  if (symbol.state !== 'online' || !symbol.tradeEnabled) return PAIR_SUSPENDED_REASON;
  if (symbol.countryDisabled && !symbol.whiteEnabled) return PAIR_REGION_REASON;
  return null;
}

/** The sub-user authority type that opens an exchange type: cross margin is 'super-margin'. */
export function authorityTypeOf(type: ExchangeType): MarginAuthorityType {
  return type === 'cross-margin' ? 'super-margin' : 'margin';
}

/** The access rule of `type` (margin.ts); null while what it needs is still loading. */
export function accessOf(type: ExchangeType, { loggedIn, user, authorities }: MarginGateInput): MarginAccess | null {
  if (!loggedIn) return { loggedIn: false, isSubUser: false };
  if (!user) return null;
  const isSubUser = isSubAccount(user);
  if (!isSubUser) return { loggedIn, isSubUser };
  if (!authorities) return null;
  return { loggedIn, isSubUser, authority: authorities[authorityTypeOf(type)] ?? null };
}

/**
 * Why a margin type's tab is closed: a text to show, '' while still loading, null when open.
 * Spot is always open.
 */
export function exchangeTypeBlockedReason(type: ExchangeType, input: MarginGateInput): string | null {
  if (type === 'exchange') return null;
  const access = accessOf(type, input);
  if (access === null) return '';
  if (marginAllowed(access)) return null;
  return access.loggedIn ? SUB_USER_NO_AUTHORITY_REASON : MARGIN_LOGIN_REASON;
}

/** The exchange type in effect: the chosen one when its gate is open, else spot (also while loading). */
export function effectiveExchangeType(chosen: ExchangeType, input: MarginGateInput): ExchangeType {
  const access = accessOf(chosen, input);
  return access === null ? DEFAULT_EXCHANGE_TYPE : allowedExchangeType(chosen, access);
}

export interface OrderDisabledInput {
  symbol: Pick<MarketSymbol, 'state' | 'tradeEnabled' | 'countryDisabled' | 'whiteEnabled'>;
  /** The session user is disabled (country); false while unknown. */
  userDisabled: boolean;
  exchangeType: ExchangeType;
  /** The accounts are loaded, so a missing account means there is none. */
  accountsLoaded: boolean;
  accountId: string | null;
}

/** Why the form cannot place orders: the pair first, then the user, then a margin type without an account. */
export function orderDisabledReason({ symbol, userDisabled, exchangeType, accountsLoaded, accountId }: OrderDisabledInput): string | null {
  return (
    tradingDisabledReason(symbol) ??
    (userDisabled ? USER_DISABLED_REASON : null) ??
    (exchangeType !== 'exchange' && accountsLoaded && !accountId ? NO_MARGIN_ACCOUNT_REASON : null)
  );
}

interface FeeRates {
  makerFeeRate?: string | null;
  takerFeeRate?: string | null;
}

/** The maker and taker rates shown: the pair's own rates, else the user's; null when neither is known. */
export function shownFeeRates(symbolFee: FeeRates | null, userFee: FeeRates | null): { maker: string | null; taker: string | null } {
  return {
    maker: symbolFee?.makerFeeRate ?? userFee?.makerFeeRate ?? null,
    taker: symbolFee?.takerFeeRate ?? userFee?.takerFeeRate ?? null,
  };
}

/** The margin mode an order goes with: common for every type that offers no modes (spot, C2C margin). */
export function orderMarginMode(exchangeType: ExchangeType, marginMode: MarginMode): MarginMode {
  return offersMarginModes(exchangeType) ? marginMode : 'common';
}

/**
 * The exchange type whose loan still available is spent on top of the balance (section 5, full
 * balance in open mode): the type in effect in mode open; spot, which lends nothing, otherwise.
 */
export function loanExchangeType(exchangeType: ExchangeType, marginMode: MarginMode): ExchangeType {
  return orderMarginMode(exchangeType, marginMode) === 'open' ? exchangeType : DEFAULT_EXCHANGE_TYPE;
}
