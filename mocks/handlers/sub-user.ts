// The exchange's sub-user calls of a parent (WALLET.md 10.3, 10.5–10.8, 10.11, 10.12) on their wire
// shapes, over the same state as the account service's sub_account calls (db.subAccounts): a
// lock there is `lock` here, tradable-market switches the margin authorities the sub-user's own
// `form.subUserAuthority` answers, transferability gates master-transfer-in. A sub-user calling
// any of them gets 1002 forbidden; another parent's sub-user is refused per item (or 2002).

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/sub-user';
import { activationOf, authorityOf, exchangeUserState } from '@/lib/sub-account';
import { db, findUser, now } from '../db';
import { accountsOf, balanceOf, changeBalance, type TradingAccount } from '../db/trading';
import { appendLedger } from '../db/ledger';
import { transferStateOf } from '../db/transfer';
import { ownSubAccount, subAccountsOf, type SubAccountRecord } from '../db/sub-accounts';
import { asProUser, queryOf, readJsonObject } from '../http/request';
import { proFail, proOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

const forbidden = () => v2Fail(calls.SUB_USER_FORBIDDEN.code, calls.SUB_USER_FORBIDDEN.message);
const isParent = (uid: number) => findUser(uid)?.user_type !== 2;

/** The `subUids` comma list as numbers (an unreadable entry stays, as NaN, to be refused per item). */
function subUidsOf(text: string): Array<{ text: string; uid: number }> {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ({ text: entry, uid: /^\d+$/.test(entry) ? Number(entry) : Number.NaN }));
}

function spotOf(uid: number): TradingAccount | undefined {
  return accountsOf(db.trading, uid).find((account) => account.type === 'spot');
}

/** The sub-user named by `?subUid=` of the parent, or the answer refusing it. */
function querySub(parentUid: number, request: Request): SubAccountRecord | Response {
  if (!isParent(parentUid)) return forbidden();
  const subUid = Number(queryOf(request).get('subUid'));
  const found = Number.isInteger(subUid) ? ownSubAccount(db.subAccounts, parentUid, subUid) : undefined;
  return found ?? v2Fail(2002, 'invalid field value in `subUid`');
}

