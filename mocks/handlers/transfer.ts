// Transfers between a user's accounts (mocks/README.md "Transfers"; WALLET.md 7.1–7.3), each on
// its real wire shape: POST /v1/futures/transfer (spot ⇄ coin futures, v1, data a bare id),
// POST /v2/account/transfer (spot ⇄ coin swap, USDT swap, otc; v2 with success), POST
// /v1/account/transfer (generic: spot ⇄ C2C borrow, data {transact-id, transact-time}). The
// isolated and cross margin transfers stay in ./margin.ts. The move and its rules are
// db/transfer.ts's; here each problem is said in the route's own error words.

import { Decimal } from 'decimal.js';
import { HttpResponse, type RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/transfer';
import type { TransferKind } from '@/lib/transfer';
import { db, findUser, now } from '../db';
import { c2cAccountId, executePointTransfer, executeTransfer, futuresRateExceeded, takeTransferFailure, type MoveProblem, type TransferFailure, type TransferRequest } from '../db/transfer';
import { accountsOf } from '../db/trading';
import { asProUser, readJsonObject, tokenUser } from '../http/request';
import { custodyFail, custodyOk, proFail, proOk, v2Ok } from '../http/respond';
import { marginAuthorityOf, parentUidOf } from '../db/sub-accounts';
import { route } from '../http/route';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** A positive amount from a string or a JSON number; undefined otherwise. */
function readAmount(value: unknown): Decimal | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    const amount = new Decimal(String(value).trim());
    return amount.isFinite() && amount.gt(0) ? amount : undefined;
  } catch {
    return undefined;
  }
}

function requestOf(uid: number, from: TransferKind, to: TransferKind, currency: string, amount: Decimal): TransferRequest {
  const user = findUser(uid);
  const authorities = (['margin', 'super-margin'] as const).filter((type) => marginAuthorityOf(db.subAccounts, uid, type) === 'open');
  return { uid, userType: user?.user_type ?? 1, authorities: new Set(authorities), from, to, currency, amount };
}

function world() {
  return { trading: db.trading, wallet: db.wallet, ledger: db.ledger };
}

const v2Body = (code: number | string, message: string) => HttpResponse.json({ code, data: null, message, success: false, 'print-log': true });

/** The control's forced failure, in the route's envelope. */
function forced(failure: TransferFailure, style: 'v1' | 'v2') {
  return style === 'v1' ? proFail(String(failure.code), failure.message) : v2Body(failure.code, failure.message);
}

const insufficientText = (available: Decimal) => `Insufficient balance. You can only transfer \`${available.toFixed()}\` at most.`;

function futuresProblem(problem: MoveProblem) {
  switch (problem.kind) {
    case 'insufficient':
      return proFail('dw-insufficient-balance', insufficientText(problem.available));
    case 'forbidden':
      return proFail('base-msg', 'The sub-account does not have transfer permissions. Please login main account to authorize.');
    case 'currency':
      return proFail('base-currency-error', 'The currency is invalid');
    default:
      return proFail('dw-account-transfer-error', 'Transfer failed');
  }
}

function v2Problem(problem: MoveProblem) {
  switch (problem.kind) {
    case 'minimum':
      return v2Body(1303, 'Each transfer-out cannot be less than 5USDT.');
    case 'insufficient':
      return v2Body(500, insufficientText(problem.available));
    case 'forbidden':
      return v2Body(1002, 'unauthorized: the sub-account cannot use this account');
    case 'currency':
      return v2Body(2002, 'invalid field value in "currency"');
    default:
      return v2Body(2002, 'invalid field value in "from"');
  }
}

function genericProblem(problem: MoveProblem) {
  switch (problem.kind) {
    case 'insufficient':
      return proFail('account-transfer-balance-insufficient-error', 'Account balance is insufficient');
    case 'risk':
      return proFail('dw-account-transfer-unavailable', 'Transfer is unavailable for this account');
    case 'forbidden':
      return proFail('sub-user-auth-required', 'The sub-user is not authorised for this account');
    case 'currency':
      return proFail('base-currency-error', 'The currency is invalid');
    case 'no-account':
      return proFail('account-account-id-inexistent', 'The account id does not exist');
    default:
      return proFail('base-operation-forbidden', 'The transfer between these accounts is not supported');
  }
}

const V2_KINDS: Readonly<Record<string, TransferKind>> = { spot: 'spot', swap: 'swap', 'linear-swap': 'linear', otc: 'otc' };
const GENERIC_KINDS: Readonly<Record<string, TransferKind>> = { spot: 'spot', borrow: 'c2cBorrow' };

/** The account id the generic body must name for a kind (spot's trading account, c2c borrow's product account). */
function accountIdOf(uid: number, kind: TransferKind): number | undefined {
  if (kind === 'spot') return accountsOf(db.trading, uid).find((account) => account.type === 'spot')?.id;
  if (kind === 'c2cBorrow') return c2cAccountId(db.trading, uid);
  return undefined;
}

