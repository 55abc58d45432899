// @vitest-environment jsdom
// The vendor stand-ins run in a DOM (jsdom): they define the vendors' globals, render their
// buttons, call back like the real scripts, and hand out tokens the uc check accepts once.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueVendorTokens, takeVendorToken } from '@/mocks/auth/captcha';
import { resetDb, type Vendor } from '@/mocks/db';
import { vendorScript, type VendorScriptOptions } from '@/mocks/vendor/scripts';

interface GeetestCaptcha {
  appendTo(target: string | HTMLElement): GeetestCaptcha;
  showCaptcha(): GeetestCaptcha;
  onReady(fn: () => void): GeetestCaptcha;
  onSuccess(fn: () => void): GeetestCaptcha;
  onError(fn: (error: unknown) => void): GeetestCaptcha;
  onClose(fn: () => void): GeetestCaptcha;
  getValidate(): false | { lot_number: string; captcha_output: string; pass_token: string; gen_time: string; captcha_id: string };
  reset(): GeetestCaptcha;
  destroy(): void;
}

interface Grecaptcha {
  ready(fn: () => void): void;
  render(container: string | HTMLElement, params: Record<string, unknown>): number;
  getResponse(id?: number): string;
  reset(id?: number): void;
  execute(id?: number | string): Promise<string> | undefined;
}

interface AliyunInstance {
  show(): void;
  hide(): void;
  refresh(): void;
  destroyCaptcha(): void;
}

type VendorWindow = Window & {
  initGeetest4?: (config: Record<string, unknown>, callback: (captcha: GeetestCaptcha) => void) => void;
  grecaptcha?: Grecaptcha;
  initAliyunCaptcha?: (options: Record<string, unknown>) => void;
  [key: string]: unknown;
};

const win = window as unknown as VendorWindow;

/** Runs a stand-in as the browser would, with tokens recorded as issued. */
function load(vendor: Vendor, options: Partial<VendorScriptOptions> = {}): void {
  const script = vendorScript(vendor, { tokens: issueVendorTokens(vendor, 3), ...options });
  // Evaluated in this realm, where `window` and `document` are jsdom's (a <script> element
  // is not executed by this environment).
  new Function(script)();
}

function buttonByText(text: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((button) => button.textContent === text);
  if (!found) throw new Error(`no button "${text}" in ${document.body.innerHTML}`);
  return found;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  document.body.innerHTML = '<div id="box"></div><div id="captcha-element"></div><button id="captcha-button">登录</button>';
});
afterEach(() => {
  for (const key of ['initGeetest4', 'grecaptcha', 'initAliyunCaptcha', 'cb', 'onDone']) delete win[key];
  resetDb();
});

describe('GeeTest v4 stand-in', () => {
  async function init(config: Record<string, unknown> = {}): Promise<GeetestCaptcha> {
    load('geetest');
    const initGeetest4 = win.initGeetest4;
    if (!initGeetest4) throw new Error('initGeetest4 not defined');
    return new Promise((resolve) => initGeetest4({ captchaId: 'mock-geetest-captcha-id', product: 'float', ...config }, resolve));
  }

  it('renders a button in the element; a click succeeds with a pass_token the check accepts once', async () => {
    const captcha = await init();
    const ready = vi.fn();
    const success = vi.fn();
    captcha.onReady(ready).onSuccess(success).appendTo('#box');
    await tick();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(captcha.getValidate()).toBe(false);

    buttonByText('点击完成验证', document.getElementById('box') as HTMLElement).click();
    expect(success).toHaveBeenCalledTimes(1);
    const validate = captcha.getValidate();
    if (!validate) throw new Error('no validate');
    expect(validate).toEqual({
      captcha_id: 'mock-geetest-captcha-id',
      lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
      captcha_output: expect.stringMatching(/^mock-output-/),
      pass_token: expect.stringMatching(/^mock-geetest-/),
      gen_time: expect.stringMatching(/^\d+$/),
    });
    expect(takeVendorToken(validate.pass_token, 'geetest')).toBe(true);
    expect(takeVendorToken(validate.pass_token, 'geetest')).toBe(false);

    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
    buttonByText('点击完成验证').click();
    const next = captcha.getValidate();
    expect(next && next.pass_token).not.toBe(validate.pass_token);
    captcha.destroy();
    expect(document.querySelector('.geetest_mock')).toBeNull();
  });

  it('shows a closable dialog for the bind product and reports an unknown appendTo target', async () => {
    const captcha = await init({ product: 'bind' });
    const closed = vi.fn();
    const error = vi.fn();
    captcha.onClose(closed).onError(error).showCaptcha();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    buttonByText('关闭').click();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    captcha.appendTo('#missing');
    await tick();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: '60001' }));
  });

  it('hands out unusable tokens once its batch is used up', async () => {
    load('geetest', { tokens: [] });
    const initGeetest4 = win.initGeetest4;
    if (!initGeetest4) throw new Error('initGeetest4 not defined');
    const captcha = await new Promise<GeetestCaptcha>((resolve) => initGeetest4({}, resolve));
    captcha.appendTo('#box');
    buttonByText('点击完成验证').click();
    const validate = captcha.getValidate();
    expect(validate && validate.pass_token).toBe('mock-geetest-exhausted-1');
    expect(takeVendorToken(validate ? validate.pass_token : '', 'geetest')).toBe(false);
  });
});

