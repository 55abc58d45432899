import { describe, expect, it } from 'vitest';
import { walletAccess } from '@/lib/wallet/access';
import { CHAIN_TEXTS } from '@/lib/wallet/chain-type';

const open = { countryDisabled: false, kycRequired: false, depositEnabled: true, withdrawEnabled: true };

describe('walletAccess', () => {
  it('allows an ordinary user and currency', () => {
    expect(walletAccess({ action: 'deposit', userDisabled: false, kycPassed: false, currency: open })).toEqual({ allowed: true });
    expect(walletAccess({ action: 'withdraw', userDisabled: false, kycPassed: false, currency: {} })).toEqual({ allowed: true });
  });

  it('blocks a disabled user first', () => {
    expect(walletAccess({ action: 'withdraw', userDisabled: true, kycPassed: true, currency: { ...open, countryDisabled: true } })).toEqual({
      allowed: false,
      reason: 'user-disabled',
      message: CHAIN_TEXTS.userDisabled,
    });
  });

  it('blocks a currency closed in the user country', () => {
    expect(walletAccess({ action: 'deposit', userDisabled: false, kycPassed: true, currency: { ...open, countryDisabled: true, kycRequired: true } })).toEqual({
      allowed: false,
      reason: 'country-disabled',
      message: '根据您所在国家或地区的相关规定，该币种暂不支持充币',
    });
  });

  it('asks for KYC where the currency needs it', () => {
    expect(walletAccess({ action: 'withdraw', userDisabled: false, kycPassed: false, currency: { ...open, kycRequired: true } })).toEqual({
      allowed: false,
      reason: 'kyc-required',
      message: '该币种需完成身份认证后才能提币',
    });
    expect(walletAccess({ action: 'withdraw', userDisabled: false, kycPassed: true, currency: { ...open, kycRequired: true } }).allowed).toBe(true);
  });

  it('follows the currency switch of the action only', () => {
    expect(walletAccess({ action: 'deposit', userDisabled: false, kycPassed: true, currency: { ...open, depositEnabled: false } })).toMatchObject({
      reason: 'suspended',
      message: CHAIN_TEXTS.depositSuspended,
    });
    expect(walletAccess({ action: 'withdraw', userDisabled: false, kycPassed: true, currency: { ...open, withdrawEnabled: false } })).toMatchObject({
      reason: 'suspended',
      message: CHAIN_TEXTS.withdrawSuspended,
    });
    expect(walletAccess({ action: 'withdraw', userDisabled: false, kycPassed: true, currency: { ...open, depositEnabled: false } }).allowed).toBe(true);
  });
});
