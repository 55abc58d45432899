// The risk consent bound to the destination the server flagged (lib/wallet/risk-consent): it
// covers the same currency, chain, address and tag only (case kept, spaces trimmed), and a stored
// consent or destination that is malformed reads as none.

import { describe, expect, it } from 'vitest';
import { parseRiskConsent, parseRiskTarget, riskConsentMatches, riskTargetOf, sameRiskTarget } from '@/lib/wallet/risk-consent';

const A = { currency: 'usdt', chain: 'usdterc20', address: '0x1111111111222222222233333333334444444444', tag: '' };
const CONSENT = { consentId: 'rc0123abc', ...A };

describe('riskConsentMatches', () => {
  it('covers exactly the destination it was issued for', () => {
    expect(riskConsentMatches(CONSENT, A)).toBe(true);
    expect(riskConsentMatches(CONSENT, { ...A, currency: ' USDT ', address: ` ${A.address} ` })).toBe(true);
  });

  it('covers no other address, chain, tag or currency', () => {
    expect(riskConsentMatches(CONSENT, { ...A, address: '0x2222222222333333333344444444445555555555' })).toBe(false);
    expect(riskConsentMatches(CONSENT, { ...A, address: `${A.address.slice(0, -1)}5` })).toBe(false);
    expect(riskConsentMatches(CONSENT, { ...A, chain: 'trc20usdt' })).toBe(false);
    expect(riskConsentMatches(CONSENT, { ...A, tag: '12' })).toBe(false);
    expect(riskConsentMatches(CONSENT, { ...A, currency: 'usdc' })).toBe(false);
    const xrp = { consentId: 'rc1', currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '100' };
    expect(riskConsentMatches(xrp, { ...xrp, tag: '101' })).toBe(false);
  });

  it('a missing or malformed consent covers nothing', () => {
    expect(riskConsentMatches(null, A)).toBe(false);
    expect(riskConsentMatches(undefined, A)).toBe(false);
    expect(riskConsentMatches({ ...CONSENT, consentId: '' }, A)).toBe(false);
    expect(riskConsentMatches({ ...CONSENT, consentId: 'a b' }, A)).toBe(false);
    expect(riskConsentMatches({ ...CONSENT, address: '' }, { ...A, address: '' })).toBe(false);
  });
});

describe('riskTargetOf and sameRiskTarget', () => {
  it('compares the currency in lower case, address and tag trimmed with their case', () => {
    expect(riskTargetOf({ currency: ' USDT', chain: ' usdterc20 ', address: ' abc ', tag: null })).toEqual({ currency: 'usdt', chain: 'usdterc20', address: 'abc', tag: '' });
    expect(sameRiskTarget({ ...A, address: 'Abc' }, { ...A, address: 'abc' })).toBe(false);
  });
});

describe('parseRiskConsent and parseRiskTarget', () => {
  it('reads back a well-formed stored value', () => {
    expect(parseRiskConsent(JSON.parse(JSON.stringify(CONSENT)))).toEqual(CONSENT);
    expect(parseRiskTarget(JSON.parse(JSON.stringify(A)))).toEqual(A);
  });

  it.each([null, '1', 1, true, [], {}, { ...CONSENT, consentId: 1 }, { ...CONSENT, address: '' }, { ...CONSENT, tag: undefined }, { ...CONSENT, consentId: '<x>' }])(
    'reads %j as no consent',
    (value) => {
      expect(parseRiskConsent(value)).toBeNull();
    },
  );

  it.each([null, '1', {}, { ...A, address: ' ' }, { ...A, currency: '' }, { ...A, chain: 3 }])('reads %j as no destination', (value) => {
    expect(parseRiskTarget(value)).toBeNull();
  });
});
