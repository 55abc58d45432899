// @vitest-environment jsdom
// 批量创建 against the mock's real handlers: each name checked as typed (the lib rule, a repeat
// in the batch) and then by account_name/check (taken), the shared password's rule, rows added,
// removed and pasted one per line, and after creation a result per name — created with its UID,
// or its problem beside what was typed — with the batch's own refusals kept at the form.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchCreateDialog } from '@/components/sub-account/batch-create-dialog';
import { UC_CALLS } from '@/lib/contracts/uc';
import { LIMIT_REACHED_TEXT, NAME_PROBLEM_TEXT } from '@/lib/sub-account';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';
import { db, DEMO_PASSWORD, findUser } from '@/mocks/db';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { PARENT, setUpSubAccountTests } from './harness';

const { server } = setUpSubAccountTests();
afterEach(cleanup);

function nameInput(index: number): HTMLInputElement {
  return screen.getByRole('textbox', { name: `子账户名称 ${index}` });
}

function rowOf(index: number): HTMLElement {
  return screen.getAllByTestId('sub-account-batch-row')[index - 1] as HTMLElement;
}

function typePassword(password: string = DEMO_PASSWORD) {
  fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('确认登录密码'), { target: { value: password } });
}

function subsNamed(name: string) {
  return [...db.subAccounts.records.values()].filter((record) => record.parentUid === PARENT && findUser(record.uid)?.account_name === name);
}

describe('批量创建', () => {
  it('checks names as typed: the format, a repeat in the batch, then a name already taken', async () => {
    renderWithQueryClient(<BatchCreateDialog existing={5} onClose={() => {}} />);
    fireEvent.change(nameInput(1), { target: { value: '1bad' } });
    expect(within(rowOf(1)).getByText(NAME_PROBLEM_TEXT.format)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    fireEvent.change(nameInput(1), { target: { value: 'deskNew01' } });
    fireEvent.change(nameInput(2), { target: { value: 'DESKNEW01' } });
    expect(within(rowOf(2)).getByText(NAME_PROBLEM_TEXT.duplicate)).toBeTruthy();
    expect(await within(rowOf(1)).findByText('可以使用')).toBeTruthy();
    fireEvent.change(nameInput(3), { target: { value: 'alphadesk01' } });
    expect(await within(rowOf(3)).findByText(NAME_PROBLEM_TEXT.taken)).toBeTruthy();
    // Removing a row takes its name out of the batch.
    fireEvent.click(screen.getByRole('button', { name: '删除子账户名称 2' }));
    expect(screen.getAllByTestId('sub-account-batch-row')).toHaveLength(2);
    expect(screen.queryByText(NAME_PROBLEM_TEXT.duplicate)).toBeNull();
  });

  it('creates the good names of a batch and shows each result, the refused name staying as typed', async () => {
    renderWithQueryClient(<BatchCreateDialog existing={5} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '按行粘贴' }));
    fireEvent.change(screen.getByLabelText('子账户名称（每行一个）'), { target: { value: 'tradeDesk01\n  \n9wrong\ntradeDesk02\n' } });
    fireEvent.click(screen.getByRole('button', { name: '填入列表' }));
    expect(screen.getAllByTestId('sub-account-batch-row')).toHaveLength(3);
    expect(within(rowOf(2)).getByText(NAME_PROBLEM_TEXT.format)).toBeTruthy();

    // The password's rule first: nothing is sent while it fails.
    typePassword('short');
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    expect((await screen.findAllByText(VALIDATION_MESSAGES.passwordRule)).length).toBeGreaterThan(0);
    expect(subsNamed('tradeDesk01')).toHaveLength(0);

    typePassword();
    expect(screen.getByTestId('password-strength').textContent).toContain('密码强度');
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.getAllByTestId('sub-account-batch-created')).toHaveLength(2));
    const [first, second] = [subsNamed('tradeDesk01')[0], subsNamed('tradeDesk02')[0]];
    expect(first && second).toBeTruthy();
    expect(within(rowOf(1)).getByTestId('sub-account-batch-created').textContent).toBe(`已创建，UID ${first?.uid}`);
    expect(within(rowOf(3)).getByTestId('sub-account-batch-created').textContent).toBe(`已创建，UID ${second?.uid}`);
    expect(nameInput(1).disabled).toBe(true);
    expect(within(rowOf(2)).getByTestId('sub-account-batch-problem').textContent).toBe(NAME_PROBLEM_TEXT.format);
    expect(nameInput(2).value).toBe('9wrong');

    // The refused name, corrected, is created alone on the next try.
    fireEvent.change(nameInput(2), { target: { value: 'tradeDesk03' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.getAllByTestId('sub-account-batch-created')).toHaveLength(3));
    expect(subsNamed('tradeDesk01')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '完成' })).toBeTruthy();
    expect(screen.queryByTestId('sub-account-batch-failure')).toBeNull();
  });

  it('refuses past the limit before sending, and keeps the server refusal of the batch at the form', async () => {
    renderWithQueryClient(<BatchCreateDialog existing={199} onClose={() => {}} />);
    fireEvent.change(nameInput(1), { target: { value: 'limitDesk01' } });
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    fireEvent.change(nameInput(2), { target: { value: 'limitDesk02' } });
    typePassword();
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    expect((await screen.findByTestId('sub-account-batch-failure')).textContent).toBe(LIMIT_REACHED_TEXT);
    expect(subsNamed('limitDesk01')).toHaveLength(0);
    cleanup();

    server.use(onPageCall(UC_CALLS.subAccountBatchCreate, () => HttpResponse.json({ code: 10107, msg: LIMIT_REACHED_TEXT, data: null })));
    renderWithQueryClient(<BatchCreateDialog existing={5} onClose={() => {}} />);
    fireEvent.change(nameInput(1), { target: { value: 'limitDesk01' } });
    typePassword();
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    expect((await screen.findByTestId('sub-account-batch-failure')).textContent).toBe(LIMIT_REACHED_TEXT);
    expect(nameInput(1).value).toBe('limitDesk01');
    expect((screen.getByLabelText('登录密码') as HTMLInputElement).value).toBe(DEMO_PASSWORD);
  });

  it('asks for at least one name', async () => {
    renderWithQueryClient(<BatchCreateDialog existing={5} onClose={() => {}} />);
    typePassword();
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    expect((await screen.findByTestId('sub-account-batch-failure')).textContent).toBe('请至少填写一个子账户名称');
  });
});
