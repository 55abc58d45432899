// Deposit and withdraw calls of the pro family (lib/contracts/pro/deposit-withdraw.ts; the
// chosen paths and bodies in mocks/README.md "Deposit and withdraw"), on db.depositWithdraw.
// Logged-in only (the pro token). Deposits are first brought up to the mock clock, so a
// deposit confirms (and is credited, with its accounts.update push) as mock minutes pass.
// Place checks the account's security codes the way the security verification does
// (checkSecondFactors with the `withdraw` purpose) and uses them up.

import { Decimal } from 'decimal.js';
import { HttpResponse, type RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { checkSecondFactors, consumeSecondFactors } from '../auth/second-factor';
import { securityMethods } from '../auth/security';
import { db, DISABLED_COUNTRY_ID, findUser, findUserByEmail, findUserByPhone, now } from '../db';
import {
  chainJson,
  checkLimits,
  DW_CURRENCIES,
  DW_ERRORS,
  dwFailureOf,
  findByClientOrderId,
  findCurrencyRef,
  generateDagAddress,
  depositAddressOf,
  historyOf,
  recordJson,
  remainingQuota,
  resolveChain,
  riskReasonOf,
  issueRiskConsent,
  settleDeposits,
  spotAvailable,
  tinyDepositCountOf,
  whiteSettingOf,
  cancelWithdraw,
  createWithdraw,
  placeWithdraw,
  type DwError,
  type DwRecord,
} from '../db/deposit-withdraw';
import { asProUser, queryOf, readJsonObject } from '../http/request';
import { securityWithdrawRefusal } from './uc/records';
import { proFail, proOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

const WITHDRAW_CODE_PURPOSE = 'withdraw';

function isError(value: DwRecord | DwError): value is DwError {
  return 'code' in value && 'message' in value && !('id' in value);
}

function failWith(error: DwError) {
  return proFail(error.code, error.message);
}

function settled(handle: (uid: number, request: Request, params: Record<string, unknown>) => Response | Promise<Response>) {
  return asProUser((uid, request, params) => {
    settleDeposits(db.depositWithdraw, db.trading, now());
    return handle(uid, request, params);
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function missing(field: string) {
  return proFail('validation-constraints-required', `Field is missing: ${field}.`);
}

/** The receiver of an internal transfer: a uid, an email or a phone of a seeded user. */
function receiverOf(name: string): number | undefined {
  const trimmed = name.trim().replace(/^UID:/i, '');
  if (/^\d+$/.test(trimmed) && findUser(Number(trimmed))) return Number(trimmed);
  return (findUserByEmail(trimmed) ?? findUserByPhone(trimmed))?.uid;
}

/** Section 6: a sub-user (WALLET.md 1: withdrawals are parent-only) and a disabled user cannot withdraw. */
function withdrawRefusal(uid: number): DwError | null {
  const user = findUser(uid);
  if (user?.user_type === 2) return DW_ERRORS.subUser;
  if (user?.country_id.includes(DISABLED_COUNTRY_ID)) return DW_ERRORS.disabledUser;
  // A frozen account, or the 24 hours after a security change (mocks/handlers/uc/records.ts).
  return securityWithdrawRefusal(uid);
}

function depositCurrencyJson() {
  return DW_CURRENCIES.map((ref) => ({
    currency_code: ref.currency,
    display_name: ref.currency.toUpperCase(),
    full_name: ref.fullName,
    weight: ref.weight,
    visible: true,
    tags: ref.tags,
    show_precision: ref.showPrecision,
  }));
}

export function depositWithdrawHandlers(base: string): RequestHandler[] {
  const state = () => db.depositWithdraw;
  return [
    // GET reference/currencies?currency= (public in HTX; no login needed here either)
    route(base, calls.referenceCurrencies, ({ request }) => {
      const currency = text(queryOf(request).get('currency')).toLowerCase();
      const list = currency ? DW_CURRENCIES.filter((ref) => ref.currency === currency) : DW_CURRENCIES;
      if (currency && list.length === 0) return v2Fail(2002, 'invalid field value in "currency"');
      return v2Ok(list.map((ref) => ({ currency: ref.currency, assetType: 1, instStatus: 'normal', chains: ref.chains.map(chainJson) })));
    }),

    route(base, calls.depositCurrencies, asProUser(() => proOk(depositCurrencyJson()))),

    // GET account/deposit/address?currency=&chain=&genDag=true
    route(
      base,
      calls.depositAddress,
      settled((uid, request) => {
        const failure = dwFailureOf(state(), uid, 'depositAddress');
        if (failure) return HttpResponse.json({ code: failure.code, success: false, message: failure.message, data: null });
        const query = queryOf(request);
        const currency = findCurrencyRef(text(query.get('currency')));
        if (!currency) return v2Fail(2002, 'invalid field value in "currency"');
        const chain = text(query.get('chain'));
        const refs = chain ? currency.chains.filter((ref) => ref.chain === chain) : currency.chains;
        if (refs.length === 0) return v2Fail(2002, 'invalid field value in "chain"');
        const generate = query.get('genDag') === 'true';
        return v2Ok(
          refs.map((ref) => {
            const address = generate && ref.kind === 'iota' ? generateDagAddress(state(), uid, ref) : depositAddressOf(state(), uid, ref);
            return { userId: uid, currency: ref.currency, address: address.address, addressTag: address.tag, chain: ref.chain };
          }),
        );
      }),
    ),

    route(
      base,
      calls.tinyDepositCount,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const ref = resolveChain(text(query.get('currency')), text(query.get('chain')) || undefined);
        if (!ref) return failWith(DW_ERRORS.chain);
        return proOk({ currency: ref.currency, chain: ref.chain, count: tinyDepositCountOf(state(), uid, ref.currency, ref.chain), minDepositAmt: ref.minDeposit });
      }),
    ),

    route(
      base,
      calls.userAlert,
      asProUser((uid, request) => {
        const alertId = Number(queryOf(request).get('alertId') ?? '1');
        if (!Number.isInteger(alertId)) return proFail('invalid-parameter', '参数错误');
        return proOk({ alertId, alerted: state().alerts.has(`${uid}:${alertId}`) });
      }),
    ),

    route(
      base,
      calls.setUserAlert,
      asProUser(async (uid, request) => {
        const body = await readJsonObject(request);
        const alertId = body?.alertId === undefined ? 1 : Number(body.alertId);
        if (!Number.isInteger(alertId)) return proFail('invalid-parameter', '参数错误');
        state().alerts.add(`${uid}:${alertId}`);
        return proOk({ alertId, alerted: true });
      }),
    ),

    // GET account/withdraw/quota?currency= : WALLET.md 4, every chain of the currency
    route(
      base,
      calls.withdrawQuota,
      asProUser((uid, request) => {
        const currency = findCurrencyRef(text(queryOf(request).get('currency')));
        if (!currency) return v2Fail(2002, 'invalid field value in "currency"');
        const at = now();
        return v2Ok({
          currency: currency.currency,
          chains: currency.chains.map((ref) => ({
            chain: ref.chain,
            maxWithdrawAmt: ref.maxWithdraw,
            withdrawQuotaPerDay: ref.quotaPerDay,
            remainWithdrawQuotaPerDay: remainingQuota(state(), uid, ref, at).toFixed(),
            withdrawQuotaPerYear: '-1',
            remainWithdrawQuotaPerYear: '-1',
            withdrawQuotaTotal: '-1',
            remainWithdrawQuotaTotal: '-1',
          })),
        });
      }),
    ),

    route(
      base,
      calls.withdrawInfo,
      asProUser((uid, request) => {
        const failure = dwFailureOf(state(), uid, 'withdrawInfo');
        if (failure) return proFail(String(failure.code), failure.message);
        const query = queryOf(request);
        const ref = resolveChain(text(query.get('currency')), text(query.get('chain')) || undefined);
        if (!ref) return failWith(DW_ERRORS.chain);
        const white = whiteSettingOf(state(), uid);
        return proOk({
          currency: ref.currency,
          chain: ref.chain,
          feeType: ref.feeType,
          dynamicSwitch: ref.isDynamic === true,
          fee: ref.fee ?? null,
          minFee: ref.minFee ?? null,
          maxFee: ref.maxFee ?? null,
          feeRate: ref.feeRate ?? null,
          minWithdrawAmt: ref.minWithdraw,
          maxWithdrawAmt: ref.maxWithdraw,
          withdrawPrecision: ref.precision,
          available: spotAvailable(db.trading, uid, ref.currency).toFixed(),
          withdrawQuotaPerDay: ref.quotaPerDay,
          remainWithdrawQuotaPerDay: remainingQuota(state(), uid, ref, now()).toFixed(),
          addrWithTag: ref.addrWithTag,
          withdrawEnable: ref.withdrawEnable,
          suspendWithdrawDesc: ref.suspendWithdrawDesc,
          WhiteWithdrawAddressEnable: white.enabled,
          WhiteWithdrawAddressDelayTime: white.delayHours,
        });
      }),
    ),

    route(
      base,
      calls.withdrawLimitCheck,
      asProUser(async (uid, request) => {
        const body = await readJsonObject(request);
        const ref = resolveChain(text(body?.currency), text(body?.chain) || undefined);
        if (!ref) return failWith(DW_ERRORS.chain);
        const amountText = text(body?.amount);
        if (!/^\d+(\.\d+)?$/.test(amountText)) return failWith(DW_ERRORS.amount);
        const amount = new Decimal(amountText);
        const error = checkLimits(state(), uid, ref, amount, now());
        if (error) return failWith(error);
        return proOk({ currency: ref.currency, chain: ref.chain, amount: amount.toFixed(), remainWithdrawQuotaPerDay: remainingQuota(state(), uid, ref, now()).toFixed() });
      }),
    ),

    route(
      base,
      calls.withdrawRiskCheck,
      asProUser(async (uid, request) => {
        const body = await readJsonObject(request);
        const address = text(body?.address);
        if (!address) return missing('address');
        const reason = riskReasonOf(state(), address);
        if (reason === undefined) return proOk({ address, risky: false, reason: '', actions: [], consentId: null });
        // The consent is for exactly this destination (the chain as resolved, so create compares alike).
        const currency = text(body?.currency).toLowerCase();
        const chain = resolveChain(currency, text(body?.chain) || undefined)?.chain ?? text(body?.chain);
        const consentId = issueRiskConsent(state(), uid, { currency, chain, address, tag: text(body?.addrTag) });
        return proOk({ address, risky: true, reason, actions: ['verifyRiskAddress'], consentId });
      }),
    ),

    // POST withdraw-virtual/create: phase one, the order in `verifying`
    route(
      base,
      calls.withdrawCreate,
      settled(async (uid, request) => {
        const body = await readJsonObject(request);
        if (!body) return proFail('invalid-parameter', 'invalid json');
        const refusal = withdrawRefusal(uid);
        if (refusal) return failWith(refusal);
        const toExchange = body.toExchange === true;
        const toUserName = text(body.toUserName);
        if (!text(body.currency)) return missing('currency');
        if (!text(body.amount)) return missing('amount');
        const addressId = body.addressId === undefined || body.addressId === null ? undefined : Number(body.addressId);
        if (addressId !== undefined && !Number.isSafeInteger(addressId)) return failWith(DW_ERRORS.addressId);
        if (!toExchange && !text(body.address) && addressId === undefined) return missing('address');
        let toUid: number | undefined;
        if (toExchange) {
          toUid = receiverOf(toUserName || text(body.address));
          if (toUid === undefined || toUid === uid) return failWith(DW_ERRORS.user);
        }
        const result = createWithdraw(
          state(),
          db.trading,
          {
            uid,
            currency: text(body.currency),
            chain: text(body.chain) || undefined,
            amount: text(body.amount),
            fee: text(body.fee) || (toExchange ? '0' : ''),
            address: text(body.address),
            tag: text(body['addr-tag']),
            ...(toExchange ? {} : { addressId }),
            clientOrderId: text(body['client-order-id']) || undefined,
            toUid,
            preferFast: body.preferFast === true,
            verifyRiskAddress: body.verifyRiskAddress === true,
            riskConsentId: text(body.riskConsentId) || undefined,
          },
          now(),
        );
        return isError(result) ? failWith(result) : proOk(result.id);
      }),
    ),

    // POST withdraw-virtual/:id/place {email_code?, sms_code?, ga_code?}
    route(
      base,
      calls.withdrawPlace,
      settled(async (uid, request, params) => {
        const user = findUser(uid);
        const body = (await readJsonObject(request)) ?? {};
        if (!user) return proFail('login-required', 'login required');
        const codes = { email_code: text(body.email_code) || undefined, sms_code: text(body.sms_code) || undefined, ga_code: text(body.ga_code) || undefined };
        const methods = securityMethods(user, 'withdraw');
        const codeError = checkSecondFactors(user, methods, codes, { purpose: WITHDRAW_CODE_PURPOSE });
        if (codeError) return proFail(String(codeError.code), codeError.message);
        const result = placeWithdraw(state(), db.trading, uid, Number(params.id), now());
        if (isError(result)) return failWith(result);
        consumeSecondFactors(user, methods, WITHDRAW_CODE_PURPOSE);
        return proOk(result.id);
      }),
    ),

    route(
      base,
      calls.withdrawCancel,
      asProUser((uid, _request, params) => {
        const result = cancelWithdraw(state(), db.trading, uid, Number(params.id), now());
        return isError(result) ? failWith(result) : proOk(result.id);
      }),
    ),

    route(
      base,
      calls.withdrawByClientOrderId,
      asProUser((uid, request) => {
        const clientOrderId = text(queryOf(request).get('clientOrderId'));
        if (!clientOrderId) return missing('clientOrderId');
        const record = findByClientOrderId(state(), uid, clientOrderId);
        return proOk(record ? recordJson(record, now()) : null);
      }),
    ),

    // GET query/deposit-withdraw?type=&currency=&from=&size=&direct=
    route(
      base,
      calls.depositWithdrawHistory,
      settled((uid, request) => {
        const query = queryOf(request);
        const type = query.get('type');
        if (type !== 'deposit' && type !== 'withdraw') return proFail('invalid-parameter', 'invalid type');
        const size = Number(query.get('size') ?? '100');
        if (!Number.isInteger(size) || size < 1 || size > 500) return proFail('invalid-parameter', 'invalid size');
        const direct = query.get('direct') ?? 'prev';
        if (direct !== 'prev' && direct !== 'next') return proFail('invalid-parameter', 'invalid direct');
        const fromText = query.get('from');
        const from = fromText && fromText !== '0' ? Number(fromText) : undefined;
        if (from !== undefined && !Number.isInteger(from)) return proFail('invalid-parameter', 'invalid from');
        const currency = text(query.get('currency')).toLowerCase() || undefined;
        const at = now();
        return proOk(historyOf(state(), { uid, type, currency, from, size, direct }).map((record) => recordJson(record, at)));
      }),
    ),

    route(
      base,
      calls.whiteOrders,
      asProUser((uid, request) => {
        const wanted = text(queryOf(request).get('state'));
        const at = now();
        const rows = historyOf(state(), { uid, type: 'withdraw', size: 500, direct: 'next' }).filter(
          (record) => record.toUid === undefined && (!wanted || record.state === wanted),
        );
        return proOk(rows.map((record) => recordJson(record, at)));
      }),
    ),
  ];
}
