// @vitest-environment jsdom
// A wrong image-captcha answer, refused by the flow's own call: the dialog asks again with a
// new image and the spec's message, and the flow goes on with the second answer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { type ApiResult } from '@/services/http';
import { CAPTCHA_TYPES, UC_CODES, type CaptchaSubmission } from '@/lib/contracts/uc';
import { renderWithQueryClient } from '../../support/render';
import { imageHandler, LoginFlow, riskHandler, setUpCaptchaTests } from './harness';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => 'fp-1' }));

setUpCaptchaTests();

const WRONG: ApiResult<string> = { success: false, code: UC_CODES.captchaWrong, message: '安全验证失败，请重试', data: null };

function answer(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
}

describe('callWithCaptcha', () => {
  it('asks again with a new image and 图形验证码不正确,请重新输入 when the call refuses the answer, then goes on', async () => {
    riskHandler({ risk: 1, items: [CAPTCHA_TYPES.image] });
    const images = imageHandler();
    const sent: Array<Partial<CaptchaSubmission>> = [];
    const call = vi.fn(async (captcha: Partial<CaptchaSubmission>): Promise<ApiResult<string>> => {
      sent.push(captcha);
      return sent.length === 1 ? WRONG : { success: true, code: 200, message: '', data: 'ok' };
    });
    const onDone = vi.fn();
    renderWithQueryClient(
      <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
        <LoginFlow loginName="user@example.com" call={call} onDone={onDone} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('img', { name: '图形验证码' });
    answer('AAAAA');
    await waitFor(() => expect(images.count).toBe(2));
    expect(await screen.findByText('图形验证码不正确,请重新输入')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await screen.findByRole('img', { name: '图形验证码' });
    answer('BBBBB');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ success: true, code: 200, message: '', data: 'ok' }));
    expect(sent.map((captcha) => captcha.captcha)).toEqual([
      { captcha_key: 'key-1', captcha_code: 'AAAAA' },
      { captcha_key: 'key-2', captcha_code: 'BBBBB' },
    ]);
    // The flow showed no error of its own.
    expect(screen.queryByText('安全验证失败，请重试')).toBeNull();
  });

  it('ends with null when the user closes the dialog that asks again', async () => {
    riskHandler({ risk: 1, items: [CAPTCHA_TYPES.image] });
    imageHandler();
    const onDone = vi.fn();
    renderWithQueryClient(
      <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
        <LoginFlow loginName="user@example.com" call={async () => WRONG} onDone={onDone} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('img', { name: '图形验证码' });
    answer('AAAAA');
    await screen.findByText('图形验证码不正确,请重新输入');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
  });
});
