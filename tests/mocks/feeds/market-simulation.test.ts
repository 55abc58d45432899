import { describe, expect, it } from 'vitest';
import { findMarketSymbol } from '@/mocks/db/market-data';
import { MarketSimulation, pathBar, simulatedPair } from '@/mocks/feeds/market-simulation';

const NOW = Date.parse('2024-05-01T10:07:42.500Z');
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

function btc() {
  const simulation = new MarketSimulation();
  const pair = simulation.pair('btcusdt');
  if (!pair) throw new Error('btcusdt missing');
  return { simulation, pair };
}

describe('MarketSimulation', () => {
  it('knows the listed pairs only', () => {
    const simulation = new MarketSimulation();
    expect(simulation.pair('btcusdt')?.pricePrecision).toBe(2);
    expect(simulation.pair('nope')).toBeUndefined();
  });

  it('prices trades on the pair precisions around the initial price', () => {
    const { simulation, pair } = btc();
    const trades = simulation.trade(pair, 50, NOW, 1000);
    expect(trades).toHaveLength(50);
    for (const trade of trades) {
      expect(decimals(trade.price)).toBeLessThanOrEqual(2);
      expect(decimals(trade.amount)).toBeLessThanOrEqual(6);
      expect(trade.price).toBeGreaterThan(52_000 * 0.8);
      expect(trade.price).toBeLessThan(52_000 * 1.2);
      expect(trade.amount).toBeGreaterThan(0);
      expect(['buy', 'sell']).toContain(trade.direction);
    }
    const ids = trades.map((trade) => trade.tradeId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(50);
  });

  it('folds trades into the forming bar', () => {
    const { simulation, pair } = btc();
    const before = simulation.formingBar(pair, '1min', NOW);
    const trades = simulation.trade(pair, 5, NOW + 100, 100);
    const after = simulation.formingBar(pair, '1min', NOW + 100);
    expect(after.id).toBe(before.id);
    expect(after.count).toBe(before.count + 5);
    expect(after.close).toBe(trades.at(-1)?.price);
    expect(after.high).toBeGreaterThanOrEqual(Math.max(...trades.map((trade) => trade.price)));
    expect(after.low).toBeLessThanOrEqual(Math.min(...trades.map((trade) => trade.price)));
  });

  it('gives the same history in every run, bars chained open to close', () => {
    const a = btc();
    const b = btc();
    const from = Math.floor(NOW / 1000) - 3600;
    const barsA = a.simulation.bars(a.pair, '5min', from, Math.floor(NOW / 1000) - 600, 300, NOW);
    expect(barsA).toEqual(b.simulation.bars(b.pair, '5min', from, Math.floor(NOW / 1000) - 600, 300, NOW));
    expect(barsA.length).toBeGreaterThan(5);
    for (let i = 1; i < barsA.length; i += 1) {
      expect(barsA[i]?.id).toBe((barsA[i - 1]?.id ?? 0) + 300);
      expect(barsA[i]?.open).toBe(barsA[i - 1]?.close);
    }
    for (const bar of barsA) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    }
  });

  it('builds depth snapshots with a growing version', () => {
    const { simulation, pair } = btc();
    const first = simulation.depth(pair, 0, 150, NOW);
    const second = simulation.depth(pair, 1, 20, NOW);
    expect(first.bids).toHaveLength(150);
    expect(second.asks).toHaveLength(20);
    expect(second.version).toBeGreaterThan(first.version);
    expect(first.bids[0]?.[0]).toBeLessThan(first.asks[0]?.[0] ?? 0);
  });

  it('summarises 24 h with open/high/low/close consistent', () => {
    const { simulation, pair } = btc();
    const summary = simulation.summary(pair, NOW);
    expect(summary.high).toBeGreaterThanOrEqual(Math.max(summary.open, summary.close));
    expect(summary.low).toBeLessThanOrEqual(Math.min(summary.open, summary.close));
    expect(summary.bid).toBeLessThan(summary.ask);
    expect(summary.id).toBe(summary.version);
    expect(summary.amount).toBeGreaterThan(0);
  });

  it('starts a pair over after reset', () => {
    const { simulation, pair } = btc();
    const firstId = simulation.recentTrades(pair, NOW).at(-1)?.tradeId;
    simulation.trade(pair, 10, NOW + 10, 10);
    simulation.reset();
    expect(simulation.recentTrades(pair, NOW).at(-1)?.tradeId).toBe(firstId);
  });

  it('reads a partial bar from the path up to now', () => {
    const record = findMarketSymbol('ethusdt');
    if (!record) throw new Error('ethusdt missing');
    const pair = simulatedPair(record);
    const open = Math.floor(NOW / 1000 / 60) * 60;
    const partial = pathBar(pair, '1min', open, NOW);
    const full = pathBar(pair, '1min', open, NOW + 120_000);
    expect(partial.amountUnits).toBeLessThan(full.amountUnits);
    expect(partial.open).toBe(full.open);
  });
});
