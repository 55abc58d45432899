// @vitest-environment jsdom
// The withdraw screens against the mock's real handlers (msw/node): the currency list, every
// field's message (the typed value kept), the fee types and 到账数量, the other-chain switch,
// the poisoning acknowledgement, the whitelist refusal, one create for a double click, create →
// codes → place, a failed place keeping the form, a risky address with the risk page's link,
// a risk consent that covers only the address it was given for, cancel, the internal transfer
// without fee, the pending client order id reused after a reload and by another tab, a lost
// answer to place said as 该提币已提交, and who may not withdraw. The account's factors for the withdraw scene are a stand-in
// (e-mail); the code itself is the mock's, issued with the `withdraw` purpose the place checks.

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawCurrencyList } from '@/components/withdraw/currency-list';
import { WithdrawScreen } from '@/components/withdraw/withdraw-screen';
import { readRiskTarget, writePending, writeRiskConsent } from '@/lib/wallet/withdraw-texts';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import * as walletCalls from '@/lib/contracts/pro/wallet';
import { UC_CALLS } from '@/lib/contracts/uc';
import { SHARED_PENDING_KEY_PREFIX, withdrawFormKey } from '@/lib/wallet';
import { consumeSecondFactors } from '@/mocks/auth/second-factor';
import { securityMethods } from '@/mocks/auth/security';
import { sendCode } from '@/mocks/auth/codes';
import { db, findUser, resetDb, SEED_UIDS } from '@/mocks/db';
import { createWithdraw, findChainRef, issueRiskConsent, placeWithdraw, setDwFailure, simulateDeposit } from '@/mocks/db/deposit-withdraw';
import { addAddress, setWhiteLevel, setWhiteSettings } from '@/mocks/db/withdraw-address';
import { Decimal } from 'decimal.js';
import { NOT_WHITE_REFUSAL_TEXT } from '@/lib/wallet-book';
import { createHandlers } from '@/mocks/handlers';
import { proFail, proOk } from '@/mocks/http/respond';
import { toUserInfo } from '@/mocks/handlers/uc/session';
import { now } from '@/mocks/db';
import { resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { callUrl, onPageCall, pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const UID = SEED_UIDS.ordinary;
const TRC = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC = '0x1111111111222222222233333333334444444444';
/** Starts and ends like the book's `tom` (0x3b99…00ca), differs inside. */
const LOOKALIKE = '0x3b99ffffffffffffffffffffffffffffffff00ca';

let createCalls: unknown[];
let createBodies: Record<string, unknown>[];
let placeCalls: number;

function loginAs(uid: number = UID): void {
  loginPageUser(ROOT, uid);
  server.use(
    onPageCall(UC_CALLS.securityStrategyGet, () =>
      HttpResponse.json({ success: true, code: 200, message: '', data: { scene: 'withdraw', methods: ['email'], email: 'tr***@example.com' } }),
    ),
  );
}

beforeEach(() => {
  resetHttpConfig();
  window.sessionStorage.clear();
  window.localStorage.clear();
  createCalls = [];
  createBodies = [];
  placeCalls = 0;
  const createUrl = callUrl(ROOT, calls.withdrawCreate);
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    if (request.url === createUrl) {
      createCalls.push(request.url);
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => createBodies.push(body));
    }
    if (/\/place$/.test(new URL(request.url).pathname)) placeCalls += 1;
  });
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
});

function renderForm(currency = 'usdt') {
  return renderWithQueryClient(<WithdrawScreen lang="zh-cn" currency={currency} />);
}

async function formReady(): Promise<HTMLElement> {
  const form = await screen.findByTestId('withdraw-form');
  await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
  return form;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByTestId('withdraw-submit'));
}

function errorOf(id: string): string | null {
  return document.getElementById(`${id}-error`)?.textContent ?? null;
}

async function typeEmailCode(dialog: HTMLElement) {
  const user = findUser(UID);
  if (!user) throw new Error('no user');
  const sent = sendCode({ channel: 'email', account: user.email, purpose: 'withdraw' });
  if (!('code' in sent)) throw new Error('no code');
  const input = await within(dialog).findByLabelText('邮箱验证码');
  fireEvent.change(input, { target: { value: sent.code.code } });
}

