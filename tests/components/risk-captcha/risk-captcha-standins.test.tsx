// @vitest-environment jsdom
// The dialog against the mock backend's vendor stand-ins (mocks/vendor/scripts.ts), the scripts
// the app loads in development and e2e: the loader requests the script, the test runs its
// text (jsdom fetches no scripts) and fires the load event, and the user solves the stand-in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { vendorScript } from '@/mocks/vendor/scripts';
import { VENDOR_SCRIPT_ATTRIBUTE } from '@/services/captcha/vendor-loader';
import { RISK_SCENES } from '@/lib/contracts/uc';
import { riskHandler, setUpCaptchaTests, startFlow } from './harness';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => 'fp-1' }));

const STAND_IN = { geetest: 'geetest', recaptcha: 'recaptcha', slider: 'aliyun' } as const;

/** Plays the browser: runs the stand-in's text for the script the loader inserted, then `load`. */
async function serveStandIn(vendor: keyof typeof STAND_IN, token: string) {
  const script = await waitFor(() => {
    const element = document.querySelector<HTMLScriptElement>(`script[${VENDOR_SCRIPT_ATTRIBUTE}="${vendor}"]`);
    if (!element) throw new Error(`no ${vendor} script yet`);
    return element;
  });
  const render = new URL(script.src).searchParams.get('render');
  new Function(vendorScript(STAND_IN[vendor], { tokens: [token], render }))();
  fireEvent.load(script);
}

const vendors = {
  slider: { app_key: 'mock-aliyun-prefix', scene: 'mock-aliyun-scene' },
  recaptcha: { site_key: 'mock-recaptcha-site-key' },
  geetest: { captcha_id: 'mock-geetest-captcha-id' },
};

setUpCaptchaTests(() => {
  document.body.innerHTML = '';
});

describe('risk-captcha dialog with the mock vendor stand-ins', () => {
  it('solves the GeeTest stand-in', async () => {
    riskHandler({ risk: 1, items: [3], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await serveStandIn('geetest', 'mock-geetest-t1');
    fireEvent.click(await screen.findByRole('button', { name: '点击完成验证' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({
      kind: 'resolved',
      value: { captcha_type: 3, captcha: { captcha_id: 'mock-geetest-captcha-id', pass_token: 'mock-geetest-t1' } },
    });
  });

  it('solves the Aliyun slider stand-in in embed mode', async () => {
    riskHandler({ risk: 1, items: [1], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co' });
    await serveStandIn('slider', 'mock-aliyun-t1');
    const slider = await screen.findByRole('button', { name: '向右滑动完成验证' });
    expect(screen.getByTestId('slider-captcha').contains(slider)).toBe(true);
    fireEvent.click(slider);
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({
      kind: 'resolved',
      value: {
        captcha_type: 1,
        captcha: { platform: 3, token: 'mock-aliyun-t1', scene: 'mock-aliyun-scene', version: 2 },
      },
    });
  });

  it('solves the reCAPTCHA stand-in rendered explicitly', async () => {
    riskHandler({ risk: 1, items: [2], vendors });
    const onSettled = startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co' });
    await serveStandIn('recaptcha', 'mock-recaptcha-t1');
    fireEvent.click(await screen.findByRole('checkbox', { name: '我不是机器人' }));
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith({
        kind: 'resolved',
        value: { captcha_type: 2, captcha: { token: 'mock-recaptcha-t1' } },
      }),
    );
  });
});
