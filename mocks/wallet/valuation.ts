// What the wallet's accounts are worth (WALLET.md 8): every row priced in USDT at the simulated
// market's last price (a currency no pair trades: its starting price; unknown: 0), converted to
// the valuation currency. Crypto loans count pledged minus loaned (section 9).

import { Decimal } from 'decimal.js';
import { isSubUser as isSubUserType } from '@/lib/assets/account-kinds';
import { db, findUser } from '../db';
import { currencyUsdtPrice } from '../db/market-data';
import { accountsOf, balancesOf, type AccountType } from '../db/trading';
import { productRowsOf, rowTotal, SUB_USER_EMPTY_KINDS, walletOf, type ProductKind, type ProductRow, type WalletKind } from '../db/wallet';
import { marketSimulation } from '../feeds/market-simulation';
import { FIAT_RATES } from '../handlers/general';

/** USDT per unit of `cc` now. */
export function usdtPriceOf(cc: string, nowMs: number): Decimal {
  const code = cc.trim().toLowerCase();
  if (code === 'usdt') return new Decimal(1);
  const pair = marketSimulation.pair(`${code}usdt`);
  if (pair) return new Decimal(marketSimulation.lastPriceTicks(pair, nowMs)).div(new Decimal(10).pow(pair.pricePrecision));
  const start = currencyUsdtPrice(code);
  return new Decimal(start ?? 0);
}

/** The currency a product row is held in: derivative rows are keyed by coin, contract code or margin account. */
export function rowCurrency(kind: ProductKind, key: string): string {
  const code = key.toLowerCase();
  if (kind === 'linear' || kind === 'linearCross') return 'usdt';
  if (kind === 'swap') return code.split('-')[0] ?? code;
  return code;
}

export function isSubUser(uid: number): boolean {
  return isSubUserType(findUser(uid)?.user_type);
}

/** The product rows a user sees: a sub-user's section-6 kinds are empty. */
export function visibleRows(uid: number, kind: ProductKind): Map<string, ProductRow> {
  if (isSubUser(uid) && SUB_USER_EMPTY_KINDS.includes(kind)) return new Map();
  return productRowsOf(db.wallet, uid, kind);
}

const TRADING_TYPES: Partial<Record<WalletKind, AccountType>> = { spot: 'spot', margin: 'margin', superMargin: 'super-margin' };

function tradingValue(uid: number, type: AccountType, nowMs: number): Decimal {
  let sum = new Decimal(0);
  for (const account of accountsOf(db.trading, uid).filter((entry) => entry.type === type)) {
    for (const [currency, row] of balancesOf(db.trading, account.id)) sum = sum.plus(row.trade.plus(row.frozen).times(usdtPriceOf(currency, nowMs)));
  }
  return sum;
}

function productValue(uid: number, kind: ProductKind, nowMs: number): Decimal {
  let sum = new Decimal(0);
  for (const [key, row] of visibleRows(uid, kind)) sum = sum.plus(rowTotal(row).times(usdtPriceOf(rowCurrency(kind, key), nowMs)));
  return sum;
}

/** Pledged value in USDT of a user's crypto-loan collateral. */
export function pledgingUsdt(uid: number, nowMs: number): Decimal {
  return productValue(uid, 'cryptoLoans', nowMs);
}

export function loaningUsdt(uid: number): Decimal {
  return isSubUser(uid) ? new Decimal(0) : walletOf(db.wallet, uid).loaningUsdt;
}

/** One account kind's value in USDT. */
export function kindUsdtValue(uid: number, kind: WalletKind, nowMs: number): Decimal {
  const type = TRADING_TYPES[kind];
  if (type) return tradingValue(uid, type, nowMs);
  switch (kind) {
    case 'linear':
      return productValue(uid, 'linear', nowMs).plus(productValue(uid, 'linearCross', nowMs));
    case 'cryptoLoans':
      return pledgingUsdt(uid, nowMs).minus(loaningUsdt(uid));
    case 'otc':
    case 'dm':
    case 'swap':
    case 'option':
    case 'minepool':
    case 'c2cBorrow':
    case 'mining':
    case 'gridding':
    case 'point':
      return productValue(uid, kind, nowMs);
    default:
      return new Decimal(0);
  }
}

