import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_DEDUPE_MS, codeSendKey, createSendDeduper } from '@/lib/code-sender';

describe('createSendDeduper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('serves identical requests within 2 s from the cache, the same promise', async () => {
    expect(SEND_DEDUPE_MS).toBe(2000);
    const deduper = createSendDeduper<string>();
    const send = vi.fn(async () => 'sent');
    const first = deduper.run('k', send);
    vi.advanceTimersByTime(1999);
    const second = deduper.run('k', send);
    expect(second).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe('sent');
  });

  it('sends again once 2 s are over', async () => {
    const deduper = createSendDeduper<number>();
    let calls = 0;
    const send = vi.fn(async () => ++calls);
    await expect(deduper.run('k', send)).resolves.toBe(1);
    vi.advanceTimersByTime(2000);
    await expect(deduper.run('k', send)).resolves.toBe(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keys requests apart', async () => {
    const deduper = createSendDeduper<string>();
    const send = vi.fn(async () => 'x');
    void deduper.run('a', send);
    void deduper.run('b', send);
    expect(send).toHaveBeenCalledTimes(2);
    deduper.clear();
    void deduper.run('a', send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('takes an injected clock and window', () => {
    let time = 0;
    const deduper = createSendDeduper<string>({ windowMs: 100, now: () => time });
    const send = vi.fn(async () => 'x');
    void deduper.run('k', send);
    time = 99;
    void deduper.run('k', send);
    time = 100;
    void deduper.run('k', send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('codeSendKey', () => {
  it('is type + purpose + account, and tells other request fields apart', () => {
    const base = codeSendKey({ type: 'sms', purpose: 'register', account: '13800138000', countryCode: '86' });
    expect(codeSendKey({ type: 'sms', purpose: 'register', account: '13800138000', countryCode: '86' })).toBe(base);
    expect(codeSendKey({ type: 'email', purpose: 'register', account: '13800138000', countryCode: '86' })).not.toBe(base);
    expect(codeSendKey({ type: 'sms', purpose: 'login', account: '13800138000', countryCode: '86' })).not.toBe(base);
    expect(codeSendKey({ type: 'sms', purpose: 'register', account: '13800138001', countryCode: '86' })).not.toBe(base);
    expect(codeSendKey({ type: 'sms', purpose: 'register', account: '13800138000', countryCode: '852' })).not.toBe(base);
    expect(codeSendKey({ type: 'sms', purpose: 'register', account: '13800138000', countryCode: '86', voice: true })).not.toBe(base);
    expect(codeSendKey({ type: 'email', purpose: 'bind' })).toBe(codeSendKey({ type: 'email', purpose: 'bind', account: '' }));
  });
});
