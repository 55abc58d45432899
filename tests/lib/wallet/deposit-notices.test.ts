import { describe, expect, it } from 'vitest';
import { confirmsText, DEPOSIT_TEXTS, depositAddressStatus, depositNotices } from '@/lib/wallet/deposit-notices';
import { chainOf } from './fixtures';

describe('depositNotices', () => {
  it('words the minimum, the confirmations and the chain name', () => {
    const chain = chainOf('btc', { currency: 'btc', minDepositAmount: '0.00100', fastConfirms: 1, safeConfirms: 2 });
    expect(depositNotices(chain)).toEqual({
      chainName: 'BTC',
      minDeposit: '最小充币数量为 0.001 BTC，小于最小数量的充值将不会上账且无法退回',
      confirms: '充币需要 1 个网络确认后到账，2 个网络确认后可提币',
      tagWarning: null,
      tinyDeposit: null,
      onlyThisCurrency: DEPOSIT_TEXTS.onlyThisCurrency,
    });
  });

  it('leaves out a missing or zero minimum and missing confirmations', () => {
    const notices = depositNotices(chainOf('x', { minDepositAmount: '0', fastConfirms: 0, safeConfirms: null }));
    expect(notices.minDeposit).toBeNull();
    expect(notices.confirms).toBeNull();
    expect(depositNotices(chainOf('x', { minDepositAmount: 'abc' })).minDeposit).toBeNull();
  });

  it('warns about the tag on tag chains', () => {
    expect(depositNotices(chainOf('xrp', { addrDepositTag: true })).tagWarning).toBe(DEPOSIT_TEXTS.tagWarning);
    expect(depositNotices(chainOf('eos', { addrWithTag: true })).tagWarning).toBe(DEPOSIT_TEXTS.tagWarning);
  });

  it('tells about uncredited tiny deposits only when there are some', () => {
    expect(depositNotices(chainOf('x'), 2).tinyDeposit).toBe('您有 2 笔小于最小充币数量的充值未上账');
    for (const count of [0, -1, 1.5, null, undefined, Number.NaN]) expect(depositNotices(chainOf('x'), count).tinyDeposit).toBeNull();
  });
});

describe('confirmsText', () => {
  it('says one number when only one is known or both are the same', () => {
    expect(confirmsText(12, null)).toBe('充币需要 12 个网络确认后到账');
    expect(confirmsText(null, 64)).toBe('充币需要 64 个网络确认后到账');
    expect(confirmsText(6, 6)).toBe('充币需要 6 个网络确认后到账');
    expect(confirmsText(null, null)).toBeNull();
  });
});

describe('depositAddressStatus', () => {
  it('is loading, error or complete', () => {
    expect(depositAddressStatus({ pending: true, failed: false, address: null })).toBe('loading');
    expect(depositAddressStatus({ pending: false, failed: true, address: 'a' })).toBe('error');
    expect(depositAddressStatus({ pending: false, failed: false, address: ' ' })).toBe('error');
    expect(depositAddressStatus({ pending: false, failed: false, address: 'bc1q' })).toBe('complete');
  });
});
