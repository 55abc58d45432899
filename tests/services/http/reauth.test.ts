import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { MAX_AUTH_RETRIES, REAUTH_CODES, classifyAuthFailure, isReauthCode, resetHttpConfig, sharedTicketExchange } from '@/services/http';

const SPEC_CODES = [555, 10001, 'token-not-valid', 'login-required', 1003, 1002, 512, 403, 401, 100001, 1011, 200012, 200013];

afterEach(() => resetHttpConfig());

describe('re-auth codes', () => {
  it('are exactly the spec list', () => {
    expect([...REAUTH_CODES]).toEqual(SPEC_CODES);
    expect(MAX_AUTH_RETRIES).toBe(3);
  });

  it.each(SPEC_CODES)('%s matches as number and as string', (code) => {
    expect(isReauthCode(code)).toBe(true);
    expect(isReauthCode(String(code))).toBe(true);
    if (typeof code === 'number') expect(isReauthCode(Number(String(code)))).toBe(true);
  });

  it.each([200, 500, 1303, '4007', 'order-orderstate-error', 501, 0, ''])('%j does not', (code) => {
    expect(isReauthCode(code)).toBe(false);
  });
});

describe('classifyAuthFailure', () => {
  it.each([512, 403, '512', '403'])('uc %j logs out', (code) => {
    expect(classifyAuthFailure('uc', code)).toBe('logout');
  });

  it('512 and 403 re-authenticate for every other family', () => {
    for (const family of SERVICE_FAMILIES.filter((f) => f !== 'uc')) {
      expect(classifyAuthFailure(family, 512)).toBe('reauth');
      expect(classifyAuthFailure(family, '403')).toBe('reauth');
    }
  });

  it('other re-auth codes re-authenticate for uc too', () => {
    expect(classifyAuthFailure('uc', 10001)).toBe('reauth');
    expect(classifyAuthFailure('uc', 401)).toBe('reauth');
  });

  it('non-auth failures do nothing', () => {
    expect(classifyAuthFailure('pro', 1303)).toBe('none');
    expect(classifyAuthFailure('uc', 1303)).toBe('none');
  });
});

describe('sharedTicketExchange', () => {
  it('runs one exchange for concurrent callers and a new one afterwards', async () => {
    let release: (value: boolean) => void = () => undefined;
    const exchange = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const callers = Array.from({ length: 5 }, () => sharedTicketExchange(exchange));
    expect(exchange).toHaveBeenCalledTimes(1);
    release(true);
    expect(await Promise.all(callers)).toEqual([true, true, true, true, true]);
    const again = sharedTicketExchange(exchange);
    expect(exchange).toHaveBeenCalledTimes(2);
    release(false);
    expect(await again).toBe(false);
  });

  it('treats a throw (sync or async) as failure and frees the slot', async () => {
    const syncThrow = vi.fn((): Promise<boolean> => {
      throw new Error('no ticket');
    });
    expect(await sharedTicketExchange(syncThrow)).toBe(false);
    const asyncThrow = vi.fn(async (): Promise<boolean> => {
      throw new Error('no ticket');
    });
    expect(await sharedTicketExchange(asyncThrow)).toBe(false);
    const ok = vi.fn(async () => true);
    expect(await sharedTicketExchange(ok)).toBe(true);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
