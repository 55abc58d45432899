// The home page's rankings across every listed spot pair: the top gainers and losers of the
// 24 h change, and the highest 24 h turnover valued in USDT (a pair quoted in btc, eth or ht
// through that quote's own USDT pair, lib/market/valuation), so pairs of different quotes
// compare. A rise over 100 % shows capped at +100.00% (section 9); ranking uses the real ratio.

import { Decimal, formatChangeRatio, formatNumber, toDecimal } from '@/lib/decimal';
import { changeRatio, EMPTY_VALUE, overviewRow, type OverviewRow, splitSymbol } from './overview';
import type { MarketTicker } from './types';
import { quoteInUsdt } from './valuation';

/** Pairs per ranking. */
export const RANKING_SIZE = 5;

export interface RankedPair extends Pick<OverviewRow, 'symbol' | 'label' | 'href' | 'close' | 'direction'> {
  /** Signed 24 h change, capped at +100.00%. */
  change: string;
  /** 24 h turnover in USDT, whole units with thousands separators, or `--` when it cannot be valued. */
  volumeUsdt: string;
}

export interface MarketRankings {
  gainers: RankedPair[];
  losers: RankedPair[];
  volume: RankedPair[];
}

interface Candidate {
  ticker: MarketTicker;
  ratio: Decimal | null;
  turnover: Decimal | null;
}

function turnoverInUsdt(ticker: MarketTicker, quote: string, bySymbol: Readonly<Record<string, MarketTicker>>): Decimal | null {
  const perQuote = quoteInUsdt(quote, bySymbol);
  const vol = toDecimal(ticker.vol);
  return perQuote === null || vol === null ? null : vol.times(perQuote);
}

function ranked(candidate: Candidate): RankedPair {
  const row = overviewRow(candidate.ticker);
  return {
    symbol: row.symbol,
    label: row.label,
    href: row.href,
    close: row.close,
    direction: row.direction,
    change: formatChangeRatio(candidate.ticker.open, candidate.ticker.close, 2, { capped: true }),
    volumeUsdt: candidate.turnover === null ? EMPTY_VALUE : formatNumber(candidate.turnover, 0, { thousands: true, maxLength: Infinity }),
  };
}

const bySymbolName = (a: Candidate, b: Candidate) => (a.ticker.symbol < b.ticker.symbol ? -1 : a.ticker.symbol > b.ticker.symbol ? 1 : 0);

/**
 * The three rankings. `listed`: the symbols the market list shows (listed, not hidden); a
 * ticker of any other symbol (offline, hidden, unknown quote) takes no place. Null counts every
 * ticker with a known quote. Ties go by symbol, so the order is stable between refreshes.
 */
export function marketRankings(tickers: readonly MarketTicker[], listed: ReadonlySet<string> | null, size: number = RANKING_SIZE): MarketRankings {
  const bySymbol = Object.fromEntries(tickers.map((ticker) => [ticker.symbol, ticker]));
  const candidates: Candidate[] = [];
  for (const ticker of tickers) {
    const pair = splitSymbol(ticker.symbol);
    if (pair === null || (listed !== null && !listed.has(ticker.symbol))) continue;
    candidates.push({ ticker, ratio: changeRatio(ticker.open, ticker.close), turnover: turnoverInUsdt(ticker, pair.quote, bySymbol) });
  }
  const limit = Math.max(0, Math.trunc(size));
  const pick = (filter: (c: Candidate) => boolean, compare: (a: Candidate, b: Candidate) => number) =>
    candidates
      .filter(filter)
      .sort((a, b) => compare(a, b) || bySymbolName(a, b))
      .slice(0, limit)
      .map(ranked);
  return {
    gainers: pick((c) => c.ratio !== null && c.ratio.isPositive() && !c.ratio.isZero(), (a, b) => b.ratio!.comparedTo(a.ratio!)),
    losers: pick((c) => c.ratio !== null && c.ratio.isNegative() && !c.ratio.isZero(), (a, b) => a.ratio!.comparedTo(b.ratio!)),
    volume: pick((c) => c.turnover !== null && !c.turnover.isZero(), (a, b) => b.turnover!.comparedTo(a.turnover!)),
  };
}
