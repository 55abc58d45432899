import { describe, expect, it } from 'vitest';
import {
  CLIENT_ORDER_ID_MAX_LENGTH,
  createClientOrderId,
  decideWithdrawSubmit,
  isPendingWithdraw,
  isValidClientOrderId,
  PENDING_WITHDRAW_MAX_AGE_MS,
  SHARED_PENDING_KEY_PREFIX,
  sharedPendingOf,
  type PendingWithdraw,
  withdrawAlreadyPlaced,
  withdrawDraftStorageKey,
  withdrawFormKey,
} from '@/lib/wallet/client-order-id';

const fixedBytes = (value: number) => (length: number) => new Uint8Array(length).fill(value);

describe('createClientOrderId', () => {
  it('is w, the time in base 36 and 16 random characters', () => {
    const id = createClientOrderId(1_700_000_000_000, fixedBytes(37));
    expect(id).toBe(`w${(1_700_000_000_000).toString(36)}${'1'.repeat(16)}`);
    expect(id.length).toBeLessThanOrEqual(CLIENT_ORDER_ID_MAX_LENGTH);
    expect(isValidClientOrderId(id)).toBe(true);
  });

  it('stays within 32 characters even far in the future or with a bad time', () => {
    expect(createClientOrderId(Number.MAX_SAFE_INTEGER, fixedBytes(0)).length).toBeLessThanOrEqual(32);
    expect(createClientOrderId(Number.NaN, fixedBytes(0))).toBe(`w0${'0'.repeat(16)}`);
  });

  it('differs between calls with the real random source', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createClientOrderId(1)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^w1[0-9a-z]{16}$/);
  });
});

describe('isValidClientOrderId', () => {
  it('accepts 1 to 32 letters, digits, - and _', () => {
    expect(isValidClientOrderId('a')).toBe(true);
    expect(isValidClientOrderId('A-b_9'.padEnd(32, 'x'))).toBe(true);
    expect(isValidClientOrderId('x'.repeat(33))).toBe(false);
    expect(isValidClientOrderId('')).toBe(false);
    expect(isValidClientOrderId('a b')).toBe(false);
    expect(isValidClientOrderId(12)).toBe(false);
  });
});

describe('withdrawFormKey', () => {
  const form = { currency: 'USDT', chain: 'trc20usdt', address: ' TAddr ', tag: null, amount: '1.50', fee: '1' };

  it('is the same for the same withdrawal written differently', () => {
    expect(withdrawFormKey(form)).toBe(withdrawFormKey({ ...form, currency: 'usdt', address: 'TAddr', tag: '', amount: '1.5', fee: '1.0' }));
  });

  it('differs when anything that matters differs', () => {
    const key = withdrawFormKey(form);
    expect(withdrawFormKey({ ...form, amount: '1.51' })).not.toBe(key);
    expect(withdrawFormKey({ ...form, address: 'TAddR' })).not.toBe(key);
    expect(withdrawFormKey({ ...form, tag: '1' })).not.toBe(key);
    expect(withdrawFormKey({ ...form, chain: 'usdterc20' })).not.toBe(key);
    expect(withdrawFormKey({ ...form, toExchange: true })).not.toBe(key);
    expect(withdrawFormKey({ ...form, fee: '2' })).not.toBe(key);
  });
});

