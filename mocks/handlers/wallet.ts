// Wallet balances of the pro and otc families (exchange-wallet-fiat.md sections 3, 6, 7;
// WALLET.md 8, 9): spot and all-balance from db.trading, the product accounts from db.wallet,
// valuations at the simulated prices. The first handlers are gates in front of the trading
// and margin handlers: with the control API's fail switch on they answer the failure,
// otherwise they pass the request on (return nothing).

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';
import * as wallet from '@/lib/contracts/pro/wallet';
import { otcBalance } from '@/lib/contracts/otc';
import { db } from '../db';
import { accountsOf, balancesOf, findAccount, type AccountType, type TradingAccount } from '../db/trading';
import { productAccountId, rowTotal, walletFailureOf, walletOf, type ProductKind, type WalletKind } from '../db/wallet';
import { asProUser, queryOf, tokenUser } from '../http/request';
import { proOk, ucFail, ucOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';
import {
  ASSET_VALUATION_TYPES,
  convertUsdt,
  DISTRIBUTION_TYPES,
  isSubUser,
  isValuationCurrency,
  kindUsdtValue,
  loaningUsdt,
  pledgingUsdt,
  usdtPriceOf,
  visibleRows,
} from '../wallet/valuation';
import { failAs, OTC_LOGIN_REQUIRED, otcUser } from '../wallet/respond';

const KIND_OF_TYPE: Partial<Record<AccountType, WalletKind>> = { spot: 'spot', margin: 'margin', 'super-margin': 'superMargin' };

function text(value: Decimal): string {
  return value.toFixed();
}

/** v1 rows of one trading account: a trade and a frozen row per currency. */
function v1Rows(account: TradingAccount) {
  return [...balancesOf(db.trading, account.id)].flatMap(([currency, row]) => [
    { currency, type: 'trade', balance: text(row.trade), 'seq-num': String(row.seqNum) },
    { currency, type: 'frozen', balance: text(row.frozen), 'seq-num': String(row.seqNum) },
  ]);
}

function accountJson(account: TradingAccount) {
  return { id: account.id, type: account.type, subtype: account.subtype ?? '', state: account.state, list: v1Rows(account) };
}

/** The product rows as {currency, balance, available, frozen} (derivative keys are not rows of this form). */
function productRows(uid: number, kind: ProductKind) {
  return [...visibleRows(uid, kind)].map(([currency, row]) => ({
    currency,
    balance: text(rowTotal(row)),
    available: text(row.available),
    frozen: text(row.frozen),
  }));
}

/** A pro handler that answers the kind's failure while its switch is on. */
function guarded(kind: WalletKind, handle: (uid: number, request: Request) => Response) {
  return asProUser((uid, request) => {
    const failure = walletFailureOf(db.wallet, uid, kind);
    return failure ? failAs(kind, failure) : handle(uid, request);
  });
}

/** A gate: the failure while the switch is on, else nothing (the next handler answers). */
function gate(kindOf: (uid: number, request: Request, params: Record<string, unknown>) => WalletKind | undefined) {
  return ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const uid = tokenUser(request, 'pro');
    if (uid === undefined) return undefined;
    const kind = kindOf(uid, request, params);
    const failure = kind ? walletFailureOf(db.wallet, uid, kind) : undefined;
    return kind && failure ? failAs(kind, failure) : undefined;
  };
}

function stableCoinInfo() {
  return {
    'trade-currency': { currency: 'usdt' },
    'stable-currency': [
      { 'currency-code': 'husd', 'exchange-enable': true, 'bid-rate': '1' },
      { 'currency-code': 'usdc', 'exchange-enable': true, 'bid-rate': '0.9998' },
      { 'currency-code': 'pax', 'exchange-enable': false, 'bid-rate': '0.9995' },
    ],
  };
}

function valuationData(uid: number, currency: 'BTC', nowMs: number) {
  let total = new Decimal(0);
  const rows = DISTRIBUTION_TYPES.map(([distributionType, kind]) => {
    if (walletFailureOf(db.wallet, uid, kind)) return { distributionType, balance: 0, success: false, accountBalance: '0' };
    const usdt = kindUsdtValue(uid, kind, nowMs);
    total = total.plus(usdt);
    const accountBalance = convertUsdt(usdt, currency, nowMs);
    return { distributionType, balance: Number(accountBalance), success: true, accountBalance };
  });
  const totalBalance = convertUsdt(total, currency, nowMs);
  const rate = '0.0012';
  return {
    updated: { success: true, time: nowMs },
    todayProfitRate: rate,
    totalBalance,
    todayProfit: new Decimal(totalBalance).times(rate).toFixed(8, Decimal.ROUND_DOWN),
    profitAccountBalanceList: rows,
  };
}

