// @vitest-environment jsdom
// The security-verification step inside a form dialog, against stand-in account-service
// answers: the strategy decides which codes are asked, empty and wrong codes get the spec's
// texts, and the embedding form receives the codes to verify (verifiedCall verifies them before
// the action's own call; a refusal stays at the form).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { useFormMutation } from '@/queries/form-mutation';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
  STRATEGY_LOAD_FAILED_TEXT,
  verifiedCall,
} from '@/components/security-verification/security-verification-step';
import { configureHttp, type ApiResult } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
const ucBase = () => `${window.location.origin}/-/x/uc`;
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });

beforeEach(() => {
  configureHttp({ baseUrls: { uc: ucBase() } });
  resetCodeSendCache();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

function strategy(data: Record<string, unknown>) {
  const scenes: Array<string | null> = [];
  server.use(
    onPageCall(UC_CALLS.securityStrategyGet, ({ request }) => {
      scenes.push(new URL(request.url).searchParams.get('scene'));
      return ok(data);
    }),
  );
  return scenes;
}

function verify(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    onPageCall(UC_CALLS.securityStrategyVerify, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const schema = z.object({ address: z.string(), security: securityStepSchema });
type Values = z.output<typeof schema>;

/** A withdraw-address dialog: its own field plus the step; the call is verified first. */
function AddressDialog({ action, onClose = () => undefined }: { action: (values: Values) => Promise<ApiResult<unknown>>; onClose?: () => void }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressDialogBody action={action} onClose={onClose} />
    </QueryClientProvider>
  );
}

function AddressDialogBody({ action, onClose }: { action: (values: Values) => Promise<ApiResult<unknown>>; onClose: () => void }) {
  const mutation = useFormMutation({ call: (values: Values) => action(values) });
  return (
    <>
      <FormDialog
        title="添加提币地址"
        testId="address-dialog"
        submitText="确定"
        schema={schema}
        defaultValues={{ address: '', security: SECURITY_STEP_DEFAULTS }}
        mutation={mutation}
        onClose={onClose}
      >
        {({ control, register }) => (
          <>
            <label htmlFor="address">地址</label>
            <input id="address" {...register('address')} />
            <SecurityVerificationStep scene="withdraw_address" control={control} />
          </>
        )}
      </FormDialog>
    </>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

describe('SecurityVerificationStep', () => {
  it('asks for exactly the codes the strategy requires, with the masked targets', async () => {
    const scenes = strategy({ scene: 'withdraw_address', methods: ['ga', 'sms'], phone: '138****8000' });
    render(<AddressDialog action={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect(await screen.findByLabelText('手机验证码')).toBeTruthy();
    expect(screen.getByLabelText('谷歌验证码')).toBeTruthy();
    expect(screen.queryByLabelText('邮箱验证码')).toBeNull();
    expect(screen.getByText('验证码将发送至 138****8000')).toBeTruthy();
    expect(scenes).toEqual(['withdraw_address']);
  });

  it('gives the spec texts for empty and wrong codes and sends nothing until they are right', async () => {
    strategy({ scene: 'withdraw_address', methods: ['email', 'sms', 'ga'] });
    const action = vi.fn(() => Promise.resolve<ApiResult<unknown>>({ success: true, code: 200, message: '', data: null }));
    render(<AddressDialog action={action} />);
    const email = await screen.findByLabelText('邮箱验证码');
    submit();
    expect(await screen.findByText('请输入邮箱验证码')).toBeTruthy();
    expect(screen.getByText('请输入手机验证码')).toBeTruthy();
    expect(screen.getByText('请输入谷歌验证码')).toBeTruthy();
    fireEvent.change(email, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('手机验证码'), { target: { value: '345' } });
    fireEvent.change(screen.getByLabelText('谷歌验证码'), { target: { value: '9' } });
    expect(await screen.findByText('邮箱验证码不正确，请重新输入')).toBeTruthy();
    expect(screen.getByText('手机验证码不正确，请重新输入')).toBeTruthy();
    expect(screen.getByText('谷歌验证码不正确，请重新输入')).toBeTruthy();
    submit();
    // A corrected field loses its message at once.
    fireEvent.change(email, { target: { value: '111111' } });
    await waitFor(() => expect(screen.queryByText('邮箱验证码不正确，请重新输入')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('hands the normalised codes of the required factors to the form, verified before the call', async () => {
    strategy({ scene: 'withdraw_address', methods: ['ga'] });
    const bodies = verify(() => ok({ scene: 'withdraw_address', expires_in: 300 }));
    const call = vi.fn(() => Promise.resolve<ApiResult<unknown>>({ success: true, code: 200, message: '', data: { id: 'a1' } }));
    const received: Values[] = [];
    const onClose = vi.fn();
    render(
      <AddressDialog
        onClose={onClose}
        action={(values) => {
          received.push(values);
          return verifiedCall('withdraw_address', values.security, call);
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('地址'), { target: { value: 'bc1q' } });
    fireEvent.change(await screen.findByLabelText('谷歌验证码'), { target: { value: '１２３４５６' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(received).toEqual([{ address: 'bc1q', security: { ga_code: '123456' } }]);
    expect(bodies).toEqual([{ scene: 'withdraw_address', ga_code: '123456' }]);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('stops at a refused verification: its message at the form, the codes kept, no call', async () => {
    strategy({ scene: 'withdraw_address', methods: ['ga'] });
    verify(() => HttpResponse.json({ success: false, code: 10030, message: '谷歌验证码错误', data: null }));
    const call = vi.fn(() => Promise.resolve<ApiResult<unknown>>({ success: true, code: 200, message: '', data: null }));
    render(<AddressDialog action={(values) => verifiedCall('withdraw_address', values.security, call)} />);
    const input = (await screen.findByLabelText('谷歌验证码')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '000000' } });
    submit();
    expect((await screen.findByTestId('address-dialog-failure')).textContent).toBe('谷歌验证码错误');
    expect(input.value).toBe('000000');
    expect(call).not.toHaveBeenCalled();
  });

  it('says when the strategy cannot be loaded and loads it again on 重试', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.securityStrategyGet, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 500, message: 'x', data: null }) : ok({ scene: 'withdraw_address', methods: ['ga'] });
      }),
    );
    const action = vi.fn();
    render(<AddressDialog action={action} />);
    expect((await screen.findByRole('alert')).textContent).toBe(STRATEGY_LOAD_FAILED_TEXT);
    // Nothing can be sent without the strategy.
    submit();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('谷歌验证码')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