describe('the currency list', () => {
  it('lists the withdraw currencies with the available balance, searches, and links each to its form', async () => {
    loginAs();
    renderWithQueryClient(<WithdrawCurrencyList lang="zh-cn" />);
    const items = await screen.findAllByTestId('withdraw-currency');
    const usdt = items.find((item) => item.getAttribute('data-currency') === 'usdt');
    expect(usdt?.getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
    await waitFor(() => expect(within(usdt as HTMLElement).getByTestId('withdraw-currency-available').textContent).toBe('10000'));
    fireEvent.change(screen.getByLabelText('搜索币种'), { target: { value: 'BT' } });
    await waitFor(() => expect(screen.getAllByTestId('withdraw-currency').map((item) => item.getAttribute('data-currency'))).toEqual(['btc']));
    fireEvent.change(screen.getByLabelText('搜索币种'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('withdraw-currency-empty')).toBeTruthy();
  });
});

describe('field checks', () => {
  it('says each message and keeps what was typed', async () => {
    loginAs();
    renderForm();
    await formReady();
    submit();
    await waitFor(() => expect(errorOf('withdraw-address')).toBe('请输入提币地址'));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('请输入提币数量');
    type('提币地址', '0x12 34');
    type('提币数量', '0');
    await waitFor(() => expect(errorOf('withdraw-address')).toBe('提币地址格式不正确，请检查后重新输入'));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('提币数量必须大于 0');
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe('0x12 34');
    type('提币数量', '20000');
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('可用余额不足'));
    type('提币数量', '0.001');
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toMatch(/^最小提币数量为|提币数量需大于手续费/));
    type('提币数量', '12.123456789');
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toMatch(/^提币数量最多 \d+ 位小数$/));
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('12.123456789');
    type('提币数量', '１００');
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('100');
    await waitFor(() => expect(screen.queryByTestId('withdraw-amount-error')).toBeNull());
    expect(createCalls).toHaveLength(0);
  });

  it('fills 全部 with the largest amount and shows the quota, the minimum and the precision', async () => {
    loginAs();
    renderForm();
    await formReady();
    expect(screen.getByTestId('withdraw-available').textContent).toBe('10000');
    await waitFor(() => expect(screen.getByTestId('withdraw-quota').textContent).toBe('500000 USDT'));
    expect(screen.getByTestId('withdraw-minimum').textContent).not.toBe('');
    expect(screen.getByTestId('withdraw-precision').textContent).toMatch(/^\d+$/);
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    // The fee (10) is charged on top: 全部 leaves room for it.
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('9990');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('9990');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('10000');
  });

  it('refuses an amount above the quota left today', async () => {
    loginAs();
    const chain = { chain: 'usdterc20', maxWithdrawAmt: '1000000', withdrawQuotaPerDay: '500000', remainWithdrawQuotaPerDay: '50', withdrawQuotaPerYear: '-1', remainWithdrawQuotaPerYear: '-1', withdrawQuotaTotal: '-1', remainWithdrawQuotaTotal: '-1' };
    server.use(onPageCall(calls.withdrawQuota, () => proOk({ currency: 'usdt', chains: [chain] })));
    renderForm();
    await formReady();
    await waitFor(() => expect(screen.getByTestId('withdraw-quota').textContent).toBe('50 USDT'));
    type('提币地址', ERC);
    type('提币数量', '60');
    submit();
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('超出今日剩余提币额度 50 USDT'));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('50');
    expect(createCalls).toHaveLength(0);
  });

  it('asks for the tag on a tag chain', async () => {
    loginAs();
    renderForm('xrp');
    await screen.findByTestId('withdraw-form');
    expect(await screen.findByLabelText('地址标签（Memo/Tag）')).toBeTruthy();
    submit();
    await waitFor(() => expect(errorOf('withdraw-tag')).toBe('请输入地址标签（Memo/Tag），漏填将导致资产丢失'));
    type('地址标签（Memo/Tag）', 'abc');
    await waitFor(() => expect(errorOf('withdraw-tag')).toBe('地址标签（Memo/Tag）格式不正确，请检查后重新输入'));
  });

  it('offers to switch to the chain a typed address belongs to', async () => {
    loginAs();
    renderForm();
    await formReady();
    expect((screen.getByLabelText('链名称') as HTMLSelectElement).value).toBe('usdterc20');
    type('提币地址', TRC);
    const button = await screen.findByRole('button', { name: '切换到 TRC20 链' });
    fireEvent.click(button);
    expect((screen.getByLabelText('链名称') as HTMLSelectElement).value).toBe('trc20usdt');
    expect(screen.queryByTestId('withdraw-other-chain')).toBeNull();
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(TRC);
  });

  it('lists a suspended chain with its reason, not choosable', async () => {
    loginAs();
    renderForm('dot');
    expect(await screen.findByTestId('withdraw-no-chain')).toBeTruthy();
    expect(screen.getByTestId('withdraw-no-chain').textContent).toBe('DOT 网络升级，暂停提币');
  });
});

