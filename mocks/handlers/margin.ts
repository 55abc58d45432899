// Margin and cross-margin money calls of the pro family (exchange-wallet-fiat.md section 7
// "Margin and super-margin loan, repay, transfer, history; margin settings by symbol; margin
// overview; super-margin currencies"), Huobi v1 paths and envelopes, plus margin AUTO order
// placement (POST `margin.autoPlace`?trade-purpose=open|close):
// - open: the shortfall of the order's lock (within what is loanable, min/max not applied) is
//   borrowed first, then the order is placed with the normal placement (placeOrder);
// - close: the order is placed normally and each of its fills repays the loans of the received
//   currency from that fill's proceeds (a market order fills at once, so at once).
// Logged-in only (the pro token). Interest accrues on read (db/margin.ts accrue()).

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/margin';
import { db, now } from '../db';
import { accrue, MARGIN_LOAN_RULES, SUPER_MARGIN_CURRENCIES, type LoanKind, type MarginLoan } from '../db/margin';
import { balancesOf, findAccount, type TradingAccount } from '../db/trading';
import { recordTransferLegs, takeTransferFailure } from '../db/transfer';
import { executeMarketOrder, simulationMarketView } from '../feeds/matching';
import { marketSimulation } from '../feeds/market-simulation';
import {
  borrow,
  listenAutoClose,
  loanJson,
  loanRuleJson,
  loanRuleOf,
  marginAccount,
  marginBalanceList,
  readAmount,
  repayLoan,
  spotAccount,
  transfer,
} from '../trading/margin';
import { checkOrder, frozenFor, isTradeError, parseOrderRequest, symbolRules, tradeError, type TradeError } from '../trading/order-rules';
import { placeOrder } from '../trading/orders';
import { asProUser, queryOf, readJsonObject } from '../http/request';
import { proFail, proOk } from '../http/respond';
import { route } from '../http/route';
import { tradeFailure } from './trading';

const accountMissing = () => tradeFailure(tradeError('account-account-id-inexistent', 'The account id does not exist'));
const loanMissing = () => tradeFailure(tradeError('loan-order-not-exist', 'the loan order does not exist'));
const badJson = () => tradeFailure(tradeError('invalid-parameter', 'invalid json'));

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

