import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LOGOUT_FAILED_TEXT, logout } from '@/services/session/logout';
import { startTestServer } from '../http/test-server';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();
const answer = (body: Record<string, unknown>, status = 200) =>
  server.use(onCall(UC_CALLS.logout, () => HttpResponse.json(body, { status })));

describe('logout', () => {
  it('resolves to null on success', async () => {
    answer({ success: true, code: 200, data: null });
    expect(await logout()).toBeNull();
  });

  it('shows the server message of a business failure', async () => {
    answer({ success: false, code: 10010, message: '会话已失效' });
    expect(await logout()).toBe('会话已失效');
  });

  it('shows 出错了 when the message is 200, empty, or the call failed', async () => {
    answer({ success: false, code: 10010, message: '200' });
    expect(await logout()).toBe(LOGOUT_FAILED_TEXT);
    answer({ success: false, code: 10010 });
    expect(await logout()).toBe(LOGOUT_FAILED_TEXT);
    answer({ oops: true }, 502);
    expect(await logout()).toBe(LOGOUT_FAILED_TEXT);
    server.use(onCall(UC_CALLS.logout, () => HttpResponse.error()));
    expect(await logout()).toBe('出错了');
  });

  it('shows 出错了 rather than a server message that is not Chinese', async () => {
    answer({ success: false, code: 10010, message: 'injected fault' });
    expect(await logout()).toBe(LOGOUT_FAILED_TEXT);
  });
});
