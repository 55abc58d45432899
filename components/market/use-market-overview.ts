'use client';

// The home page's market overview: spot tickers of the overview pairs, and the BTC quarter and
// swap contracts with their heartbeats, as display rows. Polling, retries and timers live in
// the query hooks (queries/market-overview.ts, exchange-wallet-fiat.md section 9); the
// component only renders the result.

import { contractExchangePath, contractMarketState, linearSwapExchangePath, QUARTER_CONTRACT_TYPE, swapExchangePath } from '@/lib/market/contracts';
import { EMPTY_VALUE, overviewRow, overviewRows, type OverviewRow, type PriceDirection } from '@/lib/market/overview';
import type { MarketTicker } from '@/lib/market/types';
import { CONTRACT_SYMBOL, INITIAL_CONTRACTS, useOverviewContracts, useOverviewTickers, type ContractFeed, type TickerFeed } from '@/queries/market-overview';

export type SpotOverviewStatus = 'loading' | 'ready' | 'error';

export interface SpotOverview {
  status: SpotOverviewStatus;
  /** Always one row per overview pair; `--` values until its ticker arrives. */
  rows: OverviewRow[];
}

export type ContractRowId = 'quarter' | 'swap';
export type ContractRowStatus = 'loading' | 'ready' | 'maintenance';

export interface ContractOverviewRow {
  id: ContractRowId;
  label: string;
  /** The contract page on the futures host. */
  href: string;
  status: ContractRowStatus;
  close: string;
  change: string;
  direction: PriceDirection;
}

export interface MarketOverview {
  spot: SpotOverview;
  contracts: ContractOverviewRow[];
  /** The USDT-margined BTC swap's page, when that contract is listed and its market is up. */
  linearSwapHref: string | null;
}

function contractRow(
  id: ContractRowId,
  label: string,
  href: string,
  feed: TickerFeed,
  marketDown: boolean,
): ContractOverviewRow {
  if (marketDown || feed.poll.maintenance) {
    return { id, label, href, status: 'maintenance', close: EMPTY_VALUE, change: EMPTY_VALUE, direction: 'flat' };
  }
  if (feed.ticker === null) return { id, label, href, status: 'loading', close: EMPTY_VALUE, change: EMPTY_VALUE, direction: 'flat' };
  const row = overviewRow(feed.ticker);
  return { id, label, href, status: 'ready', close: row.close, change: row.change, direction: row.direction };
}

/** The contract rows as shown: maintenance when the heartbeat is 0 or the ticker keeps failing. */
export function toContractRows(feed: ContractFeed, futuresOrigin: string): ContractOverviewRow[] {
  const options = { origin: futuresOrigin };
  const quarterType = feed.quarter?.contractType ?? QUARTER_CONTRACT_TYPE;
  return [
    contractRow(
      'quarter',
      `${CONTRACT_SYMBOL} 当季`,
      contractExchangePath(CONTRACT_SYMBOL, quarterType, options),
      feed.quarterTicker,
      contractMarketState(feed.heartbeats, 'contract') === 'down',
    ),
    contractRow(
      'swap',
      `${CONTRACT_SYMBOL} 永续`,
      swapExchangePath(CONTRACT_SYMBOL, options),
      feed.swapTicker,
      contractMarketState(feed.heartbeats, 'swap') === 'down',
    ),
  ];
}

interface OverviewFeed {
  spotStatus: SpotOverviewStatus;
  tickers: readonly MarketTicker[];
  contracts: ContractFeed;
}

function toOverview(feed: OverviewFeed, futuresOrigin: string): MarketOverview {
  const { linearSwap, heartbeats } = feed.contracts;
  return {
    spot: { status: feed.spotStatus, rows: overviewRows(feed.tickers) },
    contracts: toContractRows(feed.contracts, futuresOrigin),
    linearSwapHref:
      linearSwap && contractMarketState(heartbeats, 'linear_swap') === 'up'
        ? linearSwapExchangePath(linearSwap.contractCode, { origin: futuresOrigin })
        : null,
  };
}

export function useMarketOverview(futuresOrigin = ''): MarketOverview {
  const tickers = useOverviewTickers();
  const contracts = useOverviewContracts();
  // A failed refresh keeps the last prices on screen; only a first load fails visibly.
  const spot = tickers.data;
  const spotStatus: SpotOverviewStatus = spot?.tickers ? 'ready' : spot?.failed ? 'error' : 'loading';
  return toOverview({ spotStatus, tickers: spot?.tickers ?? [], contracts: (contracts.data ?? INITIAL_CONTRACTS).feed }, futuresOrigin);
}
