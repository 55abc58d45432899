import { describe, expect, it } from 'vitest';
import { ACCOUNT_KINDS, type AccountKind } from '@/lib/assets/account-kinds';
import { classifyWalletFailure, isDeprecatedUser } from '@/lib/assets/wallet-errors';

const MESSAGE = '系统繁忙';

function stateOf(kind: AccountKind, code: number | string): string {
  return classifyWalletFailure(kind, code, MESSAGE).state;
}

describe('classifyWalletFailure: derivatives', () => {
  it('a super-margin account that does not exist is not open; another failure is a dead wallet', () => {
    expect(classifyWalletFailure('superMargin', 'account-account-id-inexistent', MESSAGE)).toEqual({ state: 'not-open', toast: null });
    expect(stateOf('superMargin', 'account-get-accounts-inexistent-error')).toBe('not-open');
    expect(stateOf('superMargin', 'base-system-error')).toBe('dead');
    expect(stateOf('spot', 'account-account-id-inexistent')).toBe('dead');
  });

  it('1220 is not-open for dm, swap, linear and option', () => {
    for (const kind of ['dm', 'swap', 'linear', 'option'] as const) {
      expect(classifyWalletFailure(kind, 1220, MESSAGE)).toEqual({ state: 'not-open', toast: null });
    }
  });

  it('1010 is not-open for swap, linear and option, and a dead wallet for dm', () => {
    expect(['swap', 'linear', 'option'].map((kind) => stateOf(kind as AccountKind, 1010))).toEqual(['not-open', 'not-open', 'not-open']);
    expect(stateOf('dm', 1010)).toBe('dead');
  });

  it('1011 empties dm and swap, toasting the message only when asked', () => {
    for (const kind of ['dm', 'swap'] as const) {
      expect(classifyWalletFailure(kind, 1011, MESSAGE)).toEqual({ state: 'empty', toast: null });
      expect(classifyWalletFailure(kind, 1011, MESSAGE, { toastOnEmpty: true })).toEqual({ state: 'empty', toast: MESSAGE });
      expect(classifyWalletFailure(kind, 1011, '  ', { toastOnEmpty: true })).toEqual({ state: 'empty', toast: null });
    }
  });

  it('1011 is not-open for linear and option, asked or not', () => {
    expect(classifyWalletFailure('linear', 1011, MESSAGE, { toastOnEmpty: true })).toEqual({ state: 'not-open', toast: null });
    expect(classifyWalletFailure('option', '1011', MESSAGE)).toEqual({ state: 'not-open', toast: null });
  });

  it('reads codes sent as text', () => {
    expect(stateOf('swap', ' 1010 ')).toBe('not-open');
    expect(stateOf('dm', '1220')).toBe('not-open');
  });

  it('any other failure kills the wallet silently', () => {
    for (const kind of ['dm', 'swap', 'linear', 'option'] as const) {
      expect(classifyWalletFailure(kind, 500, MESSAGE)).toEqual({ state: 'dead', toast: null });
      expect(classifyWalletFailure(kind, null, MESSAGE)).toEqual({ state: 'dead', toast: null });
    }
  });
});

describe('classifyWalletFailure: other kinds', () => {
  it('gridding 300003 is an empty wallet; other gridding failures are dead', () => {
    expect(classifyWalletFailure('gridding', 300003, MESSAGE)).toEqual({ state: 'empty', toast: null });
    expect(classifyWalletFailure('gridding', '300003', MESSAGE, { toastOnEmpty: true })).toEqual({ state: 'empty', toast: null });
    expect(stateOf('gridding', 1220)).toBe('dead');
  });

  it('an otc failure is dead and toasts its message', () => {
    expect(classifyWalletFailure('otc', 500, MESSAGE)).toEqual({ state: 'dead', toast: MESSAGE });
    expect(classifyWalletFailure('otc', 1220, ` ${MESSAGE} `)).toEqual({ state: 'dead', toast: MESSAGE });
    expect(classifyWalletFailure('otc', 500, '')).toEqual({ state: 'dead', toast: null });
    expect(classifyWalletFailure('otc', undefined, undefined)).toEqual({ state: 'dead', toast: null });
  });

  it('the derivatives and gridding codes mean nothing special for the other kinds', () => {
    const others = ACCOUNT_KINDS.filter((kind) => !['dm', 'swap', 'linear', 'option', 'gridding', 'otc'].includes(kind));
    for (const kind of others) {
      for (const code of [1220, 1010, 1011, 300003, 500]) {
        expect(classifyWalletFailure(kind, code, MESSAGE, { toastOnEmpty: true })).toEqual({ state: 'dead', toast: null });
      }
    }
  });
});

describe('isDeprecatedUser', () => {
  it('is true for code 10009 only', () => {
    expect(isDeprecatedUser(10009)).toBe(true);
    expect(isDeprecatedUser('10009')).toBe(true);
    expect(isDeprecatedUser(200)).toBe(false);
    expect(isDeprecatedUser('')).toBe(false);
    expect(isDeprecatedUser(null)).toBe(false);
  });
});
