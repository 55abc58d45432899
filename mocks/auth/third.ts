// Third-party accounts (Google, Apple, Telegram): auth_url hands out a state and a mock
// authorisation page that offers a new identity or any identity already bound on that
// platform; auth logs in with a bound identity, bind and unbind change the user's bindings.

import { db, now, randomToken, type ThirdAuthState, type ThirdIdentity, type ThirdPlatform } from '../db';
import { ucError, type UcError } from './errors';

export const THIRD_PLATFORMS: readonly ThirdPlatform[] = ['google', 'apple', 'telegram'];
export const THIRD_STATE_TTL_MS = 10 * 60_000;

export const THIRD_PLATFORM_NAMES: Record<ThirdPlatform, string> = {
  google: 'Google',
  apple: 'Apple',
  telegram: 'Telegram',
};

function freshIdentity(platform: ThirdPlatform): ThirdIdentity {
  const id = randomToken(3);
  const name =
    platform === 'google'
      ? `mock.user.${id}@gmail.com`
      : platform === 'apple'
        ? `mock.user.${id}@privaterelay.appleid.com`
        : `@mock_user_${id}`;
  return { identity: `${platform}-${randomToken(8)}`, name };
}

function boundIdentities(platform: ThirdPlatform): ThirdIdentity[] {
  const identities: ThirdIdentity[] = [];
  for (const bindings of db.auth.thirdBindings.values()) {
    const bound = bindings.get(platform);
    if (bound) identities.push(bound);
  }
  return identities;
}

export function createThirdState(platform: ThirdPlatform, redirectUri?: string): ThirdAuthState {
  const state: ThirdAuthState = {
    state: randomToken(12),
    platform,
    redirectUri,
    options: [freshIdentity(platform), ...boundIdentities(platform)].map((identity) => ({
      ...identity,
      code: randomToken(8),
    })),
    expiresAt: now() + THIRD_STATE_TTL_MS,
    used: false,
  };
  db.auth.thirdStates.set(state.state, state);
  db.auth.latestThirdState = state;
  return state;
}

export function findThirdState(state: string): ThirdAuthState | undefined {
  const found = db.auth.thirdStates.get(state);
  return found && !found.used && found.expiresAt > now() ? found : undefined;
}

/** The identity an authorisation code stands for; the state works once. */
export function takeThirdCode(platform: ThirdPlatform, code: string, state: string): ThirdIdentity | undefined {
  const found = findThirdState(state);
  if (!found || found.platform !== platform) return undefined;
  const option = found.options.find((candidate) => candidate.code === code);
  if (!option) return undefined;
  found.used = true;
  return { identity: option.identity, name: option.name };
}

export function userOfIdentity(platform: ThirdPlatform, identity: string): number | undefined {
  for (const [uid, bindings] of db.auth.thirdBindings) {
    if (bindings.get(platform)?.identity === identity) return uid;
  }
  return undefined;
}

/** An authorised identity bound to nobody: a token the app passes to bind after login. */
export function createPendingThird(platform: ThirdPlatform, identity: ThirdIdentity): string {
  const token = randomToken();
  db.auth.thirdPending.set(token, { ...identity, platform, expiresAt: now() + THIRD_STATE_TTL_MS });
  return token;
}

export function takePendingThird(token: string, platform: ThirdPlatform): ThirdIdentity | undefined {
  const pending = db.auth.thirdPending.get(token);
  if (!pending || pending.platform !== platform || pending.expiresAt <= now()) return undefined;
  db.auth.thirdPending.delete(token);
  return { identity: pending.identity, name: pending.name };
}

export function bindThird(uid: number, platform: ThirdPlatform, identity: ThirdIdentity): UcError | null {
  const owner = userOfIdentity(platform, identity.identity);
  if (owner !== undefined && owner !== uid) return ucError('accountExists', '该第三方账号已绑定其他账户');
  const bindings = db.auth.thirdBindings.get(uid) ?? new Map<ThirdPlatform, ThirdIdentity>();
  if (bindings.has(platform) && owner !== uid) return ucError('accountExists', `已绑定 ${THIRD_PLATFORM_NAMES[platform]} 账号`);
  bindings.set(platform, { ...identity });
  db.auth.thirdBindings.set(uid, bindings);
  return null;
}

export function unbindThird(uid: number, platform: ThirdPlatform): void {
  db.auth.thirdBindings.get(uid)?.delete(platform);
}

export function thirdBindList(uid: number): Array<{ platform: ThirdPlatform; bound: boolean; name?: string }> {
  const bindings = db.auth.thirdBindings.get(uid);
  return THIRD_PLATFORMS.map((platform) => {
    const bound = bindings?.get(platform);
    return bound ? { platform, bound: true, name: bound.name } : { platform, bound: false };
  });
}
