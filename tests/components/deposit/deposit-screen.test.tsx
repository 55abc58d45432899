// @vitest-environment jsdom
// A currency's deposit page against the mock's real handlers (msw/node at the page's gateway):
// each chain type (paused with its reason, iota with 生成新地址, newold with the old chain
// marked, multi with a chain switch, single), the security alert gate (the address hidden until
// confirmed; 不再提示 acknowledges it for good on the server), copying with its toasts, the tag
// of a tag chain, an address failure with the server's message and 重试, the tiny-deposit
// notice, the newest deposits with their states and 刷新, a disabled user and an unknown code.

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACKNOWLEDGE_FAILED_TEXT, DepositScreen, UNKNOWN_CURRENCY_TEXT } from '@/components/deposit/deposit-screen';
import { COPY_FAILED_TEXT, COPY_SUCCESS_TEXT } from '@/components/deposit/copy-button';
import { RECENT_DEPOSIT_KEY } from '@/components/deposit/recent-currencies';
import { CHAIN_TEXTS, DEPOSIT_TEXTS } from '@/lib/wallet';
import { db, now, resetDb, SEED_UIDS } from '@/mocks/db';
import { advanceDeposit, simulateDeposit } from '@/mocks/db/deposit-withdraw';
import { createHandlers } from '@/mocks/handlers';
import { proFail } from '@/mocks/http/respond';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { failDepositAddress } from '@/mocks/overrides/deposit-withdraw';
import { Decimal } from '@/lib/decimal';
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

function loginAs(uid: number = UID): void {
  loginPageUser(ROOT, uid);
}

beforeEach(() => {
  resetHttpConfig();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
});

function render(currency: string, initialChain: string | null = null) {
  return renderWithQueryClient(<DepositScreen lang="zh-cn" currency={currency} initialChain={initialChain} />);
}

function toasts(): string[] {
  return toastStore.getState().toasts.map((toast) => `${toast.kind}:${toast.text}`);
}

async function area(): Promise<HTMLElement> {
  return screen.findByTestId('deposit-area');
}

/** Confirms the security alert (optionally for good) and waits for the address. */
async function confirmAlert(forGood = false): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: '充币安全提示' });
  if (forGood) fireEvent.click(within(dialog).getByLabelText('不再提示'));
  fireEvent.click(within(dialog).getByRole('button', { name: '我已知晓' }));
  return screen.findByTestId('deposit-address');
}

