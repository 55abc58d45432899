// Builders of the wallet rules' input shapes for the tests.
import type { Chain } from '@/lib/wallet/types';

export function chainOf(chain: string, overrides: Partial<Chain> = {}): Chain {
  return {
    chain,
    currency: 'usdt',
    isDefault: false,
    visible: true,
    depositEnable: true,
    withdrawEnable: true,
    ...overrides,
  };
}
