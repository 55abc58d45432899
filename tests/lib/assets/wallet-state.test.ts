import { describe, expect, it } from 'vitest';
import { ACCOUNT_KINDS } from '@/lib/assets/account-kinds';
import { initialWalletState, isWalletSettled, walletStateAfterLoad } from '@/lib/assets/wallet-state';

describe('initialWalletState', () => {
  it('starts every wallet of a main user loading', () => {
    expect(ACCOUNT_KINDS.every((kind) => initialWalletState(kind, 1) === 'loading')).toBe(true);
    expect(initialWalletState('otc', undefined)).toBe('loading');
  });

  it('starts the kinds a sub-user’s page does not fetch empty', () => {
    const empty = ACCOUNT_KINDS.filter((kind) => initialWalletState(kind, 2) === 'empty');
    expect(empty.sort()).toEqual(['c2cBorrow', 'cryptoLoans', 'minepool', 'mining', 'otc']);
    expect(initialWalletState('spot', '2')).toBe('loading');
  });
});

describe('walletStateAfterLoad', () => {
  it('is loaded after an answer', () => {
    expect(walletStateAfterLoad('spot', { ok: true })).toEqual({ state: 'loaded', toast: null });
    expect(walletStateAfterLoad('swap', { ok: true })).toEqual({ state: 'loaded', toast: null });
  });

  it('takes the failure’s state and toast for the kind', () => {
    expect(walletStateAfterLoad('swap', { ok: false, code: 1010, message: '未开通' })).toEqual({ state: 'not-open', toast: null });
    expect(walletStateAfterLoad('dm', { ok: false, code: 1011, message: '空' }, { toastOnEmpty: true })).toEqual({ state: 'empty', toast: '空' });
    expect(walletStateAfterLoad('gridding', { ok: false, code: 300003 })).toEqual({ state: 'empty', toast: null });
    expect(walletStateAfterLoad('otc', { ok: false, code: 500, message: '失败' })).toEqual({ state: 'dead', toast: '失败' });
    expect(walletStateAfterLoad('spot', { ok: false, code: 'gateway-internal-error', message: 'x' })).toEqual({ state: 'dead', toast: null });
  });
});

describe('isWalletSettled', () => {
  it('is false only while loading', () => {
    expect(isWalletSettled('loading')).toBe(false);
    for (const state of ['loaded', 'not-open', 'empty', 'dead'] as const) expect(isWalletSettled(state)).toBe(true);
  });
});
