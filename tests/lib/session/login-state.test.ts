import { describe, expect, it } from 'vitest';
import { classifyLoginCheck, isCrossTabLogout, LOGIN_FLAG_KEY, nextLoginState, serverCheckVerdict } from '@/lib/session/login-state';

describe('login state machine', () => {
  it('classifies the login check', () => {
    expect(classifyLoginCheck({ success: true, code: 200 })).toBe('success');
    expect(classifyLoginCheck({ success: false, code: 510 })).toBe('busy');
    expect(classifyLoginCheck({ success: false, code: '510' })).toBe('busy');
    expect(classifyLoginCheck({ success: false, code: 501 })).toBe('loggedOut');
    expect(classifyLoginCheck({ success: false, code: 512 })).toBe('loggedOut');
    expect(classifyLoginCheck({ success: false, code: '403' })).toBe('loggedOut');
    expect(classifyLoginCheck({ success: false, code: 500, unanswered: true })).toBe('unknown');
  });

  it('reads a failed check as unknown, not as logged out: a 5xx, a gateway error, an unexpected code', () => {
    expect(classifyLoginCheck({ success: false, code: 500 })).toBe('unknown');
    expect(classifyLoginCheck({ success: false, code: 503 })).toBe('unknown');
    expect(classifyLoginCheck({ success: false, code: 'gateway-timeout' })).toBe('unknown');
    expect(classifyLoginCheck({ success: false, code: 10010 })).toBe('unknown');
  });

  it('gives the server gate in, out or unknown', () => {
    expect(serverCheckVerdict({ success: true, code: 200 })).toBe('in');
    expect(serverCheckVerdict({ success: false, code: 501 })).toBe('out');
    expect(serverCheckVerdict({ success: false, code: 512 })).toBe('out');
    expect(serverCheckVerdict({ success: false, code: 403 })).toBe('out');
    expect(serverCheckVerdict({ success: false, code: 500 })).toBe('unknown');
    expect(serverCheckVerdict({ success: false, code: 510 })).toBe('unknown');
  });

  it('goes from undefined to true or false, and 510 keeps the state', () => {
    expect(nextLoginState(undefined, 'success')).toEqual({ state: true, effects: ['mark-logged-in'] });
    expect(nextLoginState(undefined, 'loggedOut')).toEqual({ state: false, effects: ['clear-login'] });
    expect(nextLoginState(undefined, 'busy')).toEqual({ state: undefined, effects: [] });
    expect(nextLoginState(true, 'busy')).toEqual({ state: true, effects: [] });
    expect(nextLoginState(true, 'loggedOut')).toEqual({ state: false, effects: ['clear-login'] });
    expect(nextLoginState(false, 'success')).toEqual({ state: true, effects: ['mark-logged-in'] });
    // A check the server never answered neither logs in nor out.
    expect(nextLoginState(true, 'unknown')).toEqual({ state: true, effects: [] });
    expect(nextLoginState(undefined, 'unknown')).toEqual({ state: undefined, effects: [] });
  });

  it('recognises another tab logging out', () => {
    expect(isCrossTabLogout({ key: LOGIN_FLAG_KEY, newValue: '0' })).toBe(true);
    expect(isCrossTabLogout({ key: LOGIN_FLAG_KEY, newValue: '1' })).toBe(false);
    expect(isCrossTabLogout({ key: 'other', newValue: '0' })).toBe(false);
    expect(isCrossTabLogout({ key: null, newValue: null })).toBe(false);
  });
});