describe('fees and 到账数量', () => {
  it('fixed: the fee shown, 到账数量 = the amount, 实际扣除 = amount + fee', async () => {
    loginAs();
    renderForm();
    await formReady();
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('10');
    type('提币数量', '100.5');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('100.5');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('110.5');
  });

  it('a dynamic fixed fee is the pre-withdraw info\'s', async () => {
    loginAs();
    server.use(
      onPageCall(calls.withdrawInfo, () =>
        proOk({
          currency: 'eth', chain: 'eth', feeType: 'fixed', dynamicSwitch: true, fee: '0.0071', minFee: null, maxFee: null, feeRate: null,
          minWithdrawAmt: '0.01', maxWithdrawAmt: '1000', withdrawPrecision: 8, available: '10', withdrawQuotaPerDay: '300', remainWithdrawQuotaPerDay: '300',
          addrWithTag: false, withdrawEnable: true, suspendWithdrawDesc: '', WhiteWithdrawAddressEnable: false, WhiteWithdrawAddressDelayTime: 24,
        }),
      ),
    );
    renderForm('eth');
    await formReady();
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.0071'));
    type('提币数量', '1');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('1');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('1.0071');
  });

  it('a failed pre-withdraw info is a toast of the server message', async () => {
    loginAs();
    setDwFailure(db.depositWithdraw, UID, 'withdrawInfo', { code: 'base-system-error', message: '提币信息获取失败' });
    renderForm();
    await formReady();
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('提币信息获取失败'));
  });

  it('range: a slider and an input between min and max; out of range is refused', async () => {
    loginAs();
    renderForm('btc');
    await formReady();
    const input = screen.getByLabelText('手续费金额') as HTMLInputElement;
    const slider = screen.getByLabelText('手续费调节') as HTMLInputElement;
    expect(input.value).toBe('0.0004');
    expect(slider.min).toBe('0.0004');
    expect(slider.max).toBe('0.001');
    type('提币数量', '0.1');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('0.1');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('0.1004');
    fireEvent.change(slider, { target: { value: '0.0008' } });
    await waitFor(() => expect(input.value).toBe('0.0008'));
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('0.1008');
    type('手续费金额', '0.0002');
    submit();
    await waitFor(() => expect(errorOf('withdraw-fee')).toBe('手续费不能低于 0.0004 BTC'));
    type('手续费金额', '0.002');
    await waitFor(() => expect(errorOf('withdraw-fee')).toBe('手续费不能高于 0.001 BTC'));
    expect(input.value).toBe('0.002');
  });

  it('proportion: the fee computed from the amount', async () => {
    loginAs();
    renderForm('husd');
    await screen.findByTestId('withdraw-form');
    type('提币数量', '1000');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('2');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('1000');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('1002');
    type('提币数量', '100');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1');
  });
});

