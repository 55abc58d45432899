// The deposit and withdraw services against the real mock handlers (withMswServer): what each
// sends is what the handler reads, what it answers converts to the model with decimal text; the
// two-phase withdrawal with the account's security code, the idempotent client order id, the
// server's errors with their codes and messages, and the per-user failures.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Decimal } from 'decimal.js';
import { rawDwRecordSchema, rawWithdrawQuotaSchema, type RawDwRecord } from '@/lib/contracts/pro/deposit-withdraw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendCode } from '@/mocks/auth/codes';
import { db, findUser, now, SEED_UIDS } from '@/mocks/db';
import { setDwFailure, simulateDeposit } from '@/mocks/db/deposit-withdraw';
import { resetHttpConfig, type ApiResult } from '@/services/http';
import { depositChainType, feeRuleOf, validateAddress, withdrawFee } from '@/lib/wallet';
import { fetchAllChains, fetchChains, fetchCurrencyChains } from '@/services/wallet/chains';
import { parseChain, type WithdrawDraft } from '@/lib/wallet';
import { addAddress } from '@/mocks/db/withdraw-address';
import { acknowledgeUserAlert, fetchDepositAddress, fetchDepositAddresses, fetchDepositCurrencies, fetchTinyDeposits, fetchUserAlert } from '@/services/wallet/deposit';
import { fetchDwHistory, nextPageFrom, toDwRecord } from '@/services/wallet/dw-history';
import {
  cancelWithdraw,
  checkWithdrawLimit,
  checkWithdrawRisk,
  createWithdraw,
  fetchWhiteOrders,
  fetchWithdrawByClientOrderId,
  fetchWithdrawInfo,
  fetchWithdrawQuota,
  placeWithdraw,
  placeWithdrawOnce,
  toQuota,
} from '@/services/wallet/withdraw';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

// The shared protocol folder is a sibling of the repository (as in tests/services/http/envelope.test.ts).
const FIXTURES_URL = new URL('../../../../shared/protocol/fixtures/wallet/', import.meta.url);

function fixtureRows(name: string): RawDwRecord[] {
  return (JSON.parse(readFileSync(fileURLToPath(new URL(name, FIXTURES_URL)), 'utf8')) as { data: RawDwRecord[] }).data;
}

withMswServer();

const UID = SEED_UIDS.ordinary;
const ERC20_ADDRESS = `0x${'cd'.repeat(20)}`;

beforeEach(() => {
  resetHttpConfig();
  loginProUser(UID);
});

function data<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

function emailCode(): string {
  const user = findUser(UID);
  if (!user) throw new Error('user');
  const sent = sendCode({ channel: 'email', account: user.email, purpose: 'withdraw' });
  if ('error' in sent) throw new Error(sent.error.message);
  return sent.code.code;
}

const LTC_ADDRESS = 'LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW';
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const USDT_REQUEST: WithdrawDraft = { currency: 'USDT', chain: 'usdterc20', amount: '100', fee: '10', address: ERC20_ADDRESS };

