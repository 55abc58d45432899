// In-memory state of the mock backend. One instance per process (the HTTP server and msw/node
// share it); resetDb() mutates it in place so that references held by handlers stay valid.

import { randomUUID } from 'node:crypto';
import { createSeededRandom, type SeededRandom } from './random';
import { DEFAULT_SESSION_UID, SEED_USERS, type MockUser } from './users';

export { DEFAULT_SESSION_UID, DISABLED_COUNTRY_ID, SEED_UIDS, SEED_USERS } from './users';
export type { MockUser, UserType } from './users';
export type { SeededRandom } from './random';

/** Seed of the PRNG; later seeded data (balances, order ids) draws from db.random. */
export const DB_SEED = 20240601;

export interface MockSession {
  token: string;
  uid: number;
  createdAt: number;
}

export interface MockDb {
  users: Map<number, MockUser>;
  sessions: Map<string, MockSession>;
  random: SeededRandom;
}

function seedUsers(): Map<number, MockUser> {
  // Clone so that handlers mutating a user never change the seed itself.
  return new Map(SEED_USERS.map((user) => [user.uid, structuredClone(user)]));
}

export const db: MockDb = {
  users: seedUsers(),
  sessions: new Map(),
  random: createSeededRandom(DB_SEED),
};

/** Restores the seed: users as seeded, no sessions, the PRNG back at its start. */
export function resetDb(): void {
  db.users = seedUsers();
  db.sessions = new Map();
  db.random = createSeededRandom(DB_SEED);
}

export function findUser(uid: number): MockUser | undefined {
  return db.users.get(uid);
}

/** Creates a session for a seeded user; the token is opaque, so it need not be deterministic. */
export function createSession(uid: number = DEFAULT_SESSION_UID): MockSession {
  if (!db.users.has(uid)) throw new Error(`unknown uid ${uid}`);
  const session: MockSession = { token: randomUUID().replace(/-/g, ''), uid, createdAt: Date.now() };
  db.sessions.set(session.token, session);
  return session;
}

export function findSessionUser(token: string | null | undefined): MockUser | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  return session ? db.users.get(session.uid) : undefined;
}

export function deleteSession(token: string): boolean {
  return db.sessions.delete(token);
}
