import { describe, expect, it } from 'vitest';
import { amountTextOf, caretAfterNormalise, normaliseAmountText, readAmountText, toHalfWidth } from '@/lib/decimal/amount-text';
import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';

const text = (typed: string, precision?: number) => {
  const result = normaliseAmountText(typed, precision);
  return result.ok ? result.text : `refused:${result.reason}`;
};

describe('toHalfWidth', () => {
  it('turns full-width digits, points and commas into ASCII and trims', () => {
    expect(toHalfWidth('　１２３．４５ ')).toBe('123.45');
    expect(toHalfWidth('０。５')).toBe('0.5');
    expect(toHalfWidth('１，２３４')).toBe('1,234');
  });
});

describe('normaliseAmountText', () => {
  it('normalises full-width digits and both full-width points', () => {
    expect(text('３００００')).toBe('30000');
    expect(text('０.５')).toBe('0.5');
    expect(text('０。５')).toBe('0.5');
    expect(text('０．５')).toBe('0.5');
  });

  it('removes thousands separators: comma, full-width comma, spaces', () => {
    expect(text('30,000.5')).toBe('30000.5');
    expect(text('30 000')).toBe('30000');
    expect(text('３０，０００')).toBe('30000');
    expect(text('1,234,567.89')).toBe('1234567.89');
    expect(text('1\u00a0234')).toBe('1234');
    expect(text(' 12 ')).toBe('12');
  });

  it('handles leading zeros and a bare point', () => {
    expect(text('007')).toBe('7');
    expect(text('00.5')).toBe('0.5');
    expect(text('.5')).toBe('0.5');
    expect(text('.')).toBe('0.');
    expect(text('0')).toBe('0');
    expect(text('000')).toBe('0');
  });

  it('keeps what typing goes on from: a trailing point, trailing zeros, a trailing separator waits', () => {
    expect(text('3.')).toBe('3.');
    expect(text('1.50')).toBe('1.50');
    expect(text('1,')).toBe('1');
    expect(text('')).toBe('');
    expect(text('   ')).toBe('');
  });

  it('cuts decimals beyond the precision, never rounding up', () => {
    expect(text('1.23456', 4)).toBe('1.2345');
    expect(text('0.99999', 2)).toBe('0.99');
    expect(text('1.50000', 4)).toBe('1.5000');
    expect(text('1.9', 0)).toBe('1');
    expect(text('1.', 0)).toBe('1');
    expect(text('１，０００．１２３', 2)).toBe('1000.12');
    expect(text('1.2', 4)).toBe('1.2');
  });

  it('refuses letters, a second point, a minus and misplaced separators with the reason', () => {
    expect(text('abc')).toBe('refused:invalid');
    expect(text('1e5')).toBe('refused:invalid');
    expect(text('+1')).toBe('refused:invalid');
    expect(text('1.2.3')).toBe('refused:two-points');
    expect(text('１。２。３')).toBe('refused:two-points');
    expect(text('-1')).toBe('refused:negative');
    expect(text('－１')).toBe('refused:negative');
    expect(text('1,2')).toBe('refused:grouping');
    expect(text('12,3456')).toBe('refused:grouping');
    expect(text('1.234,5')).toBe('refused:grouping');
    expect(text(',123')).toBe('refused:grouping');
    expect(normaliseAmountText('1.2.3')).toEqual({ ok: false, reason: 'two-points', message: AMOUNT_TEXT_MESSAGES['two-points'] });
    expect(normaliseAmountText('x')).toEqual({ ok: false, reason: 'invalid', message: '请输入有效的数字' });
  });
});

describe('readAmountText', () => {
  it('reads plain, full-width and grouped numbers', () => {
    expect(readAmountText('12.5')).toEqual({ kind: 'number', text: '12.5' });
    expect(readAmountText('3.')).toEqual({ kind: 'number', text: '3' });
    expect(readAmountText('１，２３４．５')).toEqual({ kind: 'number', text: '1234.5' });
    expect(readAmountText('1.234567890123')).toEqual({ kind: 'number', text: '1.234567890123' });
  });

  it('reads nothing as empty and refusals as invalid with the reason', () => {
    expect(readAmountText('')).toEqual({ kind: 'empty' });
    expect(readAmountText(null)).toEqual({ kind: 'empty' });
    expect(readAmountText(undefined)).toEqual({ kind: 'empty' });
    expect(readAmountText('-2')).toMatchObject({ kind: 'invalid', reason: 'negative' });
    expect(readAmountText('.')).toEqual({ kind: 'number', text: '0' });
  });
});

describe('amountTextOf', () => {
  it('gives a value to put into a field, cut to the precision', () => {
    expect(amountTextOf('1000.123456', 2)).toBe('1000.12');
    expect(amountTextOf('5.', 2)).toBe('5');
    expect(amountTextOf(null)).toBe('');
    expect(amountTextOf('abc')).toBe('');
  });
});

describe('caretAfterNormalise', () => {
  it('keeps the caret after the same digits when separators go', () => {
    // '30,0|00' → '300|00'
    expect(caretAfterNormalise('30,000', 4, '30000')).toBe(3);
    expect(caretAfterNormalise('1,234,567', 9, '1234567')).toBe(7);
  });

  it('accounts for removed leading zeros and an added zero', () => {
    expect(caretAfterNormalise('05', 2, '5')).toBe(1);
    expect(caretAfterNormalise('.5', 1, '0.5')).toBe(2);
  });

  it('stays within the cut text', () => {
    expect(caretAfterNormalise('1.23456', 7, '1.2345')).toBe(6);
    expect(caretAfterNormalise('1.293', 3, '1.29')).toBe(3);
  });
});
