import { describe, expect, it } from 'vitest';
import { allowedExchangeType, fullBalance, isLoanAmountAllowed, loanBounds, marginAllowed, placementRoute } from '@/lib/trading/margin';

describe('loanBounds', () => {
  it('reads the margin loan-info spelling', () => {
    expect(loanBounds({ currency: 'usdt', 'min-loan-amt': '10.0', 'max-loan-amt': '5000' })).toEqual({ min: '10', max: '5000' });
  });

  it('reads the super-margin currency spelling', () => {
    expect(loanBounds({ currency: 'btc', 'user-loan-min-amount': '0.001', 'remain-loan-quota': '3' })).toEqual({ min: '0.001', max: '3' });
  });

  it('leaves max unlimited and min zero when missing or not a number', () => {
    expect(loanBounds({ 'min-loan-amt': '1' })).toEqual({ min: '1', max: null });
    expect(loanBounds({ 'min-loan-amt': 'n/a', 'max-loan-amt': '' })).toEqual({ min: '0', max: null });
    expect(loanBounds(null)).toEqual({ min: '0', max: null });
    expect(loanBounds({ 'max-loan-amt': '-5' })).toEqual({ min: '0', max: null });
  });
});

describe('isLoanAmountAllowed', () => {
  it('accepts amounts within the bounds, ends included', () => {
    const bounds = { min: '10', max: '100' };
    expect(isLoanAmountAllowed('10', bounds)).toBe(true);
    expect(isLoanAmountAllowed('100', bounds)).toBe(true);
    expect(isLoanAmountAllowed('9.99999999', bounds)).toBe(false);
    expect(isLoanAmountAllowed('100.00000001', bounds)).toBe(false);
  });

  it('has no upper limit when max is null', () => {
    expect(isLoanAmountAllowed('1000000000000', { min: '0', max: null })).toBe(true);
  });

  it('rejects zero, negative and non-numeric amounts', () => {
    const bounds = { min: '0', max: null };
    expect(isLoanAmountAllowed('0', bounds)).toBe(false);
    expect(isLoanAmountAllowed('-1', bounds)).toBe(false);
    expect(isLoanAmountAllowed('ten', bounds)).toBe(false);
  });
});

describe('fullBalance', () => {
  it('adds the available loan in open mode only', () => {
    expect(fullBalance({ available: '0.1', loanAvailable: '0.2', marginMode: 'open' })).toBe('0.3');
    expect(fullBalance({ available: '0.1', loanAvailable: '0.2', marginMode: 'close' })).toBe('0.1');
    expect(fullBalance({ available: '0.1', loanAvailable: '0.2', marginMode: 'common' })).toBe('0.1');
  });

  it('counts what is unknown as nothing', () => {
    expect(fullBalance({ available: undefined, loanAvailable: '5', marginMode: 'open' })).toBe('5');
    expect(fullBalance({ available: '2', loanAvailable: 'x', marginMode: 'open' })).toBe('2');
    expect(fullBalance({ available: '-3', marginMode: 'common' })).toBe('0');
  });
});

describe('marginAllowed', () => {
  it('needs a login', () => {
    expect(marginAllowed({ loggedIn: false, isSubUser: false })).toBe(false);
    expect(marginAllowed({ loggedIn: false, isSubUser: true, authority: 'open' })).toBe(false);
  });

  it('lets a main user trade on margin', () => {
    expect(marginAllowed({ loggedIn: true, isSubUser: false })).toBe(true);
  });

  it('lets a sub-user trade on margin only with authority open', () => {
    expect(marginAllowed({ loggedIn: true, isSubUser: true, authority: 'open' })).toBe(true);
    expect(marginAllowed({ loggedIn: true, isSubUser: true, authority: 'closed' })).toBe(false);
    expect(marginAllowed({ loggedIn: true, isSubUser: true, authority: null })).toBe(false);
    expect(marginAllowed({ loggedIn: true, isSubUser: true })).toBe(false);
  });

  it('falls back to spot for a margin type without access', () => {
    expect(allowedExchangeType('cross-margin', { loggedIn: false, isSubUser: false })).toBe('exchange');
    expect(allowedExchangeType('margin', { loggedIn: true, isSubUser: true, authority: 'open' })).toBe('margin');
    expect(allowedExchangeType('exchange', { loggedIn: false, isSubUser: false })).toBe('exchange');
  });
});

describe('placementRoute', () => {
  it('sends isolated and cross margin in open or close mode through the auto placement', () => {
    expect(placementRoute('margin', 'open')).toBe('open');
    expect(placementRoute('margin', 'close')).toBe('close');
    expect(placementRoute('cross-margin', 'open')).toBe('open');
    expect(placementRoute('cross-margin', 'close')).toBe('close');
  });

  it('places spot, common-mode margin and C2C-lending margin plainly', () => {
    expect(placementRoute('exchange', 'open')).toBe('plain');
    expect(placementRoute('exchange', 'common')).toBe('plain');
    expect(placementRoute('margin', 'common')).toBe('plain');
    expect(placementRoute('cross-margin', 'common')).toBe('plain');
    expect(placementRoute('c2c-margin', 'open')).toBe('plain');
    expect(placementRoute('c2c-margin', 'close')).toBe('plain');
  });
});
