import { describe, expect, it } from 'vitest';
import {
  CHAIN_TEXTS,
  chainName,
  defaultChainChoice,
  depositChainOptions,
  depositChainType,
  needsAddressConfirmation,
  withdrawChainOptions,
} from '@/lib/wallet/chain-type';
import { chainOf } from './fixtures';

const erc20 = chainOf('usdterc20', { displayName: 'ERC20', isDefault: true });
const trc20 = chainOf('trc20usdt', { displayName: 'TRC20' });
const omni = chainOf('usdt', { displayName: 'OMNI', chainType: 'old' });

describe('depositChainType', () => {
  it('pauses a disabled user whatever the chains', () => {
    expect(depositChainType({ currency: 'usdt', chains: [erc20, trc20], userDisabled: true })).toEqual({
      type: 'deposit-pause',
      reason: CHAIN_TEXTS.userDisabled,
    });
  });

  it('pauses a currency whose deposit switch is off, with the chain suspend text', () => {
    const chains = [chainOf('btc', { currency: 'btc', isDefault: true, suspendDepositDesc: ' 钱包升级中，暂停充币 ' })];
    expect(depositChainType({ currency: 'btc', chains, userDisabled: false, depositEnabled: false })).toEqual({
      type: 'deposit-pause',
      reason: '钱包升级中，暂停充币',
    });
  });

  it('pauses when no chain takes deposits, preferring the default chain text', () => {
    const chains = [
      chainOf('a', { depositEnable: false, suspendDepositDesc: 'A 暂停' }),
      chainOf('b', { depositEnable: false, isDefault: true, suspendDepositDesc: 'B 暂停' }),
    ];
    expect(depositChainType({ currency: 'usdt', chains, userDisabled: false })).toEqual({ type: 'deposit-pause', reason: 'B 暂停' });
    const silent = [chainOf('a', { depositEnable: false, suspendDepositDesc: '  ' })];
    expect(depositChainType({ currency: 'usdt', chains: silent, userDisabled: false }).reason).toBe(CHAIN_TEXTS.depositSuspended);
  });

  it('pauses a currency without any visible chain', () => {
    expect(depositChainType({ currency: 'usdt', chains: [], userDisabled: false }).type).toBe('deposit-pause');
    expect(depositChainType({ currency: 'usdt', chains: [chainOf('x', { visible: false })], userDisabled: false }).type).toBe('deposit-pause');
  });

  it('gives iota for the DAG currency or a DAG chain', () => {
    const iota = chainOf('iota', { currency: 'iota', isDefault: true });
    expect(depositChainType({ currency: 'IOTA', chains: [iota], userDisabled: false }).type).toBe('iota');
    const dag = chainOf('dagx', { currency: 'dagx', isDag: true });
    expect(depositChainType({ currency: 'dagx', chains: [dag], userDisabled: false }).type).toBe('iota');
  });

  it('gives newold when an old chain is offered beside a new one', () => {
    expect(depositChainType({ currency: 'usdt', chains: [erc20, omni], userDisabled: false }).type).toBe('newold');
  });

  it('gives multi for more than one chain and single for one', () => {
    expect(depositChainType({ currency: 'usdt', chains: [erc20, trc20], userDisabled: false })).toEqual({ type: 'multi', reason: null });
    expect(depositChainType({ currency: 'usdt', chains: [erc20], userDisabled: false })).toEqual({ type: 'single', reason: null });
  });

  it('counts only the currency own visible, non-retired chains', () => {
    const other = chainOf('btc', { currency: 'btc' });
    const hidden = chainOf('hidden', { visible: false });
    const retired = chainOf('retired', { chainType: 'tooold' });
    expect(depositChainType({ currency: 'usdt', chains: [erc20, other, hidden, retired], userDisabled: false }).type).toBe('single');
  });

  it('is multi when one of several chains is suspended (the chain shows its own text)', () => {
    const closed = chainOf('trc20usdt', { depositEnable: false });
    expect(depositChainType({ currency: 'usdt', chains: [erc20, closed], userDisabled: false }).type).toBe('multi');
  });
});

