// @vitest-environment jsdom
// The vendor widgets cannot be unsubscribed: once a panel is gone, nothing they call back
// reaches the dialog, and a GeeTest instance that arrives late is destroyed.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeetestPanel, SliderCaptchaPanel } from '@/components/risk-captcha/vendor-panels';
import type { GeetestCaptcha, GeetestConfig } from '@/services/captcha/vendor-types';
import { fakeAliyun, fakeGeetest, removeVendorGlobals } from './harness';

afterEach(() => {
  cleanup();
  removeVendorGlobals();
});

describe('vendor panels after they are gone', () => {
  it('GeeTest: ignores its popup after unmount', async () => {
    const geetest = fakeGeetest();
    const onSolved = vi.fn();
    const onUnavailable = vi.fn();
    const { unmount } = render(<GeetestPanel captchaId="gid" onSolved={onSolved} onUnavailable={onUnavailable} />);
    await act(async () => undefined);
    expect(geetest.state.shown).toBe(1);
    unmount();
    expect(geetest.state.destroyed).toBe(true);
    geetest.pass();
    geetest.state.handlers.error?.({ code: '1', msg: 'late' });
    geetest.state.handlers.ready?.();
    expect(onSolved).not.toHaveBeenCalled();
    expect(onUnavailable).not.toHaveBeenCalled();
    expect(geetest.state.shown).toBe(1);
  });

  it('GeeTest: destroys an instance handed over after unmount and never shows it', async () => {
    const geetest = fakeGeetest();
    let handOver: (() => void) | undefined;
    geetest.initGeetest4.mockImplementation((config: GeetestConfig, callback: (c: GeetestCaptcha) => void) => {
      handOver = () => {
        geetest.state.config = config;
        const captcha = { destroy: vi.fn(), onReady: vi.fn(), showCaptcha: vi.fn() } as unknown as GeetestCaptcha;
        callback(captcha);
        expect(captcha.destroy).toHaveBeenCalledTimes(1);
        expect(captcha.onReady).not.toHaveBeenCalled();
        expect(captcha.showCaptcha).not.toHaveBeenCalled();
      };
    });
    const { unmount } = render(<GeetestPanel captchaId="gid" onSolved={vi.fn()} onUnavailable={vi.fn()} />);
    expect(screen.getByTestId('geetest-captcha')).toBeTruthy();
    unmount();
    expect(handOver).toBeDefined();
    handOver?.();
  });

  it('Aliyun slider: a success or error reported after unmount reaches nobody', () => {
    const aliyun = fakeAliyun();
    const onSolved = vi.fn();
    const onUnavailable = vi.fn();
    const { unmount } = render(<SliderCaptchaPanel appKey="p" scene="nc_login" onSolved={onSolved} onUnavailable={onUnavailable} />);
    expect(aliyun.calls).toHaveLength(1);
    unmount();
    aliyun.slide();
    aliyun.calls[0]?.onError?.(new Error('late'));
    expect(onSolved).not.toHaveBeenCalled();
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('Aliyun slider: a success while shown is handed on', () => {
    const aliyun = fakeAliyun();
    const onSolved = vi.fn();
    render(<SliderCaptchaPanel appKey="p" scene="nc_login" onSolved={onSolved} onUnavailable={vi.fn()} />);
    aliyun.slide();
    expect(onSolved).toHaveBeenCalledTimes(1);
  });
});
