// @vitest-environment jsdom
// 解冻查询 against the mock's real handlers: bad input stops at its field; a visitor sees only
// that cases exist and whose (masked) until the account is proven theirs — by the code sent to
// the email typed, or by being logged in as it; then a case shows its state, dates, amounts and
// reason; an unknown case shows 不存在, and a failed lookup says so.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LiftedQueryScreen } from '@/components/lifted-query/lifted-query-screen';
import { liftedQuery } from '@/lib/contracts/crm';
import { LIFTED_LOOKUP_MESSAGES, LIFTED_NEXT_STEPS } from '@/lib/lifted-query';
import { lastCode } from '@/mocks/auth/codes';
import { SEED_UIDS } from '@/mocks/db';
import { SEED_CASES } from '@/mocks/db/crm';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { setUpCrmTests } from '../crm/harness';

const { server, loginAs } = setUpCrmTests();
afterEach(cleanup);

function search(caseNo: string) {
  fireEvent.change(screen.getByLabelText('案件编号'), { target: { value: caseNo } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

describe('解冻查询', () => {
  it('stops bad input at its field', async () => {
    renderWithQueryClient(<LiftedQueryScreen />);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(LIFTED_LOOKUP_MESSAGES.caseNoRequired)).toBeTruthy();
    search('LQ12');
    expect(await screen.findByText(LIFTED_LOOKUP_MESSAGES.caseNoInvalid)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '按账号' }));
    fireEvent.click(screen.getByRole('radio', { name: 'UID' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'UID' }), { target: { value: '0012' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(LIFTED_LOOKUP_MESSAGES.uidInvalid)).toBeTruthy();
    expect(screen.queryByTestId('lifted-results')).toBeNull();
  });

  it('shows a visitor only that a case exists, masked, and asks for a login', async () => {
    renderWithQueryClient(<LiftedQueryScreen />);
    search(SEED_CASES.partial);
    const masked = await screen.findByTestId('lifted-masked');
    expect(masked.textContent).toContain('账号 o***@example.com 有 1 个解冻案件');
    expect(within(masked).getByRole('link', { name: '登录后查看' }).getAttribute('href')).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcollection%2Flifted-query%2F');
    expect(screen.queryByTestId('lifted-case')).toBeNull();
    expect(screen.queryByText('250,000')).toBeNull();
    expect(screen.queryByText(/缺少银行流水/)).toBeNull();
    expect(screen.queryByTestId('lifted-state')).toBeNull();
  });

  it('shows its owner, logged in, a partly released case with its amounts and reason', async () => {
    loginAs(SEED_UIDS.proOrg);
    renderWithQueryClient(<LiftedQueryScreen />);
    search(SEED_CASES.partial.toLowerCase());
    const found = await screen.findByTestId('lifted-case');
    expect(within(found).getByTestId('lifted-state').textContent).toBe('部分解冻');
    expect(within(found).getByText('o***@example.com')).toBeTruthy();
    expect(within(found).getByText('250,000')).toBeTruthy();
    expect(within(found).getByText('70,000')).toBeTruthy();
    expect(within(found).getByText(/缺少银行流水/)).toBeTruthy();
    expect(within(found).getByText(LIFTED_NEXT_STEPS.partial)).toBeTruthy();
    expect(within(found).getByText(/^2024-12-20 /)).toBeTruthy();
  });

  it('shows every case of an email once the code sent to it is given; a wrong code keeps what was typed', async () => {
    renderWithQueryClient(<LiftedQueryScreen />);
    fireEvent.click(screen.getByRole('radio', { name: '按账号' }));
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'trader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    const masked = await screen.findByTestId('lifted-masked');
    expect(masked.textContent).toContain('账号 t***@example.com 有 3 个解冻案件');
    fireEvent.click(within(masked).getByRole('button', { name: '验证并查看' }));
    expect(await within(masked).findByText('请输入邮箱验证码')).toBeTruthy();
    fireEvent.click(within(masked).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(lastCode('trader@example.com', 'lifted_query')).toBeDefined());
    const code = lastCode('trader@example.com', 'lifted_query')?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const field = within(masked).getByLabelText('邮箱验证码');
    fireEvent.change(field, { target: { value: wrong } });
    fireEvent.click(within(masked).getByRole('button', { name: '验证并查看' }));
    expect(await within(masked).findByText('邮箱验证码不正确，请重新输入')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe(wrong);
    expect(screen.queryByTestId('lifted-case')).toBeNull();
    fireEvent.change(field, { target: { value: code } });
    fireEvent.click(within(masked).getByRole('button', { name: '验证并查看' }));
    await screen.findAllByTestId('lifted-case');
    expect(screen.getAllByTestId('lifted-state').map((badge) => badge.textContent)).toEqual(['待审核', '已解冻', '已解冻']);
  });

  it('shows 不存在 for an unknown case and the failure of a lookup', async () => {
    renderWithQueryClient(<LiftedQueryScreen />);
    search('LQ209901010001');
    const missing = await screen.findByTestId('lifted-not-found');
    expect(within(missing).getByText('不存在')).toBeTruthy();
    server.use(onPageCall(liftedQuery, () => HttpResponse.json({ success: false, code: 500, message: '服务繁忙', data: null })));
    search(SEED_CASES.rejected);
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.queryByTestId('lifted-results')).toBeNull();
  });
});
