import { matchQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { etpKeys, marginKeys, primeKeys, tradingKeys, ucKeys } from '@/queries/keys';

/** Whether invalidating `prefix` reaches `key` (TanStack's own prefix matching). */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  return matchQuery({ queryKey: prefix }, { queryKey: key, queryHash: JSON.stringify(key) } as never);
}

describe('query keys', () => {
  it('start with their family', () => {
    expect(tradingKeys.accounts()[0]).toBe('trading');
    expect(marginKeys.loans('margin', 'btcusdt')[0]).toBe('margin');
    expect(etpKeys.info('btc3l')[0]).toBe('etp');
    expect(primeKeys.info('nftusdt')[0]).toBe('prime');
    expect(ucKeys.countries()[0]).toBe('uc');
  });

  it("the pair's orders prefix reaches its open and finished orders, not another pair's", () => {
    const orders = tradingKeys.orders('btcusdt');
    expect(reaches(orders, tradingKeys.openOrders('btcusdt', '1001'))).toBe(true);
    expect(reaches(orders, tradingKeys.history('btcusdt', { side: 'sell', range: '1d' }))).toBe(true);
    expect(reaches(orders, tradingKeys.openOrders('ethusdt', '1001'))).toBe(false);
    expect(reaches(orders, tradingKeys.accounts())).toBe(false);
  });

  it('the balances prefix reaches every account balance; each account has its own key', () => {
    expect(reaches(tradingKeys.balances(), tradingKeys.balance('1001'))).toBe(true);
    expect(tradingKeys.balance('1001')).not.toEqual(tradingKeys.balance('1002'));
  });

  it('isolated margin is per pair, cross margin is one account', () => {
    expect(marginKeys.loans('margin', 'btcusdt')).not.toEqual(marginKeys.loans('margin', 'ethusdt'));
    expect(marginKeys.loans('cross', 'btcusdt')).toEqual(marginKeys.loans('cross', 'ethusdt'));
    expect(reaches(marginKeys.all, marginKeys.superCurrencies())).toBe(true);
    expect(reaches(marginKeys.scope('margin', 'btcusdt'), marginKeys.loanInfo('margin', 'btcusdt'))).toBe(true);
  });

  it("an ETP's branch reaches its limits and records only", () => {
    expect(reaches(etpKeys.of('btc3l'), etpKeys.transactions('btc3l'))).toBe(true);
    expect(reaches(etpKeys.of('btc3l'), etpKeys.exchangeLimit('btc3l'))).toBe(true);
    expect(reaches(etpKeys.of('btc3l'), etpKeys.transactions('eth3l'))).toBe(false);
  });

  it('prime results are per kind under the launch', () => {
    expect(primeKeys.result('nftusdt', 'po')).not.toEqual(primeKeys.result('nftusdt', 'bid'));
    expect(reaches(primeKeys.of('nftusdt'), primeKeys.result('nftusdt', 'bid'))).toBe(true);
  });
});
