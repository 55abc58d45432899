import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import {
  bindThirdAccount,
  fetchThirdBindList,
  requestThirdAuthUrl,
  thirdAuth,
  unbindThirdAccount,
} from '@/services/uc/third';
import { startTestServer } from '../http/test-server';
import type { CallContract } from '@/lib/contracts/define';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: 'ok', data });

function capture(call: CallContract, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    onCall(call, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('requestThirdAuthUrl', () => {
  it('posts platform and redirect_uri and returns the address and state', async () => {
    const bodies = capture(UC_CALLS.thirdAuthUrl, () => ok({ url: 'https://accounts.example/authorize?x=1', state: 's1' }));
    const result = await requestThirdAuthUrl({ platform: 'google', redirect_uri: 'https://www.example.com/zh-cn/third/auth/?platform=google' });
    expect(result).toMatchObject({ success: true, data: { url: 'https://accounts.example/authorize?x=1', state: 's1' } });
    expect(bodies).toEqual([{ platform: 'google', redirect_uri: 'https://www.example.com/zh-cn/third/auth/?platform=google' }]);
  });

  it('refuses an address that is not http(s), so the browser is never sent there', async () => {
    capture(UC_CALLS.thirdAuthUrl, () => ok({ url: 'javascript:alert(1)', state: 's1' }));
    expect(await requestThirdAuthUrl({ platform: 'apple' })).toMatchObject({ success: false, code: 500 });
  });
});

describe('thirdAuth', () => {
  it('reads done and unbound answers', async () => {
    capture(UC_CALLS.thirdAuth, () => ok({ status: 'done', platform: 'google', name: 'a@gmail.com', ticket: 't' }));
    expect(await thirdAuth({ platform: 'google', code: 'c', state: 's' })).toMatchObject({
      success: true,
      data: { status: 'done', platform: 'google', name: 'a@gmail.com' },
    });
    const bodies = capture(UC_CALLS.thirdAuth, () => ok({ status: 'unbound', platform: 'apple', name: 'b@icloud.com', third_token: 'tok' }));
    expect(await thirdAuth({ platform: 'apple', code: 'c2', state: 's2' })).toMatchObject({
      success: true,
      data: { status: 'unbound', name: 'b@icloud.com', third_token: 'tok' },
    });
    expect(bodies).toEqual([{ platform: 'apple', code: 'c2', state: 's2' }]);
  });

  it('passes business failures through and turns an unknown shape into a failure', async () => {
    capture(UC_CALLS.thirdAuth, () => HttpResponse.json({ success: false, code: 10030, message: '授权已失效，请重试', data: null }));
    expect(await thirdAuth({ platform: 'google', code: 'c', state: 's' })).toMatchObject({ success: false, code: 10030, message: '授权已失效，请重试' });
    capture(UC_CALLS.thirdAuth, () => ok({ status: 'unbound', name: 'x' }));
    expect(await thirdAuth({ platform: 'google', code: 'c', state: 's' })).toMatchObject({ success: false, code: 500, message: '' });
  });
});

describe('bind, unbind, list', () => {
  it('binds with code and state or with a token, unbinds, and lists', async () => {
    const binds = capture(UC_CALLS.thirdBind, () => ok({ platform: 'telegram', bound: true, name: '@me' }));
    expect(await bindThirdAccount({ platform: 'telegram', code: 'c', state: 's' })).toMatchObject({ success: true, data: { bound: true, name: '@me' } });
    await bindThirdAccount({ platform: 'telegram', third_token: 'tok' });
    expect(binds).toEqual([
      { platform: 'telegram', code: 'c', state: 's' },
      { platform: 'telegram', third_token: 'tok' },
    ]);
    const unbinds = capture(UC_CALLS.thirdUnbind, () => ok({ platform: 'telegram', bound: false }));
    expect(await unbindThirdAccount('telegram')).toMatchObject({ success: true, data: { bound: false } });
    expect(unbinds).toEqual([{ platform: 'telegram' }]);

    server.use(onCall(UC_CALLS.thirdBindList, () => ok([{ platform: 'google', bound: true, name: 'a@gmail.com' }, { platform: 'apple', bound: false }])));
    expect(await fetchThirdBindList()).toMatchObject({ success: true, data: [{ platform: 'google', bound: true }, { platform: 'apple', bound: false }] });
    server.use(onCall(UC_CALLS.thirdBindList, () => ok([{ platform: 'myspace', bound: true }])));
    expect(await fetchThirdBindList()).toMatchObject({ success: false });
  });
});
