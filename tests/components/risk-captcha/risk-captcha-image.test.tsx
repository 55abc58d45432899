// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RISK_SCENES, UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { HttpResponse } from 'msw';
import { imageHandler, riskHandler, server, setUpCaptchaTests, startFlow } from './harness';

const fingerprint = vi.hoisted(() => ({ value: 'fp-1' as string | null }));
vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => fingerprint.value }));

const options = { scene: RISK_SCENES.login, loginName: 'user@example.com' };

setUpCaptchaTests(() => vi.useRealTimers());
beforeEach(() => {
  fingerprint.value = 'fp-1';
});

const start = () => startFlow(options);

const submitButton = () => screen.getByRole('button', { name: /提\s*交/ });
const input = () => screen.getByRole('textbox', { name: '图形验证码' });
/** antd's input reacts to one Enter per key press: down, then up. */
function pressEnter() {
  const field = input();
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('risk-captcha dialog: image captcha', () => {
  it('opens the dialog with the image, input rules and submit, and hands back the result', async () => {
    const bodies = riskHandler({ risk: 1, items: [0] });
    const images = imageHandler();
    const onSettled = start();

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('验证')).toBeTruthy();
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,SU1H1');
    expect(bodies).toEqual([{ scene: 2, login_name: 'user@example.com', source: 'web', fingerprint: 'fp-1', version: 2 }]);
    expect(screen.queryByRole('button', { name: '换一种验证方式' })).toBeNull();
    expect(dialog).toBeTruthy();

    // Empty, then short: the two messages at the field; submit stays disabled.
    // At most five characters, trimmed first so a pasted value keeps its characters.
    fireEvent.change(input(), { target: { value: '  AB12CD ' } });
    expect(input()).toHaveProperty('value', 'AB12C');
    fireEvent.change(input(), { target: { value: '' } });
    expect(submitButton()).toHaveProperty('disabled', true);
    pressEnter();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入图形验证码');
    fireEvent.change(input(), { target: { value: 'ab' } });
    expect(screen.queryByRole('alert')).toBeNull();
    pressEnter();
    expect(screen.getByRole('alert').textContent).toBe('图形验证码不正确,请重新输入');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('请输入图形验证码');

    // A click on the image fetches a new one and clears the field.
    fireEvent.change(input(), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('img', { name: '图形验证码' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toBe('data:image/png;base64,SU1H2'));
    expect(images.count).toBe(2);
    expect(input()).toHaveProperty('value', '');

    // Trimmed, five characters: submit enabled; Enter submits with the current key.
    fireEvent.change(input(), { target: { value: ' x7Kq2 ' } });
    expect(input()).toHaveProperty('value', 'x7Kq2');
    expect(submitButton()).toHaveProperty('disabled', false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pressEnter();
    await act(async () => {
      await Promise.resolve();
    });
    expect(onSettled).toHaveBeenCalledWith({
      kind: 'resolved',
      value: { captcha_type: 0, captcha: { captcha_key: 'key-2', captcha_code: 'x7Kq2' } },
    });
    expect(screen.getByText('验证成功')).toBeTruthy();

    // The dialog closes 500 ms after the result.
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('submits with the button, and offers a retry when the image cannot be loaded', async () => {
    riskHandler({ risk: 1, items: [0] });
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.captchaCodeSend, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, code: 500, message: 'busy', data: null })
          : HttpResponse.json({ success: true, code: 200, message: '', data: { key: 'k-retry', image: 'data:image/png;base64,QQ' } });
      }),
    );
    const onSettled = start();
    const retry = await screen.findByRole('button', { name: '点击刷新图形验证码' });
    await screen.findByText('图形验证码加载失败，点击重试');
    fireEvent.change(input(), { target: { value: 'abcde' } });
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.click(retry);
    await screen.findByRole('img', { name: '图形验证码' });
    fireEvent.change(input(), { target: { value: 'QWERT' } });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith({
        kind: 'resolved',
        value: { captcha_type: 0, captcha: { captcha_key: 'k-retry', captcha_code: 'QWERT' } },
      }),
    );
    expect(calls).toBe(2);
  });
});