describe('reference and deposit', () => {
  it('reads every currency with its chains, fee types in the web vocabulary and the patterns', async () => {
    const currencies = data(await fetchCurrencyChains());
    expect(currencies.map((entry) => entry.currency)).toContain('iota');
    const usdt = data(await fetchChains('USDT'));
    expect(usdt[0]).toMatchObject({ chain: 'usdterc20', isDefault: true, feeType: 'fixed', fixedFee: '10', withdrawPrecision: 6, chainType: 'other' });
    expect(usdt.find((chain) => chain.chain === 'usdt')?.chainType).toBe('old');
    expect(data(await fetchChains('btc'))[0]).toMatchObject({ feeType: 'range', minFee: '0.0004', maxFee: '0.001', fixedFee: null });
    expect(data(await fetchChains('ltc'))[0]).toMatchObject({ feeType: 'proportion', feeRate: '0.001' });
    const xrp = data(await fetchChains('xrp'))[0];
    expect(xrp).toMatchObject({ addrWithTag: true, addrDepositTag: true, tagRegex: '^[0-9]{1,10}$' });
    expect(data(await fetchChains('doge'))[0]).toMatchObject({ depositEnable: false, suspendDepositDesc: 'DOGE 钱包维护中，暂停充币' });
    expect(data(await fetchChains('dot'))[0]).toMatchObject({ withdrawEnable: false });
    expect(data(await fetchAllChains()).map((chain) => chain.chain)).toEqual(expect.arrayContaining(['trc20usdt', 'btc', 'xrp']));
  });

  it('hands the rules the chains they read as they are: types, fees, addresses and limits', async () => {
    const usdt = data(await fetchChains('usdt'));
    expect(depositChainType({ currency: 'usdt', chains: usdt, userDisabled: false }).type).toBe('newold');
    const erc20 = usdt.find((chain) => chain.chain === 'usdterc20')!;
    expect(withdrawFee(feeRuleOf(erc20)!, { amount: '100' })).toBe('10');
    expect(validateAddress('0x' + 'ab'.repeat(20), erc20)).toBeNull();
    expect(validateAddress('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', erc20)).not.toBeNull();
    const iota = data(await fetchChains('iota'));
    expect(depositChainType({ currency: 'iota', chains: iota, userDisabled: false }).type).toBe('iota');
    const btc = data(await fetchChains('btc'))[0]!;
    expect(withdrawFee(feeRuleOf(btc)!, { amount: '1', chosenFee: '0.0005' })).toBe('0.0005');
    expect(btc).toMatchObject({ minWithdrawAmount: expect.any(String), withdrawPrecision: expect.any(Number), safeConfirms: expect.any(Number) });
  });

  it('reads the string-typed counts and null quotas of a real reference answer', () => {
    const chain = parseChain('sxp', {
      chain: 'sxp',
      displayName: 'ERC20',
      numOfConfirmations: '12',
      numOfFastConfirmations: '12',
      minDepositAmt: '0.4',
      depositStatus: 'allowed',
      minWithdrawAmt: '0.8',
      maxWithdrawAmt: '1000000',
      withdrawQuotaPerDay: null,
      withdrawPrecision: '8',
      withdrawFeeType: 'circulated',
      minTransactFeeWithdraw: '1',
      maxTransactFeeWithdraw: '2.5',
      withdrawStatus: 'allowed',
    });
    expect(chain).toMatchObject({ safeConfirms: 12, withdrawPrecision: 8, feeType: 'range', quotaPerDay: null, addressRegex: null });
  });

  it('lists the deposit currencies, heaviest first', async () => {
    const currencies = data(await fetchDepositCurrencies());
    expect(currencies[0]).toMatchObject({ currency: 'usdt', displayName: 'USDT', visible: true, showPrecision: 4 });
  });

  it('gives the deposit address of a chain that fits its pattern; iota makes a new one', async () => {
    const chains = data(await fetchChains('usdt'));
    const trc20 = data(await fetchDepositAddress({ currency: 'usdt', chain: 'trc20usdt' }));
    expect(trc20.address).toMatch(new RegExp(chains.find((chain) => chain.chain === 'trc20usdt')?.addressRegex ?? '^$'));
    expect(data(await fetchDepositAddresses({ currency: 'usdt' }))).toHaveLength(4);
    const eos = data(await fetchDepositAddress({ currency: 'eos', chain: 'eos' }));
    expect(eos.tag).toMatch(/^\d+$/);
    const iota = data(await fetchDepositAddress({ currency: 'iota', chain: 'iota' }));
    const fresh = data(await fetchDepositAddress({ currency: 'iota', chain: 'iota', genDag: true }));
    expect(fresh.address).not.toBe(iota.address);
    expect(data(await fetchDepositAddress({ currency: 'iota', chain: 'iota' })).address).toBe(fresh.address);
  });

  it('answers the deposit address failure with the server message', async () => {
    setDwFailure(db.depositWithdraw, UID, 'depositAddress', { code: 500, message: '地址生成中，请稍后再试' });
    expect(await fetchDepositAddress({ currency: 'btc', chain: 'btc' })).toMatchObject({ success: false, code: 500, message: '地址生成中，请稍后再试' });
  });

  it('counts tiny deposits and keeps the alert acknowledgement', async () => {
    simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'btc', chain: 'btc', amount: new Decimal('0.00001') }, now());
    expect(data(await fetchTinyDeposits('btc', 'btc'))).toEqual({ currency: 'btc', chain: 'btc', count: 1, minDeposit: '0.0001' });
    expect(data(await fetchUserAlert())).toEqual({ alertId: 1, acknowledged: false });
    expect(data(await acknowledgeUserAlert())).toEqual({ alertId: 1, acknowledged: true });
    expect(data(await fetchUserAlert())).toEqual({ alertId: 1, acknowledged: true });
  });
});

