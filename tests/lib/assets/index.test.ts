import { describe, expect, it } from 'vitest';
import * as assets from '@/lib/assets';

describe('lib/assets', () => {
  it('exports the rules of every module from one entry', () => {
    for (const name of [
      'workingAccounts',
      'aggregateBalances',
      'applyBalancePush',
      'formatFiatAmount',
      'BALANCE_REFRESH_MS',
      'tradePairFor',
      'totalValuation',
      'visibleAccountKinds',
      'classifyWalletFailure',
      'walletStateAfterLoad',
    ]) {
      expect(assets).toHaveProperty(name);
    }
  });
});
