// The amounts-hidden choice as stored text: '1' hides, anything else (nothing, '0', garbage) shows.
import { describe, expect, it } from 'vitest';
import { hiddenText, isHiddenText } from '@/lib/assets/amounts-hidden';

describe('amounts-hidden text', () => {
  it('round-trips a choice and reads anything but 1 as shown', () => {
    expect(isHiddenText(hiddenText(true))).toBe(true);
    expect(isHiddenText(hiddenText(false))).toBe(false);
    expect(isHiddenText(undefined)).toBe(false);
    expect(isHiddenText(null)).toBe(false);
    expect(isHiddenText('true')).toBe(false);
  });
});
