// The in-memory db: deterministic seed, sessions, reset.

import { describe, expect, it } from 'vitest';
import {
  createSession,
  db,
  DISABLED_COUNTRY_ID,
  findSessionUser,
  findUser,
  resetDb,
  SEED_UIDS,
} from '@/mocks/db';
import { createSeededRandom } from '@/mocks/db/random';

describe('mock db', () => {
  it('seeds an ordinary, a phone-only, a sub-account and a disabled user', () => {
    expect(findUser(SEED_UIDS.ordinary)).toMatchObject({ uid: 10001, email: 'trader@example.com', user_type: 1 });
    expect(findUser(SEED_UIDS.phoneOnly)).toMatchObject({ email: '', phone: expect.stringMatching(/^\d{5,11}$/) });
    expect(findUser(SEED_UIDS.subAccount)).toMatchObject({ user_type: 2 });
    expect(findUser(SEED_UIDS.disabled)?.country_id).toEqual([DISABLED_COUNTRY_ID]);
    expect(DISABLED_COUNTRY_ID).toBe(183);
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
