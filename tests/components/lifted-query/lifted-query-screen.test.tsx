// @vitest-environment jsdom
// 解冻查询 against the mock's real handlers: bad input stops at its field, a case number finds
// one case with its state, dates, amounts and reason, an account finds all its cases, an
// unknown case shows 不存在, and a failed lookup says so.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LiftedQueryScreen } from '@/components/lifted-query/lifted-query-screen';
import { liftedQuery } from '@/lib/contracts/crm';
import { LIFTED_LOOKUP_MESSAGES, LIFTED_NEXT_STEPS } from '@/lib/lifted-query';
import { SEED_CASES } from '@/mocks/db/crm';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { setUpCrmTests } from '../crm/harness';

const { server } = setUpCrmTests();
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

  it('finds a partly released case with its amounts and reason', async () => {
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

  it('finds every case of an account, each with its state', async () => {
    renderWithQueryClient(<LiftedQueryScreen />);
    fireEvent.click(screen.getByRole('radio', { name: '按账号' }));
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'trader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
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
