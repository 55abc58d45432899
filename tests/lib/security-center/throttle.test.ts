import { describe, expect, it } from 'vitest';
import {
  FACTOR_LOCK_MS,
  FACTOR_MAX_FAILURES,
  LOGIN_LOCKED_TEXT,
  afterCheck,
  clockTime,
  factorLockedMessage,
  lockedUntil,
  loginLockedMessage,
  type FactorFailures,
} from '@/lib/security-center/throttle';

const T = Date.UTC(2026, 10, 25, 6, 0, 0); // 14:00 in China

function wrong(times: number, start: FactorFailures | undefined, at: number): FactorFailures | undefined {
  let state = start;
  for (let i = 0; i < times; i += 1) state = afterCheck(state, false, at);
  return state;
}

describe('factor throttling', () => {
  it('counts wrong codes and locks the factor for 30 minutes at the fifth', () => {
    const four = wrong(FACTOR_MAX_FAILURES - 1, undefined, T);
    expect(four).toEqual({ count: 4, lockedUntil: 0 });
    expect(lockedUntil(four, T)).toBeNull();
    const five = afterCheck(four, false, T);
    expect(lockedUntil(five, T)).toBe(T + FACTOR_LOCK_MS);
    expect(lockedUntil(five, T + FACTOR_LOCK_MS - 1)).toBe(T + FACTOR_LOCK_MS);
    expect(lockedUntil(five, T + FACTOR_LOCK_MS)).toBeNull();
  });

  it('resets the count on a right code', () => {
    const three = wrong(3, undefined, T);
    expect(afterCheck(three, true, T)).toEqual({ count: 0, lockedUntil: 0 });
    expect(wrong(4, afterCheck(three, true, T), T)).toEqual({ count: 4, lockedUntil: 0 });
  });

  it('changes nothing while locked, even for a right code', () => {
    const locked = wrong(5, undefined, T);
    expect(afterCheck(locked, true, T + 1000)).toBe(locked);
    expect(afterCheck(locked, false, T + 1000)).toBe(locked);
  });

  it('starts afresh when a lock has run out', () => {
    const locked = wrong(5, undefined, T);
    const after = T + FACTOR_LOCK_MS + 1;
    expect(afterCheck(locked, false, after)).toEqual({ count: 1, lockedUntil: 0 });
    expect(afterCheck(locked, true, after)).toEqual({ count: 0, lockedUntil: 0 });
  });

  it('says until when, in China time', () => {
    expect(clockTime(T + FACTOR_LOCK_MS)).toBe('14:30');
    expect(factorLockedMessage('ga', T + FACTOR_LOCK_MS)).toBe('错误次数过多，谷歌验证码已锁定至 14:30');
    expect(factorLockedMessage('sms', T)).toBe('错误次数过多，手机验证码已锁定至 14:00');
  });
});

describe('login lock text', () => {
  it('says until when the login is locked, like a factor lock', () => {
    expect(loginLockedMessage(T + FACTOR_LOCK_MS)).toBe('错误次数过多，账户已锁定至 14:30');
  });

  it('says only that it is locked when the lock has no end', () => {
    expect(loginLockedMessage(Number.POSITIVE_INFINITY)).toBe(LOGIN_LOCKED_TEXT);
  });
});
