import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_CLOSE_DELAY_MS,
  CAPTCHA_DIALOG_WIDTH,
  CAPTCHA_TEXTS,
  DEFAULT_CAPTCHA_VERSION,
  IMAGE_CAPTCHA_LENGTH,
  RISK_PASS,
  RISK_SOURCE,
} from '@/lib/captcha/constants';
import { CaptchaCancelledError, isCaptchaCancelled, isRiskControlError, RiskControlError } from '@/lib/captcha/errors';

describe('risk-captcha constants', () => {
  it('matches the business constants of section 9', () => {
    expect(CAPTCHA_DIALOG_WIDTH).toBe(480);
    expect(CAPTCHA_CLOSE_DELAY_MS).toBe(500);
    expect(IMAGE_CAPTCHA_LENGTH).toBe(5);
    expect(RISK_PASS).toBe(0);
    expect(RISK_SOURCE).toBe('web');
    expect(DEFAULT_CAPTCHA_VERSION).toBe(2);
  });

  it('carries the dialog texts', () => {
    expect(CAPTCHA_TEXTS.title).toBe('验证');
    expect(CAPTCHA_TEXTS.switchType).toBe('换一种验证方式');
    expect(CAPTCHA_TEXTS.loadFailed).toBe('验证加载失败，请稍后重试');
  });
});

describe('verification errors', () => {
  it('lets a caller recognise a cancellation', () => {
    const cancelled = new CaptchaCancelledError();
    expect(isCaptchaCancelled(cancelled)).toBe(true);
    expect(isCaptchaCancelled(new Error('x'))).toBe(false);
    expect(isCaptchaCancelled(null)).toBe(false);
    expect(isRiskControlError(cancelled)).toBe(false);
  });

  it('keeps the server message and code of a failed risk call', () => {
    const error = new RiskControlError('风控服务繁忙', 10020);
    expect(error.message).toBe('风控服务繁忙');
    expect(error.code).toBe(10020);
    expect(isRiskControlError(error)).toBe(true);
    expect(isCaptchaCancelled(error)).toBe(false);
  });
});