describe('withdraw', () => {
  it('reads the quota with "-1" as no limit, and the pre-withdraw info', async () => {
    const quota = data(await fetchWithdrawQuota('usdt'));
    expect(quota.chains.find((chain) => chain.chain === 'usdterc20')).toMatchObject({ maxWithdrawAmount: '1000000', quotaPerDay: '500000', remainDailyQuota: '500000', quotaPerYear: null });
    expect(toQuota('-1')).toBeNull();
    const info = data(await fetchWithdrawInfo('usdt', 'usdterc20'));
    expect(info).toMatchObject({ feeType: 'fixed', fee: '10', minWithdraw: '10', available: '10000', whitelistEnabled: false, whitelistDelayHours: 24 });
  });

  it('answers the withdraw info failure with its message', async () => {
    setDwFailure(db.depositWithdraw, UID, 'withdrawInfo', { code: 'dw-info-error', message: '提币信息获取失败' });
    expect(await fetchWithdrawInfo('usdt', 'usdterc20')).toMatchObject({ success: false, code: 'dw-info-error', message: '提币信息获取失败' });
  });

  it('checks limits and risky addresses', async () => {
    expect(data(await checkWithdrawLimit({ currency: 'usdt', chain: 'usdterc20', amount: '100' }))).toMatchObject({ amount: '100', remainPerDay: '500000' });
    expect(await checkWithdrawLimit({ currency: 'usdt', chain: 'usdterc20', amount: '1' })).toMatchObject({ success: false, code: 'dw-withdraw-min-limit' });
    expect(data(await checkWithdrawRisk({ currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS }))).toMatchObject({ risky: false, reason: '' });
    db.depositWithdraw.riskyAddresses.set(ERC20_ADDRESS, '高风险地址');
    expect(data(await checkWithdrawRisk({ currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS }))).toMatchObject({ risky: true, reason: '高风险地址' });
  });

  it('a risky answer carries a consent for that address only: the create refuses it for another address', async () => {
    const other = `0x${'ef'.repeat(20)}`;
    db.depositWithdraw.riskyAddresses.set(ERC20_ADDRESS, '高风险地址');
    db.depositWithdraw.riskyAddresses.set(other, '涉及暗网交易');
    expect(data(await checkWithdrawRisk({ currency: 'usdt', chain: 'usdterc20', address: `0x${'12'.repeat(20)}` })).consentId).toBeNull();
    const consentId = data(await checkWithdrawRisk({ currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS })).consentId ?? '';
    expect(consentId).toMatch(/^[A-Za-z0-9_-]+$/);
    // A's consent for B, a flag without a consent, and a consent for an address never flagged: refused.
    const refused = { success: false, code: 'dw-withdraw-risk-consent-invalid', message: '风险确认与提币地址不符，请重新确认' };
    expect(await createWithdraw({ ...USDT_REQUEST, address: other, verifyRiskAddress: true, riskConsentId: consentId })).toMatchObject(refused);
    expect(await createWithdraw({ ...USDT_REQUEST, address: other, verifyRiskAddress: true })).toMatchObject(refused);
    expect(await createWithdraw({ ...USDT_REQUEST, address: `0x${'12'.repeat(20)}`, verifyRiskAddress: true, riskConsentId: consentId })).toMatchObject(refused);
    // A's consent for A goes through, and place lets it pass.
    const id = data(await createWithdraw({ ...USDT_REQUEST, verifyRiskAddress: true, riskConsentId: consentId }));
    expect(data(await placeWithdraw(id, { emailCode: emailCode() }))).toBe(id);
    expect(db.depositWithdraw.records.filter((record) => record.type === 'withdraw' && record.address === other)).toHaveLength(0);
  });

  it('a second create with the same client order id answers the first withdrawal; the lookup finds it by that id', async () => {
    const first = data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'same-draft-1' }));
    expect(data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'same-draft-1' }))).toBe(first);
    expect(db.depositWithdraw.records.filter((record) => record.clientOrderId === 'same-draft-1')).toHaveLength(1);
    expect(data(await fetchWithdrawByClientOrderId('same-draft-1'))).toMatchObject({ id: first, state: 'verifying', clientOrderId: 'same-draft-1' });
  });

  it('a place refused after the withdrawal was placed (a lost answer, another tab) is the withdrawal already submitted', async () => {
    const id = data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'lost-answer-1' }));
    const code = emailCode();
    expect(data(await placeWithdrawOnce(id, { emailCode: code }, 'lost-answer-1'))).toEqual({ id, alreadySubmitted: false });
    // The same code again: 验证码错误 from place, but the look-up by client order id finds it submitted.
    expect(await placeWithdraw(id, { emailCode: code })).toMatchObject({ success: false, message: '验证码错误' });
    expect(data(await placeWithdrawOnce(id, { emailCode: code }, 'lost-answer-1'))).toEqual({ id, alreadySubmitted: true });
    // Still waiting for its codes: a wrong code is the wrong code.
    const waiting = data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'waiting-1' }));
    expect(await placeWithdrawOnce(waiting, { emailCode: '000000' }, 'waiting-1')).toMatchObject({ success: false, message: '验证码错误' });
    expect(await placeWithdrawOnce(waiting, { emailCode: '000000' }, undefined)).toMatchObject({ success: false, message: '验证码错误' });
  });

  it('creates, refuses a wrong code, places with the right one (freezing), and cancels', async () => {
    const id = data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'order-1' }));
    expect(id).toMatch(/^\d+$/);
    expect(data(await createWithdraw({ ...USDT_REQUEST, clientOrderId: 'order-1' }))).toBe(id);
    expect(await placeWithdraw(id, { emailCode: '000000' })).toMatchObject({ success: false, message: '验证码错误' });
    expect(data(await placeWithdraw(id, { emailCode: emailCode() }))).toBe(id);
    expect(data(await fetchWithdrawInfo('usdt', 'usdterc20')).available).toBe('9890');
    expect(data(await fetchWithdrawByClientOrderId('order-1'))).toMatchObject({ id, state: 'submitted', amount: '100', fee: '10', clientOrderId: 'order-1' });
    expect(data(await fetchWithdrawByClientOrderId('none'))).toBeNull();
    expect(data(await cancelWithdraw(id))).toBe(id);
    expect(data(await fetchWithdrawInfo('usdt', 'usdterc20')).available).toBe('10000');
    expect(await cancelWithdraw(id)).toMatchObject({ success: false, code: 'dw-withdraw-state-error' });
  });

  it('answers the create errors with their codes and texts', async () => {
    expect(await createWithdraw({ ...USDT_REQUEST, amount: '50000' })).toMatchObject({
      success: false,
      code: 'dw-insufficient-balance',
      message: 'Insufficient balance. You can only transfer `10000` at most.',
    });
    expect(await createWithdraw({ ...USDT_REQUEST, address: 'nope' })).toMatchObject({ success: false, code: 'invalid-address', message: 'Invalid address.' });
    expect(await createWithdraw({ ...USDT_REQUEST, amount: '1' })).toMatchObject({ success: false, code: 'dw-withdraw-min-limit' });
  });

  it('accepts the fee on top of the amount for a proportional fee (LTC 10 with 0.01), and refuses the fee of another amount', async () => {
    simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'ltc', chain: 'ltc', amount: new Decimal('100'), confirmations: 10 }, now());
    const id = data(await createWithdraw({ currency: 'ltc', chain: 'ltc', amount: '10', fee: '0.01', address: LTC_ADDRESS }));
    expect(id).toMatch(/^\d+$/);
    expect(await createWithdraw({ currency: 'ltc', chain: 'ltc', amount: '9.99', fee: '0.01', address: LTC_ADDRESS })).toMatchObject({ success: false, code: 'base-withdraw-fee-error' });
  });

  it('checks the minimum on the amount sent: trc20usdt 2 with the fee 1 on top passes', async () => {
    expect(data(await createWithdraw({ currency: 'usdt', chain: 'trc20usdt', amount: '2', fee: '1', address: TRC20_ADDRESS }))).toMatch(/^\d+$/);
    expect(await createWithdraw({ currency: 'usdt', chain: 'trc20usdt', amount: '1.5', fee: '1', address: TRC20_ADDRESS })).toMatchObject({ success: false, code: 'dw-withdraw-min-limit' });
  });

  it('withdraws to a book entry by its addressId, and refuses an id the book does not hold', async () => {
    const entry = addAddress(UID, { currency: 'usdt', chain: 'trc20usdt', note: '冷钱包', address: TRC20_ADDRESS });
    if (!('id' in entry)) throw new Error('not added');
    const id = data(await createWithdraw({ currency: 'usdt', chain: 'trc20usdt', amount: '5', fee: '1', addressId: String(entry.id) }));
    expect(data(await placeWithdraw(id, { emailCode: emailCode() }))).toBe(id);
    expect(data(await fetchWithdrawByClientOrderId('none'))).toBeNull();
    const [record] = data(await fetchDwHistory({ type: 'withdraw', currency: 'usdt', size: 1 }));
    expect(record).toMatchObject({ id, address: TRC20_ADDRESS, amount: '5', fee: '1' });
    expect(await createWithdraw({ currency: 'usdt', chain: 'trc20usdt', amount: '5', fee: '1', addressId: '999' })).toMatchObject({ success: false, code: 'api-not-support-temp-addr' });
  });

  it('refuses withdrawals of a sub-user and of a disabled user', async () => {
    loginProUser(SEED_UIDS.subAccount);
    expect(await createWithdraw({ ...USDT_REQUEST, amount: '20' })).toMatchObject({ success: false, code: 'base-operation-forbidden', message: '子账户不支持提币' });
    loginProUser(SEED_UIDS.disabled);
    expect(await createWithdraw(USDT_REQUEST)).toMatchObject({ success: false, code: 'base-operation-forbidden', message: '该账户暂不支持充提币' });
  });

  it('transfers to another user of the exchange without a fee', async () => {
    const id = data(await createWithdraw({ currency: 'usdt', chain: 'usdterc20', amount: '25', fee: '0', toUserName: 'sub@example.com' }));
    expect(data(await placeWithdraw(id, { emailCode: emailCode() }))).toBe(id);
    const [record] = data(await fetchDwHistory({ type: 'withdraw', currency: 'usdt', size: 1 }));
    expect(record).toMatchObject({ id, fast: true, state: 'confirmed', fee: '0', txHash: '' });
  });

  it('reads the withdrawals to whitelisted addresses', async () => {
    const orders = data(await fetchWhiteOrders('confirmed'));
    expect(orders.every((order) => order.state === 'confirmed')).toBe(true);
    expect(orders.length).toBeGreaterThan(0);
  });
});

