// Contract reference data (exchange-wallet-fiat.md section 3, "Contract info"): delivery
// contracts (dm) with dates computed from the clock, coin- and USDT-margined swaps, and the
// heartbeat flags the app reads to show a market as down (section 4: heartbeat 0).

export const CONTRACT_SYMBOLS = ['BTC', 'ETH'] as const;
export type ContractSymbol = (typeof CONTRACT_SYMBOLS)[number];

export type DeliveryType = 'this_week' | 'next_week' | 'quarter' | 'next_quarter';
export const DELIVERY_SHORT_TYPES: Record<DeliveryType, string> = {
  this_week: 'CW',
  next_week: 'NW',
  quarter: 'CQ',
  next_quarter: 'NQ',
};

const PRICE_TICK: Record<ContractSymbol, number> = { BTC: 0.01, ETH: 0.001 };
const CONTRACT_SIZE: Record<ContractSymbol, number> = { BTC: 100, ETH: 10 };
const LINEAR_SIZE: Record<ContractSymbol, number> = { BTC: 0.001, ETH: 0.01 };
/** Premium of each delivery over the spot price (futures trade at a basis). */
export const DELIVERY_BASIS: Record<DeliveryType, string> = {
  this_week: '0.0008',
  next_week: '0.0015',
  quarter: '0.006',
  next_quarter: '0.012',
};

export interface DeliveryContract {
  symbol: ContractSymbol;
  contract_code: string;
  contract_type: DeliveryType;
  contract_short_type: string;
  contract_size: number;
  price_tick: number;
  delivery_date: string;
  delivery_time: string;
  create_date: string;
  contract_status: 1;
  settlement_time: string;
}

export interface SwapContract {
  symbol: ContractSymbol;
  contract_code: string;
  contract_size: number;
  price_tick: number;
  delivery_time: string;
  create_date: string;
  contract_status: 1;
  settlement_date: string;
  support_margin_mode?: 'all';
  pair?: string;
}

const DAY_MS = 86_400_000;
/** Deliveries and settlements happen on Fridays at 16:00 Singapore time (08:00 UTC). */
const DELIVERY_UTC_HOUR = 8;

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The first Friday 08:00 UTC strictly after `nowMs`. */
export function nextFridayDelivery(nowMs: number): number {
  const date = new Date(nowMs);
  const todayAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), DELIVERY_UTC_HOUR);
  const daysAhead = (5 - date.getUTCDay() + 7) % 7;
  const candidate = todayAt + daysAhead * DAY_MS;
  return candidate > nowMs ? candidate : candidate + 7 * DAY_MS;
}

/** Last Friday 08:00 UTC of a month (month 0-based, may overflow into the next year). */
function lastFridayOfMonth(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, DELIVERY_UTC_HOUR));
  const back = (lastDay.getUTCDay() - 5 + 7) % 7;
  return lastDay.getTime() - back * DAY_MS;
}

/** Quarter deliveries (last Friday of Mar/Jun/Sep/Dec) after `afterMs`, the first two. */
function quarterDeliveries(afterMs: number): [number, number] {
  const date = new Date(afterMs);
  const found: number[] = [];
  let month = Math.floor(date.getUTCMonth() / 3) * 3 + 2;
  let year = date.getUTCFullYear();
  while (found.length < 2) {
    const delivery = lastFridayOfMonth(year, month);
    if (delivery > afterMs) found.push(delivery);
    month += 3;
    if (month > 11) {
      month -= 12;
      year += 1;
    }
  }
  return [found[0] as number, found[1] as number];
}

/** Delivery time of each type: weekly ones on the next two Fridays, quarters after them. */
export function deliveryTimes(nowMs: number): Record<DeliveryType, number> {
  const thisWeek = nextFridayDelivery(nowMs);
  const nextWeek = thisWeek + 7 * DAY_MS;
  const [quarter, nextQuarter] = quarterDeliveries(nextWeek);
  return { this_week: thisWeek, next_week: nextWeek, quarter, next_quarter: nextQuarter };
}

export function deliveryContracts(nowMs: number): DeliveryContract[] {
  const times = deliveryTimes(nowMs);
  return CONTRACT_SYMBOLS.flatMap((symbol) =>
    (Object.keys(DELIVERY_SHORT_TYPES) as DeliveryType[]).map((type) => ({
      symbol,
      contract_code: `${symbol}${yyyymmdd(times[type]).slice(2)}`,
      contract_type: type,
      contract_short_type: DELIVERY_SHORT_TYPES[type],
      contract_size: CONTRACT_SIZE[symbol],
      price_tick: PRICE_TICK[symbol],
      delivery_date: yyyymmdd(times[type]),
      delivery_time: String(times[type]),
      create_date: yyyymmdd(times[type] - 91 * DAY_MS),
      contract_status: 1 as const,
      settlement_time: String(nextSettlement(nowMs)),
    })),
  );
}

/** Swaps settle every 8 hours (00:00, 08:00, 16:00 UTC). */
function nextSettlement(nowMs: number): number {
  const period = 8 * 3_600_000;
  return Math.floor(nowMs / period) * period + period;
}

export function swapContracts(margin: 'coin' | 'linear', nowMs: number): SwapContract[] {
  return CONTRACT_SYMBOLS.map((symbol) => ({
    symbol,
    contract_code: `${symbol}-${margin === 'coin' ? 'USD' : 'USDT'}`,
    contract_size: margin === 'coin' ? CONTRACT_SIZE[symbol] : LINEAR_SIZE[symbol],
    price_tick: margin === 'coin' ? 0.1 : PRICE_TICK[symbol] * 10,
    delivery_time: '',
    create_date: '20200325',
    contract_status: 1 as const,
    settlement_date: String(nextSettlement(nowMs)),
    ...(margin === 'linear' ? { support_margin_mode: 'all' as const, pair: `${symbol}-USDT` } : {}),
  }));
}

export interface ContractHeartbeat {
  heartbeat: 0 | 1;
  swap_heartbeat: 0 | 1;
  linear_swap_heartbeat: 0 | 1;
}

const HEARTBEAT_UP: ContractHeartbeat = { heartbeat: 1, swap_heartbeat: 1, linear_swap_heartbeat: 1 };

/** The contract markets' heartbeats (GET /heartbeat/); the control API takes markets down. */
export const contractHeartbeat: ContractHeartbeat = { ...HEARTBEAT_UP };

export function resetContractHeartbeat(): void {
  Object.assign(contractHeartbeat, HEARTBEAT_UP);
}
