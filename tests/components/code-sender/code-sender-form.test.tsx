// @vitest-environment jsdom
// CodeSender inside a react-hook-form form, validated by the catalogue's zod schemas through
// zodFormResolver: the way the register, login and reset pages use it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CodeSender } from '@/components/code-sender';
import { accountSchema, emailCodeSchema, zodFormResolver } from '@/lib/validation';
import { configureHttp } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { toastStore } from '@/stores/toast-store';
import { FakeStorage } from '../../lib/code-sender/fake-storage';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
const ucBase = () => `${window.location.origin}/-/x/uc`;

const schema = z.object({ email: accountSchema('email'), code: emailCodeSchema });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function RegisterLikeForm({ onSubmit }: { onSubmit: (values: FormOutput) => void }) {
  const { control, register, handleSubmit, trigger, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(schema),
    defaultValues: { email: '', code: '' },
  });
  // Watched, so CodeSender re-renders with the address it is to send to.
  const email = useWatch({ control, name: 'email' });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <label htmlFor="email">邮箱</label>
      <input id="email" {...register('email')} />
      {formState.errors.email ? <p role="alert">{formState.errors.email.message}</p> : null}
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeSender
            type="email"
            purpose="register"
            account={email}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            beforeSend={() => trigger('email')}
            storage={new FakeStorage()}
          />
        )}
      />
      <button type="submit">注册</button>
    </form>
  );
}

beforeEach(() => {
  configureHttp({ baseUrls: { uc: ucBase() } });
  resetCodeSendCache();
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

describe('CodeSender in a react-hook-form form', () => {
  it('shows the catalogue messages, validates the account before sending and submits normalised values', async () => {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.emailCodeSend, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, data: null });
      }),
    );
    const onSubmit = vi.fn();
    render(<RegisterLikeForm onSubmit={onSubmit} />);

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByText('请输入账号')).toBeTruthy());
    expect(bodies).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: ' user@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(bodies).toEqual([{ email: 'user@example.com', purpose: 'register' }]));

    fireEvent.click(screen.getByRole('button', { name: /注\s?册/ }));
    await waitFor(() => expect(screen.getByText('请输入邮箱验证码')).toBeTruthy());
    const codeInput = screen.getByLabelText('邮箱验证码');
    expect(codeInput.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(codeInput.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入邮箱验证码');

    fireEvent.change(codeInput, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /注\s?册/ }));
    await waitFor(() => expect(screen.getByText('邮箱验证码不正确，请重新输入')).toBeTruthy());

    fireEvent.paste(codeInput, { clipboardData: { getData: () => '１２３ ４５６' } });
    fireEvent.click(screen.getByRole('button', { name: /注\s?册/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'user@example.com', code: '123456' });
  });
});
