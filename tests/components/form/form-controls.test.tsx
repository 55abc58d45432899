// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Checkbox, FormField, PasswordInput, Segmented, Select, Steps, TextInput, fieldProps } from '@/components/form';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button unless told to submit', () => {
    render(<Button>确认</Button>);
    expect(screen.getByRole('button', { name: '确认' }).getAttribute('type')).toBe('button');
  });

  it('takes no clicks and says it is busy while loading', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" type="submit" loading onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button variant="primary" type="submit" onClick={onClick}>
        登录
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps a busy flag the caller sets', () => {
    render(<Button aria-busy>发送验证码</Button>);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, and hides it again', () => {
    render(<PasswordInput id="pw" aria-label="密码" defaultValue="Trade1234" />);
    const input = screen.getByLabelText('密码', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('pw');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
    expect((input as HTMLInputElement).value).toBe('Trade1234');
  });
});

describe('FormField and TextInput', () => {
  it('labels the control and ties the message to it', () => {
    const error = '请输入正确的邮箱';
    render(
      <FormField id="email" label="邮箱" error={error}>
        <TextInput {...fieldProps('email', error)} defaultValue="a@" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
    expect(document.getElementById('email-error')?.textContent).toBe(error);
  });

  it('shows no message and no invalid state when the value is fine', () => {
    render(
      <FormField id="email" label="邮箱">
        <TextInput {...fieldProps('email')} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function Choice() {
  const [value, setValue] = useState<'email' | 'phone'>('email');
  return (
    <>
      <Segmented
        label="账号类型"
        value={value}
        onChange={setValue}
        options={[
          { label: '邮箱', value: 'email' },
          { label: '手机', value: 'phone' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('Segmented', () => {
  it('is a named radio group whose text switches the choice', () => {
    render(<Choice />);
    expect(screen.getByRole('radiogroup', { name: '账号类型' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '邮箱' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('手机'));
    expect((screen.getByRole('radio', { name: '手机' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('phone');
  });
});

describe('Select', () => {
  it('lists the options and reports the choice', () => {
    const onChange = vi.fn();
    render(
      <Select
        aria-label="国家或地区"
        value="86"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '86', label: '中国 +86' },
          { value: '852', label: '中国香港 +852' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: '国家或地区' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['中国 +86', '中国香港 +852']);
    fireEvent.change(select, { target: { value: '852' } });
    expect(onChange).toHaveBeenCalledWith('852');
  });

  it('shows a disabled option without letting it be chosen', () => {
    render(<Select aria-label="链名称" defaultValue="a" options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B（暂停提币）', disabled: true }]} />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.disabled)).toEqual([false, true]);
  });
});

describe('Checkbox', () => {
  it('is checked by clicking its text, and a link inside keeps its own target', () => {
    const onChange = vi.fn();
    render(
      <Checkbox onChange={(event) => onChange(event.target.checked)}>
        我已阅读并同意
        <a href="/terms/" target="_blank" rel="noopener noreferrer">
          《用户协议》
        </a>
      </Checkbox>,
    );
    fireEvent.click(screen.getByText('我已阅读并同意'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('target')).toBe('_blank');
  });
});

describe('Steps', () => {
  it('marks the finished steps and the current one', () => {
    render(<Steps label="重置密码步骤" current={1} items={['验证账号', '安全验证', '设置新密码']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['done', 'current', 'waiting']);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('list', { name: '重置密码步骤' })).toBeTruthy();
  });
});
