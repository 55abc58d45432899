// ETP and prime state of the mock backend (exchange-wallet-fiat.md sections 3, 4 and 7: ETP
// info, exchange limit, position limit, creation and redemption records; prime info, rounds,
// status, user limits, PO and BID orders). Seeded the same on every reset (db.etp is replaced
// by resetDb). Phase changes of the control API may be per user, so parallel suites that use
// different users never see each other's phase.

import { Decimal } from 'decimal.js';

export interface EtpProduct {
  etpName: string;
  symbol: string;
  displayName: string;
  currency: string;
  netValue: Decimal;
  leverage: string;
  managementFeeRate: string;
  creationFeeRate: string;
  redemptionFeeRate: string;
  status: 'normal' | 'creation-only' | 'redemption-only' | 'halted';
  creation: { min: Decimal; max: Decimal; daily: Decimal };
  redemption: { min: Decimal; max: Decimal; daily: Decimal };
  maxHoldings: Decimal;
}

export interface EtpTransactionRecord {
  id: number;
  uid: number;
  etpName: string;
  type: 'creation' | 'redemption';
  amount: Decimal;
  value: Decimal;
  netValue: Decimal;
  fee: Decimal;
  feeCurrency: string;
  currency: string;
  status: 'completed';
  createdAt: number;
}

export interface PrimeRoundRecord {
  roundNum: number;
  roundIssuePrice: string;
  roundCirculation: string;
  roundLimitOrderSellPrice: string;
  tradeType: 'limit' | 'lucky';
}

export interface PrimeStatusRecord {
  round: number;
  state: number;
  roundTradeType: string;
  preRoundType: string;
}

export interface PrimeLaunch {
  symbol: string;
  currency: string;
  quote: string;
  primeType: 'prime' | 'primeLite' | 'listingTransfer';
  rounds: PrimeRoundRecord[];
  status: PrimeStatusRecord;
  /** Per user override of the status (control API), so one user's phase change stays theirs. */
  userStatus: Map<number, PrimeStatusRecord>;
  /** Max amount of the launched currency a user may buy per round. */
  userMaxAmount: Decimal;
}

export interface PrimeOrderRecord {
  id: number;
  uid: number;
  symbol: string;
  kind: 'po' | 'bid';
  round: number;
  price: Decimal;
  amount: Decimal;
  /** Quote frozen for the order until it is settled. */
  frozen: Decimal;
  state: 'pending' | 'settled';
  filledAmount: Decimal;
  createdAt: number;
}

export interface PrimeInfoSubmission {
  uid: number;
  symbol: string;
  content: { fp: string; uid: string | number; ts: number; device_source: string; isAlphaGo: boolean };
}

export interface EtpState {
  products: EtpProduct[];
  transactions: EtpTransactionRecord[];
  nextTransactionId: number;
  /** `${uid}:${etpName}:${type}` → used today (value for creation, tokens for redemption). */
  usedToday: Map<string, Decimal>;
  /** uid → exchange-limit calls still to fail (control API). */
  limitFailures: Map<number, number>;
  launches: PrimeLaunch[];
  primeOrders: PrimeOrderRecord[];
  nextPrimeOrderId: number;
  primeInfo: PrimeInfoSubmission[];
}

function product(etpName: string, netValue: string, displayName: string): EtpProduct {
  return {
    etpName,
    symbol: `${etpName}usdt`,
    displayName,
    currency: 'usdt',
    netValue: new Decimal(netValue),
    leverage: '3',
    managementFeeRate: '0.0003',
    creationFeeRate: '0.002',
    redemptionFeeRate: '0.002',
    status: 'normal',
    creation: { min: new Decimal(10), max: new Decimal(5000), daily: new Decimal(50_000) },
    redemption: { min: new Decimal(1), max: new Decimal(2000), daily: new Decimal(20_000) },
    maxHoldings: new Decimal(100_000),
  };
}

function seedLaunches(): PrimeLaunch[] {
  return [
    {
      symbol: 'nftusdt',
      currency: 'nft',
      quote: 'usdt',
      primeType: 'prime',
      rounds: [
        { roundNum: 1, roundIssuePrice: '0.000003', roundCirculation: '100000000000', roundLimitOrderSellPrice: '0.000006', tradeType: 'limit' },
        { roundNum: 2, roundIssuePrice: '0.000003', roundCirculation: '50000000000', roundLimitOrderSellPrice: '0.000006', tradeType: 'lucky' },
      ],
      status: { round: 1, state: 1, roundTradeType: 'limit', preRoundType: '' },
      userStatus: new Map(),
      userMaxAmount: new Decimal(2_000_000),
    },
  ];
}

export function createEtpState(): EtpState {
  return {
    products: [product('btc3l', '16.35', 'BTC3L'), product('btc3s', '2.1', 'BTC3S')],
    transactions: [],
    nextTransactionId: 700_001,
    usedToday: new Map(),
    limitFailures: new Map(),
    launches: seedLaunches(),
    primeOrders: [],
    nextPrimeOrderId: 900_001,
    primeInfo: [],
  };
}

export function findEtpProduct(state: EtpState, name: string | null | undefined): EtpProduct | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return state.products.find((entry) => entry.etpName === wanted || entry.symbol === wanted);
}

export function usedTodayKey(uid: number, etpName: string, type: 'creation' | 'redemption'): string {
  return `${uid}:${etpName}:${type}`;
}

export function usedToday(state: EtpState, uid: number, etpName: string, type: 'creation' | 'redemption'): Decimal {
  return state.usedToday.get(usedTodayKey(uid, etpName, type)) ?? new Decimal(0);
}

export function findLaunch(state: EtpState, symbol: string | null | undefined): PrimeLaunch | undefined {
  const wanted = (symbol ?? '').trim().toLowerCase();
  return state.launches.find((launch) => launch.symbol === wanted || launch.currency === wanted);
}

/** The status a user sees: their override, else the launch's. */
export function launchStatusFor(launch: PrimeLaunch, uid: number | undefined): PrimeStatusRecord {
  return (uid === undefined ? undefined : launch.userStatus.get(uid)) ?? launch.status;
}
