// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from '@/components/form/amount-input';
import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';

afterEach(cleanup);

/** A controlled AmountInput holding its value in state, reporting every change. */
function Controlled(props: Partial<AmountInputProps> & { initial?: string; onValue?: (value: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      id="amount"
      label="数量"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText('数量') as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const message = () => {
  const id = field().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('AmountInput', () => {
  it('is a decimal text input with its label and unit', () => {
    render(<Controlled unit="USDT" />);
    expect(field().getAttribute('inputmode')).toBe('decimal');
    expect(field().getAttribute('type')).toBe('text');
    expect(screen.getByText('USDT')).toBeTruthy();
  });

  it('normalises full-width digits, points and commas and thousands separators as they come in', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    type('３００００');
    expect(field().value).toBe('30000');
    type('０。５');
    expect(field().value).toBe('0.5');
    type('０．５');
    expect(field().value).toBe('0.5');
    type('３０，０００');
    expect(field().value).toBe('30000');
    type('30,000.5');
    expect(field().value).toBe('30000.5');
    type('30 000');
    expect(field().value).toBe('30000');
    type('007');
    expect(field().value).toBe('7');
    expect(onValue).toHaveBeenLastCalledWith('7');
    expect(message()).toBeNull();
  });

  it('cuts decimals beyond the precision without rounding up and keeps a trailing point while typing', () => {
    render(<Controlled precision={4} />);
    type('1.99999');
    expect(field().value).toBe('1.9999');
    type('2.');
    expect(field().value).toBe('2.');
  });

  it('refuses what is not a number with the reason at the field, keeping the text, until it is corrected', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    type('1.2.3');
    expect(field().value).toBe('1.2.3');
    expect(screen.getByRole('alert').textContent).toBe(AMOUNT_TEXT_MESSAGES['two-points']);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('12a');
    expect(message()).toBe('请输入有效的数字');
    type('-5');
    expect(message()).toBe(AMOUNT_TEXT_MESSAGES.negative);
    type('1,23');
    expect(message()).toBe(AMOUNT_TEXT_MESSAGES.grouping);
    type('5');
    expect(message()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(onValue).toHaveBeenLastCalledWith('5');
  });

  it('shows the form’s message with its test id, after its own refusal', () => {
    render(<Controlled error="可用余额不足" errorTestId="amount-error" />);
    expect(screen.getByTestId('amount-error').textContent).toBe('可用余额不足');
    type('x');
    expect(screen.getByTestId('amount-error').textContent).toBe('请输入有效的数字');
  });

  it('keeps the caret after the same digits when separators are removed', () => {
    render(<Controlled />);
    const input = field();
    input.focus();
    // '30,0|00' pasted or typed with the caret after the third digit.
    fireEvent.change(input, { target: { value: '30,000', selectionStart: 4, selectionEnd: 4 } });
    expect(input.value).toBe('30000');
    expect(input.selectionStart).toBe(3);
  });

  it('fills the max cut to the precision with its 全部 or 最大 button, disabled without a max', () => {
    const { rerender } = render(<Controlled precision={2} max="12.3456" />);
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(field().value).toBe('12.34');
    rerender(<Controlled precision={2} max={null} maxLabel="最大" />);
    expect((screen.getByRole('button', { name: '最大' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no max button unless a max is given, and disables everything when disabled', () => {
    render(<Controlled max="1" disabled />);
    expect(field().disabled).toBe(true);
    expect((screen.getByRole('button', { name: '全部' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(<Controlled />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('works with react-hook-form through a Controller: the form gets the normalised decimal string', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <Controller
            name="amount"
            control={control}
            rules={{ required: '请输入数量' }}
            render={({ field: controlled, fieldState }) => (
              <AmountInput id="amount" label="数量" precision={2} max="99.999" {...controlled} error={fieldState.error?.message ?? null} />
            )}
          />
          <button type="submit">提交</button>
        </form>
      );
    }
    render(<Form />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect(message()).toBe('请输入数量');
    type('１，０００．１２９');
    expect(field().value).toBe('1000.12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect(submitted).toHaveBeenCalledWith({ amount: '1000.12' });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(field().value).toBe('99.99');
    expect(document.activeElement).toBe(field());
  });
});
