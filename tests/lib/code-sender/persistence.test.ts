import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_RESEND_SECONDS,
  RETRY_MEMORY_MS,
  VOICE_OFFER_EVERY,
  clearRecord,
  countdownEnd,
  loadRecord,
  loadRetryCount,
  remainingSeconds,
  saveCountdown,
  saveRecord,
  secondsUntil,
  storageKey,
  voiceOfferVisible,
  wasSentRecently,
} from '@/lib/code-sender';
import { FakeStorage } from './fake-storage';

describe('constants', () => {
  it('match section 9', () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(VOICE_OFFER_EVERY).toBe(3);
  });
});

describe('countdown persistence', () => {
  let storage: FakeStorage;
  beforeEach(() => {
    storage = new FakeStorage();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down 60 … 1, 0 from a stored end time, as time passes', () => {
    const start = Date.now();
    saveCountdown(storage, 'email', 'register', countdownEnd(start));
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(60);
    vi.advanceTimersByTime(500);
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(60);
    vi.advanceTimersByTime(500);
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(remainingSeconds(storage, 'email', 'register', Date.now())).toBe(0);
  });

  it('keeps each type and purpose apart', () => {
    const now = Date.now();
    saveCountdown(storage, 'email', 'register', now + 30_000);
    saveCountdown(storage, 'sms', 'register', now + 45_000);
    saveCountdown(storage, 'email', 'reset_password', now + 10_000);
    expect(remainingSeconds(storage, 'email', 'register', now)).toBe(30);
    expect(remainingSeconds(storage, 'sms', 'register', now)).toBe(45);
    expect(remainingSeconds(storage, 'email', 'reset_password', now)).toBe(10);
    expect(remainingSeconds(storage, 'sms', 'reset_password', now)).toBe(0);
    expect(remainingSeconds(storage, 'email', 'login', now)).toBe(0);
    clearRecord(storage, 'email', 'register');
    expect(remainingSeconds(storage, 'email', 'register', now)).toBe(0);
    expect(remainingSeconds(storage, 'sms', 'register', now)).toBe(45);
  });

  it('stores only an end time and a retry count under a readable key', () => {
    saveRecord(storage, 'sms', 'withdraw', { endsAt: 123, retries: 2 });
    expect([...storage.items]).toEqual([[storageKey('sms', 'withdraw'), '{"endsAt":123,"retries":2}']]);
    expect(storageKey('sms', 'withdraw')).toBe('code-sender:sms:withdraw');
    saveCountdown(storage, 'sms', 'withdraw', 456);
    expect(loadRecord(storage, 'sms', 'withdraw')).toEqual({ endsAt: 456, retries: 2 });
  });

  it('remembers the retry count for a while after the last countdown', () => {
    const now = Date.now();
    saveRecord(storage, 'sms', 'login', { endsAt: now, retries: 4 });
    expect(loadRetryCount(storage, 'sms', 'login', now + 1000)).toBe(4);
    expect(wasSentRecently(storage, 'sms', 'login', now + 1000)).toBe(true);
    expect(loadRetryCount(storage, 'sms', 'login', now + RETRY_MEMORY_MS)).toBe(0);
    expect(wasSentRecently(storage, 'sms', 'login', now + RETRY_MEMORY_MS)).toBe(false);
    expect(loadRetryCount(storage, 'email', 'login', now)).toBe(0);
  });

  it('ignores corrupt records and survives a throwing storage', () => {
    storage.items.set(storageKey('email', 'bind'), 'not json');
    expect(loadRecord(storage, 'email', 'bind')).toBeNull();
    storage.items.set(storageKey('email', 'bind'), '{"endsAt":"soon","retries":1}');
    expect(remainingSeconds(storage, 'email', 'bind', Date.now())).toBe(0);
    storage.items.set(storageKey('email', 'bind'), '{"endsAt":1,"retries":-1}');
    expect(loadRecord(storage, 'email', 'bind')).toBeNull();
    storage.failing = true;
    expect(() => saveCountdown(storage, 'email', 'bind', Date.now() + 1000)).not.toThrow();
    expect(() => clearRecord(storage, 'email', 'bind')).not.toThrow();
    expect(remainingSeconds(storage, 'email', 'bind', Date.now())).toBe(0);
  });

  it('secondsUntil rounds up and never goes below 0', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(0, 5)).toBe(0);
  });
});

describe('voiceOfferVisible', () => {
  it('is true after every retry count that is a multiple of 3', () => {
    const visible = Array.from({ length: 10 }, (_, retries) => voiceOfferVisible(retries));
    expect(visible).toEqual([false, false, false, true, false, false, true, false, false, true]);
    expect(voiceOfferVisible(12)).toBe(true);
  });
});
