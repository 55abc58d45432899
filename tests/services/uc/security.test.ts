import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchSecurityStrategy, verifySecurityStrategy } from '@/services/uc/security';
import { parseSecurityScene, UC_CALLS } from '@/lib/contracts/uc';
import { startTestServer } from '../http/test-server';
import { onCall } from '@/tests/support/msw-call';
import { failSecurityStrategy, failSecurityVerify } from '@/mocks/overrides/uc';

const server = startTestServer();
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });

describe('parseSecurityScene', () => {
  it('accepts the known scenes only', () => {
    expect(parseSecurityScene('withdraw')).toBe('withdraw');
    expect(parseSecurityScene('sub_account')).toBe('sub_account');
    for (const value of [undefined, '', 'WITHDRAW', 'withdraw ', 'other', ['withdraw', 'security']]) {
      expect(parseSecurityScene(value)).toBeNull();
    }
  });
});

describe('fetchSecurityStrategy', () => {
  it('asks security/strategy/get for the scene and returns the validated strategy', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      onCall(UC_CALLS.securityStrategyGet, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({ scene: 'withdraw', methods: ['email', 'ga'], email: 'tr***@example.com' });
      }),
    );
    const result = await fetchSecurityStrategy('withdraw');
    expect(result).toMatchObject({ success: true, data: { scene: 'withdraw', methods: ['email', 'ga'], email: 'tr***@example.com' } });
    expect(queries[0]?.get('scene')).toBe('withdraw');
  });

  it('turns a malformed answer (no methods, unknown method) into a failed result', async () => {
    for (const data of [{ scene: 'withdraw', methods: [] }, { scene: 'withdraw', methods: ['fax'] }, null]) {
      server.use(onCall(UC_CALLS.securityStrategyGet, () => ok(data)));
      expect((await fetchSecurityStrategy('withdraw')).success).toBe(false);
    }
  });

  it('passes a business failure through with its message', async () => {
    server.use(failSecurityStrategy({ code: 501, message: '未登录' }));
    expect(await fetchSecurityStrategy('security')).toEqual({ success: false, code: 501, message: '未登录', data: null });
  });
});

describe('verifySecurityStrategy', () => {
  it('posts the scene and the given codes only', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(UC_CALLS.securityStrategyVerify, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ scene: 'withdraw', expires_in: 300 });
      }),
    );
    const result = await verifySecurityStrategy({ scene: 'withdraw', ga_code: '123456' });
    expect(result).toMatchObject({ success: true, data: { scene: 'withdraw', expires_in: 300 } });
    expect(bodies).toEqual([{ scene: 'withdraw', ga_code: '123456' }]);
  });

  it('returns the server refusal as is', async () => {
    server.use(
      failSecurityVerify({ code: 10030, message: '验证码错误' }),
    );
    expect(await verifySecurityStrategy({ scene: 'withdraw', email_code: '000000' })).toEqual({
      success: false,
      code: 10030,
      message: '验证码错误',
      data: null,
    });
  });
});