describe('address safety', () => {
  it('warns of a look-alike of a book address, highlights the difference and needs the acknowledgement', async () => {
    loginAs();
    renderForm();
    await formReady();
    type('提币地址', LOOKALIKE);
    type('提币数量', '100');
    const warning = await screen.findByTestId('withdraw-poisoning');
    expect(within(warning).getByTestId('withdraw-poisoning-known').textContent).toBe('0x3b994f25c4c25e99d4d26364ffc014cce64600ca');
    expect(within(warning).getAllByTestId('withdraw-poisoning-typed')[0]?.querySelectorAll('mark').length).toBeGreaterThan(0);
    submit();
    expect(await within(warning).findByText('请逐位核对地址并勾选确认')).toBeTruthy();
    expect(createCalls).toHaveLength(0);
    fireEvent.click(within(warning).getByRole('checkbox', { name: '我已逐位核对，确认提币至该地址' }));
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    expect(createCalls).toHaveLength(1);
  });

  it('on a hex chain a look-alike in another case is still caught; the same address in capitals is no warning', async () => {
    loginAs();
    renderForm();
    await formReady();
    type('提币地址', LOOKALIKE.toUpperCase().replace('0X', '0x'));
    expect(await screen.findByTestId('withdraw-poisoning')).toBeTruthy();
    type('提币地址', '0x3B994F25C4C25E99D4D26364FFC014CCE64600CA');
    await waitFor(() => expect(screen.queryByTestId('withdraw-poisoning')).toBeNull());
  });

  it('with the whitelist on refuses a typed address the book cannot use, with the book link', async () => {
    loginAs();
    setWhiteSettings(UID, { enabled: true });
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    await waitFor(() => expect(errorOf('withdraw-address')).toBe('已开启提币白名单，仅可提币至地址簿中的白名单地址'));
    expect(screen.getByTestId('withdraw-whitelist-book-link').getAttribute('href')).toBe('/zh-cn/cn/finance/address/');
    expect(createCalls).toHaveLength(0);
  });

  it('stops a risky address with the reason and the risk page link', async () => {
    loginAs();
    db.depositWithdraw.riskyAddresses.set(ERC, '该地址涉嫌诈骗');
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    expect((await screen.findByTestId('withdraw-risk-reason')).textContent).toBe('该地址涉嫌诈骗');
    const href = screen.getByTestId('withdraw-risk-link').getAttribute('href') ?? '';
    const url = new URL(href, 'https://x.invalid');
    expect(url.pathname).toBe('/zh-cn/cn/finance/withdraw-risk/');
    // The reason never travels in the URL; following the link leaves the flagged destination for the risk page to check again.
    expect(url.searchParams.has('reason')).toBe(false);
    expect(url.searchParams.get('back')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
    expect(createCalls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('withdraw-risk-link'));
    expect(readRiskTarget('usdt')).toEqual({ currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '' });
  });

  it('after the risk was acknowledged, creates with verifyRiskAddress and the withdrawal goes through', async () => {
    loginAs();
    db.depositWithdraw.riskyAddresses.set(ERC, '该地址涉嫌诈骗');
    const target = { currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '' };
    const consentId = issueRiskConsent(db.depositWithdraw, UID, target);
    writeRiskConsent('usdt', { consentId, ...target });
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url === callUrl(ROOT, calls.withdrawCreate)) bodies.push(await request.clone().json());
    });
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ verifyRiskAddress: true, riskConsentId: consentId, address: ERC });
    await typeEmailCode(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('提币申请已提交'));
    expect(screen.queryByTestId('withdraw-risk-reason')).toBeNull();
  });
});

describe('the risk consent is for one address', () => {
  const OTHER = '0x2222222222333333333344444444445555555555';

  it('a consent for flagged address A does not cover flagged address B: B is checked and its warning shown', async () => {
    loginAs();
    db.depositWithdraw.riskyAddresses.set(ERC, '该地址涉嫌诈骗');
    db.depositWithdraw.riskyAddresses.set(OTHER, '该地址涉及暗网交易');
    const target = { currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '' };
    writeRiskConsent('usdt', { consentId: issueRiskConsent(db.depositWithdraw, UID, target), ...target });
    renderForm();
    await formReady();
    type('提币地址', OTHER);
    type('提币数量', '100');
    submit();
    expect((await screen.findByTestId('withdraw-risk-reason')).textContent).toBe('该地址涉及暗网交易');
    expect(screen.queryByTestId('withdraw-risk-acknowledged')).toBeNull();
    expect(createCalls).toHaveLength(0);
  });

  it('a consent the server never issued for the address is refused at create, and the form keeps what was typed', async () => {
    loginAs();
    db.depositWithdraw.riskyAddresses.set(ERC, '该地址涉嫌诈骗');
    // A consent for this address, but with an id the server issued for another one.
    const consentId = issueRiskConsent(db.depositWithdraw, UID, { currency: 'usdt', chain: 'usdterc20', address: OTHER, tag: '' });
    writeRiskConsent('usdt', { consentId, currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '' });
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    expect((await screen.findByTestId('withdraw-failure')).textContent).toBe('风险确认与提币地址不符，请重新确认');
    expect(db.depositWithdraw.records.filter((record) => record.address === ERC)).toHaveLength(0);
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(ERC);
  });
});

