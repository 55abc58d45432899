// Shared set-up of the risk-captcha component tests: a flow-like harness around
// useRiskCaptcha, an msw server for the account service at the jsdom origin, and fakes of the
// vendors' global APIs (GeeTest v4, reCAPTCHA, Aliyun Captcha 2.0).

import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, screen, fireEvent } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { type RiskVerifyOptions, useRiskCaptcha } from '@/components/risk-captcha';
import type {
  AliyunCaptchaOptions,
  GeetestCaptcha,
  GeetestConfig,
  Grecaptcha,
  RecaptchaRenderParameters,
} from '@/services/captcha/vendor-types';
import { type CaptchaSubmission, RISK_SCENES, UC_CALLS } from '@/lib/contracts/uc';
import { callWithCaptcha, passRiskCheck } from '@/components/session/risk-check';
import type { ApiResult } from '@/services/http';
import { resetCaptchaVendors } from '@/services/captcha/vendor-loader';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

export const ucBase = () => `${window.location.origin}/-/x/uc`;

export const server = setupServer();

/**
 * The hooks every file of these tests needs: the account service's msw server, the http layer
 * pointed at it, and after each test the rendered tree, handlers, vendor scripts and vendor
 * globals cleared. A file adds its own hooks for what only it sets; `after` runs last after each
 * test, once the rendered tree is gone.
 */
export function setUpCaptchaTests(after?: () => void): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => configureHttp({ baseUrls: { uc: ucBase() } }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    resetHttpConfig();
    resetCaptchaVendors();
    removeVendorGlobals();
    after?.();
  });
  afterAll(() => server.close());
}

export type Outcome = { kind: 'resolved'; value: CaptchaSubmission | null } | { kind: 'rejected'; error: unknown };

/** A page that calls verify() when its button is pressed and reports how it ended. */
export function Harness({ options, onSettled }: { options: RiskVerifyOptions; onSettled: (outcome: Outcome) => void }) {
  const riskCaptcha = useRiskCaptcha();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          riskCaptcha.verify(options).then(
            (value) => onSettled({ kind: 'resolved', value }),
            (error: unknown) => onSettled({ kind: 'rejected', error }),
          );
        }}
      >
        start
      </button>
      {riskCaptcha.dialog}
    </>
  );
}

/**
 * Renders the harness as the app does (antd provider, zero-runtime theme) with motion off:
 * jsdom fires no animation events, so a closing dialog would otherwise never leave the DOM.
 * Presses start and returns the outcome spy.
 */
export function startFlow(options: RiskVerifyOptions) {
  const onSettled = vi.fn<(outcome: Outcome) => void>();
  renderWithQueryClient(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <Harness options={options} onSettled={onSettled} />
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'start' }));
  return onSettled;
}

/** risk/control answering `data`; returns the request bodies it saw. */
export function riskHandler(data: unknown) {
  const bodies: unknown[] = [];
  server.use(
    onPageCall(UC_CALLS.riskControl, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: '', data });
    }),
  );
  return bodies;
}

/** captcha_code/send answering key-1, key-2, …; returns a counter of the calls. */
export function imageHandler() {
  const calls = { count: 0 };
  server.use(
    onPageCall(UC_CALLS.captchaCodeSend, () => {
      calls.count += 1;
      return HttpResponse.json({
        success: true,
        code: 200,
        message: '',
        data: { key: `key-${calls.count}`, image: `data:image/png;base64,SU1H${calls.count}` },
      });
    }),
  );
  return calls;
}

function define(name: string, value: unknown) {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

export function removeVendorGlobals() {
  for (const name of ['initGeetest4', 'grecaptcha', 'initAliyunCaptcha']) Reflect.deleteProperty(window, name);
}

/** A GeeTest v4 stand-in: bind mode, ready at once; `pass()` completes it. */
export function fakeGeetest() {
  const state: {
    config?: GeetestConfig;
    handlers: { ready?: () => void; success?: () => void; error?: (e: object) => void; close?: () => void };
    shown: number;
    destroyed: boolean;
  } = { handlers: {}, shown: 0, destroyed: false };
  const validate = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000', captcha_id: 'gid' };
  let passed = false;
  const captcha: GeetestCaptcha = {
    onReady(callback) {
      state.handlers.ready = callback;
      queueMicrotask(callback);
      return captcha;
    },
    onSuccess(callback) {
      state.handlers.success = callback;
      return captcha;
    },
    onError(callback) {
      state.handlers.error = callback;
      return captcha;
    },
    onClose(callback) {
      state.handlers.close = callback;
      return captcha;
    },
    showCaptcha() {
      state.shown += 1;
    },
    getValidate() {
      return passed ? validate : false;
    },
    reset() {
      passed = false;
    },
    destroy() {
      state.destroyed = true;
    },
  };
  const initGeetest4 = vi.fn((config: GeetestConfig, callback: (c: GeetestCaptcha) => void) => {
    state.config = config;
    callback(captcha);
  });
  define('initGeetest4', initGeetest4);
  return {
    initGeetest4,
    state,
    pass() {
      passed = true;
      state.handlers.success?.();
    },
  };
}

/** A reCAPTCHA stand-in rendering explicit widgets; `solve(token)` calls the widget's callback. */
export function fakeRecaptcha() {
  const widgets: { container: HTMLElement | string; parameters: RecaptchaRenderParameters }[] = [];
  const grecaptcha: Grecaptcha = {
    ready: (callback) => callback(),
    render: vi.fn((container: HTMLElement | string, parameters: RecaptchaRenderParameters) => {
      widgets.push({ container, parameters });
      return widgets.length - 1;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
    execute: vi.fn(),
  };
  define('grecaptcha', grecaptcha);
  return {
    grecaptcha,
    widgets,
    solve(token: string) {
      const widget = widgets.at(-1);
      widget?.parameters.callback?.(token);
    },
  };
}

/** An Aliyun Captcha 2.0 stand-in: embed mode draws into `element`; `slide()` succeeds. */
export function fakeAliyun() {
  const calls: AliyunCaptchaOptions[] = [];
  const initAliyunCaptcha = vi.fn((options: AliyunCaptchaOptions) => {
    calls.push(options);
    const element = document.querySelector(options.element);
    if (element) element.textContent = 'slider-widget';
    options.getInstance?.({ destroyCaptcha: vi.fn() });
  });
  define('initAliyunCaptcha', initAliyunCaptcha);
  return {
    initAliyunCaptcha,
    calls,
    slide() {
      calls.at(-1)?.success({ sessionId: 'sess', sig: 'sig', token: 'tok' });
    },
  };
}

/** A login-like flow: the risk check for `loginName`, then `call` through callWithCaptcha (the captcha retried or demanded as the server says). */
export function LoginFlow({
  loginName,
  call,
  onDone,
}: {
  loginName: string;
  call: (captcha: Partial<CaptchaSubmission>) => Promise<ApiResult<string>>;
  onDone: (result: ApiResult<string> | null) => void;
}) {
  const riskCaptcha = useRiskCaptcha();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const risk = await passRiskCheck(riskCaptcha, { scene: RISK_SCENES.login, loginName }, setError, 'failed');
    if (!risk) return;
    onDone(await callWithCaptcha(riskCaptcha, risk.captcha, call));
  };
  return (
    <>
      <button type="button" onClick={() => void submit()}>
        登录
      </button>
      {error ? <p role="alert">{error}</p> : null}
      {riskCaptcha.dialog}
    </>
  );
}
