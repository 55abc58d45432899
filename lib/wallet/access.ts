// Whether a user may deposit or withdraw a currency at all (exchange-wallet-fiat.md section 6):
// a disabled user (country 183, lib/session/user `isDisabledUser`) may do neither; some
// currencies are closed in the user's country; some need KYC first; and a currency's own deposit
// or withdraw switch may be off. Checked in that order; the first reason wins.

import { CHAIN_TEXTS } from './chain-type';

export type WalletAction = 'deposit' | 'withdraw';
export type WalletBlockReason = 'user-disabled' | 'country-disabled' | 'kyc-required' | 'suspended';

export interface WalletAccessInput {
  action: WalletAction;
  userDisabled: boolean;
  /** The user's KYC is complete enough for currencies that need it. */
  kycPassed: boolean;
  currency: {
    countryDisabled?: boolean;
    kycRequired?: boolean;
    depositEnabled?: boolean;
    withdrawEnabled?: boolean;
  };
}

export type WalletAccess = { allowed: true } | { allowed: false; reason: WalletBlockReason; message: string };

const VERB: Record<WalletAction, string> = { deposit: '充币', withdraw: '提币' };

export function countryDisabledText(action: WalletAction): string {
  return `根据您所在国家或地区的相关规定，该币种暂不支持${VERB[action]}`;
}

export function kycRequiredText(action: WalletAction): string {
  return `该币种需完成身份认证后才能${VERB[action]}`;
}

export function walletAccess(input: WalletAccessInput): WalletAccess {
  const { action, currency } = input;
  if (input.userDisabled) return { allowed: false, reason: 'user-disabled', message: CHAIN_TEXTS.userDisabled };
  if (currency.countryDisabled === true) return { allowed: false, reason: 'country-disabled', message: countryDisabledText(action) };
  if (currency.kycRequired === true && !input.kycPassed) return { allowed: false, reason: 'kyc-required', message: kycRequiredText(action) };
  const enabled = action === 'deposit' ? currency.depositEnabled : currency.withdrawEnabled;
  if (enabled === false) {
    return { allowed: false, reason: 'suspended', message: action === 'deposit' ? CHAIN_TEXTS.depositSuspended : CHAIN_TEXTS.withdrawSuspended };
  }
  return { allowed: true };
}
