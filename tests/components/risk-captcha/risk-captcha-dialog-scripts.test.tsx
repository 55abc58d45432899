// @vitest-environment jsdom
// The dialog reads the vendors' scripts from the session's query cache: a script is asked for
// once however many dialogs offer it, and a dialog closed before its script arrived leaves the
// answer for the next one.
import { act, cleanup, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaLoadStates, RiskCaptchaDialog } from '@/components/risk-captcha/risk-captcha-dialog';
import { CAPTCHA_TYPES, type RiskControlResponse } from '@/lib/contracts/uc';
import { renderWithQueryClient, testQueryClient } from '../../support/render';
import { fakeGeetest, removeVendorGlobals } from './harness';

const loader = vi.hoisted(() => ({ loadVendorScript: vi.fn<(vendor: string) => Promise<unknown>>() }));
vi.mock('@/services/captcha/vendor-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/captcha/vendor-loader')>()),
  loadVendorScript: loader.loadVendorScript,
}));

const risk: RiskControlResponse = { risk: 1, items: [CAPTCHA_TYPES.geetest], vendors: { geetest: { captcha_id: 'gid' } } };

function dialog(open = true) {
  return (
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <RiskCaptchaDialog open={open} risk={risk} version={1} onSuccess={() => undefined} onCancel={() => undefined} />
    </ConfigProvider>
  );
}

afterEach(() => {
  cleanup();
  removeVendorGlobals();
  loader.loadVendorScript.mockReset();
});

describe('risk-captcha dialog: vendor scripts from the query cache', () => {
  it('asks for a script once per session: the next dialog shows the vendor at once', async () => {
    const geetest = fakeGeetest();
    loader.loadVendorScript.mockResolvedValue(geetest.initGeetest4);
    const client = testQueryClient();
    const first = renderWithQueryClient(dialog(), { client });
    await screen.findByTestId('geetest-captcha');
    first.unmount();

    renderWithQueryClient(dialog(), { client });
    expect(screen.getByTestId('geetest-captcha')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(loader.loadVendorScript).toHaveBeenCalledTimes(1);
  });

  it('keeps a script that arrives after its dialog closed for the next dialog', async () => {
    const geetest = fakeGeetest();
    let arrive: ((value: unknown) => void) | undefined;
    loader.loadVendorScript.mockImplementation(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const client = testQueryClient();
    const first = renderWithQueryClient(dialog(), { client });
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    first.unmount();
    await act(async () => arrive?.(geetest.initGeetest4));
    expect(geetest.initGeetest4).not.toHaveBeenCalled();

    renderWithQueryClient(dialog(), { client });
    expect(screen.getByTestId('geetest-captcha')).toBeTruthy();
    expect(loader.loadVendorScript).toHaveBeenCalledTimes(1);
  });
});

describe('captchaLoadStates', () => {
  const vendors = { slider: { app_key: 'p', scene: 's' }, geetest: { captcha_id: 'gid' } };
  const items = [CAPTCHA_TYPES.slider, CAPTCHA_TYPES.recaptcha, CAPTCHA_TYPES.geetest, CAPTCHA_TYPES.image];

  it('follows the scripts, fails a type without configuration and keeps the image captcha ready', () => {
    expect(captchaLoadStates(items, vendors, { slider: 'ready' }, new Set())).toEqual({
      [CAPTCHA_TYPES.slider]: 'ready',
      [CAPTCHA_TYPES.recaptcha]: 'failed',
      [CAPTCHA_TYPES.geetest]: 'loading',
      [CAPTCHA_TYPES.image]: 'ready',
    });
  });

  it('fails a type whose widget reported itself unusable, though its script is loaded', () => {
    expect(captchaLoadStates(items, vendors, { slider: 'ready', geetest: 'failed' }, new Set([CAPTCHA_TYPES.slider]))).toMatchObject({
      [CAPTCHA_TYPES.slider]: 'failed',
      [CAPTCHA_TYPES.geetest]: 'failed',
    });
  });
});