describe('the security alert', () => {
  it('hides the address until the user confirms, and names the currency and chain', async () => {
    loginAs();
    render('btc');
    const dialog = await screen.findByRole('dialog', { name: '充币安全提示' });
    expect(dialog.textContent).toContain('请确认您充值的币种为 BTC，充值网络为 BTC。');
    expect(dialog.textContent).toContain('请勿向该地址充值任何非 BTC 资产');
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect(screen.getByTestId('deposit-address-card').dataset.status).toBe('gated');
    const address = await confirmAlert();
    expect(address.textContent).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not acknowledged for good: the server still has no acknowledgement.
    expect(db.depositWithdraw.alerts.has(`${UID}:1`)).toBe(false);
  });

  it('closed without confirming: the address stays hidden, 查看充币地址 opens the alert again', async () => {
    loginAs();
    render('btc');
    const dialog = await screen.findByRole('dialog', { name: '充币安全提示' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看充币地址' }));
    await confirmAlert();
  });

  it('不再提示 acknowledges it for good: the next visit shows the address without the alert', async () => {
    loginAs();
    const first = render('btc');
    await confirmAlert(true);
    await waitFor(() => expect(db.depositWithdraw.alerts.has(`${UID}:1`)).toBe(true));
    first.unmount();

    render('eth');
    expect(await screen.findByTestId('deposit-address')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('不再提示 that the server refuses: the address still shows, a toast says it will ask again', async () => {
    loginAs();
    server.use(onPageCall(calls.setUserAlert, () => proFail('system-busy', '系统繁忙')));
    render('btc');
    await confirmAlert(true);
    await waitFor(() => expect(toasts()).toContain(`error:${ACKNOWLEDGE_FAILED_TEXT}`));
    expect(db.depositWithdraw.alerts.has(`${UID}:1`)).toBe(false);
  });
});

describe('chain types', () => {
  it('paused: the chain reason, no address and no alert', async () => {
    loginAs();
    render('doge');
    const paused = await screen.findByTestId('deposit-paused');
    expect(paused.textContent).toBe('DOGE 钱包维护中，暂停充币');
    expect(screen.queryByTestId('deposit-address-card')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('single: the chain is named, not chosen', async () => {
    loginAs();
    render('btc');
    expect((await area()).dataset.chainType).toBe('single');
    expect(screen.getByTestId('deposit-chain-name').textContent).toBe('BTC');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('multi: switching the chain asks again for that chain and shows its own address', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('ht');
    expect((await area()).dataset.chainType).toBe('multi');
    const group = screen.getByRole('radiogroup', { name: '链名称' });
    const heco = within(group).getByRole('radio', { name: 'HECO' });
    expect((heco as HTMLInputElement).checked).toBe(true);
    const first = (await screen.findByTestId('deposit-address')).textContent;
    fireEvent.click(within(group).getByRole('radio', { name: 'ERC20' }));
    await waitFor(() => expect(screen.getByTestId('deposit-area').dataset.chain).toBe('hterc20'));
    await waitFor(() => expect(screen.getByTestId('deposit-address').textContent).not.toBe(first));
    expect(screen.getByTestId('deposit-address').textContent).toMatch(/^0x[0-9a-f]{40}$/);
    expect(screen.getByTestId('deposit-min').textContent).toBe('最小充币数量为 1 HT，小于最小数量的充值将不会上账且无法退回');
  });

  it('multi without the acknowledgement: each chain is confirmed on its own', async () => {
    loginAs();
    render('ht');
    await confirmAlert();
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    const dialog = await screen.findByRole('dialog', { name: '充币安全提示' });
    expect(dialog.textContent).toContain('充值网络为 ERC20');
    expect(screen.queryByTestId('deposit-address')).toBeNull();
  });

  it('newold: the old chain carries 旧链, and choosing it says so', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('usdt');
    expect((await area()).dataset.chainType).toBe('newold');
    const omni = screen.getByTestId('deposit-chain-usdt');
    expect(within(omni).getByTestId('deposit-old-chain').textContent).toBe(CHAIN_TEXTS.oldChain);
    expect(screen.getByTestId('deposit-chain-usdterc20').dataset.old).toBeUndefined();
    expect(screen.queryByTestId('deposit-old-chain-note')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'OMNI 旧链' }));
    expect((await screen.findByTestId('deposit-old-chain-note')).textContent).toContain('OMNI 为旧链');
    await waitFor(() => expect(screen.getByTestId('deposit-address').textContent).toMatch(/^1/));
  });

  it('a chain asked for by the link is chosen first', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('usdt', 'trc20usdt');
    expect((await area()).dataset.chain).toBe('trc20usdt');
    expect((await screen.findByTestId('deposit-address')).textContent).toMatch(/^T/);
  });

  it('iota: 生成新地址 replaces the address and says 新地址已生成', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('iota');
    expect((await area()).dataset.chainType).toBe('iota');
    const before = (await screen.findByTestId('deposit-address')).textContent;
    expect(before).toMatch(/^[A-Z9]{81}$/);
    fireEvent.click(screen.getByRole('button', { name: '生成新地址' }));
    await waitFor(() => expect(screen.getByTestId('deposit-address').textContent).not.toBe(before));
    expect(toasts()).toContain(`success:${DEPOSIT_TEXTS.iotaAddressGenerated}`);
    expect(screen.getByTestId('deposit-address-qr').getAttribute('data-value')).toBe(screen.getByTestId('deposit-address').textContent);
  });

  it('iota: a refused generation keeps the address and toasts the server message', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('iota');
    const before = (await screen.findByTestId('deposit-address')).textContent;
    server.use(failDepositAddress({ code: 2004, message: '生成地址过于频繁' }, { root: ROOT, once: true }));
    fireEvent.click(screen.getByRole('button', { name: '生成新地址' }));
    await waitFor(() => expect(toasts()).toContain('error:生成地址过于频繁'));
    expect(screen.getByTestId('deposit-address').textContent).toBe(before);
  });
});

describe('the address', () => {
  it('a tag chain shows the tag with its own QR code, copy button and the warning', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('xrp');
    const tag = await screen.findByTestId('deposit-tag');
    expect(tag.textContent).toBe(String(100_000 + (UID % 900_000)));
    expect(screen.getByTestId('deposit-tag-qr').getAttribute('data-value')).toBe(tag.textContent);
    expect(screen.getByTestId('deposit-tag-warning').textContent).toBe(DEPOSIT_TEXTS.tagWarning);
    expect(screen.getByRole('button', { name: '复制标签' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /XRP XRP 充币地址二维码/ })).toBeTruthy();
  });

  it('a chain without tag shows neither tag nor warning', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('btc');
    await screen.findByTestId('deposit-address');
    expect(screen.queryByTestId('deposit-tag')).toBeNull();
    expect(screen.queryByTestId('deposit-tag-warning')).toBeNull();
  });

  it('copy: the address reaches the clipboard and 复制成功 shows; a refusal asks to copy by hand', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    render('xrp');
    const address = await screen.findByTestId('deposit-address');
    fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    await waitFor(() => expect(toasts()).toEqual([`success:${COPY_SUCCESS_TEXT}`]));
    expect(writeText).toHaveBeenCalledWith(address.textContent);
    fireEvent.click(screen.getByRole('button', { name: '复制标签' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(screen.getByTestId('deposit-tag').textContent));

    toastStore.setState({ toasts: [] });
    writeText.mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    await waitFor(() => expect(toasts()).toEqual([`error:${COPY_FAILED_TEXT}`]));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('a failure shows the server message with 重试 (and as a toast); 重试 loads it once the server answers', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    loginAs();
    server.use(failDepositAddress({ code: 2003, message: '充币地址生成中，请稍后重试' }, { root: ROOT, once: true }));
    render('btc');
    const failure = await screen.findByTestId('deposit-address-error');
    expect(within(failure).getByRole('alert').textContent).toBe('充币地址生成中，请稍后重试');
    expect(toasts()).toContain('error:充币地址生成中，请稍后重试');
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('deposit-address')).toBeTruthy();
    expect(screen.getByTestId('deposit-address-card').dataset.status).toBe('complete');
  });
});

describe('notices', () => {
  it('minimum and confirmations of the chain; the tiny-deposit count when there are some', async () => {
    db.depositWithdraw.alerts.add(`${UID}:1`);
    db.depositWithdraw.tinyDeposits.set(`${UID}:usdt:usdterc20`, 2);
    loginAs();
    render('usdt');
    expect((await screen.findByTestId('deposit-tiny-notice')).textContent).toBe('您有 2 笔小于最小充币数量的充值未上账');
    expect(screen.getByTestId('deposit-min').textContent).toBe('最小充币数量为 1 USDT，小于最小数量的充值将不会上账且无法退回');
    expect(screen.getByTestId('deposit-confirms').textContent).toBe('充币需要 12 个网络确认后到账，64 个网络确认后可提币');
    // TRC20 has none.
    fireEvent.click(screen.getByRole('radio', { name: 'TRC20' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-tiny-notice')).toBeNull());
  });
});

describe('the newest deposits', () => {
  it('lists the currency deposits with state label, tone, confirmations and a short hash; 刷新 shows a new state', async () => {
    loginAs();
    const record = simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'usdt', chain: 'trc20usdt', amount: new Decimal('50'), confirmations: 0 }, now());
    if (!record) throw new Error('no deposit');
    render('usdt');
    await waitFor(() => expect(screen.getAllByTestId('deposit-record')).toHaveLength(2));
    const row = screen.getAllByTestId('deposit-record').find((element) => element.dataset.recordId === String(record.id));
    if (!row) throw new Error('no row');
    const state = within(row).getByTestId('deposit-record-state');
    expect(state.textContent).toBe('确认中');
    expect(state.dataset.tone).toBe('pending');
    expect(within(row).getByTestId('deposit-record-confirms').textContent).toBe('0/19');
    expect(row.textContent).toContain('50 USDT');
    expect(row.textContent).toContain('TRC20');
    expect(row.textContent).toMatch(/[0-9a-f]{6}…[0-9a-f]{6}/);
    const seeded = screen.getAllByTestId('deposit-record').find((element) => element !== row);
    expect(within(seeded as HTMLElement).getByTestId('deposit-record-state').textContent).toBe('已完成');

    advanceDeposit(db.depositWithdraw, db.trading, record.id, 19, now());
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => {
      const fresh = screen.getAllByTestId('deposit-record').find((element) => element.dataset.recordId === String(record.id));
      expect(within(fresh as HTMLElement).getByTestId('deposit-record-state').textContent).toBe('已完成');
    });
  });

  it('polls every 15 s while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      loginAs();
      render('btc');
      expect(await screen.findByText('暂无充币记录')).toBeTruthy();
      simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'btc', chain: 'btc', amount: new Decimal('0.5') }, now());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_000);
      });
      await waitFor(() => expect(screen.getAllByTestId('deposit-record')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('empty and failed lists', async () => {
    loginAs();
    server.use(onPageCall(calls.depositWithdrawHistory, () => proFail('system-busy', '系统繁忙，请稍后再试')));
    render('btc');
    const table = await screen.findByTestId('deposit-records');
    await waitFor(() => expect(within(table).getByRole('alert').textContent).toContain('系统繁忙，请稍后再试'));
    server.resetHandlers();
    fireEvent.click(within(table).getByRole('button', { name: '重试' }));
    expect(await within(table).findByText('暂无充币记录')).toBeTruthy();
  });
});