export function subUserHandlers(base: string): RequestHandler[] {
  return [
    // GET `subUser.subUserState`?subUid= → {uid, userState}
    route(
      base,
      calls.subUserState,
      asProUser((uid, request) => {
        const found = querySub(uid, request);
        return found instanceof Response ? found : v2Ok({ uid: found.uid, userState: exchangeUserState(found) });
      }),
    ),

    // POST `subUser.tradableMarket` {subUids, accountType, activation} → [{subUid (string), accountType, activation | errCode}]
    route(
      base,
      calls.tradableMarket,
      asProUser(async (uid, request) => {
        if (!isParent(uid)) return forbidden();
        const parsed = calls.tradableMarketRequestSchema.safeParse(await readJsonObject(request));
        if (!parsed.success) return v2Fail(2002, 'invalid field value in `accountType`');
        const { subUids, accountType, activation } = parsed.data;
        const items = subUidsOf(subUids).map(({ text, uid: subUid }) => {
          const found = ownSubAccount(db.subAccounts, uid, subUid);
          if (!found) return { subUid: text, accountType, errCode: calls.SUB_USER_FORBIDDEN.code, errMessage: calls.SUB_USER_FORBIDDEN.message };
          if (accountType === 'isolated-margin') found.margin = authorityOf(activation);
          else found.superMargin = authorityOf(activation);
          return { subUid: text, accountType, activation: activationOf(accountType === 'isolated-margin' ? found.margin : found.superMargin) };
        });
        return v2Ok(items, { ok: true });
      }),
    ),

    // POST `subUser.transferability` {subUids, accountType?, transferrable} → [{subUid (number), accountType, transferrable | errCode}]
    route(
      base,
      calls.transferability,
      asProUser(async (uid, request) => {
        if (!isParent(uid)) return forbidden();
        const parsed = calls.transferabilityRequestSchema.safeParse(await readJsonObject(request));
        if (!parsed.success) return v2Fail(2002, 'invalid field value in `transferrable`');
        const { subUids, transferrable } = parsed.data;
        const items = subUidsOf(subUids).map(({ text, uid: subUid }) => {
          const found = Number.isInteger(subUid) ? ownSubAccount(db.subAccounts, uid, subUid) : undefined;
          if (!found) return { subUid: Number.isInteger(subUid) ? subUid : 0, accountType: 'spot', errCode: 2002, errMessage: `invalid field value in \`${text}\`` };
          found.transferable = transferrable;
          return { subUid, accountType: 'spot', transferrable };
        });
        return v2Ok(items, { ok: true });
      }),
    ),

    // GET `subUser.subUserAccountList`?subUid= → {uid, deductMode, list}
    route(
      base,
      calls.subUserAccountList,
      asProUser((uid, request) => {
        const found = querySub(uid, request);
        if (found instanceof Response) return found;
        const spot = spotOf(found.uid);
        const status = found.locked ? ('locked' as const) : ('normal' as const);
        return v2Ok({
          uid: found.uid,
          deductMode: 'master',
          list: [
            { accountType: 'isolated-margin', activation: activationOf(found.margin) },
            { accountType: 'cross-margin', activation: activationOf(found.superMargin) },
            { accountType: 'spot', activation: 'activated' as const, transferrable: found.transferable, accountIds: spot ? [{ accountId: spot.id, accountStatus: status }] : [] },
          ],
        });
      }),
    ),

    // POST `subUser.subUserTransfer` {sub-uid, currency, amount, type} → {status:'ok', data: id}; spot ⇄ spot, both legs in the ledger
    route(
      base,
      calls.subUserTransfer,
      asProUser(async (uid, request) => {
        if (!isParent(uid)) return proFail('base-operation-forbidden', 'Sub users may not transfer between parent and sub users');
        const parsed = calls.subUserTransferRequestSchema.safeParse(await readJsonObject(request));
        if (!parsed.success) return proFail('validation-constraints-required', 'Field is missing or invalid');
        const body = parsed.data;
        const sub = ownSubAccount(db.subAccounts, uid, body['sub-uid']);
        if (!sub) return proFail('account-sub-user-inexistent', 'The sub user does not exist');
        let amount: Decimal;
        try {
          amount = new Decimal(String(body.amount).trim());
        } catch {
          return proFail('invalid-amount', 'invalid amount');
        }
        if (!amount.isFinite() || amount.lte(0)) return proFail('invalid-amount', 'invalid amount');
        const inbound = body.type === 'master-transfer-in';
        if (inbound && !sub.transferable) return proFail(calls.SUB_USER_TRANSFER_FORBIDDEN, 'The sub user may not transfer to the parent');
        const from = spotOf(inbound ? sub.uid : uid);
        const to = spotOf(inbound ? uid : sub.uid);
        const currency = body.currency.trim().toLowerCase();
        if (!from || !to) return proFail('account-account-id-inexistent', 'The account id does not exist');
        if (balanceOf(db.trading, from.id, currency).trade.lt(amount)) return proFail('account-transfer-balance-insufficient-error', 'Account balance is insufficient');
        const at = now();
        changeBalance(db.trading, from, currency, { trade: amount.neg() }, 'other', at);
        changeBalance(db.trading, to, currency, { trade: amount }, 'other', at);
        const state = transferStateOf(db.ledger);
        const id = state.nextId;
        state.nextId += 1;
        // One ref, a leg in each user's own ledger: each side's records show the move.
        const common = { currency, type: 'transfer' as const, subtype: body.type, ref: String(id), time: at, account: 'spot', counterpart: 'spot' };
        appendLedger(db.ledger, { ...common, uid: from.uid, accountId: from.id, amount: amount.neg() });
        appendLedger(db.ledger, { ...common, uid: to.uid, accountId: to.id, amount });
        return proOk(id);
      }),
    ),

    // GET `subUser.subUserBalances` /v1/account/accounts/{sub-uid} → [{id, type, state, list:[{currency, type, balance}]}]
    route(
      base,
      calls.subUserBalances,
      asProUser((uid, _request, params) => {
        if (!isParent(uid)) return proFail('base-operation-forbidden', 'forbidden');
        const subUid = Number(params.subUid);
        const sub = Number.isInteger(subUid) ? ownSubAccount(db.subAccounts, uid, subUid) : undefined;
        if (!sub) return proFail('account-sub-user-inexistent', 'The sub user does not exist');
        const accounts = accountsOf(db.trading, sub.uid).filter((account) => account.type !== 'borrow');
        return proOk(
          accounts.map((account) => ({
            id: account.id,
            type: account.type,
            state: account.state,
            list: [...(db.trading.balances.get(account.id) ?? [])].flatMap(([currency, row]) => [
              { currency, type: 'trade', balance: row.trade.toFixed() },
              { currency, type: 'frozen', balance: row.frozen.toFixed() },
            ]),
            ...(account.subtype ? { symbol: account.subtype } : {}),
          })),
        );
      }),
    ),

    // GET `subUser.aggregateBalance` → [{currency, type, balance}] over every sub-user (balance + frozen)
    route(
      base,
      calls.aggregateBalance,
      asProUser((uid) => {
        if (!isParent(uid)) return proFail('base-operation-forbidden', 'forbidden');
        const sums = new Map<string, Decimal>();
        for (const sub of subAccountsOf(db.subAccounts, uid)) {
          for (const account of accountsOf(db.trading, sub.uid)) {
            const type = account.type === 'borrow' ? null : account.type;
            if (!type) continue;
            for (const [currency, row] of db.trading.balances.get(account.id) ?? []) {
              const key = `${type}:${currency}`;
              sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(row.trade).plus(row.frozen));
            }
          }
        }
        const rows = [...sums].map(([key, balance]) => {
          const [type = '', currency = ''] = key.split(':');
          return { currency, type, balance: balance.toFixed() };
        });
        return proOk(rows);
      }),
    ),
  ];
}
