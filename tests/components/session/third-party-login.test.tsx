// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { ThirdPartyLogin } from '@/components/session/third-party-login';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
let assign: ReturnType<typeof vi.fn>;
const original = window.location;

beforeEach(() => {
  configureHttp({ baseUrls: { uc: `${window.location.origin}/-/x/uc` } });
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

describe('ThirdPartyLogin', () => {
  it('offers Google, Apple and Telegram under 其他登录方式', () => {
    render(<ThirdPartyLogin returnTo="/zh-cn/" />);
    const section = screen.getByRole('region', { name: '其他登录方式' });
    expect(section).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Google', 'Apple', 'Telegram']);
    // Named by the provider only, so the login form's own 登录 button stays the one of that name.
    expect(screen.queryByRole('button', { name: /登\s*录/ })).toBeNull();
  });

  it('asks for the authorisation address with this site as the callback (with backUrl) and goes there', async () => {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.thirdAuthUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, data: { url: 'http://localhost:3000/-/x/uc/mock/third/authorize?state=s1', state: 's1' } });
      }),
    );
    render(<ThirdPartyLogin returnTo="/zh-cn/cn/assets/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Telegram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/-/x/uc/mock/third/authorize?state=s1'));
    expect(bodies).toEqual([
      { platform: 'telegram', redirect_uri: `${window.location.origin}/zh-cn/third/auth/?platform=telegram&backUrl=%2Fzh-cn%2Fcn%2Fassets%2F` },
    ]);
    // Leaving: the clicked button stays busy, the others wait.
    expect(screen.getByRole('button', { name: 'Telegram' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Google' }).hasAttribute('disabled')).toBe(true);
  });

  it('leaves backUrl out when it is home', async () => {
    const bodies: Array<{ redirect_uri?: string }> = [];
    server.use(
      onPageCall(UC_CALLS.thirdAuthUrl, async ({ request }) => {
        bodies.push((await request.json()) as { redirect_uri?: string });
        return HttpResponse.json({ success: true, code: 200, data: { url: 'https://accounts.example/o?state=s2', state: 's2' } });
      }),
    );
    render(<ThirdPartyLogin returnTo="/zh-cn/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apple' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/o?state=s2'));
    expect(bodies[0]?.redirect_uri).toBe(`${window.location.origin}/zh-cn/third/auth/?platform=apple`);
  });

  it('shows the server message or the network text, and can be tried again', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.thirdAuthUrl, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 600, message: '暂不支持该登录方式', data: null }) : HttpResponse.error();
      }),
    );
    render(<ThirdPartyLogin returnTo="/zh-cn/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('暂不支持该登录方式');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Google' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_FAILURE_TEXT));
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not follow an address that is not http(s)', async () => {
    server.use(onPageCall(UC_CALLS.thirdAuthUrl, () => HttpResponse.json({ success: true, code: 200, data: { url: 'javascript:alert(1)', state: 's' } })));
    render(<ThirdPartyLogin returnTo="/zh-cn/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('无法打开第三方授权，请稍后重试');
    expect(assign).not.toHaveBeenCalled();
  });
});
