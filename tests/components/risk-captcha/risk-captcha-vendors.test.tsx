// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RISK_SCENES } from '@/lib/contracts/uc';
import { fakeAliyun, fakeGeetest, fakeRecaptcha, imageHandler, riskHandler, startFlow, setUpCaptchaTests } from './harness';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => 'fp-1' }));

const vendors = {
  slider: { app_key: 'prefix-1', scene: 'nc_login' },
  recaptcha: { site_key: 'site-key-1' },
  geetest: { captcha_id: 'gid' },
};

setUpCaptchaTests();

const switchLink = () => screen.queryByRole('button', { name: '换一种验证方式' });

describe('risk-captcha dialog: vendor captchas and the switch link', () => {
  it('shows GeeTest (bind mode) and hands back its validate data', async () => {
    const geetest = fakeGeetest();
    riskHandler({ risk: 1, items: [3], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await screen.findByTestId('geetest-captcha');
    await waitFor(() => expect(geetest.initGeetest4).toHaveBeenCalledTimes(1));
    expect(geetest.state.config).toMatchObject({ captchaId: 'gid', product: 'bind' });
    await waitFor(() => expect(geetest.state.shown).toBe(1));
    expect(switchLink()).toBeNull();

    // Closing GeeTest's own popup offers a button to open it again.
    act(() => geetest.state.handlers.close?.());
    fireEvent.click(await screen.findByRole('button', { name: '点击开始验证' }));
    expect(geetest.state.shown).toBe(2);

    act(() => geetest.pass());
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith({
        kind: 'resolved',
        value: {
          captcha_type: 3,
          captcha: { captcha_id: 'gid', lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(geetest.state.destroyed).toBe(true);
  });

  it('embeds the Aliyun slider and builds the slider payload', async () => {
    const aliyun = fakeAliyun();
    riskHandler({ risk: 1, items: [1], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co' });
    const element = await screen.findByTestId('slider-captcha');
    await waitFor(() => expect(aliyun.initAliyunCaptcha).toHaveBeenCalledTimes(1));
    expect(aliyun.calls[0]).toMatchObject({ SceneId: 'nc_login', prefix: 'prefix-1', mode: 'embed', element: `#${element.id}` });
    expect(element.textContent).toBe('slider-widget');
    expect(switchLink()).toBeNull();
    act(() => aliyun.slide());
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith({
        kind: 'resolved',
        value: { captcha_type: 1, captcha: { platform: 3, session: 'sess', sig: 'sig', token: 'tok', scene: 'nc_login', version: 2 } },
      }),
    );
  });

  it('alternates slider and reCAPTCHA in version 2 and hands back the reCAPTCHA token', async () => {
    const aliyun = fakeAliyun();
    const recaptcha = fakeRecaptcha();
    riskHandler({ risk: 1, items: [1, 2], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 2 });
    await screen.findByTestId('slider-captcha');
    fireEvent.click(await screen.findByRole('button', { name: '换一种验证方式' }));

    await waitFor(() => expect(recaptcha.grecaptcha.render).toHaveBeenCalledTimes(1));
    expect(recaptcha.widgets[0]?.parameters).toMatchObject({ sitekey: 'site-key-1', hl: 'zh-CN' });
    expect(screen.queryByTestId('slider-captcha')).toBeNull();

    // And back to the slider.
    fireEvent.click(screen.getByRole('button', { name: '换一种验证方式' }));
    await screen.findByTestId('slider-captcha');
    expect(aliyun.initAliyunCaptcha).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '换一种验证方式' }));
    await waitFor(() => expect(recaptcha.grecaptcha.render).toHaveBeenCalledTimes(2));

    act(() => recaptcha.solve('recaptcha-token'));
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith({ kind: 'resolved', value: { captcha_type: 2, captcha: { token: 'recaptcha-token' } } }),
    );
    expect(switchLink()).toBeNull();
  });

  it('walks the server list in version 1, wrapping, and hides the link with a single type', async () => {
    fakeGeetest();
    riskHandler({ risk: 1, items: [0, 3], vendors });
    imageHandler();
    startFlow({ scene: RISK_SCENES.resetPwd, loginName: 'a@b.co', version: 1 });
    await screen.findByRole('img', { name: '图形验证码' });
    fireEvent.click(await screen.findByRole('button', { name: '换一种验证方式' }));
    await screen.findByTestId('geetest-captcha');
    fireEvent.click(screen.getByRole('button', { name: '换一种验证方式' }));
    await screen.findByRole('img', { name: '图形验证码' });
  });

  it('treats an offered vendor without configuration as unavailable', async () => {
    fakeGeetest();
    riskHandler({ risk: 1, items: [3, 0], vendors: {} });
    imageHandler();
    startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await screen.findByRole('img', { name: '图形验证码' });
    expect(switchLink()).toBeNull();
  });
});
