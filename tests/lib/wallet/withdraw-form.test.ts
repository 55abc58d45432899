// The withdraw form's rules on lib/wallet's: fee by type, 到账数量 and 实际扣除, 全部, the draft the
// create call sends (the fee on top of the amount, a book address by its id), the whitelist
// refusal, the look-alike and other-chain offers, and each field's message.

import { describe, expect, it } from 'vitest';
import {
  addressCaseSensitive,
  feeOf,
  lookalikesOf,
  maxOf,
  otherChainsOf,
  buildWithdrawDraft,
  figuresOf,
  whitelistRefusalOf,
  withdrawFormErrors,
  type WithdrawContext,
  type WithdrawFormValues,
} from '@/lib/wallet/withdraw-form';
import { feeFits, feeRuleOf, readWithdrawAmount, type Chain, type WithdrawFeeRule } from '@/lib/wallet';
import { NOT_WHITE_REFUSAL_TEXT, type BookEntry } from '@/lib/wallet-book';

const ERC: Chain = {
  chain: 'usdterc20', currency: 'usdt', displayName: 'ERC20', isDefault: true, visible: true, depositEnable: true, withdrawEnable: true,
  addressRegex: '^0x[0-9a-fA-F]{40}$', withdrawPrecision: 6, minWithdrawAmount: '2', maxWithdrawAmount: '1000', feeType: 'fixed', fixedFee: '1',
};
const TRC: Chain = { ...ERC, chain: 'trc20usdt', displayName: 'TRC20', isDefault: false, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' };
const RANGE: Chain = { ...ERC, chain: 'btc', currency: 'btc', feeType: 'range', fixedFee: null, minFee: '0.0004', maxFee: '0.001', withdrawPrecision: 8 };
const RATIO: Chain = { ...ERC, feeType: 'proportion', fixedFee: null, feeRate: '0.002', minFee: '1', maxFee: '50' };
const LTC: Chain = { ...ERC, chain: 'ltc', currency: 'ltc', addressRegex: null, minWithdrawAmount: '0.01', withdrawPrecision: 8, feeType: 'proportion', fixedFee: null, feeRate: '0.001', minFee: '0.001', maxFee: '0.1' };
const TAGGED: Chain = { ...ERC, chain: 'xrp', currency: 'xrp', addrWithTag: true, addressRegex: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', tagRegex: '^[0-9]{1,10}$' };

const NOW = Date.UTC(2026, 0, 1);
const BOOK: BookEntry[] = [
  { id: '1', currency: 'usdt', chain: 'usdterc20', alias: 'tom', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', addedAt: 0, whiteAt: 0, status: 'white' },
  { id: '2', currency: 'usdt', chain: 'usdterc20', alias: 'new', address: '0x1111111111222222222233333333334444444444', tag: '', addedAt: NOW - 1000, whiteAt: NOW - 1000, status: 'white-delaying' },
  { id: '3', currency: 'usdt', chain: 'usdterc20', alias: 'off', address: '0x2222222222333333333344444444445555555555', tag: '', addedAt: NOW - 3_600_000, whiteAt: null, status: 'normal' },
];

function ctx(chain: Chain | null, extra: Partial<WithdrawContext> = {}): WithdrawContext {
  return { currency: chain?.currency ?? 'usdt', chain, chains: [ERC, TRC], available: '100', quota: null, book: BOOK, settings: { enabled: false, delayHours: 24 }, history: [], now: NOW, ...extra };
}

function values(extra: Partial<WithdrawFormValues> = {}): WithdrawFormValues {
  return { mode: 'chain', chain: 'usdterc20', bookId: '', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', amount: '10', fee: '', preferFast: false, toUser: '', poisonAck: false, ...extra };
}

describe('fees and figures', () => {
  it('fixed, range, proportion and internal', () => {
    expect(feeOf(values(), ctx(ERC))).toBe('1');
    expect(figuresOf(values({ amount: '10.5' }), ctx(ERC))).toEqual({ fee: '1', arrives: '10.5', leaves: '11.5' });
    expect(feeOf(values({ fee: '0.0005' }), ctx(RANGE))).toBe('0.0005');
    expect(feeOf(values({ fee: '0.01' }), ctx(RANGE))).toBeNull();
    expect(feeOf(values({ amount: '1000' }), ctx(RATIO))).toBe('2');
    expect(feeOf(values({ amount: '10' }), ctx(RATIO))).toBe('1');
    expect(feeOf(values({ mode: 'internal' }), ctx(ERC))).toBe('0');
    expect(figuresOf(values({ mode: 'internal', amount: '10' }), ctx(ERC))).toEqual({ fee: '0', arrives: '10', leaves: '10' });
  });

  it('charges a proportional fee on top of the amount, and sends a draft whose fee fits that amount (LTC 10)', () => {
    const ltc = ctx(LTC, { chains: [LTC], available: '100' });
    const typed = values({ chain: 'ltc', address: 'LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW', amount: '10' });
    expect(figuresOf(typed, ltc)).toEqual({ fee: '0.01', arrives: '10', leaves: '10.01' });
    const draft = buildWithdrawDraft(typed, ltc, null);
    expect(draft).toMatchObject({ currency: 'ltc', chain: 'ltc', amount: '10', fee: '0.01', address: 'LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW' });
    // The server's check of the fee, on the amount it receives.
    expect(feeFits(feeRuleOf(LTC) as WithdrawFeeRule, draft?.amount, draft?.fee, LTC.withdrawPrecision)).toBe(true);
  });

  it('checks the minimum on the amount that is sent (trc20usdt: minimum 2, fee 1, typed 2)', () => {
    const trc = ctx(TRC, { chains: [ERC, TRC] });
    const typed = values({ chain: 'trc20usdt', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '2' });
    expect(withdrawFormErrors(typed, trc).amount).toBeUndefined();
    const draft = buildWithdrawDraft(typed, trc, null);
    expect(draft).toMatchObject({ amount: '2', fee: '1' });
    expect(readWithdrawAmount(draft?.amount, { currency: 'usdt', precision: 6, minAmount: TRC.minWithdrawAmount, available: '100', fee: draft?.fee }).ok).toBe(true);
    expect(withdrawFormErrors(values({ chain: 'trc20usdt', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '1.5' }), trc).amount).toBe('最小提币数量为 2 USDT');
    expect(withdrawFormErrors(values({ chain: 'trc20usdt', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '99.5' }), trc).amount).toBe('可用余额不足以支付提币数量和手续费');
  });

  it('sends a picked book entry by its id, a typed address as it is', () => {
    const picked = buildWithdrawDraft(values({ bookId: '1' }), ctx(ERC), null);
    expect(picked).toMatchObject({ addressId: '1' });
    expect(picked).not.toHaveProperty('address');
    expect(buildWithdrawDraft(values(), ctx(ERC), null)).not.toHaveProperty('verifyRiskAddress');
    expect(buildWithdrawDraft(values({ mode: 'internal', toUser: ' 10011 ' }), ctx(ERC), null)).toEqual({ currency: 'usdt', chain: 'usdterc20', amount: '10', fee: '0', toUserName: '10011' });
  });

  it('sends the risk consent only for the destination it was issued for', () => {
    const address = BOOK[0]?.address ?? '';
    const consent = { consentId: 'rc1', currency: 'usdt', chain: 'usdterc20', address, tag: '' };
    expect(buildWithdrawDraft(values(), ctx(ERC), consent)).toMatchObject({ address, verifyRiskAddress: true, riskConsentId: 'rc1' });
    const other = buildWithdrawDraft(values({ address: '0x9999999999999999999999999999999999999999' }), ctx(ERC), consent);
    expect(other).not.toHaveProperty('verifyRiskAddress');
    expect(other).not.toHaveProperty('riskConsentId');
    expect(buildWithdrawDraft(values(), ctx(ERC), { ...consent, chain: 'trc20usdt' })).not.toHaveProperty('verifyRiskAddress');
    expect(buildWithdrawDraft(values({ mode: 'internal', toUser: '10011' }), ctx(ERC), consent)).not.toHaveProperty('verifyRiskAddress');
  });

  it('全部 is the available balance less the fee on top, capped by the quota and the per-request maximum', () => {
    expect(maxOf(values(), ctx(ERC))).toBe('99');
    expect(maxOf(values(), ctx(ERC, { quota: { remainDailyQuota: '40' } }))).toBe('40');
    expect(maxOf(values(), ctx(ERC, { available: '5000' }))).toBe('1000');
  });
});

describe('addresses', () => {
  it('refuses, with the whitelist on, an address not in the book or still in its delay', () => {
    const on = { settings: { enabled: true, delayHours: 24 } };
    expect(whitelistRefusalOf(values(), ctx(ERC, on))).toBeNull();
    expect(whitelistRefusalOf(values({ address: '0x9999999999999999999999999999999999999999' }), ctx(ERC, on))?.kind).toBe('not-in-book');
    expect(whitelistRefusalOf(values({ address: BOOK[1]?.address ?? '' }), ctx(ERC, on))?.text).toMatch(/^白名单地址将在 .+ 后生效$/);
    expect(whitelistRefusalOf(values({ address: '0x9999999999999999999999999999999999999999' }), ctx(ERC))).toBeNull();
  });

  it('tells to put a book address that is off the whitelist on it, not to wait', () => {
    const refusal = whitelistRefusalOf(values({ address: BOOK[2]?.address ?? '' }), ctx(ERC, { settings: { enabled: true, delayHours: 24 } }));
    expect(refusal).toEqual({ kind: 'not-white', text: NOT_WHITE_REFUSAL_TEXT });
    expect(withdrawFormErrors(values({ address: BOOK[2]?.address ?? '' }), ctx(ERC, { settings: { enabled: true, delayHours: 24 } })).address).toBe(NOT_WHITE_REFUSAL_TEXT);
  });

  it('finds look-alikes of book and history addresses; hex chains ignore case', () => {
    const typed = '0x3b99aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa00ca';
    expect(lookalikesOf(typed, ctx(ERC)).map((match) => match.known.source)).toEqual(['book']);
    expect(lookalikesOf('Tabcd00000000000000000000000000wxyz', ctx(TRC, { history: ['Tabcd11111111111111111111111111wxyz'] })).map((match) => match.known.source)).toEqual(['history']);
    expect(lookalikesOf(BOOK[0]?.address ?? '', ctx(ERC))).toEqual([]);
    expect(addressCaseSensitive(ERC)).toBe(false);
    expect(addressCaseSensitive(TRC)).toBe(true);
    expect(addressCaseSensitive({ ...ERC, addressCaseSensitive: true })).toBe(true);
  });

  it('offers the chain a mistyped address belongs to', () => {
    expect(otherChainsOf('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', ctx(ERC)).map((chain) => chain.chain)).toEqual(['trc20usdt']);
    expect(otherChainsOf(BOOK[0]?.address ?? '', ctx(ERC))).toEqual([]);
  });
});

describe('withdrawFormErrors', () => {
  it('says each field message', () => {
    expect(withdrawFormErrors(values({ address: '', amount: '' }), ctx(ERC))).toEqual({ address: '请输入提币地址', amount: '请输入提币数量' });
    expect(withdrawFormErrors(values({ amount: '1' }), ctx(ERC)).amount).toBe('最小提币数量为 2 USDT');
    expect(withdrawFormErrors(values({ amount: '200' }), ctx(ERC)).amount).toBe('可用余额不足');
    expect(withdrawFormErrors(values({ amount: '1.1234567' }), ctx(ERC)).amount).toBe('提币数量最多 6 位小数');
    expect(withdrawFormErrors(values({ address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '' }), ctx(TAGGED, { chains: [TAGGED] })).tag).toBe('请输入地址标签（Memo/Tag），漏填将导致资产丢失');
    expect(withdrawFormErrors(values({ fee: '0.0001', chain: 'btc', address: '15PrEcqTJRn4haLeby3gJJebtyf4KgWmSd' }), ctx({ ...RANGE, addressRegex: null })).fee).toBe('手续费不能低于 0.0004 BTC');
    expect(withdrawFormErrors(values({ mode: 'internal', toUser: ' ' }), ctx(ERC))).toEqual({ toUser: '请输入收款用户的 UID、邮箱或手机号' });
  });

  it('asks for the poisoning acknowledgement until it is given', () => {
    const typed = '0x3b99aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa00ca';
    expect(withdrawFormErrors(values({ address: typed }), ctx(ERC)).poisonAck).toBe('请逐位核对地址并勾选确认');
    expect(withdrawFormErrors(values({ address: typed, poisonAck: true }), ctx(ERC)).poisonAck).toBeUndefined();
  });
});