describe('depositChainOptions', () => {
  it('puts the default first, new before old, and keeps closed chains with their text', () => {
    const closed = chainOf('hrc20usdt', { depositEnable: false, suspendDepositDesc: 'HECO 维护' });
    const options = depositChainOptions('usdt', [omni, trc20, closed, erc20]);
    expect(options.map((o) => o.chain)).toEqual(['usdterc20', 'trc20usdt', 'hrc20usdt', 'usdt']);
    expect(options.map((o) => o.isOld)).toEqual([false, false, false, true]);
    expect(options[2]).toMatchObject({ enabled: false, suspendText: 'HECO 维护' });
    expect(options[0]).toMatchObject({ enabled: true, suspendText: null, name: 'ERC20' });
  });

  it('uses a generic text when a closed chain gives none', () => {
    const [option] = depositChainOptions('usdt', [chainOf('x', { depositEnable: false })]);
    expect(option?.suspendText).toBe(CHAIN_TEXTS.chainDepositSuspended);
  });

  it('drops hidden, retired and other currencies chains', () => {
    const options = depositChainOptions('usdt', [
      chainOf('hidden', { visible: false }),
      chainOf('gone', { chainType: 'TOOOLD' }),
      chainOf('eth', { currency: 'eth' }),
      trc20,
    ]);
    expect(options.map((o) => o.chain)).toEqual(['trc20usdt']);
  });
});

describe('withdrawChainOptions', () => {
  it('offers a retired chain only while it allows withdrawals, marked old', () => {
    const retiredOpen = chainOf('old1', { chainType: 'tooold' });
    const retiredShut = chainOf('old2', { chainType: 'tooold', withdrawEnable: false });
    const options = withdrawChainOptions('usdt', [retiredOpen, retiredShut, erc20]);
    expect(options.map((o) => [o.chain, o.isOld])).toEqual([
      ['usdterc20', false],
      ['old1', true],
    ]);
  });

  it('marks chains closed for withdrawal with their text', () => {
    const shut = chainOf('trc20usdt', { withdrawEnable: false, suspendWithdrawDesc: '' });
    const withText = chainOf('x', { withdrawEnable: false, suspendWithdrawDesc: '网络拥堵' });
    const options = withdrawChainOptions('usdt', [shut, withText]);
    expect(options.map((o) => o.suspendText)).toEqual([CHAIN_TEXTS.chainWithdrawSuspended, '网络拥堵']);
    expect(options.every((o) => !o.enabled)).toBe(true);
  });
});

describe('defaultChainChoice', () => {
  const options = depositChainOptions('usdt', [trc20, erc20, chainOf('closed', { depositEnable: false })]);

  it('prefers the last used chain when open', () => {
    expect(defaultChainChoice(options, 'trc20usdt')?.chain).toBe('trc20usdt');
  });

  it('falls back to the default chain, then the first open one', () => {
    expect(defaultChainChoice(options, 'closed')?.chain).toBe('usdterc20');
    expect(defaultChainChoice(options)?.chain).toBe('usdterc20');
    const noDefault = depositChainOptions('usdt', [chainOf('closed', { depositEnable: false }), trc20]);
    expect(defaultChainChoice(noDefault, null)?.chain).toBe('trc20usdt');
  });

  it('gives null when every chain is closed', () => {
    expect(defaultChainChoice(depositChainOptions('usdt', [chainOf('a', { depositEnable: false })]))).toBeNull();
    expect(defaultChainChoice([])).toBeNull();
  });
});

describe('chainName and the address confirmation', () => {
  it('names a chain by its display name, else its id upper-cased', () => {
    expect(chainName({ chain: 'trc20usdt', displayName: 'TRC20' })).toBe('TRC20');
    expect(chainName({ chain: 'trc20usdt', displayName: ' ' })).toBe('TRC20USDT');
    expect(chainName({ chain: 'btc' })).toBe('BTC');
  });

  it('asks to confirm the address unless confirmed or the alert was acknowledged', () => {
    expect(needsAddressConfirmation({ confirmed: false, alertAcknowledged: false })).toBe(true);
    expect(needsAddressConfirmation({ confirmed: true, alertAcknowledged: false })).toBe(false);
    expect(needsAddressConfirmation({ confirmed: false, alertAcknowledged: true })).toBe(false);
  });
});
