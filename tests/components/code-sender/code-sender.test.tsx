// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeSender, type CodeSenderProps } from '@/components/code-sender';
import { loadRecord, saveCountdown, saveRecord } from '@/lib/code-sender';
import { configureHttp } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { UC_CODES, UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import type { CallContract } from '@/lib/contracts/define';
import { toastStore } from '@/stores/toast-store';
import { FakeStorage } from '../../lib/code-sender/fake-storage';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
// Same origin as the jsdom page, as the gateway is in the browser (no CORS preflight).
const ucBase = () => `${window.location.origin}/-/x/uc`;

let storage: FakeStorage;
let bodies: Record<string, unknown>[];

function answerSends(call: CallContract, answer: () => Record<string, unknown> = () => ({ success: true, code: 200, message: 'ok', data: null })) {
  server.use(
    onPageCall(call, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(answer());
    }),
  );
}

/** A controlled CodeSender, as a react-hook-form Controller would drive it. */
function Harness(props: Partial<CodeSenderProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const { onValue, ...rest } = props;
  return (
    <CodeSender
      type="email"
      purpose="register"
      account="a@b.cn"
      storage={storage}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...rest}
    />
  );
}

const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重发|重新发送/ });

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  configureHttp({ baseUrls: { uc: ucBase() } });
  resetCodeSendCache();
  storage = new FakeStorage();
  bodies = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.setState({ toasts: [] });
});

describe('CodeSender input', () => {
  it('is a labelled one-time-code input for 6 digits', () => {
    render(<Harness />);
    const input = screen.getByLabelText('邮箱验证码');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('labels an SMS field and takes a custom label', () => {
    const { unmount } = render(<Harness type="sms" />);
    expect(screen.getByLabelText('手机验证码')).toBeTruthy();
    unmount();
    render(<Harness label="安全验证码" hideLabel />);
    expect(screen.getByLabelText('安全验证码')).toBeTruthy();
  });

  it('links the error message with aria-describedby and marks the input invalid', () => {
    render(<Harness error="邮箱验证码不正确，请重新输入" />);
    const input = screen.getByLabelText('邮箱验证码');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('邮箱验证码不正确，请重新输入');
    expect(screen.getByRole('alert').textContent).toBe('邮箱验证码不正确，请重新输入');
  });

  it('normalises typed and pasted full-width digits and spaces, keeping 6 digits', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('邮箱验证码');
    fireEvent.change(input, { target: { value: '１２３' } });
    expect(onValue).toHaveBeenLastCalledWith('123');
    expect(input.value).toBe('123');
    fireEvent.paste(input, { clipboardData: { getData: () => ' １２３ ４５６７ ' } });
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(input.value).toBe('123456');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(onValue).toHaveBeenLastCalledWith('12');
  });
});

describe('CodeSender sending', () => {
  it('goes from 获取验证码 to a disabled 60 s countdown, then 重新发送', async () => {
    answerSends(UC_CALLS.emailCodeSend);
    const onSent = vi.fn();
    render(<Harness onSent={onSent} token="reg-token" />);
    expect(sendButton().textContent).toBe('获取验证码');
    fireEvent.click(sendButton());
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ success: true }), { voice: false });
    expect(bodies).toEqual([{ email: 'a@b.cn', purpose: 'register', token: 'reg-token' }]);
    expect(sendButton().textContent).toBe('60 秒后重发');
    expect(sendButton()).toHaveProperty('disabled', true);
    await advance(1000);
    expect(sendButton().textContent).toBe('59 秒后重发');
    await advance(58_000);
    expect(sendButton().textContent).toBe('1 秒后重发');
    await advance(1000);
    expect(sendButton().textContent).toBe('重新发送');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends an SMS to the phone and country code', async () => {
    answerSends(UC_CALLS.smsCodeSend);
    render(<Harness type="sms" purpose="login" account="13800138000" countryCode="86" />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ phone: '13800138000', country_code: '86', purpose: 'login' });
  });

  it('keeps the countdown across a re-mount (a reload) for its type and purpose only', async () => {
    answerSends(UC_CALLS.emailCodeSend);
    const first = render(<Harness />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    first.unmount();
    await advance(20_000);
    const second = render(<Harness />);
    await waitFor(() => expect(sendButton().textContent).toBe('40 秒后重发'));
    expect(sendButton()).toHaveProperty('disabled', true);
    second.unmount();
    render(<Harness purpose="bind" />);
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('reads a stored end time on mount', async () => {
    saveCountdown(storage, 'sms', 'withdraw', Date.now() + 25_000);
    render(<Harness type="sms" purpose="withdraw" />);
    await waitFor(() => expect(sendButton().textContent).toBe('25 秒后重发'));
    await advance(25_000);
    expect(sendButton().textContent).toBe('重新发送');
  });

  it('on failure shows the server message as an error toast, resets the countdown and calls onError', async () => {
    answerSends(UC_CALLS.emailCodeSend, () => ({ success: false, code: UC_CODES.sendTooOften, message: '发送过于频繁，请稍后再试' }));
    const onError = vi.fn();
    const onSent = vi.fn();
    render(<Harness onError={onError} onSent={onSent} />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ success: false, code: UC_CODES.sendTooOften }), { voice: false });
    expect(onSent).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', text: '发送过于频繁，请稍后再试' })]);
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(loadRecord(storage, 'email', 'register')).toBeNull();
  });

  it('a failed retry goes back to 重新发送', async () => {
    const lastEnd = Date.now() - 1000;
    saveRecord(storage, 'email', 'register', { endsAt: lastEnd, retries: 1 });
    server.use(onPageCall(UC_CALLS.emailCodeSend, () => HttpResponse.error()));
    render(<Harness />);
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送'));
    fireEvent.click(sendButton());
    await waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    // One toast only: the send is silent, so the network toast of the HTTP layer is not added.
    expect(toastStore.getState().toasts[0]?.text).toBe('网络连接失败，请重试');
    expect(sendButton().textContent).toBe('重新发送');
    expect(loadRecord(storage, 'email', 'register')).toEqual({ endsAt: lastEnd, retries: 1 });
  });

  it('runs beforeSend first and sends nothing when it says no', async () => {
    answerSends(UC_CALLS.emailCodeSend);
    const beforeSend = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<Harness beforeSend={beforeSend} />);
    fireEvent.click(sendButton());
    await waitFor(() => expect(beforeSend).toHaveBeenCalledOnce());
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(bodies).toHaveLength(0);
    fireEvent.click(sendButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(sendButton().textContent).toBe('60 秒后重发');
  });

  it('sends once for a double click, also while beforeSend runs', async () => {
    answerSends(UC_CALLS.emailCodeSend);
    let allow: (value: boolean) => void = () => undefined;
    const beforeSend = vi.fn(() => new Promise<boolean>((resolve) => (allow = resolve)));
    render(<Harness beforeSend={beforeSend} account={undefined} purpose="security" />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    expect(beforeSend).toHaveBeenCalledOnce();
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => allow(true));
    fireEvent.click(sendButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    // No account: the logged-in user's own address, so none is sent.
    expect(bodies[0]).toEqual({ purpose: 'security' });
  });

  it('is disabled with the disabled prop', () => {
    render(<Harness disabled />);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('邮箱验证码')).toHaveProperty('disabled', true);
  });
});

