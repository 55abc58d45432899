// @vitest-environment jsdom
// The security verification page's client part against stand-in account-service answers: the
// loading and load-failure states, one field per required method with the catalogue's messages,
// the verify call, the return to backUrl, and refusals that keep what was typed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVALID_SCENE_TEXT,
  SecurityVerification,
  STRATEGY_LOAD_FAILED_TEXT,
  VERIFY_FAILED_TEXT,
} from '@/components/session/security-verification';
import { configureHttp } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../../services/http/test-server';

// The page's submit is the shared guard; spied on to show the page uses it rather than its own.
const guard = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/components/dialog/guarded-submit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/dialog/guarded-submit')>();
  return {
    ...actual,
    useGuardedSubmit: ((...args: Parameters<typeof actual.useGuardedSubmit>) => {
      guard.calls += 1;
      return actual.useGuardedSubmit(...args);
    }) as typeof actual.useGuardedSubmit,
  };
});

const server = startTestServer();
const ucBase = () => `${window.location.origin}/-/x/uc`;
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });
const RETURN_TO = '/zh-cn/cn/finance/withdraw/usdt/';
let assign: ReturnType<typeof vi.fn>;
const original = window.location;

beforeEach(() => {
  configureHttp({ baseUrls: { uc: ucBase() } });
  resetCodeSendCache();
  window.localStorage.clear();
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

/** Answers strategy/get with `data` and records the scenes asked for. */
function strategy(data: Record<string, unknown>) {
  const scenes: Array<string | null> = [];
  server.use(
    onPageCall(UC_CALLS.securityStrategyGet, ({ request }) => {
      scenes.push(new URL(request.url).searchParams.get('scene'));
      return ok(data);
    }),
  );
  return scenes;
}

/** Answers verify with each of `answers` in turn (the last one repeats) and records the bodies. */
function verify(...answers: Array<() => Response>) {
  const bodies: unknown[] = [];
  server.use(
    onPageCall(UC_CALLS.securityStrategyVerify, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      return answer ? answer() : ok(null);
    }),
  );
  return bodies;
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认' }));

describe('SecurityVerification', () => {
  it('loads the strategy of the scene, verifies the GA code and returns to backUrl', async () => {
    const scenes = strategy({ scene: 'withdraw', methods: ['ga'] });
    const bodies = verify(() => ok({ scene: 'withdraw', expires_in: 300 }));
    render(<SecurityVerification scene="withdraw" returnTo={RETURN_TO} />);
    expect(screen.getByRole('status').textContent).toBe('加载中');
    const input = await screen.findByLabelText('谷歌验证码');
    expect(scenes).toEqual(['withdraw']);
    expect(screen.getByText(/您正在进行「提币」操作/)).toBeTruthy();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(screen.queryByLabelText('邮箱验证码')).toBeNull();

    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入谷歌验证码');
    fireEvent.change(input, { target: { value: '１２３４５６' } });
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    // Full-width digits go out as ASCII; only the required method's code is sent.
    expect(bodies).toEqual([{ scene: 'withdraw', ga_code: '123456' }]);
  });

  it('shows one code field per required method with the exact messages, and sends codes to the account itself', async () => {
    strategy({ scene: 'security', methods: ['email', 'sms'], email: 'tr***@example.com', phone: '138****8000' });
    const bodies = verify(() => ok({ scene: 'security', expires_in: 300 }));
    const sends: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.emailCodeSend, async ({ request }) => {
        sends.push(await request.json());
        return ok(null);
      }),
    );
    render(<SecurityVerification scene="security" returnTo={RETURN_TO} />);
    const email = await screen.findByLabelText('邮箱验证码');
    const sms = screen.getByLabelText('手机验证码');
    expect(screen.getByText('验证码将发送至 tr***@example.com')).toBeTruthy();
    expect(screen.getByText('验证码将发送至 138****8000')).toBeTruthy();

    confirm();
    expect(await screen.findByText('请输入邮箱验证码')).toBeTruthy();
    expect(screen.getByText('请输入手机验证码')).toBeTruthy();
    fireEvent.change(email, { target: { value: '12' } });
    fireEvent.change(sms, { target: { value: '345' } });
    confirm();
    expect(await screen.findByText('邮箱验证码不正确，请重新输入')).toBeTruthy();
    expect(screen.getByText('手机验证码不正确，请重新输入')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getAllByRole('button', { name: '获取验证码' })[0] as HTMLElement);
    await waitFor(() => expect(sends).toEqual([{ purpose: 'security' }]));

    fireEvent.change(email, { target: { value: '111111' } });
    fireEvent.change(sms, { target: { value: '222222' } });
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(bodies).toEqual([{ scene: 'security', email_code: '111111', sms_code: '222222' }]);
  });

  it('shows the server refusal under the form and keeps the code; a failed call gets a clear message', async () => {
    strategy({ scene: 'withdraw', methods: ['ga'] });
    const bodies = verify(
      () => HttpResponse.json({ success: false, code: 10030, message: '验证码错误', data: null }),
      () => HttpResponse.error(),
      () => ok({ scene: 'withdraw', expires_in: 300 }),
    );
    render(<SecurityVerification scene="withdraw" returnTo={RETURN_TO} />);
    const input = await screen.findByLabelText('谷歌验证码');
    fireEvent.change(input, { target: { value: '000000' } });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误');
    expect((input as HTMLInputElement).value).toBe('000000');
    expect(assign).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(false));
    confirm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(VERIFY_FAILED_TEXT));
    expect((input as HTMLInputElement).value).toBe('000000');

    await waitFor(() => expect(screen.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(false));
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(bodies).toHaveLength(3);
  });

  it('says so when the strategy cannot be loaded, and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.securityStrategyGet, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 500, message: 'x', data: null }) : ok({ scene: 'withdraw', methods: ['ga'] });
      }),
    );
    render(<SecurityVerification scene="withdraw" returnTo={RETURN_TO} />);
    expect((await screen.findByRole('alert')).textContent).toBe(STRATEGY_LOAD_FAILED_TEXT);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('谷歌验证码')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('submits through the shared guard: a double submit verifies once, and nothing is sent again once it leaves', async () => {
    strategy({ scene: 'withdraw', methods: ['ga'] });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.securityStrategyVerify, async ({ request }) => {
        bodies.push(await request.json());
        await held;
        return ok({ scene: 'withdraw', expires_in: 300 });
      }),
    );
    guard.calls = 0;
    render(<SecurityVerification scene="withdraw" returnTo={RETURN_TO} />);
    const input = await screen.findByLabelText('谷歌验证码');
    expect(guard.calls).toBeGreaterThan(0);
    fireEvent.change(input, { target: { value: '123456' } });
    const form = input.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows a refused code’s message under that code’s field, not the server’s generic text at the form', async () => {
    strategy({ scene: 'security', methods: ['email', 'ga'], email: 'tr***@example.com' });
    verify(
      () => HttpResponse.json({ success: false, code: 10037, message: '验证码错误', data: null }),
      () => HttpResponse.json({ success: false, code: 10035, message: '验证码错误', data: null }),
    );
    render(<SecurityVerification scene="security" returnTo={RETURN_TO} />);
    const email = await screen.findByLabelText('邮箱验证码');
    const ga = screen.getByLabelText('谷歌验证码');
    const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    fireEvent.change(email, { target: { value: '111111' } });
    fireEvent.change(ga, { target: { value: '222222' } });
    confirm();
    await waitFor(() => expect(ga.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(ga)).toBe('谷歌验证码不正确，请重新输入');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('验证码错误')).toBeNull();
    expect(screen.getAllByText('谷歌验证码不正确，请重新输入')).toHaveLength(1);
    expect((ga as HTMLInputElement).value).toBe('222222');

    // Typing again clears it; the next refusal names the e-mail code.
    fireEvent.change(ga, { target: { value: '333333' } });
    await waitFor(() => expect(ga.getAttribute('aria-invalid')).not.toBe('true'));
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(false));
    confirm();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('邮箱验证码不正确，请重新输入')).toBeTruthy();
    expect(ga.getAttribute('aria-invalid')).not.toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks nothing for a missing or unknown scene and offers the way back', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.securityStrategyGet, () => {
        calls += 1;
        return ok({ scene: 'withdraw', methods: ['ga'] });
      }),
    );
    render(<SecurityVerification scene={null} returnTo="/zh-cn/" />);
    expect(screen.getByRole('alert').textContent).toBe(INVALID_SCENE_TEXT);
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe('/zh-cn/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
  });
});
