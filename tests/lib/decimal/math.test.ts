import { describe, expect, it } from 'vitest';
import { DIVISION_BY_ZERO, NOT_A_NUMBER, add, decimalText, div, mul, sub, toDecimal } from '@/lib/decimal';

describe('toDecimal', () => {
  it.each([
    ['0', '0'],
    ['  1.5 ', '1.5'],
    ['-2.25', '-2.25'],
    ['.5', '0.5'],
    ['1e-7', '0.0000001'],
    ['1.2E3', '1200'],
    [42, '42'],
    [0.1, '0.1'],
    ['123456789012345678901234.5', '123456789012345678901234.5'],
  ])('reads %j as %s', (input, expected) => {
    const value = toDecimal(input);
    expect(value).not.toBeNull();
    expect(decimalText(value!)).toBe(expected);
  });

  it.each([[''], ['  '], ['abc'], ['1.2.3'], ['0x10'], ['Infinity'], ['NaN'], [Number.NaN], [Infinity], [-Infinity], [null], [undefined], [{}], [[1]], [true]])(
    'rejects %j',
    (input) => {
      expect(toDecimal(input)).toBeNull();
    },
  );

  it('reads a bigint', () => {
    expect(toDecimal(10n)?.toFixed()).toBe('10');
  });

  it('accepts a finite decimal.js value and rejects an infinite one', () => {
    const finite = toDecimal('3');
    expect(toDecimal(finite)?.toFixed()).toBe('3');
    expect(toDecimal(finite!.dividedBy(0))).toBeNull();
  });
});

describe('math helpers', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    [0.1, 0.2, '0.3'],
    ['123456789012345678901234.5', '0.5', '123456789012345678901235'],
    ['1e-7', '0', '0.0000001'],
    ['-1', '1', '0'],
  ])('add(%j, %j) = %s', (a, b, expected) => {
    expect(add(a, b)).toBe(expected);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.00000001', '-0.00000001'],
  ])('sub(%j, %j) = %s', (a, b, expected) => {
    expect(sub(a, b)).toBe(expected);
  });

  it.each([
    ['0.1', '3', '0.3'],
    ['1e-7', '1e-7', '0.00000000000001'],
    ['-2', '0', '0'],
  ])('mul(%j, %j) = %s', (a, b, expected) => {
    expect(mul(a, b)).toBe(expected);
  });

  it('divides with 50 significant digits, rounding down', () => {
    expect(div('1', '3')).toBe(`0.${'3'.repeat(50)}`);
    expect(div('2', '3')).toBe(`0.${'6'.repeat(50)}`);
    expect(div('-2', '3')).toBe(`-0.${'6'.repeat(50)}`);
    expect(div('10', '4')).toBe('2.5');
  });

  it("shows '---' for a division by zero", () => {
    expect(div('1', '0')).toBe(DIVISION_BY_ZERO);
    expect(div('0', 0)).toBe(DIVISION_BY_ZERO);
  });

  it.each([
    [add, 'abc', '1'],
    [sub, '1', ''],
    [mul, null, '2'],
    [div, Number.NaN, '2'],
    [div, 'x', '0'],
    [add, '1', Infinity],
  ])('returns NaN for non-numeric operands', (operation, a, b) => {
    expect(operation(a, b)).toBe(NOT_A_NUMBER);
  });
});
