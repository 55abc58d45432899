'use client';

// The vendor captchas inside the dialog. Each panel is mounted only once the vendor's script
// has loaded (services/captcha/vendor-loader) and talks to the vendor's global API; an error
// of the vendor itself (init throws, reCAPTCHA's error callback, GeeTest's onError) reports
// `onUnavailable`, and the dialog moves on to another type.

import { Button, Flex, Typography } from 'antd';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha/lib/esm/recaptcha';
import { untilAborted } from '@/lib/async/until-aborted';
import { CAPTCHA_TEXTS } from '@/lib/captcha/constants';
import {
  type GeetestResult,
  geetestResult,
  parseSliderSuccess,
  type RecaptchaResult,
  recaptchaResult,
  type SliderCaptchaResult,
  sliderCaptchaResult,
} from '@/lib/captcha/payload';
import { vendorGlobal } from '@/services/captcha/vendor-loader';
import type { AliyunCaptchaInstance, GeetestCaptcha } from '@/services/captcha/vendor-types';

interface PanelCallbacks<R> {
  onSolved: (result: R) => void;
  onUnavailable: () => void;
}

/** The vendors' display language for this zh-cn site. */
const ALIYUN_LANGUAGE = 'cn';
const GEETEST_LANGUAGE = 'zho';
const RECAPTCHA_LANGUAGE = 'zh-CN';
const SLIDER_STYLE = { width: 360, height: 40 };

/** Aliyun Captcha 2.0 slider, embedded into an element of the dialog. */
export function SliderCaptchaPanel({
  appKey,
  scene,
  onSolved,
  onUnavailable,
}: { appKey: string; scene: string } & PanelCallbacks<SliderCaptchaResult>) {
  // useId's characters are not all valid in a CSS selector.
  const elementId = `aliyun-captcha-${useId().replace(/[^\w-]/g, '')}`;
  const solved = useEffectEvent((param: unknown) => {
    const success = parseSliderSuccess(param);
    if (success) onSolved(sliderCaptchaResult(success, scene));
  });
  const unavailable = useEffectEvent(() => onUnavailable());

  useEffect(() => {
    const initAliyunCaptcha = vendorGlobal('slider');
    if (!initAliyunCaptcha) {
      unavailable();
      return;
    }
    // The widget cannot be unsubscribed: its callbacks are bound to this effect's lifetime.
    const scope = new AbortController();
    let instance: AliyunCaptchaInstance | undefined;
    try {
      initAliyunCaptcha({
        SceneId: scene,
        prefix: appKey,
        mode: 'embed',
        element: `#${elementId}`,
        language: ALIYUN_LANGUAGE,
        slideStyle: SLIDER_STYLE,
        success: untilAborted(scope.signal, (param: unknown) => solved(param)),
        // A failed slide is retried inside the widget; only a broken widget moves on.
        fail: () => undefined,
        onError: untilAborted(scope.signal, () => unavailable()),
        getInstance: (created) => {
          instance = created;
        },
      });
    } catch {
      unavailable();
    }
    return () => {
      scope.abort();
      instance?.destroyCaptcha?.();
    };
  }, [appKey, scene, elementId]);

  return <div id={elementId} data-testid="slider-captcha" style={{ minHeight: SLIDER_STYLE.height }} />;
}

/**
 * reCAPTCHA v2 checkbox through react-google-recaptcha's inner component, fed with the
 * `grecaptcha` our loader obtained, so no script URL but the configured one is ever used.
 */
export function RecaptchaPanel({ siteKey, onSolved, onUnavailable }: { siteKey: string } & PanelCallbacks<RecaptchaResult>) {
  const [grecaptcha] = useState(() => vendorGlobal('recaptcha'));
  const unavailable = useEffectEvent(() => onUnavailable());

  useEffect(() => {
    if (!grecaptcha) unavailable();
  }, [grecaptcha]);

  if (!grecaptcha) return null;
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      grecaptcha={grecaptcha}
      hl={RECAPTCHA_LANGUAGE}
      onChange={(token) => {
        // null: the token expired; the widget asks the user again by itself.
        if (token) onSolved(recaptchaResult(token));
      }}
      onErrored={onUnavailable}
    />
  );
}

/** GeeTest v4 in bind mode: its own popup opens once ready; closing it offers a button to reopen. */
export function GeetestPanel({ captchaId, onSolved, onUnavailable }: { captchaId: string } & PanelCallbacks<GeetestResult>) {
  const [closed, setClosed] = useState(false);
  const captchaRef = useRef<GeetestCaptcha | null>(null);
  const solved = useEffectEvent((captcha: GeetestCaptcha) => {
    const validate = captcha.getValidate();
    if (validate) onSolved(geetestResult(captchaId, validate));
  });
  const unavailable = useEffectEvent(() => onUnavailable());

  useEffect(() => {
    const initGeetest4 = vendorGlobal('geetest');
    if (!initGeetest4) {
      unavailable();
      return;
    }
    // GeeTest answers its init asynchronously and cannot be unsubscribed: everything it calls
    // back is bound to this effect's lifetime, and an instance that arrives late is destroyed.
    const scope = new AbortController();
    const { signal } = scope;
    try {
      initGeetest4({ captchaId, product: 'bind', language: GEETEST_LANGUAGE, hideSuccess: true }, (captcha) => {
        if (signal.aborted) {
          captcha.destroy();
          return;
        }
        captchaRef.current = captcha;
        captcha
          .onReady(untilAborted(signal, () => captcha.showCaptcha()))
          .onSuccess(untilAborted(signal, () => solved(captcha)))
          .onError(untilAborted(signal, () => unavailable()))
          .onClose(untilAborted(signal, () => setClosed(true)));
      });
    } catch {
      unavailable();
    }
    return () => {
      scope.abort();
      captchaRef.current?.destroy();
      captchaRef.current = null;
    };
  }, [captchaId]);

  return (
    <Flex vertical align="center" gap={12} data-testid="geetest-captcha">
      <Typography.Text type="secondary">请在弹出的窗口中完成验证</Typography.Text>
      {closed ? (
        <Button
          onClick={() => {
            setClosed(false);
            captchaRef.current?.showCaptcha();
          }}
        >
          {CAPTCHA_TEXTS.geetestStart}
        </Button>
      ) : null}
    </Flex>
  );
}
