// @vitest-environment jsdom
// The form dialog bound to a mutation: disabled and busy while pending, one call however often
// it is submitted, the server's message at the form with the input kept, a field error that
// goes as soon as the field is valid, and success that invalidates (the hook's declared keys)
// and closes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { useFormMutation } from '@/queries/form-mutation';
import { type ApiResult, NETWORK_FAILURE_TEXT, REQUEST_FAILED_MESSAGE } from '@/services/http';

afterEach(cleanup);

const schema = z.object({
  address: z.string().check(z.minLength(1, '请输入地址')),
});

type Submit = (values: { address: string }, request: { requestId: string }) => Promise<ApiResult<{ id: string }>>;

interface HarnessProps {
  submit: Submit;
  onSuccess?: (data: { id: string }) => void;
  onFailure?: (error: Error) => void;
  client: QueryClient;
}

function Harness({ client, ...props }: HarnessProps) {
  return (
    <QueryClientProvider client={client}>
      <Body {...props} />
    </QueryClientProvider>
  );
}

function Body({ submit, onSuccess, onFailure }: Omit<HarnessProps, 'client'>) {
  const [open, setOpen] = useState(true);
  const mutation = useFormMutation({ call: ({ address }: { address: string }, request) => submit({ address }, request), invalidates: [['wallet', 'addresses']] });
  return (
    <>
      {open ? (
        <FormDialog
          title="添加地址"
          testId="address-dialog"
          submitText="确定"
          schema={schema}
          defaultValues={{ address: '' }}
          mutation={mutation}
          variables={(values) => ({ address: values.address.trim() })}
          onSuccess={onSuccess}
          onFailure={onFailure}
          onClose={() => setOpen(false)}
        >
          {({ register, formState }) => (
            <>
              <label htmlFor="address">地址</label>
              <input id="address" {...register('address')} />
              {formState.errors.address ? <p role="alert">{formState.errors.address.message}</p> : null}
            </>
          )}
        </FormDialog>
      ) : (
        <p>closed</p>
      )}
    </>
  );
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const ok = (id: string): ApiResult<{ id: string }> => ({ success: true, code: 200, message: '', data: { id } });
const refused = (message: string): ApiResult<{ id: string }> => ({ success: false, code: 10001, message, data: null });
const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

const field = () => screen.getByLabelText('地址') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: '确定' });

describe('FormDialog', () => {
  it('is busy while the call is pending: submit disabled, Escape and 取消 do nothing', async () => {
    const call = deferred<ApiResult<{ id: string }>>();
    const submit = vi.fn<Submit>(() => call.promise);
    render(<Harness submit={submit} client={fresh()} />);
    fireEvent.change(field(), { target: { value: 'addr-1' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: '取消' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => call.resolve(ok('1')));
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('makes one call however often it is submitted (clicks, Enter) while pending', async () => {
    const call = deferred<ApiResult<{ id: string }>>();
    const submit = vi.fn<Submit>(() => call.promise);
    render(<Harness submit={submit} client={fresh()} />);
    fireEvent.change(field(), { target: { value: 'addr-1' } });
    const form = field().closest('form') as HTMLFormElement;
    // Back to back, before any re-render could disable the button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => call.resolve(ok('1')));
    await screen.findByText('closed');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ address: 'addr-1' }, { requestId: expect.any(String) });
  });

  it('shows the server message at the form, keeps the input, and clears the message on the next try', async () => {
    const submit = vi.fn<Submit>().mockResolvedValueOnce(refused('地址格式错误')).mockResolvedValueOnce(ok('2'));
    const onSuccess = vi.fn();
    render(<Harness submit={submit} onSuccess={onSuccess} client={fresh()} />);
    fireEvent.change(field(), { target: { value: 'addr-x' } });
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('address-dialog-failure')).textContent).toBe('地址格式错误');
    expect(screen.getByTestId('address-dialog-failure').getAttribute('role')).toBe('alert');
    expect(field().value).toBe('addr-x');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton());
    await screen.findByText('closed');
    expect(onSuccess).toHaveBeenCalledWith({ id: '2' }, { address: 'addr-x' });
  });

  it('retries the same values under the same request id, and changed values under a new one', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(refused('网络超时'));
    render(<Harness submit={submit} client={fresh()} />);
    fireEvent.change(field(), { target: { value: 'addr-1' } });
    const attempt = async (count: number) => {
      await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
      fireEvent.click(submitButton());
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(count));
    };
    await attempt(1);
    await attempt(2);
    fireEvent.change(field(), { target: { value: 'addr-2' } });
    await attempt(3);
    const ids = submit.mock.calls.map(([, request]) => request.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('says the network failed when the request got no answer', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
    render(<Harness submit={submit} client={fresh()} />);
    fireEvent.change(field(), { target: { value: 'addr-x' } });
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('address-dialog-failure')).textContent).toBe(NETWORK_FAILURE_TEXT);
  });

  it('checks before sending, and a field error goes as soon as the field is valid', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(ok('1'));
    render(<Harness submit={submit} client={fresh()} />);
    // Not checked while typing before the first submit.
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('请输入地址');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'a' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submit).not.toHaveBeenCalled();
  });

  it('hands the hook the mapped variables and tells the screen of a refusal', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({ success: false, code: 'dw-risk', message: '风险地址', data: null });
    const onFailure = vi.fn();
    render(<Harness submit={submit} onFailure={onFailure} client={fresh()} />);
    fireEvent.change(field(), { target: { value: '  addr-1  ' } });
    fireEvent.click(submitButton());
    await screen.findByTestId('address-dialog-failure');
    expect(submit).toHaveBeenCalledWith({ address: 'addr-1' }, { requestId: expect.any(String) });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ name: 'QueryFailure', code: 'dw-risk' });
  });

  it('invalidates the keys its mutation hook declares on success, then closes', async () => {
    const client = fresh();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(<Harness submit={() => Promise.resolve(ok('1'))} client={client} />);
    fireEvent.change(field(), { target: { value: 'addr-1' } });
    fireEvent.click(submitButton());
    await screen.findByText('closed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'addresses'] });
  });
});
