// Channel names of the market feed the app uses (PROTOCOL.md 1.4). Symbols are lower-case
// exchange ids; builders refuse anything else, the parser answers null.

import { DEPTH_STEPS, type DepthStep, KLINE_PERIODS, type KlinePeriod } from '@/lib/market/types';

export const OVERVIEW_TOPIC = 'market.overview';

export type MarketChannel = 'kline' | 'depth' | 'trade' | 'detail' | 'ticker' | 'overview';

export interface ParsedTopic {
  channel: MarketChannel;
  symbol?: string;
  period?: KlinePeriod;
  step?: DepthStep;
}

const SYMBOL_PATTERN = /^[a-z0-9]+$/;

export function isMarketSymbol(symbol: string): boolean {
  return SYMBOL_PATTERN.test(symbol);
}

export function isKlinePeriod(period: string): period is KlinePeriod {
  return (KLINE_PERIODS as readonly string[]).includes(period);
}

export function isDepthStep(step: string): step is DepthStep {
  return (DEPTH_STEPS as readonly string[]).includes(step);
}

function checkedSymbol(symbol: string): string {
  if (!isMarketSymbol(symbol)) throw new RangeError(`invalid market symbol: ${symbol}`);
  return symbol;
}

export function klineTopic(symbol: string, period: KlinePeriod): string {
  if (!isKlinePeriod(period)) throw new RangeError(`invalid kline period: ${String(period)}`);
  return `market.${checkedSymbol(symbol)}.kline.${period}`;
}

export function depthTopic(symbol: string, step: DepthStep): string {
  if (!isDepthStep(step)) throw new RangeError(`invalid depth step: ${String(step)}`);
  return `market.${checkedSymbol(symbol)}.depth.${step}`;
}

export function tradeTopic(symbol: string): string {
  return `market.${checkedSymbol(symbol)}.trade.detail`;
}

export function detailTopic(symbol: string): string {
  return `market.${checkedSymbol(symbol)}.detail`;
}

export function tickerTopic(symbol: string): string {
  return `market.${checkedSymbol(symbol)}.ticker`;
}

export function parseTopic(topic: string): ParsedTopic | null {
  if (topic === OVERVIEW_TOPIC) return { channel: 'overview' };
  const [prefix, symbol, channel, detail, ...rest] = topic.split('.');
  if (prefix !== 'market' || symbol === undefined || !isMarketSymbol(symbol) || rest.length > 0) return null;
  if (channel === 'kline' && detail !== undefined && isKlinePeriod(detail)) return { channel, symbol, period: detail };
  if (channel === 'depth' && detail !== undefined && isDepthStep(detail)) return { channel, symbol, step: detail };
  if (channel === 'trade' && detail === 'detail') return { channel, symbol };
  if ((channel === 'detail' || channel === 'ticker') && detail === undefined) return { channel, symbol };
  return null;
}

// The other market channels of spec section 7. PROTOCOL.md names none of them (it finds no
// `market.tickers` topic at all), the mock does not serve them and the page does not use them:
// these are the app's own names, kept here so a backend that offers them has one place to map.

export const SYMBOLS_TOPIC = 'market.symbols';
export const TICKERS_TOPIC = 'market.tickers';
export const CONTRACT_OVERVIEW_TOPIC = 'market.contract.overview';

/** Book levels a depth subscription may pick per side (step0 serves up to 150). */
export const MAX_DEPTH_PICK = 150;

export interface DepthSubscription {
  topic: string;
  /** Fields the server is asked to send, e.g. `bids.20`, `asks.20`. */
  pick: string[];
}

/** Depth by step with only the first `levels` levels of each side picked. */
export function depthPickSubscription(symbol: string, step: DepthStep, levels: number): DepthSubscription {
  if (!Number.isInteger(levels) || levels < 1 || levels > MAX_DEPTH_PICK) throw new RangeError(`invalid depth pick: ${String(levels)}`);
  return { topic: depthTopic(symbol, step), pick: [`bids.${levels}`, `asks.${levels}`] };
}

/** The C2C (margin lending) book of one currency. */
export function c2cDepthTopic(currency: string): string {
  return `market.${checkedSymbol(currency)}.c2c.depth`;
}
