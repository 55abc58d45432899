import { describe, expect, it } from 'vitest';
import { normaliseNumberText, readNumberInput } from '@/lib/trading/number-input';

describe('normaliseNumberText', () => {
  it('turns full-width digits, points and commas into ASCII and trims', () => {
    expect(normaliseNumberText('　１２３．４５ ')).toBe('123.45');
    expect(normaliseNumberText('０。５')).toBe('0.5');
    expect(normaliseNumberText('１，２３４')).toBe('1,234');
    expect(normaliseNumberText('－１')).toBe('-1');
  });
});

describe('readNumberInput', () => {
  it('reads plain decimals', () => {
    expect(readNumberInput('12.5')).toEqual({ kind: 'number', text: '12.5' });
    expect(readNumberInput('.5')).toEqual({ kind: 'number', text: '.5' });
    expect(readNumberInput('3.')).toEqual({ kind: 'number', text: '3.' });
    expect(readNumberInput('-2')).toEqual({ kind: 'number', text: '-2' });
  });

  it('removes thousands separators that group by three', () => {
    expect(readNumberInput('1,234.5')).toEqual({ kind: 'number', text: '1234.5' });
    expect(readNumberInput(' 12,345,678 ')).toEqual({ kind: 'number', text: '12345678' });
    expect(readNumberInput('１，２３４．５')).toEqual({ kind: 'number', text: '1234.5' });
  });

  it('is empty for nothing but spaces', () => {
    expect(readNumberInput('')).toEqual({ kind: 'empty' });
    expect(readNumberInput('   ')).toEqual({ kind: 'empty' });
    expect(readNumberInput(null)).toEqual({ kind: 'empty' });
    expect(readNumberInput(undefined)).toEqual({ kind: 'empty' });
  });

  it('rejects what is not a plain decimal', () => {
    for (const typed of ['abc', '1,2', '1,23.4', '12,3456', '1.2.3', '1e5', '0x10', 'Infinity', '+1', '.', '1 000', '1.234,5', ',123']) {
      expect(readNumberInput(typed)).toEqual({ kind: 'invalid' });
    }
  });
});
