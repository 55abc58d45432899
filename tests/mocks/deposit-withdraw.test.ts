// The deposit and withdraw mock state (mocks/db/deposit-withdraw.ts): the reference agrees with
// the market's chains, deposit addresses are deterministic and fit their chain's pattern (iota
// makes new ones), a simulated deposit confirms by advance or by the mock clock and is credited
// once with an accounts.update, withdrawals run their state machine with the frozen amount held,
// released or debited, a client order id is idempotent, quotas are consumed, and each check
// answers its error.

import { addAddress, setWhiteSettings } from '@/mocks/db/withdraw-address';
import { Decimal } from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { db, now, resetDb, SEED_UIDS } from '@/mocks/db';
import {
  ADDRESS_PATTERNS,
  advanceDeposit,
  advanceWithdraw,
  BLOCK_MS,
  cancelWithdraw,
  createWithdraw,
  depositAddressOf,
  DW_CURRENCIES,
  DW_ERRORS,
  feeFits,
  findChainRef,
  generateDagAddress,
  historyOf,
  issueRiskConsent,
  placeWithdraw,
  remainingQuota,
  setWhitelistCheck,
  setWithdrawState,
  settleDeposits,
  simulateDeposit,
  spotAvailable,
  tinyDepositCountOf,
  type DwRecord,
  type DwError,
  type WithdrawRequest,
} from '@/mocks/db/deposit-withdraw';
import { MARKET_CHAINS } from '@/mocks/db/market-data';
import { accountsOf, balanceOf, listenTrading, type BalanceChange } from '@/mocks/db/trading';

const UID = SEED_UIDS.ordinary;
const T0 = Date.UTC(2026, 0, 10, 4, 0, 0);
const ERC20_ADDRESS = `0x${'ab'.repeat(20)}`;

afterEach(() => {
  resetDb();
  setWhitelistCheck(null);
});

function state() {
  return db.depositWithdraw;
}

function record(value: DwRecord | DwError | null | string): DwRecord {
  if (value === null || typeof value === 'string' || !('id' in value)) throw new Error(`expected a record, got ${JSON.stringify(value)}`);
  return value;
}

function spot(uid: number = UID) {
  const account = accountsOf(db.trading, uid).find((entry) => entry.type === 'spot');
  if (!account) throw new Error('no spot account');
  return (currency: string) => balanceOf(db.trading, account.id, currency);
}

function usdtWithdraw(overrides: Partial<WithdrawRequest> = {}): WithdrawRequest {
  return { uid: UID, currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: ERC20_ADDRESS, tag: '', ...overrides };
}

function placed(overrides: Partial<WithdrawRequest> = {}): DwRecord {
  const created = record(createWithdraw(state(), db.trading, usdtWithdraw(overrides), T0));
  return record(placeWithdraw(state(), db.trading, UID, created.id, T0));
}

describe('reference', () => {
  it('uses the market data chain ids and figures for the currencies both list', () => {
    for (const market of MARKET_CHAINS) {
      const ref = findChainRef(market.currency, market.chain);
      expect(ref, market.chain).toBeDefined();
      expect(ref?.minWithdraw).toBe(market.wma);
      expect(ref?.precision).toBe(market.wp);
      expect(ref?.isDefault).toBe(market.default === 1);
    }
    expect(findChainRef('usdt', 'usdt')?.chainType).toBe('old');
  });

  it('covers the kinds the screens need: tags, iota, paused deposits, disabled withdrawals and all three fee types', () => {
    const chains = DW_CURRENCIES.flatMap((currency) => currency.chains);
    expect(chains.filter((chain) => chain.addrWithTag).map((chain) => chain.chain).sort()).toEqual(['eos', 'xrp']);
    expect(chains.some((chain) => chain.kind === 'iota')).toBe(true);
    expect(chains.find((chain) => !chain.depositEnable)?.suspendDepositDesc).not.toBe('');
    expect(chains.find((chain) => !chain.withdrawEnable)?.suspendWithdrawDesc).not.toBe('');
    expect(new Set(chains.map((chain) => chain.feeType))).toEqual(new Set(['fixed', 'range', 'proportion']));
  });

  it('checks a fee by its rule', () => {
    const btc = findChainRef('btc', 'btc');
    const ltc = findChainRef('ltc', 'ltc');
    const eth = findChainRef('eth', 'eth');
    if (!btc || !ltc || !eth) throw new Error('chains');
    expect(feeFits(eth, new Decimal(1), new Decimal('0.005'))).toBe(true);
    expect(feeFits(eth, new Decimal(1), new Decimal('0.004'))).toBe(false);
    expect(feeFits(btc, new Decimal(1), new Decimal('0.0005'))).toBe(true);
    expect(feeFits(btc, new Decimal(1), new Decimal('0.002'))).toBe(false);
    // 0.1% of 10 = 0.01; of 0.5 = 0.0005 → the 0.001 minimum; of 1000 = 1 → the 0.1 maximum
    expect(feeFits(ltc, new Decimal(10), new Decimal('0.01'))).toBe(true);
    expect(feeFits(ltc, new Decimal('0.5'), new Decimal('0.001'))).toBe(true);
    expect(feeFits(ltc, new Decimal(1000), new Decimal('0.1'))).toBe(true);
    expect(feeFits(ltc, new Decimal(1000), new Decimal('1'))).toBe(false);
  });
});

