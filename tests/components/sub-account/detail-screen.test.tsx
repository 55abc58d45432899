// @vitest-environment jsdom
// 子账户详情 against the mock's real handlers: the summary and its actions through the parent's
// security verification (rename with the lib rule and the server's refusal, GA reset, password
// reset, delete refused while assets remain and done when empty), the permissions matrix and the
// sub-account's own gates after a change, the transfer both ways with the amount rule and the
// server's refusal, the balances, and the operation history with paging.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubAccountDetailScreen } from '@/components/sub-account/sub-account-detail-screen';
import { NAME_PROBLEM_TEXT } from '@/lib/sub-account';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';
import { checkPassword, createSession, db, findUser } from '@/mocks/db';
import { appendOperation, marginAuthorityOf, SEEDED_SUBS } from '@/mocks/db/sub-accounts';
import { accountsOf, balanceOf } from '@/mocks/db/trading';
import { renderWithQueryClient } from '../../support/render';
import { proTokenOf } from '../../support/pro-login';
import { PARENT, passSecurityStep, setUpSubAccountTests } from './harness';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push, replace: vi.fn(), prefetch: vi.fn() }) }));

setUpSubAccountTests((uid) => ({ uc: createSession(uid).token, pro: proTokenOf(uid) }));
afterEach(() => {
  cleanup();
  navigation.push.mockReset();
});

const spotOf = (uid: number, currency = 'usdt') => {
  const spot = accountsOf(db.trading, uid).find((account) => account.type === 'spot');
  return spot ? balanceOf(db.trading, spot.id, currency).trade.toFixed() : 'none';
};

async function openDetail(uid: number) {
  renderWithQueryClient(<SubAccountDetailScreen subUid={uid} lang="zh-cn" />);
  return screen.findByTestId('sub-account-summary');
}

