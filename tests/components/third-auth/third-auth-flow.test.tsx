// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { ThirdAuthFlow } from '@/components/third-auth/third-auth-flow';
import { parseThirdAuthQuery, PENDING_THIRD_BIND_KEY, savePendingThirdBind, thirdAuthStep, type ThirdAuthStep } from '@/lib/session/third-auth';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../../services/http/test-server';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: 'ok', data });
let assign: ReturnType<typeof vi.fn>;
const original = window.location;
let serial = 0;

beforeEach(() => {
  configureHttp({ baseUrls: { uc: `${window.location.origin}/-/x/uc` } });
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
  window.sessionStorage.clear();
  window.localStorage.clear();
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

/** A callback address in the bar (as the provider leaves it) and the step the server derives. */
function arrive(query: Record<string, string>, loggedIn: boolean): ThirdAuthStep {
  window.history.replaceState(null, '', `/zh-cn/third/auth/?${new URLSearchParams(query).toString()}`);
  return thirdAuthStep(parseThirdAuthQuery(query), loggedIn);
}

function uniqueState(): string {
  serial += 1;
  return `state-${serial}-${Math.random().toString(36).slice(2)}`;
}

function countPosts(call: CallContract, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    onPageCall(call, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function bindList(entries: unknown[]) {
  server.use(onPageCall(UC_CALLS.thirdBindList, () => ok(entries)));
}

const toastTexts = () => toastStore.getState().toasts.map((toast) => `${toast.kind}:${toast.text}`);

describe('a visitor back from the provider', () => {
  it('calls third/auth once under strict mode, takes the code out of the address and goes to backUrl', async () => {
    const state = uniqueState();
    const bodies = countPosts(UC_CALLS.thirdAuth, () => ok({ status: 'done', platform: 'google', name: 'a@gmail.com' }));
    const step = arrive({ platform: 'google', code: 'c1', state, backUrl: '/zh-cn/cn/faq/' }, false);
    renderWithQueryClient(
      <StrictMode>
        <ThirdAuthFlow step={step} loggedIn={false} returnTo="/zh-cn/cn/faq/" />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toContain('正在验证第三方账号');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/cn/faq/'));
    expect(bodies).toEqual([{ platform: 'google', code: 'c1', state }]);
    expect(document.URL).not.toContain('code=');
    expect(document.URL).not.toContain(state);
  });

  it('names an unbound account and offers login-and-bind and register, holding the token for this tab only', async () => {
    const state = uniqueState();
    countPosts(UC_CALLS.thirdAuth, () => ok({ status: 'unbound', platform: 'apple', name: 'b@icloud.com', third_token: 'secret-token' }));
    const step = arrive({ platform: 'apple', code: 'c2', state }, false);
    renderWithQueryClient(<ThirdAuthFlow step={step} loggedIn={false} returnTo="/zh-cn/cn/faq/" />);
    expect(await screen.findByText(/该 Apple 账号（b@icloud\.com）尚未绑定本站账户/)).toBeTruthy();

    const finish = '/zh-cn/third/auth/?platform=apple&bind=1&backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F';
    const login = screen.getByRole('link', { name: '登录并绑定' });
    const register = screen.getByRole('link', { name: '注册' });
    expect(login.getAttribute('href')).toBe(`/zh-cn/login/?backUrl=${encodeURIComponent(finish)}`);
    expect(register.getAttribute('href')).toBe(`/zh-cn/register/?backUrl=${encodeURIComponent(finish)}`);

    expect(JSON.parse(window.sessionStorage.getItem(PENDING_THIRD_BIND_KEY) ?? 'null')).toMatchObject({
      platform: 'apple',
      name: 'b@icloud.com',
      thirdToken: 'secret-token',
    });
    expect(window.localStorage.length).toBe(0);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toContain('secret-token');
    // A reload asks for login and then finishes the bind; the token is not in the address.
    expect(new URL(document.URL).search).toBe('?platform=apple&bind=1&backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the message of a spent code with a way back to login', async () => {
    countPosts(UC_CALLS.thirdAuth, () => HttpResponse.json({ success: false, code: 10030, message: '授权已失效，请重试', data: null }));
    const step = arrive({ platform: 'google', code: 'c3', state: uniqueState() }, false);
    renderWithQueryClient(<ThirdAuthFlow step={step} loggedIn={false} returnTo="/zh-cn/cn/faq/" />);
    expect((await screen.findByRole('alert')).textContent).toBe('授权已失效，请重试');
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the network fails, and when the callback is incomplete', async () => {
    server.use(onPageCall(UC_CALLS.thirdAuth, () => HttpResponse.error()));
    const step = arrive({ platform: 'google', code: 'c4', state: uniqueState() }, false);
    const { unmount } = renderWithQueryClient(<ThirdAuthFlow step={step} loggedIn={false} returnTo="/zh-cn/" />);
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_FAILURE_TEXT);
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/zh-cn/login/');
    unmount();

    renderWithQueryClient(<ThirdAuthFlow step={arrive({ code: 'c5', state: 's5' }, false)} loggedIn={false} returnTo="/zh-cn/" />);
    expect(screen.getByRole('alert').textContent).toBe('授权信息不完整，请重新发起授权');
  });
});

describe('a logged-in user', () => {
  it('binds with code and state once, toasts and shows the bindings', async () => {
    const state = uniqueState();
    const bodies = countPosts(UC_CALLS.thirdBind, () => ok({ platform: 'telegram', bound: true, name: '@trader' }));
    bindList([
      { platform: 'google', bound: false },
      { platform: 'apple', bound: false },
      { platform: 'telegram', bound: true, name: '@trader' },
    ]);
    const step = arrive({ platform: 'telegram', code: 'c6', state }, true);
    renderWithQueryClient(
      <StrictMode>
        <ThirdAuthFlow step={step} loggedIn returnTo="/zh-cn/" />
      </StrictMode>,
    );
    expect(await screen.findByText('已绑定：@trader')).toBeTruthy();
    expect(bodies).toEqual([{ platform: 'telegram', code: 'c6', state }]);
    expect(toastTexts()).toEqual(['success:绑定成功']);
    expect(document.URL).not.toContain('code=');
  });

  it('shows a refused bind with the list still there', async () => {
    countPosts(UC_CALLS.thirdBind, () => HttpResponse.json({ success: false, code: 10013, message: '该第三方账号已绑定其他账户', data: null }));
    bindList([{ platform: 'google', bound: false }]);
    renderWithQueryClient(<ThirdAuthFlow step={arrive({ platform: 'google', code: 'c7', state: uniqueState() }, true)} loggedIn returnTo="/zh-cn/" />);
    expect((await screen.findByRole('alert')).textContent).toBe('该第三方账号已绑定其他账户');
    expect(await screen.findByRole('button', { name: '绑定 Google' })).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('finishes a pending bind after login with the held token, once', async () => {
    savePendingThirdBind(window.sessionStorage, { platform: 'apple', name: 'b@icloud.com', thirdToken: 'tok-9', savedAt: Date.now() });
    const bodies = countPosts(UC_CALLS.thirdBind, () => ok({ platform: 'apple', bound: true, name: 'b@icloud.com' }));
    bindList([{ platform: 'apple', bound: true, name: 'b@icloud.com' }]);
    const step = arrive({ platform: 'apple', bind: '1', backUrl: '/zh-cn/cn/faq/' }, true);
    expect(step).toEqual({ kind: 'finish-bind', platform: 'apple' });
    renderWithQueryClient(
      <StrictMode>
        <ThirdAuthFlow step={step} loggedIn returnTo="/zh-cn/cn/faq/" />
      </StrictMode>,
    );
    expect(await screen.findByText('已绑定：b@icloud.com')).toBeTruthy();
    expect(bodies).toEqual([{ platform: 'apple', third_token: 'tok-9' }]);
    expect(window.sessionStorage.getItem(PENDING_THIRD_BIND_KEY)).toBeNull();
    expect(toastTexts()).toEqual(['success:绑定成功']);
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe('/zh-cn/cn/faq/');
    expect(new URL(document.URL).search).toBe('?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
  });

  it('says the pending bind is gone when this tab holds none', async () => {
    bindList([{ platform: 'google', bound: false }]);
    renderWithQueryClient(<ThirdAuthFlow step={arrive({ platform: 'google', bind: '1' }, true)} loggedIn returnTo="/zh-cn/" />);
    expect((await screen.findByRole('alert')).textContent).toBe('授权信息已失效，请重新绑定');
    expect(await screen.findByRole('button', { name: '绑定 Google' })).toBeTruthy();
  });
});

describe('the bind list', () => {
  it('asks before unbinding, unbinds, toasts and reloads', async () => {
    let bound = true;
    server.use(
      onPageCall(UC_CALLS.thirdBindList, () =>
        ok([
          bound ? { platform: 'google', bound: true, name: 'a@gmail.com' } : { platform: 'google', bound: false },
          { platform: 'apple', bound: false },
          { platform: 'telegram', bound: false },
        ]),
      ),
    );
    const bodies = countPosts(UC_CALLS.thirdUnbind, () => {
      bound = false;
      return ok({ platform: 'google', bound: false });
    });
    renderWithQueryClient(<ThirdAuthFlow step={{ kind: 'list' }} loggedIn returnTo="/zh-cn/" />);
    expect(await screen.findByText('已绑定：a@gmail.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '解除绑定 Google' }));
    const question = screen.getByRole('group', { name: '确认解除绑定' });
    expect(question.textContent).toContain('a@gmail.com');
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('group', { name: '确认解除绑定' })).toBeNull();
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '解除绑定 Google' }));
    fireEvent.click(within(screen.getByRole('group', { name: '确认解除绑定' })).getByRole('button', { name: '确认解除' }));
    expect(await screen.findByRole('button', { name: '绑定 Google' })).toBeTruthy();
    expect(bodies).toEqual([{ platform: 'google' }]);
    expect(toastTexts()).toEqual(['success:解除绑定成功']);
    expect(screen.getAllByText('未绑定')).toHaveLength(3);
  });

  it('shows a refused unbind and keeps the binding', async () => {
    bindList([{ platform: 'google', bound: true, name: 'a@gmail.com' }]);
    countPosts(UC_CALLS.thirdUnbind, () => HttpResponse.json({ success: false, code: 600, message: '请先设置登录密码', data: null }));
    renderWithQueryClient(<ThirdAuthFlow step={{ kind: 'list' }} loggedIn returnTo="/zh-cn/" />);
    fireEvent.click(await screen.findByRole('button', { name: '解除绑定 Google' }));
    fireEvent.click(screen.getByRole('button', { name: '确认解除' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先设置登录密码');
    expect(screen.getByText('已绑定：a@gmail.com')).toBeTruthy();
  });

  it('binds through the provider with this page as the callback', async () => {
    bindList([{ platform: 'apple', bound: false }]);
    const bodies = countPosts(UC_CALLS.thirdAuthUrl, () => ok({ url: 'http://localhost:3000/-/x/uc/mock/third/authorize?state=s', state: 's' }));
    renderWithQueryClient(<ThirdAuthFlow step={{ kind: 'list' }} loggedIn returnTo="/zh-cn/cn/faq/" />);
    fireEvent.click(await screen.findByRole('button', { name: '绑定 Apple' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/-/x/uc/mock/third/authorize?state=s'));
    expect(bodies).toEqual([
      { platform: 'apple', redirect_uri: `${window.location.origin}/zh-cn/third/auth/?platform=apple&backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F` },
    ]);
  });

  it('says so when the list cannot be loaded, and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.thirdBindList, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 600, message: '系统繁忙', data: null }) : ok([{ platform: 'google', bound: false }]);
      }),
    );
    renderWithQueryClient(<ThirdAuthFlow step={{ kind: 'list' }} loggedIn returnTo="/zh-cn/" />);
    expect((await screen.findByRole('alert')).textContent).toBe('系统繁忙');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '绑定 Google' })).toBeTruthy();
  });
});
