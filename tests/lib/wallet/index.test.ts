import { describe, expect, it } from 'vitest';
import * as wallet from '@/lib/wallet';

describe('lib/wallet index', () => {
  it('exports one rule of every module', () => {
    for (const name of [
      'walletAccess',
      'validateAddress',
      'otherChainsMatching',
      'depositChainType',
      'defaultChainChoice',
      'decideWithdrawSubmit',
      'createClientOrderId',
      'depositCurrencyList',
      'withdrawCurrencyList',
      'pushRecentCurrency',
      'dwStateInfo',
      'canCancelWithdraw',
      'withdrawFee',
      'totalDebit',
      'feeFits',
      'parseChain',
      'findLookalikeAddresses',
      'withdrawSellLink',
      'validateWithdrawAmount',
      'maxWithdrawable',
    ]) {
      expect(typeof (wallet as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