export function walletProHandlers(base: string): RequestHandler[] {
  return [
    // ---- gates in front of the trading and margin handlers ----
    route(
      base,
      trading.accountBalance,
      gate((uid, _request, params) => {
        const account = findAccount(db.trading, Number(params.id));
        return account && account.uid === uid ? KIND_OF_TYPE[account.type] : undefined;
      }),
    ),
    route(base, margin.balance, gate(() => 'margin')),
    route(base, margin.crossBalance, gate(() => 'superMargin')),

    // GET → the working spot account with its rows
    route(
      base,
      wallet.spotBalance,
      guarded('spot', (uid) => {
        const spot = accountsOf(db.trading, uid).find((account) => account.type === 'spot' && account.state === 'working');
        return spot ? proOk(accountJson(spot)) : proOk({ id: 0, type: 'spot', state: 'working', list: [] });
      }),
    ),
    // GET → every pro account with its rows
    route(base, wallet.allBalance, guarded('spot', (uid) => proOk(accountsOf(db.trading, uid).map(accountJson)))),
    // GET → the stable coins the trade currency exchanges with
    route(base, wallet.stableCoinInfo, guarded('stableCoin', () => proOk(stableCoinInfo()))),
    // GET → {opened, state, accountId}
    route(
      base,
      wallet.financeAccountState,
      guarded('finance', (uid) => {
        const opened = walletOf(db.wallet, uid).financeOpened;
        return v2Ok({ opened, state: opened ? 'working' : 'unopened', accountId: opened ? uid * 100 + 90 : null });
      }),
    ),
    // GET ?accountType=&valuationCurrency= → {balance, timestamp}
    route(
      base,
      wallet.assetValuation,
      guarded('valuation', (uid, request) => {
        const query = queryOf(request);
        const accountType = query.get('accountType');
        if (!accountType) return v2Fail(2003, 'missing mandatory field "accountType"');
        const kind = ASSET_VALUATION_TYPES[accountType];
        if (!kind) return v2Fail(2002, 'invalid field value in "accountType"');
        const currency = query.get('valuationCurrency') ?? 'BTC';
        if (!isValuationCurrency(currency)) return v2Fail(2002, 'invalid field value in "valuationCurrency"');
        const nowMs = Date.now();
        return v2Ok({ balance: convertUsdt(kindUsdtValue(uid, kind, nowMs), currency, nowMs), timestamp: nowMs }, { ok: true });
      }),
    ),
    // GET ?valuationCurrency=BTC → the total and one row per distribution type (a failing kind: success false, 0)
    route(
      base,
      wallet.valuation,
      guarded('valuation', (uid, request) => {
        const currency = queryOf(request).get('valuationCurrency') ?? 'BTC';
        if (currency !== 'BTC') return v2Fail(2002, 'invalid field value in "valuationCurrency"');
        return v2Ok(valuationData(uid, currency, Date.now()));
      }),
    ),
    // GET → the point account (one termless group)
    route(
      base,
      wallet.pointAccount,
      guarded('point', (uid) => {
        const points = visibleRows(uid, 'point').get('point');
        const balance = points ? rowTotal(points) : new Decimal(0);
        return v2Ok({
          accountId: String(productAccountId(uid, 'point')),
          groupIds: balance.isZero() ? [] : [{ groupId: 0, expiryDate: null, remainAmt: text(balance) }],
          acctBalance: balance.toFixed(8),
          accountStatus: 'working',
        });
      }),
    ),
    // GET → grid rows with their value in USDT
    route(
      base,
      wallet.gridBalance,
      guarded('gridding', (uid) => {
        const nowMs = Date.now();
        return v2Ok(
          [...visibleRows(uid, 'gridding')].map(([currency, row]) => ({
            currency,
            balance: text(rowTotal(row)),
            available: text(row.available),
            frozen: text(row.frozen),
            estimateBalance: rowTotal(row).times(usdtPriceOf(currency, nowMs)).toFixed(8, Decimal.ROUND_DOWN),
          })),
        );
      }),
    ),
    // GET ?accountType=borrow|lend&currency=&accountId= → the C2C account (the lend side holds nothing here)
    route(
      base,
      wallet.c2cBalance,
      guarded('c2cBorrow', (uid, request) => {
        const query = queryOf(request);
        const accountType = query.get('accountType');
        if (!accountType) return v2Fail(2003, 'missing mandatory field "accountType"');
        if (accountType !== 'borrow' && accountType !== 'lend') return v2Fail(2002, 'invalid field value in "accountType"');
        const currency = query.get('currency')?.toLowerCase();
        // The user's borrow accounts (pro accounts of type borrow, one per subtype): the seeded
        // C2C rows belong to the first; an accountId picks one account's rows.
        const borrowAccounts = accountsOf(db.trading, uid).filter((account) => account.type === 'borrow');
        const asked = query.get('accountId');
        const picked = asked ? borrowAccounts.find((account) => String(account.id) === asked.trim()) : undefined;
        if (asked && !picked) return v2Fail(2002, 'invalid field value in "accountId"');
        const holder = borrowAccounts[0];
        const holds = picked === undefined || picked === holder;
        const rows = accountType === 'lend' || !holds ? [] : [...visibleRows(uid, 'c2cBorrow')].filter(([cc]) => !currency || cc === currency);
        return v2Ok({
          accountId: picked?.id ?? holder?.id ?? productAccountId(uid, 'c2cBorrow'),
          accountStatus: 'working',
          balances: rows.map(([cc, row]) => ({
            currency: cc,
            balance: text(rowTotal(row)),
            available: text(row.available),
            frozen: text(row.frozen),
            transferOutLimit: text(row.transferOutLimit ?? row.available),
            withdrawRisk: row.withdrawRisk ?? false,
          })),
        });
      }),
    ),
    // GET → minepool rows
    route(base, wallet.minepoolBalance, guarded('minepool', (uid) => v2Ok(productRows(uid, 'minepool')))),
    // GET → mining summary and rows
    route(
      base,
      wallet.miningMarket,
      guarded('mining', (uid) => {
        const account = walletOf(db.wallet, uid);
        const rows = productRows(uid, 'mining');
        const held = visibleRows(uid, 'mining').get(account.miningCurrency);
        const empty = isSubUser(uid);
        return v2Ok({
          digitalCurrency: account.miningCurrency,
          digitalAssetTotalAmount: text(held ? rowTotal(held) : new Decimal(0)),
          digitalIncomeTotalAmount: empty ? '0' : text(account.miningIncomeTotal),
          digitalIncomeYesterdayAmount: empty ? '0' : text(account.miningIncomeYesterday),
          list: rows,
        });
      }),
    ),
    // GET → {switchStatus}
    route(base, wallet.allowMiningShow, asProUser((uid) => v2Ok({ switchStatus: walletOf(db.wallet, uid).miningSwitch }))),
    // GET → {loaningUSDT, pledgingUSDT}
    route(
      base,
      wallet.pledgeTotals,
      guarded('cryptoLoans', (uid) => v2Ok({ loaningUSDT: loaningUsdt(uid).toFixed(8), pledgingUSDT: pledgingUsdt(uid, Date.now()).toFixed(8, Decimal.ROUND_DOWN) })),
    ),
    // GET → [{currency, pledgingAmount, available}]
    route(
      base,
      wallet.pledgeList,
      guarded('cryptoLoans', (uid) =>
        v2Ok([...visibleRows(uid, 'cryptoLoans')].map(([currency, row]) => ({ currency, pledgingAmount: text(row.frozen), available: text(row.available) }))),
      ),
    ),
  ];
}

export function walletOtcHandlers(base: string): RequestHandler[] {
  return [
    // GET → [{coinId, coinCode, total, frozen, borrow}] (account-service envelope)
    route(base, otcBalance, ({ request }) => {
      const uid = otcUser(request);
      if (uid === undefined) return ucFail(OTC_LOGIN_REQUIRED.code, OTC_LOGIN_REQUIRED.message);
      const failure = walletFailureOf(db.wallet, uid, 'otc');
      if (failure) return failAs('otc', failure);
      return ucOk(
        [...visibleRows(uid, 'otc')].map(([coinCode, row]) => ({
          coinId: OTC_COIN_IDS[coinCode] ?? 1000 + coinCode.length,
          coinCode,
          total: text(rowTotal(row)),
          frozen: text(row.frozen),
          borrow: '0',
        })),
      );
    }),
  ];
}

/** The otc service numbers its coins. */
const OTC_COIN_IDS: Readonly<Record<string, number>> = { btc: 1, usdt: 2, eth: 3, ht: 4, eos: 5, husd: 6 };