describe('who and what', () => {
  it('a disabled user (country 183) reads the reason and gets no address', async () => {
    loginAs(SEED_UIDS.disabled);
    render('usdt');
    const blocked = await screen.findByTestId('deposit-blocked');
    expect(blocked.textContent).toBe(CHAIN_TEXTS.userDisabled);
    expect(screen.queryByTestId('deposit-address-card')).toBeNull();
    // Their past deposits stay readable.
    expect(await screen.findByText('暂无充币记录')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown currency says so and links back to the list', async () => {
    loginAs();
    render('abc');
    const unknown = await screen.findByTestId('deposit-unknown-currency');
    expect(within(unknown).getByRole('alert').textContent).toBe(UNKNOWN_CURRENCY_TEXT);
    expect(within(unknown).getByRole('link', { name: '返回币种列表' }).getAttribute('href')).toBe('/zh-cn/finance/deposit/');
  });

  it('a visit puts the currency first among the recent choices; the switcher lists the others', async () => {
    window.localStorage.setItem(RECENT_DEPOSIT_KEY, JSON.stringify(['eth', 'btc']));
    loginAs();
    render('btc');
    await screen.findByTestId('deposit-currency');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(RECENT_DEPOSIT_KEY) ?? '[]')).toEqual(['btc', 'eth']));
    fireEvent.click(screen.getByRole('button', { name: '切换币种' }));
    const link = await screen.findByTestId('deposit-currency-eth');
    expect(link.getAttribute('href')).toBe('/zh-cn/finance/deposit/eth/');
    expect(screen.getByTestId('deposit-currency-btc').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '全部币种' }).getAttribute('href')).toBe('/zh-cn/finance/deposit/');
  });
});