describe('decideWithdrawSubmit', () => {
  const now = 1_700_000_000_000;
  const formKey = 'form-a';
  const pending: PendingWithdraw = { clientOrderId: 'wabc123', formKey, createdAt: now - 60_000 };

  it('starts anew without a usable pending id', () => {
    expect(decideWithdrawSubmit({ pending: null, formKey, now })).toEqual({ action: 'new' });
    expect(decideWithdrawSubmit({ pending: { ...pending, clientOrderId: 'bad id' }, formKey, now })).toEqual({ action: 'new' });
  });

  it('starts anew for another form or a pending id older than a day', () => {
    expect(decideWithdrawSubmit({ pending, formKey: 'form-b', now })).toEqual({ action: 'new' });
    const old = { ...pending, createdAt: now - PENDING_WITHDRAW_MAX_AGE_MS - 1 };
    expect(decideWithdrawSubmit({ pending: old, formKey, now })).toEqual({ action: 'new' });
    expect(decideWithdrawSubmit({ pending: { ...pending, createdAt: Number.NaN }, formKey, now })).toEqual({ action: 'new' });
  });

  it('looks the pending id up first', () => {
    expect(decideWithdrawSubmit({ pending, formKey, now })).toEqual({ action: 'lookup', clientOrderId: 'wabc123' });
  });

  it('reuses an existing withdrawal that is under way or done', () => {
    for (const state of ['submitted', 'reexamine', 'wallet-transfer', 'confirmed', 'something-new']) {
      expect(decideWithdrawSubmit({ pending, formKey, now, lookup: { kind: 'found', withdrawId: '700', state } })).toEqual({
        action: 'reuse',
        clientOrderId: 'wabc123',
        withdrawId: '700',
      });
    }
  });

  it('starts anew when the existing withdrawal failed or was cancelled', () => {
    for (const state of ['canceled', 'repealed', 'reject', 'wallet-reject', 'failed']) {
      expect(decideWithdrawSubmit({ pending, formKey, now, lookup: { kind: 'found', withdrawId: '700', state } })).toEqual({ action: 'new' });
    }
  });

  it('retries with the same id when not found or when the look-up failed', () => {
    expect(decideWithdrawSubmit({ pending, formKey, now, lookup: { kind: 'not-found' } })).toEqual({ action: 'retry', clientOrderId: 'wabc123' });
    expect(decideWithdrawSubmit({ pending, formKey, now, lookup: { kind: 'failed' } })).toEqual({ action: 'retry', clientOrderId: 'wabc123' });
  });

  it('honours a custom maximum age', () => {
    expect(decideWithdrawSubmit({ pending, formKey, now, maxAgeMs: 1000 })).toEqual({ action: 'new' });
  });
});

describe('isPendingWithdraw', () => {
  it('accepts only a well-formed stored value', () => {
    expect(isPendingWithdraw({ clientOrderId: 'w1', formKey: 'k', createdAt: 1 })).toBe(true);
    expect(isPendingWithdraw({ clientOrderId: 'w 1', formKey: 'k', createdAt: 1 })).toBe(false);
    expect(isPendingWithdraw({ clientOrderId: 'w1', formKey: 2, createdAt: 1 })).toBe(false);
    expect(isPendingWithdraw({ clientOrderId: 'w1', formKey: 'k', createdAt: '1' })).toBe(false);
    expect(isPendingWithdraw(null)).toBe(false);
    expect(isPendingWithdraw('w1')).toBe(false);
  });
});

describe('withdrawDraftStorageKey', () => {
  const draft = { currency: 'usdt', chain: 'usdterc20', address: '0xabc', tag: '', amount: '1.50', fee: '10' };

  it('is the same for the same draft in any tab, another for any other draft', () => {
    const key = withdrawDraftStorageKey(withdrawFormKey(draft));
    expect(key).toMatch(new RegExp(`^${SHARED_PENDING_KEY_PREFIX}[0-9a-f]{14}$`));
    expect(withdrawDraftStorageKey(withdrawFormKey({ ...draft, currency: 'USDT', amount: '1.5' }))).toBe(key);
    for (const change of [{ chain: 'trc20usdt' }, { address: '0xabd' }, { tag: '1' }, { amount: '1.51' }, { fee: '11' }, { toExchange: true }]) {
      expect(withdrawDraftStorageKey(withdrawFormKey({ ...draft, ...change }))).not.toBe(key);
    }
  });

  it('does not show the address or the amount', () => {
    const key = withdrawDraftStorageKey(withdrawFormKey(draft));
    expect(key).not.toContain('0xabc');
    expect(key).not.toContain('1.5');
  });
});

describe('sharedPendingOf', () => {
  it('reads the stored id and time for the draft, and nothing malformed', () => {
    expect(sharedPendingOf({ clientOrderId: 'w1abc', createdAt: 5 }, 'k')).toEqual({ clientOrderId: 'w1abc', formKey: 'k', createdAt: 5 });
    for (const value of [null, 'w1abc', {}, { clientOrderId: 'w1abc' }, { clientOrderId: 'bad id', createdAt: 5 }, { clientOrderId: 'w1', createdAt: Number.NaN }]) {
      expect(sharedPendingOf(value, 'k')).toBeNull();
    }
  });
});

describe('withdrawAlreadyPlaced', () => {
  it('is true once past its codes and not failed or cancelled', () => {
    for (const state of ['submitted', 'reexamine', 'pass', 'pre-transfer', 'wallet-transfer', 'confirmed']) expect(withdrawAlreadyPlaced(state)).toBe(true);
    for (const state of ['verifying', 'canceled', 'failed', 'reject', 'wallet-reject', 'repealed', 'confirm-error', null, undefined, '']) expect(withdrawAlreadyPlaced(state)).toBe(false);
  });
});
