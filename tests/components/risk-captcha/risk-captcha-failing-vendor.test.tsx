// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorLoadError } from '@/services/captcha/vendor-loader';
import { RISK_SCENES } from '@/lib/contracts/uc';
import { fakeGeetest, imageHandler, riskHandler, setUpCaptchaTests, startFlow } from './harness';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => 'fp-1' }));

const loader = vi.hoisted(() => ({
  loadVendorScript: vi.fn<(vendor: string) => Promise<unknown>>(),
  isVendorFailed: vi.fn<(vendor: string) => boolean>(),
}));
vi.mock('@/services/captcha/vendor-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/captcha/vendor-loader')>()),
  loadVendorScript: loader.loadVendorScript,
  isVendorFailed: loader.isVendorFailed,
}));

const vendors = { slider: { app_key: 'p', scene: 'nc_login' }, geetest: { captcha_id: 'gid' } };

setUpCaptchaTests();
beforeEach(() => loader.isVendorFailed.mockReturnValue(false));

describe('risk-captcha dialog: a vendor that fails to load', () => {
  it('shows the loading state, then moves on to the next offered type', async () => {
    let fail: ((error: Error) => void) | undefined;
    loader.loadVendorScript.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    riskHandler({ risk: 1, items: [1, 0], vendors });
    imageHandler();
    startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });

    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    expect(loader.loadVendorScript).toHaveBeenCalledWith('slider');
    fail?.(new VendorLoadError('slider', 'script failed to load'));

    await screen.findByRole('img', { name: '图形验证码' });
    expect(screen.queryByRole('button', { name: '换一种验证方式' })).toBeNull();
  });

  it('skips a vendor already marked failed in this session', async () => {
    loader.isVendorFailed.mockImplementation((vendor) => vendor === 'geetest');
    loader.loadVendorScript.mockImplementation((vendor) => Promise.reject(new VendorLoadError(vendor as 'geetest', 'failed earlier')));
    riskHandler({ risk: 1, items: [3, 0], vendors });
    imageHandler();
    startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await screen.findByRole('img', { name: '图形验证码' });
  });

  it('says so when no type is left', async () => {
    loader.loadVendorScript.mockImplementation((vendor) => Promise.reject(new VendorLoadError(vendor as 'slider', 'timeout')));
    riskHandler({ risk: 1, items: [1, 3], vendors });
    startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证加载失败，请稍后重试'));
    expect(screen.queryByRole('button', { name: '换一种验证方式' })).toBeNull();
  });

  it('moves on when the vendor reports an error after loading', async () => {
    const geetest = fakeGeetest();
    loader.loadVendorScript.mockResolvedValue(geetest.initGeetest4);
    riskHandler({ risk: 1, items: [3, 0], vendors });
    imageHandler();
    startFlow({ scene: RISK_SCENES.login, loginName: 'a@b.co', version: 1 });
    await screen.findByTestId('geetest-captcha');
    geetest.state.handlers.error?.({ code: '60001', msg: 'network' });
    await screen.findByRole('img', { name: '图形验证码' });
  });
});
