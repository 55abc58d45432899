// Contract market REST of the dm (delivery) and swap families: contract info, the heartbeat
// flags and merged tickers priced from the simulated spot market plus each contract's basis.

import { Decimal } from 'decimal.js';
import { HttpResponse, type RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import * as dm from '@/lib/contracts/dm';
import * as swap from '@/lib/contracts/swap';
import {
  contractHeartbeat,
  CONTRACT_SYMBOLS,
  DELIVERY_BASIS,
  DELIVERY_SHORT_TYPES,
  deliveryContracts,
  swapContracts,
  type ContractSymbol,
  type DeliveryType,
} from '../db/contract-data';
import { marketSimulation } from '../feeds/market-simulation';
import { proOk } from '../http/respond';
import { queryOf } from '../http/request';
import { route } from '../http/route';
import { marketError } from './market';

/** Swaps trade close to spot. */
const SWAP_BASIS = '0.0002';
/** Contract amounts are a multiple of the spot pair's (contracts are the bigger market). */
const CONTRACT_VOLUME_FACTOR = 3;

function isContractSymbol(value: string): value is ContractSymbol {
  return (CONTRACT_SYMBOLS as readonly string[]).includes(value);
}

/** The merged ticker of a contract: spot summary of `{symbol}usdt` times (1 + basis), on the tick. */
function contractTick(symbol: ContractSymbol, basis: string, priceTick: number, contractSize: number, nowMs: number) {
  const pair = marketSimulation.pair(`${symbol.toLowerCase()}usdt`);
  if (!pair) throw new Error(`no spot pair for ${symbol}`);
  const spot = marketSimulation.summary(pair, nowMs);
  const factor = new Decimal(1).plus(basis);
  const price = (value: number) => new Decimal(value).times(factor).toNearest(priceTick, Decimal.ROUND_HALF_UP);
  const close = price(spot.close);
  const amount = new Decimal(spot.amount).times(CONTRACT_VOLUME_FACTOR).toDecimalPlaces(4);
  return {
    id: Math.floor(nowMs / 1000),
    ts: nowMs,
    open: price(spot.open).toNumber(),
    close: close.toNumber(),
    high: Decimal.max(price(spot.high), close).toNumber(),
    low: Decimal.min(price(spot.low), close).toNumber(),
    amount: amount.toNumber(),
    vol: amount.times(close).div(contractSize).round().toNumber(),
    count: spot.count * CONTRACT_VOLUME_FACTOR,
    bid: [close.minus(priceTick).toNumber(), 12],
    ask: [close.toNumber(), 30],
  };
}

function mergedAnswer(ch: string, tick: unknown, nowMs: number) {
  return HttpResponse.json({ ch, status: 'ok', ts: nowMs, tick });
}

export function dmMarketHandlers(base: string): RequestHandler[] {
  return [
    // GET `dm.contractInfo` → every delivery contract (CW, NW, CQ, NQ of BTC, ETH)
    route(base, dm.contractInfo, () =>
      proOk(deliveryContracts(Date.now()), { ts: Date.now() }),
    ),
    // GET `dm.heartbeat` → the three markets' heartbeats (0 = down)
    route(base, dm.heartbeat, () =>
      proOk(
        {
          ...contractHeartbeat,
          estimated_recovery_time: null,
          swap_estimated_recovery_time: null,
          linear_swap_estimated_recovery_time: null,
        },
        { ts: Date.now() },
      ),
    ),
    // GET `dm.mergedTicker`?symbol=BTC_CQ
    route(base, dm.mergedTicker, ({ request }) => {
      const symbolParam = queryOf(request).get('symbol') ?? '';
      const [symbol = '', shortType = ''] = symbolParam.split('_');
      const type = (Object.keys(DELIVERY_SHORT_TYPES) as DeliveryType[]).find((key) => DELIVERY_SHORT_TYPES[key] === shortType);
      if (!isContractSymbol(symbol) || !type) return marketError('invalid symbol');
      const now = Date.now();
      const contract = deliveryContracts(now).find((item) => item.symbol === symbol && item.contract_type === type);
      if (!contract) return marketError('invalid symbol');
      return mergedAnswer(
        `market.${symbolParam}.detail.merged`,
        contractTick(symbol, DELIVERY_BASIS[type], contract.price_tick, contract.contract_size, now),
        now,
      );
    }),
  ];
}

function swapMerged(base: string, call: CallContract, margin: 'coin' | 'linear'): RequestHandler {
  return route(base, call, ({ request }) => {
    const code = queryOf(request).get('contract_code') ?? '';
    const now = Date.now();
    const contract = swapContracts(margin, now).find((item) => item.contract_code === code);
    if (!contract) return marketError('invalid contract_code');
    return mergedAnswer(
      `market.${code}.detail.merged`,
      contractTick(contract.symbol, SWAP_BASIS, contract.price_tick, contract.contract_size, now),
      now,
    );
  });
}

export function swapMarketHandlers(base: string): RequestHandler[] {
  return [
    // GET `swap.swapInfo` (BTC-USD, ETH-USD)
    route(base, swap.swapInfo, () =>
      proOk(swapContracts('coin', Date.now()), { ts: Date.now() }),
    ),
    // GET `swap.linearSwapInfo` (BTC-USDT, ETH-USDT)
    route(base, swap.linearSwapInfo, () =>
      proOk(swapContracts('linear', Date.now()), { ts: Date.now() }),
    ),
    // GET `swap.mergedTicker`?contract_code=BTC-USD
    swapMerged(base, swap.mergedTicker, 'coin'),
    // GET `swap.linearMergedTicker`?contract_code=BTC-USDT
    swapMerged(base, swap.linearMergedTicker, 'linear'),
  ];
}
