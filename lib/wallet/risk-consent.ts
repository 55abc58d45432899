// The consent to withdraw to a flagged address (the risk check's verifyRiskAddress action) is
// bound to the exact destination the server flagged: currency, chain, address and tag. The risk
// check answers a consent id with a risky answer; the user's acknowledgement on the risk page
// keeps that id with the destination it was issued for, and only a withdrawal to that same
// destination is sent with verifyRiskAddress and the id. Any other address is checked again, so a
// second flagged address shows its own warning. The mock checks a create the same way
// (riskConsentMatches), so a consent for one address never lets another through.

import { normalizeAddress } from './address-check';

/** Where a withdrawal goes, as the risk check and the consent name it. */
export interface RiskTarget {
  currency: string;
  chain: string;
  address: string;
  /** '' on a chain without tags. */
  tag: string;
}

/** The server's consent id for one flagged destination. */
export interface RiskConsent extends RiskTarget {
  consentId: string;
}

/** At most 64 letters, digits, '-' and '_'. */
export const RISK_CONSENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The destination as compared: the currency in lower case, the address and the tag trimmed, case kept. */
export function riskTargetOf(target: { currency: string; chain: string; address: string; tag?: string | null }): RiskTarget {
  return {
    currency: target.currency.trim().toLowerCase(),
    chain: target.chain.trim(),
    address: normalizeAddress(target.address),
    tag: normalizeAddress(target.tag),
  };
}

/** Whether two destinations are the same one (the address and tag exactly, case included). */
export function sameRiskTarget(a: RiskTarget, b: RiskTarget): boolean {
  const left = riskTargetOf(a);
  const right = riskTargetOf(b);
  return left.currency === right.currency && left.chain === right.chain && left.address === right.address && left.tag === right.tag;
}

/** Whether the consent covers a withdrawal to `target`: only the destination it was issued for. */
export function riskConsentMatches(consent: RiskConsent | null | undefined, target: RiskTarget): consent is RiskConsent {
  if (!consent || !RISK_CONSENT_ID_PATTERN.test(consent.consentId)) return false;
  return consent.address !== '' && sameRiskTarget(consent, target);
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** A stored consent read back (storage may be stale or tampered with): well-formed or null. */
export function parseRiskConsent(value: unknown): RiskConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { consentId, currency, chain, address, tag } = value as Record<string, unknown>;
  if (!isText(consentId) || !RISK_CONSENT_ID_PATTERN.test(consentId)) return null;
  if (!isText(currency) || !isText(chain) || !isText(address) || !isText(tag) || normalizeAddress(address) === '') return null;
  return { consentId, ...riskTargetOf({ currency, chain, address, tag }) };
}

/** A stored destination read back: well-formed or null. */
export function parseRiskTarget(value: unknown): RiskTarget | null {
  if (typeof value !== 'object' || value === null) return null;
  const { currency, chain, address, tag } = value as Record<string, unknown>;
  if (!isText(currency) || !isText(chain) || !isText(address) || !isText(tag) || normalizeAddress(address) === '' || currency.trim() === '') return null;
  return riskTargetOf({ currency, chain, address, tag });
}
