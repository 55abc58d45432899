// @vitest-environment jsdom
// The login second factor: the catalogue's texts before sending, and a refusal read through
// failureText (the server's message; ours when it said nothing; the network text when the
// request got no answer).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_FAILED_TEXT, TwoFactorStep } from '@/components/session/two-factor-step';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
const ucBase = () => `${window.location.origin}/-/x/uc`;

beforeEach(() => configureHttp({ baseUrls: { uc: ucBase() } }));
afterEach(cleanup);

const challenge = { status: '2fa' as const, token: 't-1', methods: ['ga' as const] };

function answer(...responses: Array<() => Response>) {
  let count = 0;
  server.use(
    onPageCall(UC_CALLS.login2fa, () => {
      const respond = responses[Math.min(count, responses.length - 1)];
      count += 1;
      return respond ? respond() : HttpResponse.error();
    }),
  );
}

describe('TwoFactorStep', () => {
  it('checks the code, then shows each kind of refusal in one wording', async () => {
    answer(
      () => HttpResponse.json({ success: false, code: 10030, message: '谷歌验证码错误', data: null }),
      () => HttpResponse.json({ success: false, code: 10030, message: '', data: null }),
      () => HttpResponse.error(),
    );
    const onDone = vi.fn();
    render(<TwoFactorStep challenge={challenge} onDone={onDone} onBack={() => undefined} />);
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认' }));
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入谷歌验证码');
    fireEvent.change(screen.getByLabelText('谷歌验证码'), { target: { value: '123456' } });
    confirm();
    expect(await screen.findByText('谷歌验证码错误')).toBeTruthy();
    confirm();
    expect(await screen.findByText(TWO_FACTOR_FAILED_TEXT)).toBeTruthy();
    confirm();
    expect(await screen.findByText(NETWORK_FAILURE_TEXT)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
