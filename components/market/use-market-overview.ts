'use client';

// The home page's market overview as one polled resource: spot tickers of the overview pairs,
// and the BTC quarter and swap contracts with their heartbeats. Polling, retries and timers
// live here (exchange-wallet-fiat.md section 9); the component only renders the result.

import { useEffect, useState } from 'react';
import {
  contractExchangePath,
  contractMarketState,
  deliveryTickerSymbol,
  linearSwapExchangePath,
  pickQuarter,
  pickSwap,
  QUARTER_CONTRACT_TYPE,
  swapExchangePath,
  type ContractHeartbeats,
  type DeliveryContract,
  type SwapContract,
} from '@/lib/market/contracts';
import {
  EMPTY_VALUE,
  INITIAL_POLL_STATE,
  nextPoll,
  overviewRow,
  overviewRows,
  type OverviewRow,
  type PollOutcome,
  type PollState,
  type PriceDirection,
} from '@/lib/market/overview';
import type { MarketTicker } from '@/lib/market/types';
import { fetchContractHeartbeat } from '@/services/contract/heartbeat';
import { fetchContractInfo, fetchLinearSwapInfo, fetchSwapInfo } from '@/services/contract/info';
import { fetchContractTicker, fetchSwapTicker } from '@/services/contract/ticker';
import type { ApiResult } from '@/services/http';
import { fetchTickers } from '@/services/market/tickers';

/** The overview's contracts: BTC, coin-margined swap BTC-USD unless the info list says otherwise. */
const CONTRACT_SYMBOL = 'BTC';
const DEFAULT_SWAP_CODE = 'BTC-USD';
// Polling failures are shown in the overview itself, not as a toast every 5 s.
const QUIET = { silent: true } as const;

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

interface TickerFeed {
  ticker: MarketTicker | null;
  poll: PollState;
}

interface ContractFeed {
  heartbeats: ContractHeartbeats | null;
  quarter: DeliveryContract | null;
  swap: SwapContract | null;
  linearSwap: SwapContract | null;
  quarterTicker: TickerFeed;
  swapTicker: TickerFeed;
}

interface OverviewFeed {
  spotStatus: SpotOverviewStatus;
  tickers: MarketTicker[];
  contracts: ContractFeed;
}

const EMPTY_TICKER_FEED: TickerFeed = { ticker: null, poll: INITIAL_POLL_STATE };

const INITIAL_FEED: OverviewFeed = {
  spotStatus: 'loading',
  tickers: [],
  contracts: {
    heartbeats: null,
    quarter: null,
    swap: null,
    linearSwap: null,
    quarterTicker: EMPTY_TICKER_FEED,
    swapTicker: EMPTY_TICKER_FEED,
  },
};

/**
 * Runs `load` now and again after the delay nextPoll gives for its outcome, until the returned
 * stop function is called. A load that throws counts as a failure.
 */
export function startPolling(load: () => Promise<PollOutcome>): () => void {
  let state = INITIAL_POLL_STATE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    let outcome: PollOutcome;
    try {
      outcome = await load();
    } catch {
      outcome = 'failure';
    }
    if (stopped) return;
    state = nextPoll(state, outcome);
    timer = setTimeout(() => void run(), state.delayMs);
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

function outcomeOf(result: ApiResult<unknown>): PollOutcome {
  return result.success ? 'success' : 'failure';
}

function nextTickerFeed(feed: TickerFeed, result: ApiResult<MarketTicker> | null): TickerFeed {
  // null: not requested this round (its market is down), which is neither success nor failure.
  if (result === null) return feed;
  return result.success ? { ticker: result.data, poll: nextPoll(feed.poll, 'success') } : { ticker: feed.ticker, poll: nextPoll(feed.poll, 'failure') };
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
  const [feed, setFeed] = useState<OverviewFeed>(INITIAL_FEED);

  useEffect(() => {
    let active = true;
    const update = (change: (previous: OverviewFeed) => OverviewFeed) => {
      if (active) setFeed(change);
    };

    const loadSpot = async (): Promise<PollOutcome> => {
      const result = await fetchTickers(QUIET);
      update((previous) =>
        result.success
          ? { ...previous, spotStatus: 'ready', tickers: result.data }
          : // A failed refresh keeps the last prices on screen; only a first load fails visibly.
            { ...previous, spotStatus: previous.spotStatus === 'ready' ? 'ready' : 'error' },
      );
      return outcomeOf(result);
    };

    // Contract info changes rarely: each list is loaded until it has been loaded once.
    let quarter: DeliveryContract | null = null;
    let swap: SwapContract | null = null;
    let linearSwap: SwapContract | null = null;
    let infoLoaded = { contract: false, swap: false, linear: false };
    let heartbeats: ContractHeartbeats | null = null;

    const loadInfo = async () => {
      const [contractInfo, swapInfo, linearInfo] = await Promise.all([
        infoLoaded.contract ? null : fetchContractInfo(QUIET),
        infoLoaded.swap ? null : fetchSwapInfo(QUIET),
        infoLoaded.linear ? null : fetchLinearSwapInfo(QUIET),
      ]);
      if (contractInfo?.success) quarter = pickQuarter(contractInfo.data, CONTRACT_SYMBOL) ?? null;
      if (swapInfo?.success) swap = pickSwap(swapInfo.data, CONTRACT_SYMBOL) ?? null;
      if (linearInfo?.success) linearSwap = pickSwap(linearInfo.data, CONTRACT_SYMBOL) ?? null;
      infoLoaded = {
        contract: infoLoaded.contract || contractInfo?.success === true,
        swap: infoLoaded.swap || swapInfo?.success === true,
        linear: infoLoaded.linear || linearInfo?.success === true,
      };
    };

    const loadContracts = async (): Promise<PollOutcome> => {
      const [heartbeatResult] = await Promise.all([fetchContractHeartbeat(QUIET), loadInfo()]);
      // An unanswered heartbeat keeps the last known one.
      if (heartbeatResult.success) heartbeats = heartbeatResult.data;
      const contractUp = contractMarketState(heartbeats, 'contract') === 'up';
      const swapUp = contractMarketState(heartbeats, 'swap') === 'up';
      const quarterSymbol = deliveryTickerSymbol(
        CONTRACT_SYMBOL,
        quarter?.contractType ?? QUARTER_CONTRACT_TYPE,
        quarter?.contractShortType,
      );
      const [quarterResult, swapResult] = await Promise.all([
        contractUp ? fetchContractTicker(quarterSymbol, QUIET) : null,
        swapUp ? fetchSwapTicker(swap?.contractCode ?? DEFAULT_SWAP_CODE, QUIET) : null,
      ]);
      const contracts = { heartbeats, quarter, swap, linearSwap };
      update((previous) => ({
        ...previous,
        contracts: {
          ...contracts,
          quarterTicker: nextTickerFeed(previous.contracts.quarterTicker, quarterResult),
          swapTicker: nextTickerFeed(previous.contracts.swapTicker, swapResult),
        },
      }));
      const failed = !heartbeatResult.success || quarterResult?.success === false || swapResult?.success === false;
      return failed ? 'failure' : 'success';
    };

    const stopSpot = startPolling(loadSpot);
    const stopContracts = startPolling(loadContracts);
    return () => {
      active = false;
      stopSpot();
      stopContracts();
    };
  }, []);

  return toOverview(feed, futuresOrigin);
}