function listParam(value: string | null): Set<string> | undefined {
  const items = (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  return items.length > 0 ? new Set(items) : undefined;
}

function userLoans(uid: number, kind: LoanKind): MarginLoan[] {
  accrue(db.margin, now(), uid);
  return db.margin.loans.filter((loan) => loan.uid === uid && loan.kind === kind).sort((a, b) => b.id - a.id);
}

function userLoan(uid: number, kind: LoanKind, id: unknown): MarginLoan | undefined {
  const loan = db.margin.loans.find((item) => item.id === Number(id));
  return loan && loan.uid === uid && loan.kind === kind ? loan : undefined;
}

/** Loan info of one margin account: one rule per currency that can be borrowed there. */
function loanInfoOf(account: TradingAccount, currencies: readonly string[]) {
  return currencies.flatMap((currency) => {
    const rule = loanRuleOf(db.margin, account, currency);
    return rule ? [loanRuleJson(currency, rule)] : [];
  });
}

function loanCall(kind: LoanKind) {
  return asProUser(async (uid, request) => {
    const fields = await readJsonObject(request);
    if (!fields) return badJson();
    const symbol = text(fields.symbol);
    if (kind === 'margin' && symbol === '') return tradeFailure(tradeError('validation-constraints-required', 'Field is missing: symbol'));
    const currency = text(fields.currency);
    if (currency === '') return tradeFailure(tradeError('validation-constraints-required', 'Field is missing: currency'));
    const amount = readAmount(fields.amount);
    if (!(amount instanceof Decimal)) return tradeFailure(amount);
    const account = marginAccount(db.trading, uid, kind, symbol);
    if (!account) return accountMissing();
    const loan = borrow(db.trading, db.margin, account, currency, amount, now());
    return isTradeError(loan) ? tradeFailure(loan) : proOk(loan.id);
  });
}

function repayCall(kind: LoanKind) {
  return asProUser(async (uid, request, params) => {
    const loan = userLoan(uid, kind, params.id);
    if (!loan) return loanMissing();
    const fields = await readJsonObject(request);
    if (!fields) return badJson();
    const amount = readAmount(fields.amount);
    if (!(amount instanceof Decimal)) return tradeFailure(amount);
    const account = findAccount(db.trading, loan.accountId);
    if (!account) return accountMissing();
    const error = repayLoan(db.trading, db.margin, loan, amount, account, now());
    return error ? tradeFailure(error) : proOk(loan.id);
  });
}

function transferCall(kind: LoanKind, direction: 'in' | 'out') {
  return asProUser(async (uid, request) => {
    const fields = await readJsonObject(request);
    if (!fields) return badJson();
    const symbol = text(fields.symbol);
    const currency = text(fields.currency);
    if ((kind === 'margin' && symbol === '') || currency === '') {
      return tradeFailure(tradeError('validation-constraints-required', `Field is missing: ${currency === '' ? 'currency' : 'symbol'}`));
    }
    const amount = readAmount(fields.amount);
    if (!(amount instanceof Decimal)) return tradeFailure(amount);
    const margin = marginAccount(db.trading, uid, kind, symbol);
    const spot = spotAccount(db.trading, uid);
    if (!margin || !spot) return accountMissing();
    if (kind === 'margin' && !MARGIN_LOAN_RULES[symbol]?.[currency]) {
      return tradeFailure(tradeError('base-currency-error', `currency \`${currency}\` is not part of ${symbol}`));
    }
    const failure = takeTransferFailure(db.ledger, uid);
    if (failure) return proFail(String(failure.code), failure.message);
    const [from, to] = direction === 'in' ? [spot, margin] : [margin, spot];
    const at = now();
    const error = transfer(db.trading, from, to, currency, amount, at);
    if (error) return tradeFailure(error);
    const id = db.margin.nextTransferId;
    db.margin.nextTransferId += 1;
    // One ledger entry per account, in the same step (the finance records read the ledger).
    const spotLeg = { kind: 'spot' as const, accountId: spot.id };
    const marginLeg = kind === 'margin' ? { kind: 'margin' as const, accountId: margin.id, symbol } : { kind: 'superMargin' as const, accountId: margin.id };
    const [fromLeg, toLeg] = direction === 'in' ? [spotLeg, marginLeg] : [marginLeg, spotLeg];
    recordTransferLegs(db.ledger, uid, fromLeg, toLeg, currency, amount, String(id), at);
    return proOk(id);
  });
}

function symbolCurrencies(symbol: string): string[] {
  return Object.keys(MARGIN_LOAN_RULES[symbol] ?? {});
}

const CROSS_CURRENCIES = SUPER_MARGIN_CURRENCIES.map((entry) => entry.currency);

/** Open mode: borrow what the order's lock lacks, then place. Checks run before anything is borrowed. */
function borrowShortfall(uid: number, body: ReturnType<typeof parseOrderRequest>, at: number, lastPrice: Decimal): TradeError | undefined {
  if (isTradeError(body)) return body;
  const account = findAccount(db.trading, body.accountId);
  if (!account || account.uid !== uid || (account.type === 'margin' && account.subtype !== body.symbol)) {
    return tradeError('account-account-id-inexistent', 'The account id does not exist');
  }
  const rules = symbolRules(body.symbol);
  if (!rules) return tradeError('base-symbol-error', 'The symbol is invalid');
  const broken = checkOrder(body, rules, lastPrice);
  if (broken) return broken;
  const lock = frozenFor(body, rules);
  const own = balancesOf(db.trading, account.id).get(lock.currency)?.trade ?? new Decimal(0);
  const shortfall = lock.amount.minus(own);
  if (!shortfall.gt(0)) return undefined;
  const loan = borrow(db.trading, db.margin, account, lock.currency, shortfall, at, false);
  return isTradeError(loan) ? loan : undefined;
}

export function marginHandlers(base: string): RequestHandler[] {
  listenAutoClose(() => ({ trading: db.trading, margin: db.margin }));
  return [
    // GET `margin.loanInfo`?symbols=btcusdt,ethusdt → [{symbol, currencies:[{currency, interest-rate, min-loan-amt, max-loan-amt?, loanable-amt, actual-rate}]}]
    route(
      base,
      calls.loanInfo,
      asProUser((uid, request) => {
        accrue(db.margin, now(), uid);
        const wanted = listParam(queryOf(request).get('symbols'));
        const symbols = Object.keys(MARGIN_LOAN_RULES).filter((symbol) => !wanted || wanted.has(symbol));
        return proOk(
          symbols.flatMap((symbol) => {
            const account = marginAccount(db.trading, uid, 'margin', symbol);
            return account ? [{ symbol, currencies: loanInfoOf(account, symbolCurrencies(symbol)) }] : [];
          }),
        );
      }),
    ),

    // POST `margin.loan` {symbol, currency, amount} → data: loan id
    route(base, calls.loan, loanCall('margin')),
    // POST `margin.repay` {amount} → data: loan id
    route(base, calls.repay, repayCall('margin')),

    // GET `margin.loans`?symbol=&states=&size= → loans, newest first
    route(
      base,
      calls.loans,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const symbols = listParam(query.get('symbol'));
        const states = listParam(query.get('states'));
        const size = Number(query.get('size'));
        const loans = userLoans(uid, 'margin')
          .filter((loan) => (!symbols || symbols.has(loan.symbol)) && (!states || states.has(loan.state)))
          .slice(0, Number.isInteger(size) && size > 0 ? Math.min(size, 100) : 100);
        return proOk(loans.map(loanJson));
      }),
    ),

    // GET `margin.balance`?symbol= → [{id, type, state, symbol, risk-rate, list:[{currency, type, balance}]}]
    route(
      base,
      calls.balance,
      asProUser((uid, request) => {
        accrue(db.margin, now(), uid);
        const symbol = text(queryOf(request).get('symbol'));
        const accounts = db.trading.accounts.filter((account) => account.uid === uid && account.type === 'margin' && (symbol === '' || account.subtype === symbol));
        if (symbol !== '' && accounts.length === 0) return accountMissing();
        return proOk(
          accounts.map((account) => ({
            id: account.id,
            type: 'margin',
            state: account.state,
            symbol: account.subtype ?? '',
            'risk-rate': '10',
            list: marginBalanceList(db.trading, db.margin, account, symbolCurrencies(account.subtype ?? '')),
          })),
        );
      }),
    ),

    // POST `margin.transferIn` and `margin.transferOut` {symbol, currency, amount} → data: transfer id
    route(base, calls.transferIn, transferCall('margin', 'in')),
    route(base, calls.transferOut, transferCall('margin', 'out')),

    // GET `margin.crossLoanInfo` → [{currency, interest-rate, min-loan-amt, max-loan-amt?, loanable-amt, actual-rate}]
    route(
      base,
      calls.crossLoanInfo,
      asProUser((uid) => {
        accrue(db.margin, now(), uid);
        const account = marginAccount(db.trading, uid, 'cross');
        return account ? proOk(loanInfoOf(account, CROSS_CURRENCIES)) : accountMissing();
      }),
    ),

    // POST `margin.crossLoan` {currency, amount} → data: loan id
    route(base, calls.crossLoan, loanCall('cross')),
    // POST `margin.crossRepay` {amount} → data: loan id
    route(base, calls.crossRepay, repayCall('cross')),

    // GET `margin.crossLoans`?currency=&state= → loans, newest first
    route(
      base,
      calls.crossLoans,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const currencies = listParam(query.get('currency'));
        const states = listParam(query.get('state') ?? query.get('states'));
        return proOk(
          userLoans(uid, 'cross')
            .filter((loan) => (!currencies || currencies.has(loan.currency)) && (!states || states.has(loan.state)))
            .map(loanJson),
        );
      }),
    ),

    // GET `margin.crossBalance` → {id, type: super-margin, state, risk-rate, list}
    route(
      base,
      calls.crossBalance,
      asProUser((uid) => {
        accrue(db.margin, now(), uid);
        const account = marginAccount(db.trading, uid, 'cross');
        if (!account) return accountMissing();
        return proOk({ id: account.id, type: 'super-margin', state: account.state, 'risk-rate': '10', list: marginBalanceList(db.trading, db.margin, account, CROSS_CURRENCIES) });
      }),
    ),

    // POST `margin.crossTransferIn` and `margin.crossTransferOut` {currency, amount} → data: transfer id
    route(base, calls.crossTransferIn, transferCall('cross', 'in')),
    route(base, calls.crossTransferOut, transferCall('cross', 'out')),

    // GET `margin.superMarginCurrencies` → [{currency, state, loanable, loan-currency, user-loan-min-amount, remain-loan-quota}]
    route(
      base,
      calls.superMarginCurrencies,
      asProUser((uid) => {
        const account = marginAccount(db.trading, uid, 'cross');
        return proOk(
          SUPER_MARGIN_CURRENCIES.map((entry) => {
            const rule = account ? loanRuleOf(db.margin, account, entry.currency) : undefined;
            return {
              currency: entry.currency,
              state: entry.state,
              loanable: entry.loanable,
              'loan-currency': entry.loanCurrency,
              'user-loan-min-amount': entry.min,
              'remain-loan-quota': (rule?.loanable ?? new Decimal(0)).toFixed(),
            };
          }),
        );
      }),
    ),

    // POST `margin.autoPlace`?trade-purpose=open|close, the normal place body → data: '<order id>'
    route(
      base,
      calls.autoPlace,
      asProUser(async (uid, request) => {
        const purpose = queryOf(request).get('trade-purpose');
        if (purpose !== 'open' && purpose !== 'close') return tradeFailure(tradeError('invalid-parameter', 'trade-purpose must be open or close'));
        const fields = await readJsonObject(request);
        if (!fields) return badJson();
        const parsed = parseOrderRequest(fields);
        if (isTradeError(parsed)) return tradeFailure(parsed);
        const account = findAccount(db.trading, parsed.accountId);
        if (!account || account.uid !== uid) return accountMissing();
        if (account.type !== 'margin' && account.type !== 'super-margin') return tradeFailure(tradeError('account-type-invalid', 'auto orders need a margin account'));
        const at = now();
        const market = simulationMarketView(marketSimulation, at);
        const lastPrice = market.lastPrice(parsed.symbol) ?? new Decimal(0);
        if (purpose === 'open') {
          const error = borrowShortfall(uid, parsed, at, lastPrice);
          if (error) return tradeFailure(error);
        }
        const placed = placeOrder(db.trading, parsed, { uid, now: at, lastPrice });
        if (isTradeError(placed)) return tradeFailure(placed);
        if (purpose === 'close') db.margin.autoCloseOrders.add(placed.id);
        if (placed.kind === 'market') {
          const book = market.book(placed.symbol);
          if (book) executeMarketOrder(db.trading, placed, book, at);
        }
        return proOk(String(placed.id));
      }),
    ),
  ];
}
