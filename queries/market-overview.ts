'use client';

// The home page's market overview as two polled resources (exchange-wallet-fiat.md sections 4
// and 9): the spot tickers, and the BTC quarter and swap contracts with their heartbeats. Each
// polls every 15 s, and after a failure every 5 s up to 3 times (lib/market/overview nextPoll):
// the cadence is the retry policy, so the cache does not retry on top of it.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractMarketState,
  deliveryTickerSymbol,
  pickQuarter,
  pickSwap,
  QUARTER_CONTRACT_TYPE,
  type ContractHeartbeats,
  type DeliveryContract,
  type SwapContract,
} from '@/lib/market/contracts';
import { INITIAL_POLL_STATE, nextPoll, type PollState } from '@/lib/market/overview';
import type { MarketTicker } from '@/lib/market/types';
import { fetchContractHeartbeat } from '@/services/contract/heartbeat';
import { fetchContractInfo, fetchLinearSwapInfo, fetchSwapInfo } from '@/services/contract/info';
import { fetchContractTicker, fetchSwapTicker } from '@/services/contract/ticker';
import type { ApiResult } from '@/services/http';
import { fetchTickers } from '@/services/market/tickers';
import { marketKeys } from './keys';

/** The overview's contracts: BTC, coin-margined swap BTC-USD unless the info list says otherwise. */
export const CONTRACT_SYMBOL = 'BTC';
const DEFAULT_SWAP_CODE = 'BTC-USD';
// Polling failures are shown in the overview itself, not as a toast every 5 s.
const QUIET = { silent: true } as const;

/** The spot tickers as last seen (null until one answer came) and the poll's own state. */
export interface TickersData {
  tickers: MarketTicker[] | null;
  /** The last request failed. */
  failed: boolean;
  poll: PollState;
}

const INITIAL_TICKERS: TickersData = { tickers: null, failed: false, poll: INITIAL_POLL_STATE };

/**
 * The spot tickers; a failed refresh keeps the last ones. The poll's state (consecutive
 * failures) travels with the data, since the cache counts failures only within one fetch.
 */
export function useOverviewTickers() {
  const client = useQueryClient();
  return useQuery({
    queryKey: marketKeys.overviewTickers(),
    queryFn: async (): Promise<TickersData> => {
      const previous = client.getQueryData<TickersData>(marketKeys.overviewTickers()) ?? INITIAL_TICKERS;
      const result = await fetchTickers(QUIET);
      return result.success
        ? { tickers: result.data, failed: false, poll: nextPoll(previous.poll, 'success') }
        : { tickers: previous.tickers, failed: true, poll: nextPoll(previous.poll, 'failure') };
    },
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ?? INITIAL_TICKERS).poll.delayMs,
  });
}

export interface TickerFeed {
  ticker: MarketTicker | null;
  poll: PollState;
}

export interface ContractFeed {
  heartbeats: ContractHeartbeats | null;
  quarter: DeliveryContract | null;
  swap: SwapContract | null;
  linearSwap: SwapContract | null;
  quarterTicker: TickerFeed;
  swapTicker: TickerFeed;
}

/** The contracts as last seen, what of the info lists has been loaded, and the poll's own state. */
export interface ContractsData {
  feed: ContractFeed;
  infoLoaded: { contract: boolean; swap: boolean; linear: boolean };
  poll: PollState;
}

const EMPTY_TICKER_FEED: TickerFeed = { ticker: null, poll: INITIAL_POLL_STATE };

export const INITIAL_CONTRACTS: ContractsData = {
  feed: { heartbeats: null, quarter: null, swap: null, linearSwap: null, quarterTicker: EMPTY_TICKER_FEED, swapTicker: EMPTY_TICKER_FEED },
  infoLoaded: { contract: false, swap: false, linear: false },
  poll: INITIAL_POLL_STATE,
};

function nextTickerFeed(feed: TickerFeed, result: ApiResult<MarketTicker> | null): TickerFeed {
  // null: not requested this round (its market is down), which is neither success nor failure.
  if (result === null) return feed;
  return result.success ? { ticker: result.data, poll: nextPoll(feed.poll, 'success') } : { ticker: feed.ticker, poll: nextPoll(feed.poll, 'failure') };
}

/**
 * One round: the heartbeat, each info list until it has been loaded once (contract info changes
 * rarely), then the tickers of the markets that are up. Never throws: a partial answer is kept.
 */
export async function loadContracts(previous: ContractsData): Promise<ContractsData> {
  const { infoLoaded } = previous;
  const [heartbeatResult, contractInfo, swapInfo, linearInfo] = await Promise.all([
    fetchContractHeartbeat(QUIET),
    infoLoaded.contract ? null : fetchContractInfo(QUIET),
    infoLoaded.swap ? null : fetchSwapInfo(QUIET),
    infoLoaded.linear ? null : fetchLinearSwapInfo(QUIET),
  ]);
  let { quarter, swap, linearSwap, heartbeats } = previous.feed;
  if (contractInfo?.success) quarter = pickQuarter(contractInfo.data, CONTRACT_SYMBOL) ?? null;
  if (swapInfo?.success) swap = pickSwap(swapInfo.data, CONTRACT_SYMBOL) ?? null;
  if (linearInfo?.success) linearSwap = pickSwap(linearInfo.data, CONTRACT_SYMBOL) ?? null;
  // An unanswered heartbeat keeps the last known one.
  if (heartbeatResult.success) heartbeats = heartbeatResult.data;
  const contractUp = contractMarketState(heartbeats, 'contract') === 'up';
  const swapUp = contractMarketState(heartbeats, 'swap') === 'up';
  const quarterSymbol = deliveryTickerSymbol(CONTRACT_SYMBOL, quarter?.contractType ?? QUARTER_CONTRACT_TYPE, quarter?.contractShortType);
  const [quarterResult, swapResult] = await Promise.all([
    contractUp ? fetchContractTicker(quarterSymbol, QUIET) : null,
    swapUp ? fetchSwapTicker(swap?.contractCode ?? DEFAULT_SWAP_CODE, QUIET) : null,
  ]);
  const failed = !heartbeatResult.success || quarterResult?.success === false || swapResult?.success === false;
  return {
    feed: {
      heartbeats,
      quarter,
      swap,
      linearSwap,
      quarterTicker: nextTickerFeed(previous.feed.quarterTicker, quarterResult),
      swapTicker: nextTickerFeed(previous.feed.swapTicker, swapResult),
    },
    infoLoaded: {
      contract: infoLoaded.contract || contractInfo?.success === true,
      swap: infoLoaded.swap || swapInfo?.success === true,
      linear: infoLoaded.linear || linearInfo?.success === true,
    },
    poll: nextPoll(previous.poll, failed ? 'failure' : 'success'),
  };
}

export function useOverviewContracts() {
  const client = useQueryClient();
  return useQuery({
    queryKey: marketKeys.overviewContracts(),
    queryFn: () => loadContracts(client.getQueryData<ContractsData>(marketKeys.overviewContracts()) ?? INITIAL_CONTRACTS),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ?? INITIAL_CONTRACTS).poll.delayMs,
  });
}
