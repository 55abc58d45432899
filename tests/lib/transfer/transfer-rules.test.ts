// lib/transfer: the allowed pairs (one side spot), the kinds a user is offered (sub-users without
// otc, margin by authority), the transferable amounts (spot, c2c, margin), the form's checks, the
// wire call per pair, and the query parameters.

import { describe, expect, it } from 'vitest';
import {
  defaultTransferSides,
  applyTransfer,
  checkTransfer,
  closedTransferKinds,
  checkPointTransfer,
  checkTransferAmount,
  isAllowedPair,
  pickSide,
  POINT_TEXTS,
  precisionMessage,
  readTransferParams,
  sidesWithin,
  supportsCurrency,
  swapSides,
  TRANSFER_KINDS,
  TRANSFER_TEXTS,
  transferableOf,
  transferKindsFor,
  transferQuery,
  transferRoute,
  transferType,
  type TransferForm,
} from '@/lib/transfer';

describe('allowed pairs', () => {
  it('moves money only through spot, never to the same account', () => {
    expect(isAllowedPair('spot', 'margin')).toBe(true);
    expect(isAllowedPair('dm', 'spot')).toBe(true);
    expect(isAllowedPair('margin', 'otc')).toBe(false);
    expect(isAllowedPair('spot', 'spot')).toBe(false);
    for (const kind of TRANSFER_KINDS) expect(isAllowedPair(kind, kind)).toBe(false);
  });

  it('picking a non-spot account while the other side is not spot puts spot on the other side', () => {
    expect(pickSide({ from: 'spot', to: 'margin' }, 'from', 'otc')).toEqual({ from: 'otc', to: 'spot' });
    expect(pickSide({ from: 'dm', to: 'spot' }, 'to', 'swap')).toEqual({ from: 'spot', to: 'swap' });
    expect(pickSide({ from: 'spot', to: 'margin' }, 'to', 'linear')).toEqual({ from: 'spot', to: 'linear' });
  });

  it('picking the account the other side holds swaps the sides', () => {
    expect(pickSide({ from: 'spot', to: 'margin' }, 'from', 'margin')).toEqual({ from: 'margin', to: 'spot' });
    expect(pickSide({ from: 'otc', to: 'spot' }, 'to', 'otc')).toEqual({ from: 'spot', to: 'otc' });
    expect(swapSides({ from: 'spot', to: 'dm' })).toEqual({ from: 'dm', to: 'spot' });
  });

  it('keeps sides within the offered kinds', () => {
    const all = [...TRANSFER_KINDS];
    expect(sidesWithin({}, all)).toEqual({ from: 'spot', to: 'margin' });
    expect(sidesWithin({ from: 'margin' }, all)).toEqual({ from: 'margin', to: 'spot' });
    expect(sidesWithin({ from: 'otc', to: 'margin' }, all)).toEqual({ from: 'otc', to: 'spot' });
    expect(sidesWithin({ from: 'spot', to: 'spot' }, all)).toEqual({ from: 'spot', to: 'margin' });
    expect(sidesWithin({ from: 'otc' }, ['spot', 'dm', 'swap'])).toEqual({ from: 'spot', to: 'dm' });
  });
});

describe('kinds offered', () => {
  it('a main user sees every kind', () => {
    expect(transferKindsFor({ userType: 1 })).toEqual([...TRANSFER_KINDS]);
  });

  it('a sub-user never sees otc, and margin only with its authority open', () => {
    expect(transferKindsFor({ userType: 2 })).toEqual(['spot', 'dm', 'swap', 'linear']);
    expect(transferKindsFor({ userType: 2, authorities: { margin: 'open', 'super-margin': 'open' } })).toEqual(['spot', 'margin', 'superMargin', 'dm', 'swap', 'linear']);
    expect(transferKindsFor({ userType: 2, authorities: { margin: 'open', 'super-margin': null } })).not.toContain('superMargin');
  });

  it('tells a sub-user why each missing kind is missing, and a main user nothing', () => {
    expect(closedTransferKinds({ userType: 1 })).toEqual([]);
    expect(closedTransferKinds({ userType: 2, authorities: { margin: 'open' } })).toEqual([
      { kind: 'superMargin', reason: '子账户未开通杠杆交易权限' },
      { kind: 'otc', reason: '子账户不支持法币交易' },
      { kind: 'c2cBorrow', reason: '子账户不支持C2C借贷' },
    ]);
  });
});

