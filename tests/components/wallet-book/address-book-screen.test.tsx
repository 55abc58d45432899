// @vitest-environment jsdom
// The address book page against the mock's real handlers (msw/node): the list per currency and
// chain with usability, the per-keystroke filter and the currency filter, the empty and failed
// states, adding through the verification (the conflict check under its field, the server's
// refusal at the form, a new address held by the whitelist delay), removing with a
// confirmation, the white-level change and the whitelist settings. The account-service
// verification is a stand-in that marks the session verified as the real one does, so the pro
// handlers' own check runs.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressBookScreen } from '@/components/wallet-book/address-book-screen';
import * as calls from '@/lib/contracts/pro/withdraw-address';
import { UC_CALLS } from '@/lib/contracts/uc';
import { ADDRESS_CONFLICT_TEXT, ALIAS_CONFLICT_TEXT, HOUR_MS } from '@/lib/wallet-book';
import { markSecurityVerified } from '@/mocks/auth/security';
import { findFamilyToken } from '@/mocks/auth/tickets';
import { resetDb, SEED_UIDS } from '@/mocks/db';
import { addAddress, addressesOf, clearAddresses, seedAddresses, setWhiteSettings, whiteSettingsOf } from '@/mocks/db/withdraw-address';
import { createHandlers } from '@/mocks/handlers';
import { v2Fail } from '@/mocks/http/respond';
import { resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const UID = SEED_UIDS.ordinary;
let verifications: unknown[];

function text(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Logs the user in and stands in for the account service's verification (GA only). */
function loginAs(uid: number = UID): void {
  const token = loginPageUser(ROOT, uid);
  verifications = [];
  server.use(
    onPageCall(UC_CALLS.securityStrategyGet, () => HttpResponse.json({ success: true, code: 200, message: '', data: { scene: 'withdraw_address', methods: ['ga'] } })),
    onPageCall(UC_CALLS.securityStrategyVerify, async ({ request }) => {
      const body = (await request.json()) as { ga_code?: string; scene: 'withdraw_address' };
      verifications.push(body);
      if (body.ga_code !== '123456') return HttpResponse.json({ success: false, code: 10010, message: '谷歌验证码不正确', data: null });
      const session = findFamilyToken(token, 'pro')?.session;
      if (session) markSecurityVerified(session, uid, body.scene);
      return HttpResponse.json({ success: true, code: 200, message: '', data: { scene: body.scene, expires_in: 300 } });
    }),
  );
}

beforeEach(() => {
  resetHttpConfig();
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
});

function render() {
  return renderWithQueryClient(<AddressBookScreen lang="zh-cn" />);
}

async function rows(): Promise<HTMLElement[]> {
  await screen.findAllByTestId('address-row');
  return screen.getAllByTestId('address-row');
}

function rowOf(alias: string): HTMLElement {
  const row = screen.getAllByTestId('address-row').find((element) => within(element).queryByTestId('address-alias')?.textContent === alias);
  if (!row) throw new Error(`no row ${alias}`);
  return row;
}

function typeGa(dialog: HTMLElement, code = '123456') {
  return within(dialog)
    .findByLabelText('谷歌验证码')
    .then((input) => fireEvent.change(input, { target: { value: code } }));
}

async function openAdd(): Promise<HTMLElement> {
  const add = await screen.findByRole('button', { name: '添加地址' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(add);
  return screen.findByRole('dialog', { name: '添加提币地址' });
}

async function fillAdd(dialog: HTMLElement, values: { currency: string; chain?: string; alias: string; address: string; tag?: string }) {
  fireEvent.change(within(dialog).getByLabelText('币种'), { target: { value: values.currency } });
  if (values.chain) fireEvent.change(within(dialog).getByLabelText('链名称'), { target: { value: values.chain } });
  fireEvent.change(within(dialog).getByLabelText('地址备注'), { target: { value: values.alias } });
  fireEvent.change(within(dialog).getByLabelText('提币地址'), { target: { value: values.address } });
  if (values.tag !== undefined) fireEvent.change(within(dialog).getByLabelText('地址标签（Memo/Tag）'), { target: { value: values.tag } });
  await typeGa(dialog);
}

const NEW_TRC = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('the list', () => {
  it('shows each currency and chain with alias, address, tag, added time and usability', async () => {
    loginAs();
    addAddress(UID, { currency: 'xrp', chain: 'xrp', note: '瑞波', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', addressTag: '104598' }, Date.UTC(2024, 1, 1));
    render();
    expect(await rows()).toHaveLength(3);
    const groups = screen.getAllByTestId('address-group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['BTC · BTC', 'USDT · HECO', 'XRP · XRP']);
    const tom = rowOf('tom');
    expect(text(tom)).toContain('0x3b994f25c4c25e99d4d26364ffc014cce64600ca');
    expect(within(tom).getByTestId('address-usability').textContent).toBe('可用');
    expect(text(rowOf('瑞波'))).toContain('104598');
    expect(text(rowOf('瑞波'))).toMatch(/2024-02-01/);
    expect(screen.getByTestId('whitelist-state').textContent).toBe('未开启');
    expect(screen.getByTestId('whitelist-delay').textContent).toBe('24小时');
    expect(screen.getByTestId('white-withdraw-state').textContent).toBe('可向任意地址提币');
    expect(screen.getByRole('link', { name: '返回资产账户' }).getAttribute('href')).toBe('/zh-cn/cn/finance/account/');
  });

  it('filters per keystroke over currency, chain, alias, address and tag, and per currency', async () => {
    loginAs();
    seedAddresses(UID, 40);
    render();
    await rows();
    expect(screen.getByTestId('address-count').textContent).toBe('共 42 个地址');
    const search = screen.getByRole('searchbox', { name: '搜索地址' });
    fireEvent.change(search, { target: { value: '0X3B99' } });
    await waitFor(() => expect(screen.getAllByTestId('address-row')).toHaveLength(1));
    expect(rowOf('tom')).toBeTruthy();
    fireEvent.change(search, { target: { value: '币安' } });
    await waitFor(() => expect(screen.getAllByTestId('address-row').map((row) => within(row).getByTestId('address-alias').textContent)).toEqual(['币安']));
    // The generated aliases are 地址3 … 地址42.
    fireEvent.change(search, { target: { value: '地址1' } });
    await waitFor(() => expect(screen.getByTestId('address-count').textContent).toBe('共 10 个地址'));
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: '币种筛选' }), { target: { value: 'xrp' } });
    await waitFor(() => expect(screen.getAllByTestId('address-group').map((group) => group.getAttribute('data-group'))).toEqual(['xrp:xrp']));
    fireEvent.change(search, { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText('没有符合条件的地址')).toBeTruthy();
  });

  it('says so when the book is empty, with the add action', async () => {
    loginAs();
    clearAddresses(UID);
    render();
    const empty = await screen.findByTestId('address-book-empty');
    expect(text(empty)).toContain('暂无提币地址');
    const add = within(empty).getByRole('button', { name: '立即添加' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    expect(await screen.findByRole('dialog', { name: '添加提币地址' })).toBeTruthy();
  });

  it('tells a sub-user the book is the parent account\'s and asks nothing', async () => {
    loginAs(SEED_UIDS.subAccount);
    let asked = 0;
    server.use(
      onPageCall(calls.withdrawAddresses, () => {
        asked += 1;
        return v2Fail(500, 'not expected');
      }),
    );
    render();
    expect((await screen.findByTestId('address-book-sub-user')).textContent).toBe('子账户不支持提币，请使用母账户提币');
    expect(screen.queryByRole('button', { name: '添加地址' })).toBeNull();
    expect(asked).toBe(0);
  });

  it("says the server's message with 重试 when the list fails, and loads on retry", async () => {
    loginAs();
    server.use(onPageCall(calls.withdrawAddresses, () => v2Fail(500, '系统繁忙，请稍后再试'), { once: true }));
    render();
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).toHaveLength(2);
  });
});

describe('adding an address', () => {
  it('adds through the verification; with the whitelist on the new address waits out the delay', async () => {
    loginAs();
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    render();
    await rows();
    expect(screen.getByTestId('white-withdraw-state').textContent).toBe('仅可向白名单地址提币，当前 2 个地址可用');
    const dialog = await openAdd();
    expect(within(dialog).getByTestId('add-address-delay-notice').textContent).toContain('24小时');
    await fillAdd(dialog, { currency: 'usdt', chain: 'trc20usdt', alias: '冷钱包', address: NEW_TRC });
    expect((within(dialog).getByLabelText('链名称') as HTMLSelectElement).value).toBe('trc20usdt');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(verifications).toEqual([{ scene: 'withdraw_address', ga_code: '123456' }]);
    const row = await waitFor(() => rowOf('冷钱包'));
    expect(within(row).getByTestId('address-usability').textContent).toBe('23小时59分后可用');
    expect(within(row).getByTestId('address-usability').getAttribute('data-usability')).toBe('delaying');
    expect(addressesOf(UID).map((stored) => stored.note)).toEqual(['tom', '币安', '冷钱包']);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('地址已添加');
  });

  it('asks for the tag on a tag chain', async () => {
    loginAs();
    render();
    await rows();
    const dialog = await openAdd();
    await fillAdd(dialog, { currency: 'xrp', alias: '瑞波', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect(await within(dialog).findByText('请输入地址标签（Memo/Tag），漏填将导致资产丢失')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('地址标签（Memo/Tag）'), { target: { value: '104598' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addressesOf(UID).at(-1)).toMatchObject({ addressTag: '104598', chain: 'xrp' });
  });

  it('refuses an address that does not fit the chosen chain (a TRC20 address under ERC20) and sends nothing', async () => {
    loginAs();
    render();
    await rows();
    const dialog = await openAdd();
    await fillAdd(dialog, { currency: 'usdt', chain: 'usdterc20', alias: '错链', address: NEW_TRC });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect(await within(dialog).findByText('提币地址格式不正确，请检查后重新输入')).toBeTruthy();
    expect(verifications).toEqual([]);
    expect(addressesOf(UID)).toHaveLength(2);
  });

  it('puts an address or alias conflict under its field and sends nothing', async () => {
    loginAs();
    render();
    await rows();
    const dialog = await openAdd();
    await fillAdd(dialog, { currency: 'usdt', chain: 'hrc20usdt', alias: '新的', address: '0x3B994F25C4C25E99D4D26364FFC014CCE64600CA' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect(await within(dialog).findByText(ADDRESS_CONFLICT_TEXT)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('提币地址'), { target: { value: '0x1111111111111111111111111111111111111111' } });
    fireEvent.change(within(dialog).getByLabelText('地址备注'), { target: { value: 'TOM' } });
    expect(await within(dialog).findByText(ALIAS_CONFLICT_TEXT)).toBeTruthy();
    expect(within(dialog).queryByText(ADDRESS_CONFLICT_TEXT)).toBeNull();
    expect(verifications).toEqual([]);
    expect(addressesOf(UID)).toHaveLength(2);
  });

  it("shows the server's conflict refusal at the form and keeps the dialog", async () => {
    loginAs();
    render();
    await rows();
    const dialog = await openAdd();
    // Saved elsewhere after the list was read: only the server knows.
    addAddress(UID, { currency: 'usdt', chain: 'trc20usdt', note: '别处添加', address: NEW_TRC });
    await fillAdd(dialog, { currency: 'usdt', chain: 'trc20usdt', alias: '冷钱包', address: NEW_TRC });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect((await within(dialog).findByTestId('add-address-dialog-failure')).textContent).toBe(ADDRESS_CONFLICT_TEXT);
    expect(screen.getByRole('dialog', { name: '添加提币地址' })).toBeTruthy();
  });

  it('keeps the address out when the verification is refused', async () => {
    loginAs();
    render();
    await rows();
    const dialog = await openAdd();
    await fillAdd(dialog, { currency: 'usdt', chain: 'trc20usdt', alias: '冷钱包', address: NEW_TRC });
    await typeGa(dialog, '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect((await within(dialog).findByTestId('add-address-dialog-failure')).textContent).toBe('谷歌验证码不正确');
    expect(addressesOf(UID)).toHaveLength(2);
  });
});

describe('removing, the white level and the whitelist', () => {
  it('removes an address after the confirmation and the verification', async () => {
    loginAs();
    render();
    await rows();
    fireEvent.click(within(rowOf('tom')).getByRole('button', { name: '删除 tom' }));
    const dialog = await screen.findByRole('dialog', { name: '删除提币地址' });
    expect(text(dialog)).toContain('确定要删除地址「tom」吗？');
    expect(text(dialog)).toContain('0x3b994f25c4c25e99d4d26364ffc014cce64600ca');
    await typeGa(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(screen.getAllByTestId('address-row')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addressesOf(UID).map((stored) => stored.note)).toEqual(['币安']);
  });

  it('shows the time left of a back-dated address and takes an address off the whitelist', async () => {
    loginAs();
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    addAddress(UID, { currency: 'usdt', chain: 'trc20usdt', note: '一小时前', address: NEW_TRC }, Date.now() - HOUR_MS - 30_000);
    render();
    await rows();
    expect(within(rowOf('一小时前')).getByTestId('address-usability').textContent).toBe('22小时59分后可用');
    fireEvent.click(within(rowOf('tom')).getByRole('button', { name: '移出白名单 tom' }));
    const dialog = await screen.findByRole('dialog', { name: '移出白名单' });
    await typeGa(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(rowOf('tom')).getByTestId('address-usability').textContent).toBe('非白名单地址'));
    expect(within(rowOf('tom')).getByRole('button', { name: '加入白名单 tom' })).toBeTruthy();
    expect(screen.getByTestId('white-withdraw-state').textContent).toBe('仅可向白名单地址提币，当前 1 个地址可用');
  });

  it('switches the whitelist on with a delay through the verification', async () => {
    loginAs();
    render();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: '修改白名单设置' }));
    const dialog = await screen.findByRole('dialog', { name: '提币白名单设置' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '开启提币白名单' }));
    fireEvent.change(within(dialog).getByLabelText('新地址生效延迟'), { target: { value: '48' } });
    await typeGa(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('whitelist-state').textContent).toBe('已开启'));
    expect(screen.getByTestId('whitelist-delay').textContent).toBe('48小时');
    expect(whiteSettingsOf(UID)).toEqual({ enabled: true, delayHours: 48 });
  });
});