describe('a book note with a right-to-left override', () => {
  it('shows the picked address in order, its note isolated in a <bdi>', async () => {
    loginAs();
    const note = '\u202Ecold wallet';
    const entry = addAddress(UID, { currency: 'usdt', chain: 'trc20usdt', note, address: TRC }, now() - 48 * 3_600_000);
    if (!('id' in entry)) throw new Error('not added');
    renderForm();
    await formReady();
    fireEvent.change(screen.getByLabelText('链名称'), { target: { value: 'trc20usdt' } });
    const picker = screen.getByLabelText('从地址簿选择') as HTMLSelectElement;
    const option = await waitFor(() => {
      const found = [...picker.options].find((item) => item.value === String(entry.id));
      if (!found) throw new Error('no entry');
      return found;
    });
    // In the option's one line the override ends with the note's isolate, before the address.
    expect(option.text).toBe(`\u2068${note}\u2069 · TQn9Y2…bLSE（可用）`);
    fireEvent.change(picker, { target: { value: option.value } });
    const address = screen.getByTestId('withdraw-book-chosen-address');
    expect(address.childNodes).toHaveLength(1);
    expect(address.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(address.textContent).toBe(TRC);
    const shownNote = screen.getByTestId('withdraw-book-chosen-note');
    expect(shownNote.tagName).toBe('BDI');
    expect(shownNote.textContent).toBe(note);
    expect(shownNote.contains(address)).toBe(false);
  });
});

describe('an unknown currency', () => {
  it('says the chains failed in Chinese, not the server\'s English 2002 text', async () => {
    loginAs();
    renderForm('nosuchcoin');
    expect(await screen.findByText('链信息加载失败')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/invalid field value/);
  });
});

describe('the fee on top of the amount, and the book entry by its id', () => {
  it('a proportional fee: LTC typed 10 is created with the fee of 10 on top, and the record shows 10 and 0.01', async () => {
    loginAs();
    simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'ltc', chain: 'ltc', amount: new Decimal('50'), confirmations: 10 }, now());
    renderForm('ltc');
    await formReady();
    type('提币地址', 'LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW');
    type('提币数量', '10');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.01');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('10');
    expect(screen.getByTestId('withdraw-debit').textContent).toBe('10.01');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    expect(within(dialog).getByTestId('withdraw-summary-debit').textContent).toBe('10.01 LTC');
    expect(screen.queryByTestId('withdraw-failure')).toBeNull();
    await waitFor(() => expect(createBodies[0]).toMatchObject({ amount: '10', fee: '0.01' }));
    const record = db.depositWithdraw.records.find((entry) => entry.currency === 'ltc' && entry.type === 'withdraw');
    expect([record?.amount.toFixed(), record?.fee.toFixed()]).toEqual(['10', '0.01']);
  });

  it('the minimum is the amount sent: trc20usdt typed 2 (minimum 2, fee 1) is created', async () => {
    loginAs();
    renderForm();
    await formReady();
    fireEvent.change(screen.getByLabelText('链名称'), { target: { value: 'trc20usdt' } });
    type('提币地址', TRC);
    type('提币数量', '2');
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    await waitFor(() => expect(createBodies[0]).toMatchObject({ chain: 'trc20usdt', amount: '2', fee: '1' }));
  });

  it('a picked book entry is sent by its addressId, not as a bare address', async () => {
    loginAs();
    const entry = addAddress(UID, { currency: 'usdt', chain: 'trc20usdt', note: '冷钱包', address: TRC }, now() - 48 * 3_600_000);
    if (!('id' in entry)) throw new Error('not added');
    renderForm();
    await formReady();
    fireEvent.change(screen.getByLabelText('链名称'), { target: { value: 'trc20usdt' } });
    fireEvent.change(screen.getByLabelText('从地址簿选择'), { target: { value: String(entry.id) } });
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(TRC);
    type('提币数量', '5');
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    await waitFor(() => expect(createBodies[0]).toMatchObject({ addressId: String(entry.id) }));
    expect(createBodies[0]).not.toHaveProperty('address');
    expect(db.depositWithdraw.records.find((record) => record.type === 'withdraw' && record.address === TRC)).toBeTruthy();
  });

  it('a book address off the whitelist says to put it on the whitelist in the book, not to wait', async () => {
    loginAs();
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    const entry = addAddress(UID, { currency: 'usdt', chain: 'usdterc20', note: '新地址', address: ERC }, now() - 3_600_000);
    if (!('id' in entry)) throw new Error('not added');
    setWhiteLevel(UID, entry.id, false);
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    await waitFor(() => expect(errorOf('withdraw-address')).toBe(NOT_WHITE_REFUSAL_TEXT));
    expect(errorOf('withdraw-address')).not.toMatch(/后生效/);
    const link = screen.getByTestId('withdraw-whitelist-book-link');
    expect(link.textContent).toBe('前往地址簿加入白名单');
    expect(link.getAttribute('href')).toBe('/zh-cn/cn/finance/address/');
    expect(createCalls).toHaveLength(0);
  });
});

