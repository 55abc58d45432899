// @vitest-environment jsdom
// 子账户管理 against the mock's real handlers: the count and the rows with their states, the
// search by name and by UID, paging, the remark edited in place (the rule's text and the
// server's refusal keep what was typed), a lock and a login switch through the parent's
// security verification, and the notice a sub-account gets instead of the screen.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SubAccountNavLink } from '@/components/sub-account/nav-link';
import { SubAccountListScreen } from '@/components/sub-account/sub-account-list-screen';
import { UC_CALLS } from '@/lib/contracts/uc';
import { REMARK_TOO_LONG_TEXT, SUB_ACCOUNT_STATE_TEXT } from '@/lib/sub-account';
import { createSession, db } from '@/mocks/db';
import { ownSubAccount, SEEDED_SUBS, SUB_PARENT_UIDS } from '@/mocks/db/sub-accounts';
import { sessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/lib/contracts/uc/session';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { proTokenOf } from '../../support/pro-login';
import { loginAs, passSecurityStep, setUpSubAccountTests } from './harness';

const { server, baseUrls } = setUpSubAccountTests((uid) => ({ uc: createSession(uid).token, pro: proTokenOf(uid) }));
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

async function rowOf(uid: number): Promise<HTMLElement> {
  return waitFor(() => {
    const row = document.querySelector<HTMLElement>(`[data-testid="sub-account-row"][data-uid="${uid}"]`);
    if (row === null) throw new Error(`no row ${uid}`);
    return row;
  });
}

describe('子账户列表', () => {
  it('shows the count, every sub-account with its state, remark and time, and a link to its page', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    await waitFor(() => expect(screen.getByTestId('sub-account-count').textContent).toBe('已创建 5/200'));
    const rows = await screen.findAllByTestId('sub-account-row');
    expect(rows.map((row) => row.getAttribute('data-uid'))).toEqual(['10061', '10062', '10063', '10064', '10065']);
    const locked = await rowOf(SEEDED_SUBS.locked);
    expect(within(locked).getByText('gammaLocked')).toBeTruthy();
    expect(within(locked).getByTestId('sub-account-state').textContent).toBe(SUB_ACCOUNT_STATE_TEXT.locked);
    expect(within(await rowOf(SEEDED_SUBS.loginDisabled)).getByTestId('sub-account-state').textContent).toBe('禁止登录');
    const first = await rowOf(SEEDED_SUBS.withAssets);
    expect(within(first).getByTestId('sub-account-state').textContent).toBe('正常');
    expect(within(first).getByText('有资产')).toBeTruthy();
    expect(within(first).getByText(/^2024-01-15 \d\d:00:00$/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: '查看：alphaDesk01' }).getAttribute('href')).toBe('/zh-cn/user-center/sub-account/10061/');
    // The switches each row offers follow its state.
    expect(within(locked).getByRole('button', { name: '解冻：gammaLocked' })).toBeTruthy();
    expect(within(await rowOf(SEEDED_SUBS.loginDisabled)).getByRole('button', { name: '允许登录：deltaNoLogin' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: '冻结：alphaDesk01' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: '禁止登录：alphaDesk01' })).toBeTruthy();
  });

  it('shows a name and a remark with a right-to-left override isolated, so they cannot reorder the row', async () => {
    const rlo = '\u202E';
    const user = db.users.get(SEEDED_SUBS.withAssets);
    const record = ownSubAccount(db.subAccounts, SUB_PARENT_UIDS.states, SEEDED_SUBS.withAssets);
    if (!user || !record) throw new Error('no seeded sub-account');
    user.account_name = `${rlo}alphaDesk01`;
    record.remark = `${rlo}desk note`;
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    const row = await rowOf(SEEDED_SUBS.withAssets);
    const name = await waitFor(() => within(row).getByText(`${rlo}alphaDesk01`));
    expect(name.tagName).toBe('BDI');
    const remark = within(within(row).getByTestId('sub-account-remark')).getByText(`${rlo}desk note`);
    expect(remark.tagName).toBe('BDI');
  });

  it('values each row at what that sub-account holds over all its accounts', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    const first = await rowOf(SEEDED_SUBS.withAssets);
    await waitFor(() => expect(within(first).getByTestId('sub-account-valuation').textContent).toBe('100.00'));
    const empty = await rowOf(SEEDED_SUBS.empty);
    await waitFor(() => expect(within(empty).getByTestId('sub-account-valuation').textContent).toBe('0.00'));
    expect(screen.getByRole('columnheader', { name: '总估值 (USDT)' })).toBeTruthy();
  });

  it('searches by name part and by UID, and says when nothing matches', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    await rowOf(SEEDED_SUBS.withAssets);
    const search = screen.getByRole('searchbox', { name: '搜索子账户名称或 UID' });
    fireEvent.change(search, { target: { value: 'desk' } });
    await waitFor(() => expect(screen.getAllByTestId('sub-account-row').map((row) => row.getAttribute('data-uid'))).toEqual(['10061', '10062']));
    fireEvent.change(search, { target: { value: '10064' } });
    await waitFor(() => expect(screen.getAllByTestId('sub-account-row').map((row) => row.getAttribute('data-uid'))).toEqual(['10064']));
    fireEvent.change(search, { target: { value: 'nobodyHere' } });
    expect(await screen.findByText('没有符合条件的子账户')).toBeTruthy();
  });

  it('pages through a parent with 200 sub-accounts', async () => {
    loginAs(baseUrls, SUB_PARENT_UIDS.full);
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    await waitFor(() => expect(screen.getByTestId('sub-account-count').textContent).toBe('已创建 200/200'));
    await rowOf(30001);
    expect(screen.getAllByTestId('sub-account-row')).toHaveLength(20);
    // At the limit there is nothing more to create.
    expect((screen.getByRole('button', { name: '批量创建' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await rowOf(30021);
    expect(screen.queryByText('benchSub001')).toBeNull();
  });

  it('edits a remark in place: the rule refuses a long one, the server refuses as it says, the text typed stays', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    const row = await rowOf(SEEDED_SUBS.empty);
    fireEvent.click(within(row).getByRole('button', { name: '编辑备注：betaDesk02' }));
    const input = within(row).getByRole('textbox', { name: '备注：betaDesk02' });
    const long = '备注'.repeat(11);
    fireEvent.change(input, { target: { value: long } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(await within(row).findByText(REMARK_TOO_LONG_TEXT)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe(long);
    expect(db.subAccounts.records.get(SEEDED_SUBS.empty)?.remark).toBe('空账户');

    server.use(onPageCall(UC_CALLS.subAccountRemark, () => HttpResponse.json({ code: 10108, msg: '备注不可用', data: null }), { once: true }));
    fireEvent.change(input, { target: { value: '交易组' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(await within(row).findByText('备注不可用')).toBeTruthy();
    expect((within(row).getByRole('textbox', { name: '备注：betaDesk02' }) as HTMLInputElement).value).toBe('交易组');

    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.subAccounts.records.get(SEEDED_SUBS.empty)?.remark).toBe('交易组'));
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull());
    expect(await within(await rowOf(SEEDED_SUBS.empty)).findByText('交易组')).toBeTruthy();
  });

  it('locks a selection through one verification, leaving alone the one already locked, with a result per sub-account', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    for (const [uid, name] of [[SEEDED_SUBS.withAssets, 'alphaDesk01'], [SEEDED_SUBS.empty, 'betaDesk02'], [SEEDED_SUBS.locked, 'gammaLocked']] as const) {
      fireEvent.click(within(await rowOf(uid)).getByRole('checkbox', { name: `选择：${name}` }));
    }
    const bar = screen.getByTestId('sub-account-selection');
    expect(bar.textContent).toContain('已选 3 个');
    // betaDesk02's lock is refused by the server; the others go through.
    server.use(
      onPageCall(UC_CALLS.subAccountLock, async ({ request }) => {
        const body = (await request.clone().json()) as { sub_uid: number };
        return body.sub_uid === SEEDED_SUBS.empty ? HttpResponse.json({ success: false, code: 10110, message: '子账户已处于该状态', data: null }) : undefined;
      }),
    );
    fireEvent.click(within(bar).getByRole('button', { name: '冻结' }));
    const dialog = await screen.findByTestId('sub-account-batch-switch-dialog');
    expect(within(dialog).getByTestId('batch-switch-apply').textContent).toBe('将冻结以下 2 个子账户：alphaDesk01、betaDesk02');
    expect(within(dialog).getByTestId('batch-switch-skip').textContent).toContain('gammaLocked');
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByTestId('sub-account-batch-switch-dialog')).toBeNull());
    const results = screen.getAllByTestId('batch-switch-result');
    expect(results.map((item) => [item.getAttribute('data-uid'), item.getAttribute('data-ok')])).toEqual([
      [String(SEEDED_SUBS.withAssets), 'true'],
      [String(SEEDED_SUBS.empty), 'false'],
    ]);
    expect(results[1]?.textContent).toContain('子账户已处于该状态');
    expect(db.subAccounts.records.get(SEEDED_SUBS.withAssets)?.locked).toBe(true);
    expect(db.subAccounts.records.get(SEEDED_SUBS.empty)?.locked).toBe(false);
    expect(screen.queryByTestId('sub-account-selection')).toBeNull();
  });

  it('keeps a batch in its dialog, nothing changed, when its first switch is refused', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    fireEvent.click(within(await rowOf(SEEDED_SUBS.withAssets)).getByRole('checkbox', { name: '选择：alphaDesk01' }));
    fireEvent.click(within(await rowOf(SEEDED_SUBS.empty)).getByRole('checkbox', { name: '选择：betaDesk02' }));
    server.use(onPageCall(UC_CALLS.subAccountLoginDisable, () => HttpResponse.json({ success: false, code: 10022, message: '请先完成安全验证', data: null })));
    fireEvent.click(within(screen.getByTestId('sub-account-selection')).getByRole('button', { name: '禁止登录' }));
    const dialog = await screen.findByTestId('sub-account-batch-switch-dialog');
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请先完成安全验证')).toBeTruthy();
    expect(db.subAccounts.records.get(SEEDED_SUBS.withAssets)?.loginEnabled).toBe(true);
    expect(screen.queryByTestId('sub-account-batch-results')).toBeNull();
  });

  it('locks and re-enables login through the security verification', async () => {
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    const row = await rowOf(SEEDED_SUBS.withAssets);
    fireEvent.click(within(row).getByRole('button', { name: '冻结：alphaDesk01' }));
    const dialog = await screen.findByTestId('sub-account-switch-dialog');
    expect(within(dialog).getByText(/冻结后该子账户将无法登录和交易/)).toBeTruthy();
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByTestId('sub-account-switch-dialog')).toBeNull());
    expect(db.subAccounts.records.get(SEEDED_SUBS.withAssets)?.locked).toBe(true);
    await waitFor(async () => expect(within(await rowOf(SEEDED_SUBS.withAssets)).getByTestId('sub-account-state').textContent).toBe('已冻结'));

    // The session is verified for a few minutes now; the next switch still asks for the step, as the security centre does.
    fireEvent.click(within(await rowOf(SEEDED_SUBS.loginDisabled)).getByRole('button', { name: '允许登录：deltaNoLogin' }));
    const again = await screen.findByTestId('sub-account-switch-dialog');
    await passSecurityStep(again);
    fireEvent.click(within(again).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(db.subAccounts.records.get(SEEDED_SUBS.loginDisabled)?.loginEnabled).toBe(true));
    await waitFor(async () => expect(within(await rowOf(SEEDED_SUBS.loginDisabled)).getByTestId('sub-account-state').textContent).toBe('正常'));
  });

  it('keeps a refused switch in its dialog with the server message', async () => {
    server.use(onPageCall(UC_CALLS.subAccountLock, () => HttpResponse.json({ code: 10110, msg: '子账户已处于该状态', data: null })));
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    fireEvent.click(within(await rowOf(SEEDED_SUBS.empty)).getByRole('button', { name: '冻结：betaDesk02' }));
    const dialog = await screen.findByTestId('sub-account-switch-dialog');
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect((await within(dialog).findByTestId('sub-account-switch-dialog-failure')).textContent).toBe('子账户已处于该状态');
    expect(db.subAccounts.records.get(SEEDED_SUBS.empty)?.locked).toBe(false);
  });

  it('tells a sub-account that it manages no sub-accounts, from its user type or from the server', async () => {
    sessionStore.setState({ user: { user_type: 2 } as UserInfo });
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    expect(screen.getByTestId('sub-account-not-parent').textContent).toContain('子账户不能管理子账户');
    expect(screen.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe('/zh-cn/user-center/');
    cleanup();

    sessionStore.setState({ user: null });
    loginAs(baseUrls, SEEDED_SUBS.withAssets);
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);
    expect(await screen.findByTestId('sub-account-not-parent')).toBeTruthy();
    expect(screen.queryByTestId('sub-account-table')).toBeNull();
  });

  it('offers the user-centre menu entry to a parent only', () => {
    const { unmount } = renderWithQueryClient(<ul><SubAccountNavLink href="/zh-cn/user-center/sub-account/" title="子账户管理" /></ul>);
    // The user is not known yet: nothing, so a sub-account never sees it flash by.
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    sessionStore.setState({ user: { user_type: 1 } as UserInfo });
    renderWithQueryClient(<ul><SubAccountNavLink href="/zh-cn/user-center/sub-account/" title="子账户管理" /></ul>);
    expect(screen.getByRole('link', { name: '子账户管理' }).getAttribute('href')).toBe('/zh-cn/user-center/sub-account/');
    cleanup();
    sessionStore.setState({ user: { user_type: 2 } as UserInfo });
    renderWithQueryClient(<ul><SubAccountNavLink href="/zh-cn/user-center/sub-account/" title="子账户管理" /></ul>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
