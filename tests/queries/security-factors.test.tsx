// @vitest-environment jsdom
// A security change: its failure is thrown with the server's message, and a success marks the
// security centre and the security verification's strategy stale (binding GA changes what the
// step asks for), but never the generated GA secret.

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { securityCenterKeys, securityFactorKeys, ucKeys } from '@/queries/keys';
import { QueryFailure } from '@/queries/failure';
import { useSecurityChange } from '@/queries/security-factors';
import type { ApiResult } from '@/services/http';
import { renderHookWithQueryClient, testQueryClient } from '../support/render';

function seeded() {
  const client = testQueryClient();
  client.setQueryData(securityCenterKeys.info(), { uid: 1 });
  client.setQueryData(ucKeys.securityStrategy('security'), { methods: ['email'] });
  client.setQueryData(securityFactorKeys.gaSecret('bind'), { secret: 'S' });
  return client;
}

const stale = (client: ReturnType<typeof testQueryClient>, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('useSecurityChange', () => {
  it('invalidates the security centre and the strategy on success, not the GA secret', async () => {
    const client = seeded();
    const { result } = renderHookWithQueryClient(() => useSecurityChange((n: number) => Promise.resolve<ApiResult<number>>({ success: true, code: 200, message: '', data: n + 1 })), { client });
    await act(async () => expect(await result.current.mutateAsync(1)).toBe(2));
    await waitFor(() => expect(stale(client, securityCenterKeys.info())).toBe(true));
    expect(stale(client, ucKeys.securityStrategy('security'))).toBe(true);
    expect(stale(client, securityFactorKeys.gaSecret('bind'))).toBe(false);
  });

  it('throws the server’s refusal and invalidates nothing', async () => {
    const client = seeded();
    const { result } = renderHookWithQueryClient(
      () => useSecurityChange(() => Promise.resolve<ApiResult<never>>({ success: false, code: 10030, message: '谷歌验证码不正确，请重新输入', data: null })),
      { client },
    );
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.mutateAsync(undefined).catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(QueryFailure);
    expect((thrown as QueryFailure).message).toBe('谷歌验证码不正确，请重新输入');
    expect(stale(client, securityCenterKeys.info())).toBe(false);
  });
});