describe('reCAPTCHA stand-in', () => {
  function grecaptcha(): Grecaptcha {
    if (!win.grecaptcha) throw new Error('grecaptcha not defined');
    return win.grecaptcha;
  }

  it('calls the onload callback, renders a checkbox and calls back with a token', async () => {
    const onload = vi.fn();
    win.cb = onload;
    load('recaptcha', { onload: 'cb', render: 'explicit' });
    await tick();
    expect(onload).toHaveBeenCalledTimes(1);
    const ready = vi.fn();
    grecaptcha().ready(ready);
    await tick();
    expect(ready).toHaveBeenCalledTimes(1);

    const callback = vi.fn();
    const id = grecaptcha().render('box', { sitekey: 'mock-recaptcha-site-key', callback, theme: 'light', tabindex: 3 });
    expect(id).toBe(0);
    const box = buttonByText('我不是机器人');
    expect(box.getAttribute('role')).toBe('checkbox');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.tabIndex).toBe(3);
    box.click();
    const token = grecaptcha().getResponse(id);
    expect(token).toMatch(/^mock-recaptcha-/);
    expect(callback).toHaveBeenCalledWith(token);
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(takeVendorToken(token, 'recaptcha')).toBe(true);
    // A token of one vendor is refused for another.
    expect(takeVendorToken(grecaptcha().getResponse(), 'aliyun')).toBe(false);

    grecaptcha().reset(id);
    expect(grecaptcha().getResponse(id)).toBe('');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('executes an invisible widget, resolves a v3 execute and throws for a missing container', async () => {
    load('recaptcha', { render: 'explicit' });
    const callback = vi.fn();
    const id = grecaptcha().render(document.getElementById('box') as HTMLElement, { sitekey: 'k', callback, size: 'invisible' });
    expect(grecaptcha().execute(id)).toBeUndefined();
    expect(callback).toHaveBeenCalledWith(expect.stringMatching(/^mock-recaptcha-/));
    await expect(grecaptcha().execute('site-key')).resolves.toMatch(/^mock-recaptcha-/);
    expect(() => grecaptcha().render('missing', { sitekey: 'k' })).toThrow('reCAPTCHA placeholder');
  });

  it('auto-renders .g-recaptcha elements unless render=explicit, calling data-callback by name', async () => {
    document.body.innerHTML = '<div class="g-recaptcha" data-sitekey="k" data-callback="onDone"></div>';
    const done = vi.fn();
    win.onDone = done;
    load('recaptcha');
    await tick();
    buttonByText('我不是机器人').click();
    expect(done).toHaveBeenCalledWith(expect.stringMatching(/^mock-recaptcha-/));
  });
});

describe('Aliyun captcha stand-in', () => {
  function init(options: Record<string, unknown>): void {
    load('aliyun');
    if (!win.initAliyunCaptcha) throw new Error('initAliyunCaptcha not defined');
    win.initAliyunCaptcha(options);
  }

  it('embeds a slider button whose success hands over sessionId, sig and token', () => {
    const success = vi.fn();
    const getInstance = vi.fn();
    init({ SceneId: 'mock-aliyun-scene', prefix: 'mock', mode: 'embed', element: '#captcha-element', success, getInstance, slideStyle: { width: 320, height: 40 } });
    expect(getInstance).toHaveBeenCalledWith(expect.objectContaining({ refresh: expect.any(Function), show: expect.any(Function) }));
    const slider = buttonByText('向右滑动完成验证', document.getElementById('captcha-element') as HTMLElement);
    expect(slider.style.width).toBe('320px');
    slider.click();
    expect(success).toHaveBeenCalledTimes(1);
    const param = JSON.parse(String(success.mock.calls[0]?.[0])) as { sessionId: string; sig: string; token: string };
    expect(param).toMatchObject({ sessionId: expect.stringMatching(/^mock-/), sig: expect.stringMatching(/^mock-/), token: expect.stringMatching(/^mock-aliyun-/) });
    expect(takeVendorToken(param.token, 'aliyun')).toBe(true);

    // Solved once until refreshed.
    slider.click();
    expect(success).toHaveBeenCalledTimes(1);
    (getInstance.mock.calls[0]?.[0] as AliyunInstance).refresh();
    buttonByText('向右滑动完成验证').click();
    expect(success).toHaveBeenCalledTimes(2);
  });

  it('opens a dialog from the trigger button in popup mode and reports a missing element in embed mode', async () => {
    const success = vi.fn();
    init({ SceneId: 's', mode: 'popup', button: '#captcha-button', success });
    (document.getElementById('captcha-button') as HTMLButtonElement).click();
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    buttonByText('向右滑动完成验证', dialog).click();
    expect(success).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    const fail = vi.fn();
    init({ SceneId: 's', mode: 'embed', element: '#nowhere', success, fail });
    await tick();
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ code: 'element-not-found' }));
  });
});
