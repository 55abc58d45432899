// Market topics the simulation serves (PROTOCOL.md 1.4), parsed from their wire names.

import { DEPTH_STEPS, KLINE_PERIODS, type DepthStep, type KlinePeriod } from '@/lib/market/types';

export const OVERVIEW_TOPIC = 'market.overview';

export type MarketTopic =
  | { kind: 'overview' }
  | { kind: 'depth'; symbol: string; step: DepthStep }
  | { kind: 'trade'; symbol: string }
  | { kind: 'kline'; symbol: string; period: KlinePeriod }
  | { kind: 'detail'; symbol: string }
  | { kind: 'ticker'; symbol: string };

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}

/** The topic, or undefined for anything the simulation does not serve (mbp, bbo, typos ...). */
export function parseMarketTopic(topic: string): MarketTopic | undefined {
  if (topic === OVERVIEW_TOPIC) return { kind: 'overview' };
  const [prefix, symbol, channel, argument, ...rest] = topic.split('.');
  if (prefix !== 'market' || !symbol || !channel || rest.length > 0) return undefined;
  if (channel === 'depth' && isOneOf(DEPTH_STEPS, argument)) return { kind: 'depth', symbol, step: argument };
  if (channel === 'trade' && argument === 'detail') return { kind: 'trade', symbol };
  if (channel === 'kline' && isOneOf(KLINE_PERIODS, argument)) return { kind: 'kline', symbol, period: argument };
  if (argument !== undefined) return undefined;
  if (channel === 'detail') return { kind: 'detail', symbol };
  if (channel === 'ticker') return { kind: 'ticker', symbol };
  return undefined;
}