describe('CodeSender voice option', () => {
  const voiceLabel = '收不到短信？试试语音验证码';

  it('appears after the 3rd retry (SMS only) and sends with voice: true', async () => {
    answerSends(UC_CALLS.smsCodeSend);
    render(<Harness type="sms" account="13800138000" countryCode="86" />);
    for (let send = 1; send <= 4; send += 1) {
      expect(screen.queryByRole('button', { name: voiceLabel })).toBeNull();
      fireEvent.click(sendButton());
      await waitFor(() => expect(bodies).toHaveLength(send));
      await waitFor(() => expect(sendButton().textContent).toBe('60 秒后重发'));
      await advance(60_000);
      expect(sendButton().textContent).toBe('重新发送');
    }
    // Initial send + 3 retries: the offer shows once the countdown is over.
    const voice = screen.getByRole('button', { name: voiceLabel });
    fireEvent.click(voice);
    await waitFor(() => expect(bodies).toHaveLength(5));
    expect(bodies[4]).toEqual({ phone: '13800138000', country_code: '86', purpose: 'register', voice: true });
    expect(bodies.slice(0, 4).every((body) => !('voice' in body))).toBe(true);
    expect(screen.queryByRole('button', { name: voiceLabel })).toBeNull();
    expect(sendButton().textContent).toBe('60 秒后重发');
  });

  it('comes back after the 6th retry, survives a reload, and is never offered for e-mail', async () => {
    saveRecord(storage, 'sms', 'register', { endsAt: Date.now() - 1000, retries: 6 });
    saveRecord(storage, 'email', 'register', { endsAt: Date.now() - 1000, retries: 6 });
    const sms = render(<Harness type="sms" />);
    await waitFor(() => expect(screen.getByRole('button', { name: voiceLabel })).toBeTruthy());
    sms.unmount();
    saveRecord(storage, 'sms', 'register', { endsAt: Date.now() - 1000, retries: 5 });
    const five = render(<Harness type="sms" />);
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送'));
    expect(screen.queryByRole('button', { name: voiceLabel })).toBeNull();
    five.unmount();
    render(<Harness type="email" />);
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送'));
    expect(screen.queryByRole('button', { name: voiceLabel })).toBeNull();
  });
});
