import { describe, expect, it } from 'vitest';
import {
  canSubmitImageCaptcha,
  IMAGE_CAPTCHA_EMPTY_TEXT,
  IMAGE_CAPTCHA_WRONG_TEXT,
  normalizeImageCaptchaInput,
  validateImageCaptcha,
} from '@/lib/captcha/image-captcha';

describe('image captcha input rules', () => {
  it('keeps the messages exactly as the product shows them (ASCII comma in the second)', () => {
    expect(IMAGE_CAPTCHA_EMPTY_TEXT).toBe('请输入图形验证码');
    expect(IMAGE_CAPTCHA_WRONG_TEXT).toBe('图形验证码不正确,请重新输入');
    expect(IMAGE_CAPTCHA_WRONG_TEXT).toContain(',');
    expect(IMAGE_CAPTCHA_WRONG_TEXT).not.toContain('，');
  });

  it('trims the value and keeps at most five characters', () => {
    expect(normalizeImageCaptchaInput('  ab3D ')).toBe('ab3D');
    expect(normalizeImageCaptchaInput(' abcdefg ')).toBe('abcde');
    expect(normalizeImageCaptchaInput('   ')).toBe('');
    expect(normalizeImageCaptchaInput('验证码测试多')).toBe('验证码测试');
  });

  it('asks for a code when empty or blank', () => {
    expect(validateImageCaptcha('')).toBe(IMAGE_CAPTCHA_EMPTY_TEXT);
    expect(validateImageCaptcha('   ')).toBe(IMAGE_CAPTCHA_EMPTY_TEXT);
  });

  it('calls fewer than five characters wrong', () => {
    expect(validateImageCaptcha('a')).toBe(IMAGE_CAPTCHA_WRONG_TEXT);
    expect(validateImageCaptcha(' abcd ')).toBe(IMAGE_CAPTCHA_WRONG_TEXT);
    expect(validateImageCaptcha('abcdef')).toBe(IMAGE_CAPTCHA_WRONG_TEXT);
  });

  it('accepts exactly five characters after trimming', () => {
    expect(validateImageCaptcha('abcde')).toBeNull();
    expect(validateImageCaptcha(' abcde ')).toBeNull();
  });

  it('enables submit with exactly five characters only', () => {
    expect(canSubmitImageCaptcha('')).toBe(false);
    expect(canSubmitImageCaptcha('abcd')).toBe(false);
    expect(canSubmitImageCaptcha('abcde')).toBe(true);
    expect(canSubmitImageCaptcha('  abcde ')).toBe(true);
    expect(canSubmitImageCaptcha('abcdef')).toBe(false);
  });
});
