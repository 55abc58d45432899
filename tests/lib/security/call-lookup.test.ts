import { describe, expect, it } from 'vitest';
import * as crm from '@/lib/contracts/crm';
import { changesState } from '@/lib/contracts/define';
import { ALL_CALLS } from '@/lib/contracts/registry';
import { UC_CALLS } from '@/lib/contracts/uc';
import { findCall, gatewayCallRules, matchesPattern } from '@/lib/security/call-lookup';

describe('matchesPattern', () => {
  it('matches literal segments and one non-empty segment per :name, ignoring a trailing slash', () => {
    expect(matchesPattern('/shop/items/:id', '/shop/items/42')).toBe(true);
    expect(matchesPattern('/shop/items/:id', '/shop/items/')).toBe(false);
    expect(matchesPattern('/shop/items/:id', '/shop/items/42/x')).toBe(false);
    expect(matchesPattern('/ping/', '/ping')).toBe(true);
    expect(matchesPattern('/bye', '/bye/x')).toBe(false);
  });
});

describe('changesState', () => {
  it('is every non-GET, and a GET only when its contract says so', () => {
    expect(changesState({ method: 'POST' })).toBe(true);
    expect(changesState({ method: 'DELETE' })).toBe(true);
    expect(changesState({ method: 'GET' })).toBe(false);
    expect(changesState({ method: 'GET', changesState: true })).toBe(true);
  });
});

describe('gatewayCallRules over every contract', () => {
  it('finds the GETs that change state: logout and the GA secrets', () => {
    for (const call of [UC_CALLS.logout, UC_CALLS.gaGenerate, UC_CALLS.gaGenerateForChange]) {
      expect(gatewayCallRules(ALL_CALLS, 'uc', 'GET', call.path())).toMatchObject({ changesState: true });
    }
    expect(gatewayCallRules(ALL_CALLS, 'uc', 'GET', UC_CALLS.userGet.path())).toEqual({ changesState: false, rateLimited: null });
    // A path no contract declares is judged by its method.
    expect(gatewayCallRules(ALL_CALLS, 'uc', 'GET', '/nowhere')).toEqual({ changesState: false, rateLimited: null });
    expect(gatewayCallRules(ALL_CALLS, 'uc', 'POST', '/nowhere')).toEqual({ changesState: true, rateLimited: null });
    // The family counts: the same path of another family is not the call.
    expect(gatewayCallRules(ALL_CALLS, 'pro', 'GET', UC_CALLS.logout.path()).changesState).toBe(false);
  });

  it('rate limits exactly the guessable calls', () => {
    const limited = ALL_CALLS.filter((call) => call.rateLimited).map((call) => `${call.family} ${call.pattern}`);
    expect(limited.sort()).toEqual(
      [
        UC_CALLS.login,
        UC_CALLS.login2fa,
        UC_CALLS.register,
        UC_CALLS.emailCodeSend,
        UC_CALLS.smsCodeSend,
        UC_CALLS.resetAccountVerify,
        UC_CALLS.resetSecurityVerify,
        UC_CALLS.passwordReset,
        crm.checkShareCode,
        crm.liftedQuery,
      ]
        .map((call) => `${call.family} ${call.pattern}`)
        .sort(),
    );
    expect(gatewayCallRules(ALL_CALLS, 'uc', 'POST', UC_CALLS.login.path())).toEqual({ changesState: true, rateLimited: 'uc POST /uc/open/login' });
    expect(gatewayCallRules(ALL_CALLS, 'crm', 'POST', crm.checkShareCode.path()).rateLimited).toBe('crm POST /kol/checkShareCode');
    // Another method on the same path is another call.
    expect(findCall(ALL_CALLS, 'uc', 'GET', UC_CALLS.login.path())).toBeUndefined();
  });
});