/** Valuation currencies the mock converts to (WALLET.md 8.1: upper case only). */
export const VALUATION_CURRENCIES = ['BTC', 'USD', 'CNY', 'EUR', 'KRW'] as const;
export type ValuationCurrency = (typeof VALUATION_CURRENCIES)[number];

export function isValuationCurrency(value: string): value is ValuationCurrency {
  return (VALUATION_CURRENCIES as readonly string[]).includes(value);
}

function fiatRate(name: string): Decimal {
  return new Decimal(FIAT_RATES.find((rate) => rate.name === name)?.rate ?? 0);
}

/** A USDT amount in the valuation currency, as a decimal string (BTC 8 places, fiat 2). */
export function convertUsdt(usdt: Decimal, currency: ValuationCurrency, nowMs: number): string {
  switch (currency) {
    case 'BTC': {
      const btc = usdtPriceOf('btc', nowMs);
      return btc.isZero() ? '0.00000000' : usdt.div(btc).toFixed(8, Decimal.ROUND_DOWN);
    }
    case 'USD':
      return usdt.times(fiatRate('usdt_usd')).toFixed(2, Decimal.ROUND_DOWN);
    case 'CNY':
      return usdt.times(fiatRate('usdt_cny')).toFixed(2, Decimal.ROUND_DOWN);
    case 'EUR':
      return usdt.times(fiatRate('usd_eur')).toFixed(2, Decimal.ROUND_DOWN);
    case 'KRW':
      return usdt.times(fiatRate('usd_krw')).toFixed(2, Decimal.ROUND_DOWN);
  }
}

/** WALLET.md 8.2 distribution types → the wallet kind each one values (16 is listed twice as minepool; the mock uses it for mining). */
export const DISTRIBUTION_TYPES: ReadonlyArray<readonly [string, WalletKind]> = [
  ['1', 'spot'],
  ['2', 'margin'],
  ['3', 'superMargin'],
  ['4', 'dm'],
  ['6', 'minepool'],
  ['7', 'swap'],
  ['9', 'c2cBorrow'],
  ['11', 'linear'],
  ['12', 'option'],
  ['14', 'cryptoLoans'],
  ['15', 'gridding'],
  ['16', 'mining'],
];

/** WALLET.md 8.1 accountType names → wallet kinds. */
export const ASSET_VALUATION_TYPES: Readonly<Record<string, WalletKind>> = {
  spot: 'spot',
  margin: 'margin',
  'super-margin': 'superMargin',
  otc: 'otc',
  futures: 'dm',
  swap: 'swap',
  'linear-swap': 'linear',
  option: 'option',
  minepool: 'minepool',
  borrow: 'c2cBorrow',
  'crypto-loans': 'cryptoLoans',
  mining: 'mining',
  'grid-trading': 'gridding',
  point: 'point',
};

/** The kinds a user's wallet total counts (the point account is not money; mining only with its tab on). */
const COUNTED_KINDS: readonly WalletKind[] = ['spot', 'margin', 'superMargin', 'otc', 'dm', 'swap', 'linear', 'option', 'minepool', 'c2cBorrow', 'cryptoLoans', 'gridding', 'mining'];

/** What a user holds over every account, in USDT: the custody service's balance is this figure. */
export function walletUsdtValue(uid: number, nowMs: number): Decimal {
  const miningShown = walletOf(db.wallet, uid).miningSwitch === 1;
  return COUNTED_KINDS.filter((kind) => kind !== 'mining' || miningShown).reduce((sum, kind) => sum.plus(kindUsdtValue(uid, kind, nowMs)), new Decimal(0));
}
