import { describe, expect, it } from 'vitest';
import {
  ANTI_PHISHING_INVALID_TEXT,
  ANTI_PHISHING_REQUIRED_TEXT,
  antiPhishingLine,
  maskAntiPhishingCode,
  validateAntiPhishingCode,
} from '@/lib/security-center/anti-phishing';

describe('anti-phishing code', () => {
  it('takes 4 to 20 letters or digits, spaces around trimmed', () => {
    expect(validateAntiPhishingCode('Ab12')).toBeNull();
    expect(validateAntiPhishingCode(' Ab1234 ')).toBeNull();
    expect(validateAntiPhishingCode('a'.repeat(20))).toBeNull();
  });

  it('refuses empty, too short, too long and other characters with the texts', () => {
    expect(validateAntiPhishingCode('  ')).toBe(ANTI_PHISHING_REQUIRED_TEXT);
    expect(validateAntiPhishingCode('Ab1')).toBe(ANTI_PHISHING_INVALID_TEXT);
    expect(validateAntiPhishingCode('a'.repeat(21))).toBe(ANTI_PHISHING_INVALID_TEXT);
    expect(validateAntiPhishingCode('Ab_123')).toBe(ANTI_PHISHING_INVALID_TEXT);
    expect(validateAntiPhishingCode('防钓鱼码12')).toBe(ANTI_PHISHING_INVALID_TEXT);
    expect(ANTI_PHISHING_INVALID_TEXT).toBe('防钓鱼码为 4-20 位字母或数字');
  });

  it('masks all but the first two and last two characters', () => {
    expect(maskAntiPhishingCode('Ab123434')).toBe('Ab****34');
    expect(maskAntiPhishingCode('Ab12')).toBe('A****2');
    expect(maskAntiPhishingCode('Ab123')).toBe('Ab****23');
  });

  it('writes the line messages start with', () => {
    expect(antiPhishingLine('Ab1234')).toBe('防钓鱼码：Ab1234');
  });
});
