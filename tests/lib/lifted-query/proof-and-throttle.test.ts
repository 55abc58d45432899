// 解冻查询's proof and throttle rules: which proof a lookup takes, what is said before it, and the
// sliding windows per account and per client.

import { describe, expect, it } from 'vitest';
import { LIFTED_PROOF_TEXTS, liftedCodeChannel, liftedMaskedSummary, liftedProofOf, maskAccount } from '@/lib/lifted-query';
import {
  LIFTED_LOOKUP_WINDOW_MS,
  LIFTED_LOOKUPS_PER_ACCOUNT,
  lookupRefusedUntil,
  lookupThrottledMessage,
  recentLookups,
} from '@/lib/lifted-query/throttle';

const T = Date.UTC(2026, 10, 25, 6, 0, 0); // 14:00 in China

describe('lifted-query proof', () => {
  it('asks for a code sent to an email or phone typed, and a login for a case number or a UID', () => {
    expect(liftedProofOf({ by: 'account', accountType: 'email' })).toBe('code');
    expect(liftedProofOf({ by: 'account', accountType: 'phone' })).toBe('code');
    expect(liftedProofOf({ by: 'account', accountType: 'uid' })).toBe('login');
    expect(liftedProofOf({ by: 'case' })).toBe('login');
    expect(liftedCodeChannel('email')).toBe('email');
    expect(liftedCodeChannel('phone')).toBe('sms');
    expect(liftedCodeChannel('uid')).toBeNull();
  });

  it('says before the proof only how many cases and whose, masked', () => {
    const text = liftedMaskedSummary(3, maskAccount('email', 'trader@example.com'));
    expect(text).toBe('账号 t***@example.com 有 3 个解冻案件。为保护账户隐私，验证身份后方可查看案件详情。');
    expect(text).not.toContain('trader');
    expect(LIFTED_PROOF_TEXTS.login).toContain('登录');
  });
});

describe('lifted-query throttle', () => {
  it('lets lookups through up to the limit in the window, then says when the next one is', () => {
    const times = Array.from({ length: LIFTED_LOOKUPS_PER_ACCOUNT - 1 }, (_, i) => T + i * 1000);
    expect(lookupRefusedUntil(times, LIFTED_LOOKUPS_PER_ACCOUNT, T + 10_000)).toBeNull();
    const full = [...times, T + 5000];
    expect(lookupRefusedUntil(full, LIFTED_LOOKUPS_PER_ACCOUNT, T + 10_000)).toBe(T + LIFTED_LOOKUP_WINDOW_MS);
  });

  it('forgets lookups older than the window', () => {
    const full = Array.from({ length: LIFTED_LOOKUPS_PER_ACCOUNT }, (_, i) => T + i * 1000);
    expect(recentLookups(full, T + LIFTED_LOOKUP_WINDOW_MS + 1500)).toEqual(full.slice(2));
    expect(lookupRefusedUntil(full, LIFTED_LOOKUPS_PER_ACCOUNT, T + LIFTED_LOOKUP_WINDOW_MS)).toBeNull();
  });

  it('says until when, in China time', () => {
    expect(lookupThrottledMessage(T + LIFTED_LOOKUP_WINDOW_MS)).toBe('查询过于频繁，请于 14:10 后再试');
  });
});