export function transferHandlers(base: string): RequestHandler[] {
  return [
    // POST `transfer.futuresTransfer` {currency, amount, type} → {status:'ok', data: id}
    route(
      base,
      calls.futuresTransfer,
      asProUser(async (uid, request) => {
        const fields = await readJsonObject(request);
        const currency = text(fields?.currency);
        const type = text(fields?.type);
        const amount = readAmount(fields?.amount);
        if (!fields || currency === '' || amount === undefined) return proFail('base-msg', 'Insufficient amount available.');
        if (type !== 'pro-to-futures' && type !== 'futures-to-pro') return proFail('base-msg', "This contract type doesn't exist.");
        const failure = takeTransferFailure(db.ledger, uid);
        if (failure) return forced(failure, 'v1');
        const at = now();
        if (futuresRateExceeded(db.ledger, uid, at)) return proFail('frequent-invoke', 'Requests are too frequent, please try again later');
        const [from, to]: [TransferKind, TransferKind] = type === 'pro-to-futures' ? ['spot', 'dm'] : ['dm', 'spot'];
        const done = executeTransfer(world(), requestOf(uid, from, to, currency, amount), at);
        return 'id' in done ? proOk(done.id) : futuresProblem(done);
      }),
    ),

    // POST `transfer.accountTransfer` {from, to, currency, amount, margin-account?} → {code:200, data: id, message, success}
    route(
      base,
      calls.accountTransfer,
      asProUser(async (uid, request) => {
        const fields = await readJsonObject(request);
        const from = V2_KINDS[text(fields?.from)];
        const to = V2_KINDS[text(fields?.to)];
        const currency = text(fields?.currency);
        const amount = readAmount(fields?.amount);
        if (!fields || !from || !to) return v2Body(2002, `invalid field value in "${from ? 'to' : 'from'}"`);
        if (currency === '') return v2Body(2003, 'missing mandatory field "currency"');
        if (amount === undefined) return v2Body(2002, 'invalid field value in "amount"');
        const failure = takeTransferFailure(db.ledger, uid);
        if (failure) return forced(failure, 'v2');
        const done = executeTransfer(world(), requestOf(uid, from, to, currency, amount), now());
        return 'id' in done ? v2Ok(done.id, { message: 'Succeed' }) : v2Problem(done);
      }),
    ),

    // POST `transfer.genericTransfer` {from-user, from-account-type, from-account, to-…, currency, amount} → {status:'ok', data:{transact-id, transact-time}}
    route(
      base,
      calls.genericTransfer,
      asProUser(async (uid, request) => {
        const fields = await readJsonObject(request);
        if (!fields) return proFail('validation-constraints-required', 'Field is missing: currency');
        const from = GENERIC_KINDS[text(fields['from-account-type'])];
        const to = GENERIC_KINDS[text(fields['to-account-type'])];
        const currency = text(fields.currency);
        const amount = readAmount(fields.amount);
        if (!from || !to) return proFail('base-operation-forbidden', 'The transfer between these accounts is not supported');
        if (currency === '') return proFail('validation-constraints-required', 'Field is missing: currency');
        if (amount === undefined) return proFail('validation-constraints-required', 'Field is missing: amount');
        if (String(fields['from-user']) !== String(uid) || String(fields['to-user']) !== String(uid)) return proFail('base-operation-forbidden', 'Transfers to another user are not supported here');
        if (String(fields['from-account']) !== String(accountIdOf(uid, from)) || String(fields['to-account']) !== String(accountIdOf(uid, to))) {
          return proFail('account-account-id-inexistent', 'The account id does not exist');
        }
        const failure = takeTransferFailure(db.ledger, uid);
        if (failure) return forced(failure, 'v1');
        const done = executeTransfer(world(), requestOf(uid, from, to, currency, amount), now());
        return 'id' in done ? proOk({ 'transact-id': done.id, 'transact-time': done.time }) : genericProblem(done);
      }),
    ),
  ];
}

/** The parent of a sub-user, if any. */
function parentOf(uid: number): number | undefined {
  return parentUidOf(db.subAccounts, uid);
}

/** POST `transfer.pointTransfer` (custody family, the pro token): points to another user. */
export function pointTransferHandlers(base: string): RequestHandler[] {
  return [
    // POST {fromUid, toUid, groupId, amount} → {success, code:200, data:{transactId, transactTime}}
    route(base, calls.pointTransfer, async ({ request }) => {
      const uid = tokenUser(request, 'pro');
      if (uid === undefined) return custodyFail(401, '请先登录');
      const fields = await readJsonObject(request);
      const amount = readAmount(fields?.amount);
      const toUid = Number(typeof fields?.toUid === 'string' || typeof fields?.toUid === 'number' ? fields.toUid : NaN);
      if (!fields || amount === undefined || !Number.isInteger(toUid)) return custodyFail(2002, '参数错误');
      if (String(fields.fromUid) !== String(uid)) return custodyFail(2002, '转出用户不正确');
      const failure = takeTransferFailure(db.ledger, uid);
      if (failure) return custodyFail(failure.code, failure.message);
      const user = findUser(uid);
      const parent = user?.user_type === 2 ? parentOf(uid) : undefined;
      const done = executePointTransfer(
        { wallet: db.wallet, ledger: db.ledger },
        { uid, ...(user?.user_type === 2 ? { parentUid: parent ?? -1 } : {}), toUid, toExists: findUser(toUid) !== undefined, amount },
        now(),
      );
      if ('id' in done) return custodyOk({ transactId: String(done.id), transactTime: done.time });
      switch (done.kind) {
        case 'no-user':
          return custodyFail('point-user-not-found', '收款用户不存在');
        case 'self':
          return custodyFail('point-transfer-self', '不能划转给自己');
        case 'sub-user':
          return custodyFail('point-sub-user-parent-only', '子账户仅可划转给母账户');
        case 'precision':
          return custodyFail(2002, '数量最多8位小数');
        case 'insufficient':
          return custodyFail('point-balance-insufficient', `点卡余额不足，最多可划转 ${done.available.toFixed()}`);
      }
    }),
  ];
}
