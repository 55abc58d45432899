// The in-memory db: deterministic seed, sessions, reset.

import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  createSession,
  db,
  DEMO_ACCOUNTS,
  DEMO_GA_SECRET,
  DISABLED_COUNTRY_ID,
  findSessionUser,
  findUser,
  findUserByEmail,
  findUserByPhone,
  resetDb,
  SEED_UIDS,
  setPassword,
} from '@/mocks/db';
import { createSeededRandom } from '@/mocks/db/random';
import { SEED_SUB_USERS } from '@/mocks/db/sub-accounts';

describe('mock db', () => {
  it('seeds an ordinary, a phone-only, a sub-account and a disabled user', () => {
    expect(findUser(SEED_UIDS.ordinary)).toMatchObject({ uid: 10001, email: 'trader@example.com', user_type: 1 });
    expect(findUser(SEED_UIDS.phoneOnly)).toMatchObject({ email: '', phone: expect.stringMatching(/^\d{5,11}$/) });
    expect(findUser(SEED_UIDS.subAccount)).toMatchObject({ user_type: 2 });
    expect(findUser(SEED_UIDS.disabled)?.country_id).toEqual([DISABLED_COUNTRY_ID]);
    expect(DISABLED_COUNTRY_ID).toBe(183);
  });

  it('seeds the demo accounts of the account flows, each listed once with its password', () => {
    expect(findUser(SEED_UIDS.ordinary)).toMatchObject({ kyc_level: 'C1', two_factor: [] });
    expect(findUser(SEED_UIDS.phoneOnly)).toMatchObject({ phone: '13800138001', country_code: '86', two_factor: ['sms'] });
    expect(findUser(SEED_UIDS.subAccount)).toMatchObject({ email: 'sub@example.com', user_type: 2 });
    expect(findUser(SEED_UIDS.disabled)).toMatchObject({ email: 'blocked@example.com' });
    expect(findUser(SEED_UIDS.googleAuth)).toMatchObject({ email: 'ga@example.com', two_factor: ['ga'], ga_secret: DEMO_GA_SECRET });
    expect(findUser(SEED_UIDS.proOrg)?.auth_info).toEqual({ pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' });
    // The seeded sub-accounts of mocks/db/sub-accounts.ts log in by name and are not demo accounts.
    const subAccounts = new Set(SEED_SUB_USERS.map((user) => user.uid));
    expect(DEMO_ACCOUNTS.map((account) => account.uid).sort()).toEqual([...db.users.keys()].filter((uid) => !subAccounts.has(uid)).sort());
    for (const account of DEMO_ACCOUNTS) {
      const user = account.account_type === 'email' ? findUserByEmail(account.login) : findUserByPhone(account.login, account.country_code);
      expect(user?.uid, account.login).toBe(account.uid);
      expect(checkPassword(account.uid, account.password), account.login).toBe(true);
      expect(checkPassword(account.uid, `${account.password}x`)).toBe(false);
    }
  });

  it('keeps only a salted hash of a password', () => {
    setPassword(SEED_UIDS.ordinary, 'Other1234');
    const credential = db.auth.credentials.get(SEED_UIDS.ordinary);
    expect(JSON.stringify(credential)).not.toContain('Other1234');
    expect(checkPassword(SEED_UIDS.ordinary, 'Other1234')).toBe(true);
    expect(checkPassword(SEED_UIDS.ordinary, 'Trade1234')).toBe(false);
    expect(checkPassword(99999, 'Trade1234')).toBe(false);
    resetDb();
    expect(checkPassword(SEED_UIDS.ordinary, 'Trade1234')).toBe(true);
  });

  it('maps a session token to its user and refuses unknown uids', () => {
    const session = createSession(SEED_UIDS.subAccount);
    expect(findSessionUser(session.token)?.uid).toBe(SEED_UIDS.subAccount);
    expect(findSessionUser('unknown')).toBeUndefined();
    expect(findSessionUser(undefined)).toBeUndefined();
    expect(() => createSession(1)).toThrow('unknown uid 1');
  });

  it('resetDb restores users, drops sessions and replays the PRNG', () => {
    const firstDraws = [db.random.next(), db.random.next(), db.random.next()];
    const user = findUser(SEED_UIDS.ordinary);
    if (!user) throw new Error('seed user missing');
    user.email = 'changed@example.com';
    const { token } = createSession();

    resetDb();

    expect(findUser(SEED_UIDS.ordinary)?.email).toBe('trader@example.com');
    expect(findSessionUser(token)).toBeUndefined();
    expect([db.random.next(), db.random.next(), db.random.next()]).toEqual(firstDraws);
  });

  it('draws the same sequence for the same seed and stays in range', () => {
    const a = createSeededRandom(7);
    const b = createSeededRandom(7);
    const drawsA = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(Array.from({ length: 50 }, () => b.int(1, 6))).toEqual(drawsA);
    expect(drawsA.every((value) => value >= 1 && value <= 6)).toBe(true);
    expect(new Set(drawsA).size).toBeGreaterThan(1);
    expect(createSeededRandom(8).next()).not.toBe(createSeededRandom(7).next());
  });
});