async function confirmWithStep(testId: string, submit = '确认') {
  const dialog = await screen.findByTestId(testId);
  await passSecurityStep(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
}

describe('子账户详情', () => {
  it('shows the sub-account and resets its GA through the security verification', async () => {
    const summary = await openDetail(SEEDED_SUBS.empty);
    expect(within(summary).getByTestId('sub-account-name').textContent).toBe('betaDesk02');
    expect(within(summary).getByTestId('sub-account-state').textContent).toBe('正常');
    expect(within(summary).getByTestId('sub-account-ga').textContent).toBe('已绑定');
    fireEvent.click(within(summary).getByRole('button', { name: '重置谷歌验证' }));
    await confirmWithStep('sub-account-switch-dialog');
    await waitFor(() => expect(within(screen.getByTestId('sub-account-summary')).getByTestId('sub-account-ga').textContent).toBe('未绑定'));
    expect(findUser(SEEDED_SUBS.empty)?.two_factor).not.toContain('ga');
    expect(within(screen.getByTestId('sub-account-summary')).queryByRole('button', { name: '重置谷歌验证' })).toBeNull();
  });

  it('says so for a UID that is not one of the parent’s sub-accounts', async () => {
    renderWithQueryClient(<SubAccountDetailScreen subUid={10003} lang="zh-cn" />);
    expect((await screen.findByTestId('sub-account-missing')).textContent).toBe('子账户不存在或不属于当前账户');
    expect(screen.getByRole('link', { name: '返回子账户列表' }).getAttribute('href')).toBe('/zh-cn/user-center/sub-account/');
  });

  it('renames: the rule as typed, the server refusal of a taken name, then the new name', async () => {
    const summary = await openDetail(SEEDED_SUBS.withAssets);
    fireEvent.click(within(summary).getByRole('button', { name: '修改名称' }));
    const dialog = await screen.findByTestId('sub-account-rename-dialog');
    const input = within(dialog).getByLabelText('新名称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x1' } });
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText(NAME_PROBLEM_TEXT.format)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'BetaDesk02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect((await within(dialog).findByTestId('sub-account-rename-dialog-failure')).textContent).toBe('该名称已被使用');
    expect(input.value).toBe('BetaDesk02');
    fireEvent.change(input, { target: { value: 'alphaDesk09' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByTestId('sub-account-rename-dialog')).toBeNull());
    expect(findUser(SEEDED_SUBS.withAssets)?.account_name).toBe('alphaDesk09');
    await waitFor(() => expect(screen.getByTestId('sub-account-name').textContent).toBe('alphaDesk09'));
  });

  it('resets the login password with the password rule', async () => {
    const summary = await openDetail(SEEDED_SUBS.empty);
    fireEvent.click(within(summary).getByRole('button', { name: '重置登录密码' }));
    const dialog = await screen.findByTestId('sub-account-password-dialog');
    fireEvent.change(within(dialog).getByLabelText('新登录密码'), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText('确认新登录密码'), { target: { value: 'abc' } });
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.passwordRule)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('新登录密码'), { target: { value: 'NewPass5678' } });
    fireEvent.change(within(dialog).getByLabelText('确认新登录密码'), { target: { value: 'NewPass5678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByTestId('sub-account-password-dialog')).toBeNull());
    expect(checkPassword(SEEDED_SUBS.empty, 'NewPass5678')).toBe(true);
  });

  it('refuses to delete a sub-account holding assets, and deletes an empty one', async () => {
    const summary = await openDetail(SEEDED_SUBS.withAssets);
    fireEvent.click(within(summary).getByRole('button', { name: '删除子账户' }));
    const dialog = await screen.findByTestId('sub-account-delete-dialog');
    expect(within(dialog).getByText(/删除后该子账户将无法登录.*无法恢复/)).toBeTruthy();
    await confirmWithStep('sub-account-delete-dialog', '删除子账户');
    expect((await within(dialog).findByTestId('sub-account-delete-dialog-failure')).textContent).toBe('子账户仍有资产，请先划转至母账户后再删除');
    expect(db.subAccounts.records.has(SEEDED_SUBS.withAssets)).toBe(true);
    cleanup();

    const empty = await openDetail(SEEDED_SUBS.locked);
    fireEvent.click(within(empty).getByRole('button', { name: '删除子账户' }));
    await confirmWithStep('sub-account-delete-dialog', '删除子账户');
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/zh-cn/user-center/sub-account/'));
    expect(db.subAccounts.records.has(SEEDED_SUBS.locked)).toBe(false);
  });

  it('changes permissions as one matrix through the security verification; the sub-account’s gates follow', async () => {
    await openDetail(SEEDED_SUBS.withAssets);
    const matrix = await screen.findByTestId('sub-account-permissions');
    const isolated = within(matrix).getByRole('switch', { name: '逐仓杠杆交易' }) as HTMLInputElement;
    expect(isolated.checked).toBe(false);
    expect((within(matrix).getByRole('switch', { name: '划转至母账户' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
    expect(await screen.findByText('权限未修改')).toBeTruthy();

    fireEvent.click(isolated);
    fireEvent.click(within(matrix).getByRole('switch', { name: '资产页显示：理财账户' }));
    fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
    const dialog = await screen.findByTestId('sub-account-permissions-dialog');
    expect(within(dialog).getByTestId('sub-account-permission-changes').textContent).toContain('逐仓杠杆交易：开启');
    expect(within(dialog).getByTestId('sub-account-permission-changes').textContent).toContain('资产页显示：理财账户：关闭');
    await confirmWithStep('sub-account-permissions-dialog');
    await waitFor(() => expect(screen.queryByTestId('sub-account-permissions-dialog')).toBeNull());
    expect(marginAuthorityOf(db.subAccounts, SEEDED_SUBS.withAssets, 'margin')).toBe('open');
    expect(marginAuthorityOf(db.subAccounts, SEEDED_SUBS.withAssets, 'super-margin')).toBeNull();
    await waitFor(() => expect((within(screen.getByTestId('sub-account-permissions')).getByRole('switch', { name: '逐仓杠杆交易' }) as HTMLInputElement).checked).toBe(true));
  });

  it('transfers to the parent and back with the amount rule, and keeps a refusal at the form', async () => {
    await openDetail(SEEDED_SUBS.withAssets);
    const form = await screen.findByTestId('sub-account-transfer');
    fireEvent.click(within(form).getByRole('button', { name: '划转' }));
    expect(await within(form).findByText('请输入划转数量')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: '子账户 → 母账户' }));
    fireEvent.change(within(form).getByLabelText('划转数量'), { target: { value: '40.5' } });
    fireEvent.click(within(form).getByRole('button', { name: '划转' }));
    await waitFor(() => expect(spotOf(SEEDED_SUBS.withAssets)).toBe('59.5'));
    expect(spotOf(PARENT)).toBe('40.5');
    await waitFor(() => expect((within(form).getByLabelText('划转数量') as HTMLInputElement).value).toBe(''));

    fireEvent.click(within(form).getByRole('radio', { name: '母账户 → 子账户' }));
    fireEvent.change(within(form).getByLabelText('划转数量'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: '划转' }));
    expect(await within(form).findByTestId('sub-account-transfer-failure')).toBeTruthy();
    expect((within(form).getByLabelText('划转数量') as HTMLInputElement).value).toBe('100');
    fireEvent.change(within(form).getByLabelText('划转数量'), { target: { value: '0.5' } });
    fireEvent.click(within(form).getByRole('button', { name: '划转' }));
    await waitFor(() => expect(spotOf(SEEDED_SUBS.withAssets)).toBe('60'));
    expect(spotOf(PARENT)).toBe('40');
    const usdt = await screen.findAllByTestId('sub-account-aggregate-row');
    expect(usdt.length).toBeGreaterThan(0);
  });

  it('shows the sub-account’s accounts and refuses a transfer to the parent it may not make', async () => {
    await openDetail(SEEDED_SUBS.margin);
    expect((await screen.findByTestId('sub-account-accounts')).textContent).toContain('逐仓杠杆、全仓杠杆');
    const form = screen.getByTestId('sub-account-transfer');
    fireEvent.click(within(form).getByRole('radio', { name: '子账户 → 母账户' }));
    fireEvent.change(within(form).getByLabelText('划转数量'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: '划转' }));
    expect(await within(form).findByTestId('sub-account-transfer-failure')).toBeTruthy();
  });

  it('pages through the operation history, newest first', async () => {
    for (let index = 0; index < 25; index += 1) {
      appendOperation(db.subAccounts, { subUid: SEEDED_SUBS.empty, action: 'remark', operatorUid: PARENT, operatorName: 'subparent10060', time: Date.UTC(2024, 1, 1) + index * 60_000, detail: `备注 ${index}` });
    }
    await openDetail(SEEDED_SUBS.empty);
    await waitFor(() => expect(screen.getAllByTestId('sub-account-history-row')).toHaveLength(20));
    expect(within(screen.getAllByTestId('sub-account-history-row')[0] as HTMLElement).getByText('备注 24')).toBeTruthy();
    expect(within(screen.getAllByTestId('sub-account-history-row')[0] as HTMLElement).getByText('修改备注')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByTestId('sub-account-history-row')).toHaveLength(5));
    expect(screen.getByText('备注 0')).toBeTruthy();
  });
});
