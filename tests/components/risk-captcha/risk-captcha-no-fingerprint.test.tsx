// @vitest-environment jsdom
// No device fingerprint: the risk check is skipped (shell-and-account.md section 4), but when the
// flow's call still demands a captcha (10020) the decision is asked without a fingerprint and the
// server's captcha opens, so a risky account can go on instead of being stuck at 请先完成安全验证.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type ApiResult } from '@/services/http';
import { CAPTCHA_TYPES, RISK_SCENES, UC_CALLS, UC_CODES, type CaptchaSubmission } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { imageHandler, LoginFlow, riskHandler, server, setUpCaptchaTests } from './harness';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => null }));

setUpCaptchaTests();

const DEMANDED: ApiResult<string> = { success: false, code: UC_CODES.captchaRequired, message: '请先完成安全验证', data: null };
const OK: ApiResult<string> = { success: true, code: 200, message: '', data: 'ok' };

function renderFlow(call: (captcha: Partial<CaptchaSubmission>) => Promise<ApiResult<string>>) {
  const onDone = vi.fn();
  renderWithQueryClient(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <LoginFlow loginName="risky@example.com" call={call} onDone={onDone} />
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return onDone;
}

describe('risk check without a device fingerprint', () => {
  it('skips risk/control up front, then asks it without a fingerprint and opens the captcha the server demands', async () => {
    const bodies = riskHandler({ risk: 1, items: [CAPTCHA_TYPES.image] });
    imageHandler();
    const sent: Array<Partial<CaptchaSubmission>> = [];
    const onDone = renderFlow(async (captcha) => {
      sent.push(captcha);
      return captcha.captcha_type === undefined ? DEMANDED : OK;
    });
    await screen.findByRole('img', { name: '图形验证码' });
    // Only after the call demanded it, and with no fingerprint field at all.
    expect(sent).toEqual([{}]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ scene: RISK_SCENES.login, login_name: 'risky@example.com', source: 'web' });
    expect(bodies[0]).not.toHaveProperty('fingerprint');
    fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: 'ABCDE' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(OK));
    expect(sent[1]).toEqual({ captcha_type: CAPTCHA_TYPES.image, captcha: { captcha_key: 'key-1', captcha_code: 'ABCDE' } });
  });

  it('a call that passes without a captcha never asks risk/control', async () => {
    const bodies = riskHandler({ risk: 1, items: [CAPTCHA_TYPES.image] });
    const onDone = renderFlow(async () => OK);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(OK));
    expect(bodies).toEqual([]);
  });

  it('keeps the call’s own failure when the decision cannot be had, asking only once', async () => {
    let asked = 0;
    server.use(
      onPageCall(UC_CALLS.riskControl, () => {
        asked += 1;
        return HttpResponse.json({ success: false, code: 500, message: 'down', data: null });
      }),
    );
    const call = vi.fn(async () => DEMANDED);
    const onDone = renderFlow(call);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(DEMANDED));
    expect(asked).toBe(1);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