describe('history', () => {
  it('pages the records newest first', async () => {
    for (let index = 0; index < 3; index += 1) simulateDeposit(db.depositWithdraw, db.trading, { uid: UID, currency: 'eth', chain: 'eth', amount: new Decimal('1.5') }, now());
    const first = data(await fetchDwHistory({ type: 'deposit', currency: 'eth', size: 2 }));
    expect(first.map((row) => row.state)).toEqual(['confirming', 'confirming']);
    expect(first[0]).toMatchObject({ amount: '1.5', fee: '0', confirmations: 0 });
    const from = nextPageFrom(first, 2);
    expect(from).not.toBeNull();
    const second = data(await fetchDwHistory({ type: 'deposit', currency: 'eth', size: 2, from: from ?? undefined }));
    expect(second).toHaveLength(1);
    expect(nextPageFrom(second, 2)).toBeNull();
  });

  it('reads the fixtures: 18-decimal numbers and all-string records', () => {
    const [deposit] = fixtureRows('rest_v1_query_deposit_withdraw_deposit.json');
    expect(deposit && toDwRecord(deposit)).toMatchObject({ type: 'deposit', state: 'safe', amount: '4' });
    const rows = fixtureRows('rest_v1_query_deposit_withdraw_ccxt_strings.json').map(toDwRecord);
    expect(rows).toHaveLength(2);
    for (const row of fixtureRows('rest_v1_query_deposit_withdraw_withdraw.json')) expect(rawDwRecordSchema.safeParse(row).success).toBe(true);
    for (const row of fixtureRows('rest_v1_query_deposit_withdraw_ccxt_strings.json')) expect(rawDwRecordSchema.safeParse(row).success).toBe(true);
    const quota = JSON.parse(readFileSync(fileURLToPath(new URL('rest_v2_account_withdraw_quota.json', FIXTURES_URL)), 'utf8')) as { data: unknown };
    expect(rawWithdrawQuotaSchema.safeParse(quota.data).success).toBe(true);
    expect(rows.every((row) => row !== null && /^\d+(\.\d+)?$/.test(row.amount))).toBe(true);
  });
});
