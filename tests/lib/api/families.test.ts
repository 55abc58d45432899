import { describe, expect, it } from 'vitest';
import { gatewayPath, isServiceFamily, resolveSocketUrl, resolveUpstream, SERVICE_FAMILIES, upstreamEnvName } from '@/lib/api/families';

describe('service families', () => {
  it('lists every family of the specifications', () => {
    expect(SERVICE_FAMILIES).toHaveLength(19);
    expect(isServiceFamily('hbgPay')).toBe(true);
    expect(isServiceFamily('__proto__')).toBe(false);
    expect(gatewayPath('uc')).toBe('/-/x/uc');
  });

  it('reads each upstream from its own variable, else the mock backend', () => {
    expect(upstreamEnvName('hbgPay')).toBe('UPSTREAM_HBG_PAY');
    expect(upstreamEnvName('travelrule')).toBe('UPSTREAM_TRAVELRULE');
    expect(resolveUpstream('uc', { UPSTREAM_UC: 'https://uc.example/api/' })).toBe('https://uc.example/api');
    expect(resolveUpstream('uc', { UPSTREAM_UC: 'file:///etc/passwd' })).toBe('http://127.0.0.1:4010/uc');
    expect(resolveUpstream('pro', { MOCK_ORIGIN: 'http://127.0.0.1:4110' })).toBe('http://127.0.0.1:4110/pro');
  });

  it('derives the socket URLs from the mock origin unless configured', () => {
    expect(resolveSocketUrl('market', {})).toBe('ws://127.0.0.1:4010/ws');
    expect(resolveSocketUrl('account', { MOCK_ORIGIN: 'http://127.0.0.1:4110' })).toBe('ws://127.0.0.1:4110/ws/v2');
    expect(resolveSocketUrl('market', { WS_MARKET_URL: 'wss://api.example/ws' })).toBe('wss://api.example/ws');
  });
});

describe('captcha vendor scripts', () => {
  it('come from the environment, else from the mock backend stand-ins', async () => {
    const { resolveCaptchaScripts } = await import('@/lib/api/families');
    expect(resolveCaptchaScripts({ MOCK_ORIGIN: 'http://127.0.0.1:4110' })).toEqual({
      geetest: 'http://127.0.0.1:4110/vendor/geetest/gt4.js',
      recaptcha: 'http://127.0.0.1:4110/vendor/recaptcha/api.js?render=explicit',
      slider: 'http://127.0.0.1:4110/vendor/aliyun/AliyunCaptcha.js',
    });
    expect(resolveCaptchaScripts({ CAPTCHA_GEETEST_URL: 'https://static.geetest.com/v4/gt4.js', CAPTCHA_SLIDER_URL: 'javascript:x' }).geetest).toBe(
      'https://static.geetest.com/v4/gt4.js',
    );
    expect(resolveCaptchaScripts({ CAPTCHA_SLIDER_URL: 'javascript:x' }).slider).toBe('http://127.0.0.1:4010/vendor/aliyun/AliyunCaptcha.js');
  });
});
