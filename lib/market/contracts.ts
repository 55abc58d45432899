// Contract markets as the overview shows them (exchange-wallet-fiat.md sections 2, 3 and 4):
// contract info, heartbeats (0 = that market is down), the BTC quarter contract, and the links
// to the contract pages on the separate futures host.

import { DEFAULT_MOCK_ORIGIN } from '@/lib/api/families';

/** A delivery contract (dm): this week, next week or quarter. */
export interface DeliveryContract {
  symbol: string;
  contractCode: string;
  contractType: string;
  /** CW, NW or CQ when the backend sends it. */
  contractShortType?: string;
  /** yyyymmdd. */
  deliveryDate: string;
  /** Decimal string. */
  priceTick: string;
}

/** A perpetual swap, coin-margined (`BTC-USD`) or USDT-margined (`BTC-USDT`). */
export interface SwapContract {
  symbol: string;
  contractCode: string;
  priceTick: string;
}

export type ContractMarketKind = 'contract' | 'swap' | 'linear_swap';

/** The dm heartbeat: one flag per contract market. */
export interface ContractHeartbeats {
  heartbeat: number;
  swapHeartbeat: number;
  linearSwapHeartbeat: number;
  /** When a down market is expected back (ms), if the backend says. */
  estimatedRecoveryTime: number | null;
}

export type ContractMarketState = 'up' | 'down';

const HEARTBEAT_OF: Record<ContractMarketKind, keyof Omit<ContractHeartbeats, 'estimatedRecoveryTime'>> = {
  contract: 'heartbeat',
  swap: 'swapHeartbeat',
  linear_swap: 'linearSwapHeartbeat',
};

/**
 * Heartbeat 0 marks a market down. Unknown heartbeats (not loaded yet, or the call failed)
 * leave it up: the ticker's own failures decide maintenance then.
 */
export function contractMarketState(heartbeats: ContractHeartbeats | null | undefined, kind: ContractMarketKind): ContractMarketState {
  if (!heartbeats) return 'up';
  return heartbeats[HEARTBEAT_OF[kind]] === 0 ? 'down' : 'up';
}

export const QUARTER_CONTRACT_TYPE = 'quarter';

const SHORT_TYPES: Readonly<Record<string, string>> = { this_week: 'CW', next_week: 'NW', quarter: 'CQ' };

/** The `symbol`'s quarter contract (contract_type 'quarter'), if listed. */
export function pickQuarter(contracts: readonly DeliveryContract[], symbol = 'BTC'): DeliveryContract | undefined {
  const wanted = symbol.toUpperCase();
  return contracts.find((contract) => contract.symbol.toUpperCase() === wanted && contract.contractType === QUARTER_CONTRACT_TYPE);
}

/** The merged-ticker symbol of a delivery contract: BTC + quarter → `BTC_CQ`. */
export function deliveryTickerSymbol(symbol: string, contractType: string, contractShortType?: string): string {
  const short = contractShortType ?? SHORT_TYPES[contractType] ?? contractType.toUpperCase();
  return `${symbol.toUpperCase()}_${short}`;
}

/** The first swap of `symbol` in a swap info list. */
export function pickSwap(contracts: readonly SwapContract[], symbol = 'BTC'): SwapContract | undefined {
  const wanted = symbol.toUpperCase();
  return contracts.find((contract) => contract.symbol.toUpperCase() === wanted);
}

/** Environment variable naming the futures host, e.g. https://futures.example.com. */
export const FUTURES_ORIGIN_ENV = 'FUTURES_ORIGIN';

/**
 * The futures host's origin from configuration: only an absolute http(s) URL counts, and only
 * its origin is kept, so a configured value can never smuggle in a path, a credential or a
 * javascript: URL. Anything else gives '' (the contract paths then stay relative).
 */
export function resolveFuturesOrigin(env: Record<string, string | undefined>): string {
  const configured = env[FUTURES_ORIGIN_ENV]?.trim();
  if (!configured || !/^https?:\/\//i.test(configured)) return '';
  try {
    const url = new URL(configured);
    if (url.username || url.password) return '';
    return url.origin;
  } catch {
    return '';
  }
}

/**
 * Where the contract links of this deployment go: the configured futures host, else the mock
 * backend, which serves stand-in futures pages (as it serves the captcha vendors' scripts), so
 * a link on this host never leads to a page this host does not have. Without the mock
 * (MOCK=off) and without a configured host the paths stay relative, for a deployment that
 * serves the futures pages below its own origin.
 */
export function futuresOriginFor(env: Record<string, string | undefined>): string {
  const configured = resolveFuturesOrigin(env);
  if (configured || env.MOCK === 'off') return configured;
  return resolveFuturesOrigin({ [FUTURES_ORIGIN_ENV]: env.MOCK_ORIGIN || DEFAULT_MOCK_ORIGIN });
}

export interface ContractPathOptions {
  /** A value from resolveFuturesOrigin; anything that is not a bare http(s) origin is ignored. */
  origin?: string;
  lang?: string;
}

function originOf(options: ContractPathOptions): string {
  const origin = options.origin ?? '';
  return resolveFuturesOrigin({ [FUTURES_ORIGIN_ENV]: origin }) === origin ? origin : '';
}

function pagePath(page: string, fragment: Array<[string, string]>, options: ContractPathOptions): string {
  // The futures pages read their parameters from the fragment, joined with "&&".
  const hash = fragment.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&&');
  return `${originOf(options)}/${options.lang ?? 'zh-cn'}/${page}/#${hash}`;
}

/** contract/exchange/#symbol=BTC&&contract_type=quarter&&src=spot */
export function contractExchangePath(symbol: string, contractType: string, options: ContractPathOptions = {}): string {
  return pagePath(
    'contract/exchange',
    [
      ['symbol', symbol.toUpperCase()],
      ['contract_type', contractType],
      ['src', 'spot'],
    ],
    options,
  );
}

/** swap/exchange/#symbol=BTC */
export function swapExchangePath(symbol: string, options: ContractPathOptions = {}): string {
  return pagePath('swap/exchange', [['symbol', symbol.toUpperCase()]], options);
}

/** linear_swap/exchange/#contract_code=BTC-USDT */
export function linearSwapExchangePath(contractCode: string, options: ContractPathOptions = {}): string {
  return pagePath('linear_swap/exchange', [['contract_code', contractCode.toUpperCase()]], options);
}
