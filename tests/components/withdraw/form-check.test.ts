// The withdraw form's checks and figures on lib/wallet's rules: fee by type, 到账数量, 全部,
// the whitelist refusal, the look-alike and other-chain offers, and each field's message.

import { describe, expect, it } from 'vitest';
import {
  addressCaseSensitive,
  feeOf,
  lookalikesOf,
  maxOf,
  otherChainsOf,
  receivedOf,
  whitelistRefusal,
  withdrawFormErrors,
  type WithdrawContext,
  type WithdrawFormValues,
} from '@/components/withdraw/form-check';
import type { ChainInfo } from '@/lib/wallet';
import type { BookEntry } from '@/lib/wallet-book';

const ERC: ChainInfo = {
  chain: 'usdterc20', currency: 'usdt', displayName: 'ERC20', isDefault: true, visible: true, depositEnable: true, withdrawEnable: true,
  addressRegex: '^0x[0-9a-fA-F]{40}$', withdrawPrecision: 6, minWithdrawAmount: '2', maxWithdrawAmount: '1000', feeType: 'fixed', fixedFee: '1',
};
const TRC: ChainInfo = { ...ERC, chain: 'trc20usdt', displayName: 'TRC20', isDefault: false, addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' };
const RANGE: ChainInfo = { ...ERC, chain: 'btc', currency: 'btc', feeType: 'range', fixedFee: null, minFee: '0.0004', maxFee: '0.001', withdrawPrecision: 8 };
const RATIO: ChainInfo = { ...ERC, feeType: 'proportion', fixedFee: null, feeRate: '0.002', minFee: '1', maxFee: '50' };
const TAGGED: ChainInfo = { ...ERC, chain: 'xrp', currency: 'xrp', addrWithTag: true, addressRegex: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', tagRegex: '^[0-9]{1,10}$' };

const BOOK: BookEntry[] = [
  { id: '1', currency: 'usdt', chain: 'usdterc20', alias: 'tom', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', addedAt: 0, whiteAt: 0, status: 'white' },
  { id: '2', currency: 'usdt', chain: 'usdterc20', alias: 'new', address: '0x1111111111222222222233333333334444444444', tag: '', addedAt: 1000, whiteAt: 1000, status: 'white-delaying' },
];

function ctx(chain: ChainInfo | null, extra: Partial<WithdrawContext> = {}): WithdrawContext {
  return { currency: chain?.currency ?? 'usdt', chain, chains: [ERC, TRC], available: '100', quota: null, book: BOOK, usable: [BOOK[0] as BookEntry], settings: { enabled: false, delayHours: 24 }, history: [], now: 2000, ...extra };
}

function values(extra: Partial<WithdrawFormValues> = {}): WithdrawFormValues {
  return { mode: 'chain', chain: 'usdterc20', bookId: '', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', amount: '10', fee: '', preferFast: false, toUser: '', poisonAck: false, ...extra };
}

describe('fees and figures', () => {
  it('fixed, range, proportion and internal', () => {
    expect(feeOf(values(), ctx(ERC))).toBe('1');
    expect(receivedOf(values({ amount: '10.5' }), ctx(ERC))).toBe('9.5');
    expect(feeOf(values({ fee: '0.0005' }), ctx(RANGE))).toBe('0.0005');
    expect(feeOf(values({ fee: '0.01' }), ctx(RANGE))).toBeNull();
    expect(feeOf(values({ amount: '1000' }), ctx(RATIO))).toBe('2');
    expect(feeOf(values({ amount: '10' }), ctx(RATIO))).toBe('1');
    expect(feeOf(values({ mode: 'internal' }), ctx(ERC))).toBe('0');
    expect(receivedOf(values({ mode: 'internal', amount: '10' }), ctx(ERC))).toBe('10');
  });

  it('全部 is the available balance capped by the quota and the per-request maximum', () => {
    expect(maxOf(values(), ctx(ERC))).toBe('100');
    expect(maxOf(values(), ctx(ERC, { quota: { remainDailyQuota: '40' } }))).toBe('40');
    expect(maxOf(values(), ctx(ERC, { available: '5000' }))).toBe('1000');
  });
});

describe('addresses', () => {
  it('refuses, with the whitelist on, an address not in the book or still in its delay', () => {
    const on = { settings: { enabled: true, delayHours: 24 } };
    expect(whitelistRefusal(values(), ctx(ERC, on))).toBeNull();
    expect(whitelistRefusal(values({ address: '0x9999999999999999999999999999999999999999' }), ctx(ERC, on))).toBe('已开启提币白名单，仅可提币至地址簿中的白名单地址');
    expect(whitelistRefusal(values({ address: BOOK[1]?.address ?? '' }), ctx(ERC, on))).toMatch(/^白名单地址将在 .+ 后生效$/);
    expect(whitelistRefusal(values({ address: '0x9999999999999999999999999999999999999999' }), ctx(ERC))).toBeNull();
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