describe('deposit addresses', () => {
  it('are the same for the same user, currency and chain, differ between users, and fit the chain pattern', () => {
    for (const currency of DW_CURRENCIES) {
      for (const ref of currency.chains) {
        const first = depositAddressOf(state(), UID, ref);
        expect(depositAddressOf(state(), UID, ref)).toEqual(first);
        expect(first.address, ref.chain).toMatch(new RegExp(ADDRESS_PATTERNS[ref.kind].address));
        if (ref.addrWithTag) {
          expect(first.tag).toMatch(new RegExp(ADDRESS_PATTERNS[ref.kind].tag ?? '^$'));
          expect(depositAddressOf(state(), SEED_UIDS.phoneOnly, ref).tag).not.toBe(first.tag);
        } else {
          expect(first.tag).toBe('');
          expect(depositAddressOf(state(), SEED_UIDS.phoneOnly, ref).address).not.toBe(first.address);
        }
      }
    }
  });

  it('iota makes a new address on request, which replaces the old one', () => {
    const iota = findChainRef('iota', 'iota');
    if (!iota) throw new Error('iota');
    const before = depositAddressOf(state(), UID, iota);
    const generated = generateDagAddress(state(), UID, iota);
    expect(generated.address).not.toBe(before.address);
    expect(depositAddressOf(state(), UID, iota)).toEqual(generated);
  });
});