describe('submit', () => {
  it('creates once for a double click, then codes, then place: toast, reset, and the new row', async () => {
    loginAs();
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    const button = screen.getByTestId('withdraw-submit');
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    expect(createCalls).toHaveLength(1);
    expect(within(dialog).getByTestId('withdraw-summary-address').textContent).toBe(ERC);
    expect(within(dialog).getByTestId('withdraw-summary-chain').textContent).toBe('ERC20');
    expect(within(dialog).getByTestId('withdraw-summary-amount').textContent).toBe('100 USDT');
    expect(within(dialog).getByTestId('withdraw-summary-fee').textContent).toBe('10 USDT');
    expect(within(dialog).getByTestId('withdraw-summary-received').textContent).toBe('100 USDT');
    expect(within(dialog).getByTestId('withdraw-summary-debit').textContent).toBe('110 USDT');
    await typeEmailCode(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('提币申请已提交'));
    expect(placeCalls).toBe(1);
    await waitFor(() => expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(''));
    const record = db.depositWithdraw.records.find((entry) => entry.address === ERC);
    expect(record?.state).toBe('submitted');
    expect(record?.amount.toFixed()).toBe('100');
    expect(record?.fee.toFixed()).toBe('10');
    await waitFor(() => {
      const row = screen.getAllByTestId('withdraw-record').find((element) => element.getAttribute('data-withdraw-id') === String(record?.id));
      expect(row && within(row).getByTestId('withdraw-record-state').textContent).toBe('已提交');
    });
    // The draft's shared client order id goes once the withdrawal is placed.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(SHARED_PENDING_KEY_PREFIX))).toEqual([]);
  });

  it('a failed place keeps the dialog and the form as typed, with the server message', async () => {
    loginAs();
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    fireEvent.change(await within(dialog).findByLabelText('邮箱验证码'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提币' }));
    expect(await within(dialog).findByTestId('withdraw-confirm-dialog-failure')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(ERC);
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('100');
    // Submitting the same form again reuses the order waiting for its codes: no second create.
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    expect(createCalls).toHaveLength(1);
  });

  it('a refused create keeps the form and says the server message', async () => {
    loginAs();
    server.use(onPageCall(calls.withdrawCreate, () => proFail('dw-insufficient-balance', '余额不足')));
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    expect((await screen.findByTestId('withdraw-failure')).textContent).toBe('余额不足');
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(ERC);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a reload during place, the pending client order id is looked up and reused', async () => {
    loginAs();
    const created = createWithdraw(
      db.depositWithdraw,
      db.trading,
      { uid: UID, currency: 'usdt', chain: 'usdterc20', amount: '90', fee: '10', address: ERC, tag: '', clientOrderId: 'wpendingclientorder1' },
      now(),
    );
    if ('code' in created && !('id' in created)) throw new Error('not created');
    const formKey = withdrawFormKey({ currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '', amount: '100', fee: '10', toExchange: false });
    writePending(formKey, { clientOrderId: 'wpendingclientorder1', createdAt: Date.now() });
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    expect(createCalls).toHaveLength(0);
  });

  it('the same draft submitted in another tab is the same withdrawal: confirmed there, and 该提币已提交 once placed', async () => {
    loginAs();
    // Another tab created this draft's withdrawal and left its client order id in local storage.
    const created = createWithdraw(
      db.depositWithdraw,
      db.trading,
      { uid: UID, currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: ERC, tag: '', clientOrderId: 'wothertab00000001' },
      now(),
    );
    if (!('id' in created)) throw new Error('not created');
    writePending(withdrawFormKey({ currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '', amount: '100', fee: '10', toExchange: false }), { clientOrderId: 'wothertab00000001', createdAt: Date.now() });
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    expect(await screen.findByRole('dialog', { name: '确认提币' })).toBeTruthy();
    expect(createCalls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The other tab places it; this tab's submit says so and sends nothing.
    placeWithdraw(db.depositWithdraw, db.trading, UID, created.id, now());
    submit();
    expect((await screen.findByTestId('withdraw-notice')).textContent).toBe('该提币已提交');
    expect(createCalls).toHaveLength(0);
    expect(db.depositWithdraw.records.filter((record) => record.type === 'withdraw' && record.address === ERC)).toHaveLength(1);
  });

  it('a lost answer to place: the retry with the used code says 该提币已提交, not 验证码错误', async () => {
    loginAs();
    // The place reaches the exchange (placed, the code used up) but its answer never arrives,
    // and the first look-up is lost too.
    server.use(
      onPageCall(
        calls.withdrawPlace,
        ({ params }) => {
          const user = findUser(UID);
          if (!user) throw new Error('no user');
          placeWithdraw(db.depositWithdraw, db.trading, UID, Number(String(params.id)), now());
          consumeSecondFactors(user, securityMethods(user, 'withdraw'), 'withdraw');
          return HttpResponse.error();
        },
        { once: true },
      ),
      onPageCall(calls.withdrawByClientOrderId, () => HttpResponse.error(), { once: true }),
    );
    renderForm();
    await formReady();
    type('提币地址', ERC);
    type('提币数量', '100');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    await typeEmailCode(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提币' }));
    expect(await within(dialog).findByTestId('withdraw-confirm-dialog-failure')).toBeTruthy();
    // The retry: the code is used up, the withdrawal looked up by its client order id is placed.
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('该提币已提交'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('验证码错误')).toBeNull();
    const records = db.depositWithdraw.records.filter((record) => record.type === 'withdraw' && record.address === ERC);
    expect(records.map((record) => record.state)).toEqual(['submitted']);
  });

  it('an internal transfer has no fee and sends the receiver', async () => {
    loginAs();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url === callUrl(ROOT, calls.withdrawCreate)) bodies.push(await request.clone().json());
    });
    renderForm();
    await formReady();
    fireEvent.click(screen.getByRole('radio', { name: '内部转账' }));
    expect(screen.queryByLabelText('提币地址')).toBeNull();
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0');
    type('提币数量', '50');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('50');
    submit();
    await waitFor(() => expect(errorOf('withdraw-to-user')).toBe('请输入收款用户的 UID、邮箱或手机号'));
    type('收款用户', String(SEED_UIDS.phoneOnly));
    submit();
    const dialog = await screen.findByRole('dialog', { name: '确认提币' });
    expect(within(dialog).getByTestId('withdraw-summary-fee').textContent).toBe('0 USDT');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ toExchange: true, toUserName: String(SEED_UIDS.phoneOnly), fee: '0', amount: '50' });
  });
});