describe('transferable amounts', () => {
  it('spot and the product accounts: the available, cut to the precision', () => {
    expect(transferableOf({ kind: 'spot', available: '10.123456789' })).toEqual({ amount: '10.12345678', blocked: null });
    expect(transferableOf({ kind: 'dm', available: '-1' }).amount).toBe('0');
    expect(transferableOf({ kind: 'otc', available: '3.5' }, 0).amount).toBe('3');
  });

  it('c2c: the smaller of available and transferOutLimit, nothing under withdrawRisk', () => {
    expect(transferableOf({ kind: 'c2cBorrow', available: '800', transferOutLimit: '600', withdrawRisk: false })).toEqual({ amount: '600', blocked: null });
    expect(transferableOf({ kind: 'c2cBorrow', available: '100', transferOutLimit: '600', withdrawRisk: false }).amount).toBe('100');
    expect(transferableOf({ kind: 'c2cBorrow', available: '1', transferOutLimit: '1', withdrawRisk: true })).toEqual({ amount: '0', blocked: TRANSFER_TEXTS.c2cRisk });
  });

  it('margin: the available less what is owed in that currency', () => {
    expect(transferableOf({ kind: 'margin', available: '5000', loan: '0', interest: '0' }).amount).toBe('5000');
    expect(transferableOf({ kind: 'margin', available: '5000', loan: '1000', interest: '1.5' }).amount).toBe('3998.5');
    expect(transferableOf({ kind: 'superMargin', available: '10', loan: '20', interest: '0' }).amount).toBe('0');
  });

  it('a confirmed move changes both sides by its amount', () => {
    expect(applyTransfer({ kind: 'spot', available: '10' }, '-2.5')).toEqual({ kind: 'spot', available: '7.5' });
    expect(applyTransfer({ kind: 'margin', available: '1', loan: '0', interest: '0' }, '2.5')).toMatchObject({ available: '3.5' });
    expect(applyTransfer({ kind: 'c2cBorrow', available: '800', transferOutLimit: '600', withdrawRisk: false }, '-100')).toMatchObject({ available: '700', transferOutLimit: '500' });
  });
});