describe('simulated deposits', () => {
  it('confirm by advance, credit the spot balance once on confirmed with a push, then become safe', () => {
    const changes: BalanceChange[] = [];
    const stop = listenTrading({ balance: (change) => changes.push(change) });
    try {
      const before = spot()('btc').trade;
      const deposit = record(simulateDeposit(state(), db.trading, { uid: UID, currency: 'btc', chain: 'btc', amount: new Decimal('0.5') }, T0));
      expect(deposit.state).toBe('confirming');
      expect(changes).toEqual([]);
      expect(record(advanceDeposit(state(), db.trading, deposit.id, 1, T0)).state).toBe('confirmed');
      expect(spot()('btc').trade.toFixed()).toBe(before.plus('0.5').toFixed());
      expect(changes).toEqual([expect.objectContaining({ uid: UID, currency: 'btc', available: before.plus('0.5') })]);
      expect(record(advanceDeposit(state(), db.trading, deposit.id, 1, T0)).state).toBe('safe');
      expect(spot()('btc').trade.toFixed()).toBe(before.plus('0.5').toFixed());
      expect(changes).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('confirm with the mock clock: one confirmation per minute', () => {
    const deposit = record(simulateDeposit(state(), db.trading, { uid: UID, currency: 'usdt', chain: 'trc20usdt', amount: new Decimal(50) }, T0));
    const ref = findChainRef('usdt', 'trc20usdt');
    if (!ref) throw new Error('chain');
    settleDeposits(state(), db.trading, T0 + BLOCK_MS * (ref.fastConfirmations - 1));
    expect(deposit.state).toBe('confirming');
    settleDeposits(state(), db.trading, T0 + BLOCK_MS * ref.fastConfirmations);
    expect(deposit.state).toBe('safe'); // TRC20: fast and full confirmations are both 19
  });

  it('below the minimum count as tiny deposits and are not credited', () => {
    const before = spot()('usdt').trade;
    expect(simulateDeposit(state(), db.trading, { uid: UID, currency: 'usdt', chain: 'usdterc20', amount: new Decimal('0.5') }, T0)).toBeNull();
    expect(tinyDepositCountOf(state(), UID, 'usdt', 'usdterc20')).toBe(1);
    expect(spot()('usdt').trade).toEqual(before);
  });
});

describe('withdrawals', () => {
  it('create waits in verifying, place freezes amount + fee, advance walks to confirmed and debits', () => {
    const usdt = spot()('usdt');
    const available = usdt.trade;
    const created = record(createWithdraw(state(), db.trading, usdtWithdraw(), T0));
    expect(created.state).toBe('verifying');
    expect(usdt.trade).toEqual(available);
    record(placeWithdraw(state(), db.trading, UID, created.id, T0));
    expect(created.state).toBe('submitted');
    expect(usdt.trade.toFixed()).toBe(available.minus(110).toFixed());
    expect(usdt.frozen.toFixed()).toBe('110');
    const states = [1, 2, 3, 4].map(() => record(advanceWithdraw(state(), db.trading, created.id, T0)).state);
    expect(states).toEqual(['pass', 'pre-transfer', 'wallet-transfer', 'confirmed']);
    expect(created.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(usdt.frozen.toFixed()).toBe('0');
    expect(usdt.trade.toFixed()).toBe(available.minus(110).toFixed());
    expect(advanceWithdraw(state(), db.trading, created.id, T0)).toMatch(/nothing follows/);
  });

  it('cancel while submitted or under review gives the frozen amount back; later it is refused', () => {
    const usdt = spot()('usdt');
    const available = usdt.trade;
    const first = placed();
    expect(record(cancelWithdraw(state(), db.trading, UID, first.id, T0)).state).toBe('canceled');
    expect(usdt.trade).toEqual(available);
    expect(usdt.frozen.toFixed()).toBe('0');

    const second = placed();
    record(setWithdrawState(state(), db.trading, second.id, 'reexamine', T0));
    expect(record(cancelWithdraw(state(), db.trading, UID, second.id, T0)).state).toBe('canceled');

    const third = placed();
    record(advanceWithdraw(state(), db.trading, third.id, T0));
    expect(cancelWithdraw(state(), db.trading, UID, third.id, T0)).toEqual(DW_ERRORS.state);
  });

  it('reject and wallet-reject release the frozen amount and carry an error', () => {
    const usdt = spot()('usdt');
    const available = usdt.trade;
    const rejected = placed();
    record(setWithdrawState(state(), db.trading, rejected.id, 'reject', T0, { code: 'risk-reject', message: '风控审核未通过' }));
    expect(rejected).toMatchObject({ state: 'reject', errorCode: 'risk-reject', errorMsg: '风控审核未通过' });
    const walletRejected = placed();
    record(advanceWithdraw(state(), db.trading, walletRejected.id, T0));
    record(setWithdrawState(state(), db.trading, walletRejected.id, 'wallet-reject', T0));
    expect(walletRejected.errorCode).toBe('wallet-reject');
    expect(usdt.trade).toEqual(available);
    expect(usdt.frozen.toFixed()).toBe('0');
  });

  it('a client order id used before returns the first withdrawal', () => {
    const first = record(createWithdraw(state(), db.trading, usdtWithdraw({ clientOrderId: 'c-1' }), T0));
    const again = record(createWithdraw(state(), db.trading, usdtWithdraw({ clientOrderId: 'c-1', amount: '200' }), T0));
    expect(again.id).toBe(first.id);
    expect(state().records.filter((entry) => entry.clientOrderId === 'c-1')).toHaveLength(1);
  });

  it('answers the real errors of each check', () => {
    const create = (overrides: Partial<WithdrawRequest>) => createWithdraw(state(), db.trading, usdtWithdraw(overrides), T0);
    expect(create({ amount: '5' })).toEqual(DW_ERRORS.minimum);
    expect(create({ address: '0x123' })).toEqual(DW_ERRORS.address);
    expect(create({ fee: '3' })).toEqual(DW_ERRORS.fee);
    expect(create({ chain: 'nochain' })).toEqual(DW_ERRORS.chain);
    expect(create({ amount: '20000' })).toEqual({ code: 'dw-insufficient-balance', message: 'Insufficient balance. You can only transfer `10000` at most.' });
    expect(createWithdraw(state(), db.trading, { ...usdtWithdraw(), currency: 'dot', chain: 'dot', amount: '2', fee: '0.1', address: `1${'a'.repeat(46)}` }, T0)).toMatchObject({
      code: 'base-operation-forbidden',
      message: 'DOT 网络升级，暂停提币',
    });
    expect(createWithdraw(state(), db.trading, { ...usdtWithdraw(), currency: 'xrp', chain: 'xrp', amount: '30', fee: '0.25', address: `r${'a'.repeat(30)}` }, T0)).toEqual(
      DW_ERRORS.address,
    );
  });

  it('the whitelist hook decides while the user has the whitelist on', () => {
    const seen: string[] = [];
    setWhitelistCheck(({ address }) => {
      seen.push(address);
      return address !== ERC20_ADDRESS;
    });
    expect(record(createWithdraw(state(), db.trading, usdtWithdraw(), T0)).state).toBe('verifying');
    expect(seen).toEqual([]);
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    expect(createWithdraw(state(), db.trading, usdtWithdraw(), T0)).toEqual(DW_ERRORS.whitelist);
    expect(seen).toEqual([ERC20_ADDRESS]);
  });

  it('with the whitelist on, the address book decides: an address past its delay passes, a new one or one not in the book does not', () => {
    setWhitelistCheck(null);
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    expect(createWithdraw(state(), db.trading, usdtWithdraw(), T0)).toEqual(DW_ERRORS.whitelist);
    const added = addAddress(UID, { currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS, addressTag: '', note: '白名单地址' }, now() - 25 * 3_600_000);
    expect('id' in added).toBe(true);
    expect(record(createWithdraw(state(), db.trading, usdtWithdraw(), T0)).state).toBe('verifying');
    setWhiteSettings(UID, { enabled: true, delayHours: 48 });
    expect(createWithdraw(state(), db.trading, { ...usdtWithdraw(), clientOrderId: 'second-try' }, T0)).toEqual(DW_ERRORS.whitelist);
  });

  it('place answers the reason of a risky address', () => {
    const created = record(createWithdraw(state(), db.trading, usdtWithdraw(), T0));
    state().riskyAddresses.set(ERC20_ADDRESS, '该地址涉嫌诈骗');
    expect(placeWithdraw(state(), db.trading, UID, created.id, T0)).toEqual({ code: 'dw-withdraw-risk-address', message: '该地址涉嫌诈骗' });
    expect(created.state).toBe('verifying');
  });

  it('place lets a risky address through once the user consented to exactly that address on create', () => {
    state().riskyAddresses.set(ERC20_ADDRESS, '该地址涉嫌诈骗');
    const riskConsentId = issueRiskConsent(state(), UID, { currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS, tag: '' });
    const created = record(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true, riskConsentId }), T0));
    expect(record(placeWithdraw(state(), db.trading, UID, created.id, T0)).state).toBe('submitted');
  });

  it('refuses verifyRiskAddress without a consent the exchange issued to this user for exactly this destination', () => {
    const other = `0x${'ef'.repeat(20)}`;
    state().riskyAddresses.set(ERC20_ADDRESS, '该地址涉嫌诈骗');
    state().riskyAddresses.set(other, '该地址涉及暗网交易');
    const forOther = issueRiskConsent(state(), UID, { currency: 'usdt', chain: 'usdterc20', address: other, tag: '' });
    // No consent id, one for another address, for another chain, for another user, or an address never flagged.
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true }), T0)).toEqual(DW_ERRORS.riskConsent);
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true, riskConsentId: forOther }), T0)).toEqual(DW_ERRORS.riskConsent);
    const otherChain = issueRiskConsent(state(), UID, { currency: 'usdt', chain: 'trc20usdt', address: ERC20_ADDRESS, tag: '' });
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true, riskConsentId: otherChain }), T0)).toEqual(DW_ERRORS.riskConsent);
    const otherUser = issueRiskConsent(state(), SEED_UIDS.ordinary + 1, { currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS, tag: '' });
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true, riskConsentId: otherUser }), T0)).toEqual(DW_ERRORS.riskConsent);
    state().riskyAddresses.delete(ERC20_ADDRESS);
    const stale = issueRiskConsent(state(), UID, { currency: 'usdt', chain: 'usdterc20', address: ERC20_ADDRESS, tag: '' });
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ verifyRiskAddress: true, riskConsentId: stale }), T0)).toEqual(DW_ERRORS.riskConsent);
    expect(state().records.filter((entry) => entry.type === 'withdraw' && entry.state === 'verifying')).toHaveLength(0);
  });

  it('placed withdrawals use up the daily quota; cancelled ones give it back', () => {
    const ref = findChainRef('btc', 'btc');
    if (!ref) throw new Error('btc');
    spot()('btc').trade = new Decimal(100);
    const request = { uid: UID, currency: 'btc', chain: 'btc', fee: '0.0005', address: `1${'a'.repeat(33)}`, tag: '' };
    const first = record(createWithdraw(state(), db.trading, { ...request, amount: '15' }, T0));
    record(placeWithdraw(state(), db.trading, UID, first.id, T0));
    expect(remainingQuota(state(), UID, ref, T0).toFixed()).toBe('5');
    expect(createWithdraw(state(), db.trading, { ...request, amount: '6' }, T0)).toEqual(DW_ERRORS.quota);
    record(cancelWithdraw(state(), db.trading, UID, first.id, T0));
    expect(remainingQuota(state(), UID, ref, T0).toFixed()).toBe('20');
    // the next Singapore day starts afresh
    record(placeWithdraw(state(), db.trading, UID, record(createWithdraw(state(), db.trading, { ...request, amount: '15' }, T0)).id, T0));
    expect(remainingQuota(state(), UID, ref, T0 + 86_400_000).toFixed()).toBe('20');
  });

  it('an internal transfer has no fee, completes on place and credits the receiver', () => {
    const to = SEED_UIDS.subAccount;
    const receiverBefore = spot(to)('usdt').trade;
    const senderBefore = spot()('usdt').trade;
    expect(createWithdraw(state(), db.trading, usdtWithdraw({ toUid: to, address: '', fee: '1' }), T0)).toEqual(DW_ERRORS.fee);
    const transfer = placed({ toUid: to, address: '', fee: '0' });
    expect(transfer).toMatchObject({ state: 'confirmed', subType: 'FAST', txHash: '' });
    expect(spot(to)('usdt').trade.toFixed()).toBe(receiverBefore.plus(100).toFixed());
    expect(spot()('usdt').trade.toFixed()).toBe(senderBefore.minus(100).toFixed());
    expect(spotAvailable(db.trading, UID, 'usdt').toFixed()).toBe(senderBefore.minus(100).toFixed());
    expect(historyOf(state(), { uid: to, type: 'deposit', size: 10, direct: 'next' })[0]).toMatchObject({ subType: 'FAST', state: 'safe' });
  });
});

describe('history', () => {
  it('pages by from and direct, per type and currency', () => {
    const ids = [1, 2, 3].map(() => record(simulateDeposit(state(), db.trading, { uid: UID, currency: 'eth', chain: 'eth', amount: new Decimal(1) }, T0)).id);
    const newest = historyOf(state(), { uid: UID, type: 'deposit', currency: 'eth', size: 2, direct: 'next' }).map((entry) => entry.id);
    expect(newest).toEqual([ids[2], ids[1]]);
    const older = historyOf(state(), { uid: UID, type: 'deposit', currency: 'eth', size: 2, direct: 'next', from: (ids[1] ?? 0) - 1 }).map((entry) => entry.id);
    expect(older).toEqual([ids[0]]);
    const oldest = historyOf(state(), { uid: UID, type: 'deposit', currency: 'eth', size: 2, direct: 'prev' }).map((entry) => entry.id);
    expect(oldest).toEqual([ids[0], ids[1]]);
    expect(historyOf(state(), { uid: UID, type: 'withdraw', size: 10, direct: 'next' }).every((entry) => entry.type === 'withdraw')).toBe(true);
  });
});