describe('recent withdrawals', () => {
  it('lists the currency withdrawals with their state and cancels one through a confirmation', async () => {
    loginAs();
    const created = createWithdraw(db.depositWithdraw, db.trading, { uid: UID, currency: 'usdt', chain: 'trc20usdt', amount: '20', fee: '1', address: TRC, tag: '' }, now());
    if (!('id' in created)) throw new Error('not created');
    placeWithdraw(db.depositWithdraw, db.trading, UID, created.id, now());
    renderForm();
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('withdraw-record').find((element) => element.getAttribute('data-withdraw-id') === String(created.id));
      if (!found) throw new Error('no row');
      return found;
    });
    expect(within(row).getByTestId('withdraw-record-state').textContent).toBe('已提交');
    expect(row.textContent).toContain('TRC20');
    expect(row.textContent).toContain('TQn9Y2…KcbLSE');
    // The seeded confirmed withdrawal cannot be cancelled.
    const done = screen.getAllByTestId('withdraw-record').find((element) => within(element).queryByTestId('withdraw-record-state')?.textContent === '已完成');
    expect(done && within(done).queryByRole('button', { name: '撤销' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销提币' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('提币已撤销'));
    await waitFor(() => {
      const updated = screen.getAllByTestId('withdraw-record').find((element) => element.getAttribute('data-withdraw-id') === String(created.id));
      expect(updated && within(updated).getByTestId('withdraw-record-state').textContent).toBe('已撤销');
    });
  });
});

describe('who may withdraw', () => {
  it('a disabled user sees the reason and no form', async () => {
    loginAs(SEED_UIDS.disabled);
    renderForm();
    expect((await screen.findByTestId('withdraw-blocked')).textContent).toBe('您的账户暂不支持充提币，如有疑问请联系客服');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('a sub-user sees the reason and no form', async () => {
    loginAs();
    const user = findUser(UID);
    if (!user) throw new Error('no user');
    act(() => sessionStore.setState({ user: { ...toUserInfo(user), user_type: 2 } }));
    renderForm();
    expect((await screen.findByTestId('withdraw-blocked')).textContent).toBe('子账户不支持提币，请使用母账户提币');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });
});

describe('while the balance loads', () => {
  it('says -- for the available amount and holds 提币, so nothing is checked against a balance not yet known', async () => {
    loginAs();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      onPageCall(walletCalls.spotBalance, async () => {
        await held;
        return undefined;
      }),
    );
    renderForm();
    const form = await screen.findByTestId('withdraw-form');
    expect(form.getAttribute('data-ready')).toBe('false');
    expect(screen.getByTestId('withdraw-available').textContent).toBe('--');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('10000');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the sell link', () => {
  it('offers a whitelisted seller (the server’s sell whitelist) to sell the currency instead', async () => {
    loginAs();
    renderForm('btc');
    expect((await screen.findByTestId('withdraw-sell-link')).getAttribute('href')).toBe('/zh-cn/exchange/btc_usdt/');
    expect(screen.getByTestId('withdraw-sell-link').textContent).toBe('去卖出 BTC');
  });

  it('shows nothing for a currency not on the user’s sell whitelist', async () => {
    loginAs();
    renderForm('usdt');
    await formReady();
    expect(screen.queryByTestId('withdraw-sell-link')).toBeNull();
  });
});

describe('the address book picker', () => {
  it('fills the address from a usable book entry of the chosen chain', async () => {
    loginAs();
    renderForm();
    await formReady();
    fireEvent.change(screen.getByLabelText('链名称'), { target: { value: 'hrc20usdt' } });
    const picker = screen.getByLabelText('从地址簿选择') as HTMLSelectElement;
    const tom = await waitFor(() => {
      const option = [...picker.options].find((item) => item.text.startsWith('\u2068tom'));
      if (!option) throw new Error('no tom');
      return option;
    });
    expect(tom.text).toBe('\u2068tom\u2069 · 0x3b99…00ca（可用）');
    fireEvent.change(picker, { target: { value: tom.value } });
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe('0x3b994f25c4c25e99d4d26364ffc014cce64600ca');
    expect(screen.getByTestId('withdraw-book-link').getAttribute('href')).toBe('/zh-cn/cn/finance/address/');
  });

  it('with the whitelist on, a new address is listed disabled with the time left', async () => {
    loginAs();
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    addAddress(UID, { currency: 'usdt', chain: 'hrc20usdt', note: '新地址', address: ERC }, now());
    renderForm();
    await formReady();
    fireEvent.change(screen.getByLabelText('链名称'), { target: { value: 'hrc20usdt' } });
    const picker = screen.getByLabelText('从地址簿选择') as HTMLSelectElement;
    const fresh = await waitFor(() => {
      const option = [...picker.options].find((item) => item.text.startsWith('\u2068新地址'));
      if (!option) throw new Error('no new address');
      return option;
    });
    expect(fresh.disabled).toBe(true);
    expect(fresh.text).toMatch(/后可用）$/);
  });
});

describe('chains', () => {
  it('lists a suspended chain with its reason, not choosable', async () => {
    const omni = findChainRef('usdt', 'usdt');
    if (!omni) throw new Error('no omni');
    const saved = { withdrawEnable: omni.withdrawEnable, suspendWithdrawDesc: omni.suspendWithdrawDesc };
    Object.assign(omni, { withdrawEnable: false, suspendWithdrawDesc: 'OMNI 钱包维护，暂停提币' });
    try {
      loginAs();
      renderForm();
      await formReady();
      const select = screen.getByLabelText('链名称') as HTMLSelectElement;
      const option = [...select.options].find((item) => item.value === 'usdt');
      expect(option?.disabled).toBe(true);
      expect(option?.text).toContain('OMNI 钱包维护，暂停提币');
      expect(screen.getByTestId('withdraw-chain-suspended').textContent).toContain('OMNI：OMNI 钱包维护，暂停提币');
    } finally {
      Object.assign(omni, saved);
    }
  });
});

describe('back from the risk page', () => {
  it('fills the form in again as typed and notes the acknowledged risk', async () => {
    loginAs();
    writeRiskConsent('usdt', { consentId: 'rc1', currency: 'usdt', chain: 'usdterc20', address: ERC, tag: '' });
    window.sessionStorage.setItem(
      'withdraw-draft:usdt',
      JSON.stringify({ mode: 'chain', chain: 'usdterc20', bookId: '', address: ERC, tag: '', amount: '100', fee: '', preferFast: false, toUser: '', poisonAck: true }),
    );
    renderForm();
    await formReady();
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe(ERC);
    expect((screen.getByLabelText('提币数量') as HTMLInputElement).value).toBe('100');
    expect(screen.getByTestId('withdraw-risk-acknowledged').textContent).toBe('已确认风险，提交时将继续提币');
  });

  it('ignores a draft without the acknowledgement', async () => {
    loginAs();
    window.sessionStorage.setItem('withdraw-draft:usdt', JSON.stringify({ mode: 'chain', chain: 'usdterc20', bookId: '', address: ERC, tag: '', amount: '100', fee: '', preferFast: false, toUser: '', poisonAck: false }));
    renderForm();
    await formReady();
    expect((screen.getByLabelText('提币地址') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('withdraw-risk-acknowledged')).toBeNull();
  });
});