describe('form checks', () => {
  const limits = { transferable: { amount: '100', blocked: null }, precision: 8 };
  const form = (extra: Partial<TransferForm> = {}): TransferForm => ({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt', amount: '10', ...extra });

  it('refuses the same account on both sides and two non-spot accounts', () => {
    expect(checkTransfer(form({ to: 'spot' }), limits)).toEqual({ ok: false, field: 'accounts', message: TRANSFER_TEXTS.sameAccount });
    expect(checkTransfer(form({ from: 'otc' }), limits)).toEqual({ ok: false, field: 'accounts', message: TRANSFER_TEXTS.notThroughSpot });
  });

  it('asks for the currency and the isolated pair', () => {
    expect(checkTransfer(form({ currency: '' }), limits)).toMatchObject({ field: 'currency', message: TRANSFER_TEXTS.currencyRequired });
    expect(checkTransfer(form({ symbol: '' }), limits)).toMatchObject({ field: 'symbol', message: TRANSFER_TEXTS.symbolRequired });
    expect(checkTransfer(form({ to: 'otc', symbol: '' }), limits)).toEqual({ ok: true, amount: '10' });
  });

  it('checks the amount: empty, zero, above transferable, beyond the precision, full-width digits', () => {
    expect(checkTransferAmount('', limits)).toMatchObject({ ok: false, message: TRANSFER_TEXTS.amountRequired });
    expect(checkTransferAmount('0', limits)).toMatchObject({ ok: false, message: TRANSFER_TEXTS.amountNotPositive });
    expect(checkTransferAmount('0.000', limits)).toMatchObject({ ok: false, message: TRANSFER_TEXTS.amountNotPositive });
    expect(checkTransferAmount('-1', limits)).toMatchObject({ ok: false, message: TRANSFER_TEXTS.amountNotPositive });
    expect(checkTransferAmount('abc', limits)).toMatchObject({ ok: false, message: '请输入有效的数字' });
    expect(checkTransferAmount('100.00000001', limits)).toMatchObject({ ok: false, message: TRANSFER_TEXTS.aboveTransferable });
    expect(checkTransferAmount('1.123456789', limits)).toMatchObject({ ok: false, message: precisionMessage(8) });
    expect(checkTransferAmount('1.1234', { ...limits, precision: 2 })).toMatchObject({ ok: false, message: '最多支持2位小数' });
    expect(checkTransferAmount('１００', limits)).toEqual({ ok: true, amount: '100' });
    expect(checkTransferAmount('５。５０', limits)).toEqual({ ok: true, amount: '5.5' });
    expect(checkTransferAmount('1', { transferable: { amount: '0', blocked: TRANSFER_TEXTS.c2cRisk } })).toMatchObject({ ok: false, message: TRANSFER_TEXTS.c2cRisk });
  });
});

describe('wire call per pair', () => {
  it('margin, cross, futures, v2 and generic', () => {
    expect(transferRoute('spot', 'margin')).toEqual({ call: 'margin', direction: 'in' });
    expect(transferRoute('margin', 'spot')).toEqual({ call: 'margin', direction: 'out' });
    expect(transferRoute('superMargin', 'spot')).toEqual({ call: 'cross', direction: 'out' });
    expect(transferRoute('spot', 'dm')).toEqual({ call: 'futures', type: 'pro-to-futures' });
    expect(transferRoute('dm', 'spot')).toEqual({ call: 'futures', type: 'futures-to-pro' });
    expect(transferRoute('spot', 'linear', 'usdt')).toEqual({ call: 'v2', from: 'spot', to: 'linear-swap', marginAccount: 'USDT' });
    expect(transferRoute('swap', 'spot', 'btc')).toEqual({ call: 'v2', from: 'swap', to: 'spot', marginAccount: 'BTC-USD' });
    expect(transferRoute('otc', 'spot', 'usdt')).toEqual({ call: 'v2', from: 'otc', to: 'spot', marginAccount: null });
    expect(transferRoute('c2cBorrow', 'spot')).toEqual({ call: 'generic', fromType: 'borrow', toType: 'spot' });
    expect(transferRoute('otc', 'margin')).toBeNull();
  });

  it('names the ledger subtype as HTX transferType', () => {
    expect(transferType('spot', 'margin')).toBe('spot-to-margin');
    expect(transferType('dm', 'spot')).toBe('futures-to-spot');
    expect(transferType('spot', 'swap')).toBe('dm-spot-to-swap');
    expect(transferType('linear', 'spot')).toBe('linear-swap-to-spot');
    expect(transferType('spot', 'superMargin')).toBe('spot-to-super-margin');
  });

  it('knows which currencies an account holds', () => {
    expect(supportsCurrency('linear', 'usdt')).toBe(true);
    expect(supportsCurrency('linear', 'btc')).toBe(false);
    expect(supportsCurrency('dm', 'usdt')).toBe(false);
    expect(supportsCurrency('margin', 'btc', 'btcusdt')).toBe(true);
    expect(supportsCurrency('margin', 'eth', 'btcusdt')).toBe(false);
    expect(supportsCurrency('margin', 'btc', '')).toBe(false);
    expect(supportsCurrency('spot', 'ht')).toBe(true);
  });
});

describe('query parameters', () => {
  it('reads the kinds, currency and pair; ignores what is not one', () => {
    expect(readTransferParams(new URLSearchParams('from=margin&to=spot&currency=BTC&symbol=btcusdt'))).toEqual({ from: 'margin', to: 'spot', currency: 'btc', symbol: 'btcusdt' });
    expect(readTransferParams({ from: 'mining', currency: '<x>', symbol: ['ethusdt', 'x'] })).toEqual({ currency: '', symbol: 'ethusdt' });
    expect(transferQuery({ from: 'spot', currency: 'usdt' })).toBe('?from=spot&currency=usdt');
    expect(transferQuery({})).toBe('');
  });
});

describe('point transfer checks', () => {
  it('the receiving uid: required, digits (full-width normalised), not oneself', () => {
    const context = { ownUid: 10033, balance: '120.5' };
    expect(checkPointTransfer({ toUid: '', amount: '1' }, context)).toMatchObject({ field: 'toUid', message: POINT_TEXTS.toUidRequired });
    expect(checkPointTransfer({ toUid: 'abc', amount: '1' }, context)).toMatchObject({ field: 'toUid', message: POINT_TEXTS.toUidInvalid });
    expect(checkPointTransfer({ toUid: '10033', amount: '1' }, context)).toMatchObject({ field: 'toUid', message: POINT_TEXTS.toSelf });
    expect(checkPointTransfer({ toUid: '１０００１', amount: '１' }, context)).toEqual({ ok: true, toUid: '10001', amount: '1' });
  });

  it('the amount: positive, at most 8 decimals, within the balance', () => {
    const context = { ownUid: 10033, balance: '120.5' };
    expect(checkPointTransfer({ toUid: '10001', amount: '0' }, context)).toMatchObject({ field: 'amount', message: TRANSFER_TEXTS.amountNotPositive });
    expect(checkPointTransfer({ toUid: '10001', amount: '0.123456789' }, context)).toMatchObject({ field: 'amount', message: '最多支持8位小数' });
    expect(checkPointTransfer({ toUid: '10001', amount: '120.6' }, context)).toMatchObject({ field: 'amount', message: POINT_TEXTS.aboveBalance });
    expect(checkPointTransfer({ toUid: '10001', amount: '120.5' }, context)).toMatchObject({ ok: true });
  });
});

describe('the pair the screen opens with', () => {
  const all = [...TRANSFER_KINDS];

  it('a new user with only spot and otc: spot → otc, never an isolated-margin account they do not have', () => {
    const held = { margin: false, superMargin: false, otc: true, dm: true, swap: true, linear: true, c2cBorrow: false };
    expect(defaultTransferSides(all, held)).toEqual({ sides: { from: 'spot', to: 'otc' }, receivable: true, pending: false });
  });

  it('a trader holding isolated margin opens on it', () => {
    expect(defaultTransferSides(all, { margin: true })).toEqual({ sides: { from: 'spot', to: 'margin' }, receivable: true, pending: false });
  });

  it('waits while an earlier kind is unknown, and moves on once it is known not held', () => {
    expect(defaultTransferSides(all, { margin: null, superMargin: true }).pending).toBe(true);
    expect(defaultTransferSides(all, { margin: false, superMargin: true }).sides).toEqual({ from: 'spot', to: 'superMargin' });
  });

  it('says when no account can receive', () => {
    const none = Object.fromEntries(all.map((kind) => [kind, false]));
    const result = defaultTransferSides(all, none);
    expect(result.receivable).toBe(false);
    expect(result.pending).toBe(false);
    expect(defaultTransferSides(['spot'], {}).receivable).toBe(false);
  });

  it('keeps the pair a link asked for or the user picked', () => {
    expect(defaultTransferSides(all, { margin: false, otc: true }, { from: 'spot', to: 'margin' })).toEqual({ sides: { from: 'spot', to: 'margin' }, receivable: true, pending: false });
    expect(defaultTransferSides(all, { linear: true }, { from: 'linear' }).sides).toEqual({ from: 'linear', to: 'spot' });
  });
});
