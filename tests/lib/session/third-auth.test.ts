import { describe, expect, it } from 'vitest';
import {
  isThirdPlatform,
  loginPathWithBackUrl,
  parseThirdAuthQuery,
  PENDING_THIRD_BIND_KEY,
  PENDING_THIRD_BIND_TTL_MS,
  savePendingThirdBind,
  takePendingThirdBind,
  THIRD_PLATFORMS,
  thirdAuthPagePath,
  thirdAuthStep,
  thirdCallbackUrl,
  type PendingThirdBind,
} from '@/lib/session/third-auth';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('platforms', () => {
  it('are the three of the account service contract', () => {
    expect(THIRD_PLATFORMS).toEqual(['google', 'apple', 'telegram']);
    expect(isThirdPlatform('apple')).toBe(true);
    expect(isThirdPlatform('Apple')).toBe(false);
    expect(isThirdPlatform('myspace')).toBe(false);
    expect(isThirdPlatform(undefined)).toBe(false);
  });
});

describe('parseThirdAuthQuery', () => {
  it('reads platform, code, state and the finish-bind marker; ignores lists and blanks', () => {
    expect(parseThirdAuthQuery({ platform: 'google', code: 'c1', state: 's1' })).toEqual({
      platform: 'google',
      code: 'c1',
      state: 's1',
      finishBind: false,
    });
    expect(parseThirdAuthQuery({ platform: 'myspace', code: ' ', state: ['a', 'b'], bind: '1' })).toEqual({
      platform: null,
      code: null,
      state: null,
      finishBind: true,
    });
    expect(parseThirdAuthQuery({ bind: 'yes' }).finishBind).toBe(false);
  });
});

describe('thirdAuthStep', () => {
  const callback = parseThirdAuthQuery({ platform: 'apple', code: 'c1', state: 's1' });

  it('logs a visitor in with the callback, binds for a logged-in user', () => {
    expect(thirdAuthStep(callback, false)).toEqual({ kind: 'auth', platform: 'apple', code: 'c1', state: 's1' });
    expect(thirdAuthStep(callback, true)).toEqual({ kind: 'bind', platform: 'apple', code: 'c1', state: 's1' });
  });

  it('calls a callback without platform, code or state invalid', () => {
    expect(thirdAuthStep(parseThirdAuthQuery({ code: 'c1', state: 's1' }), false)).toEqual({ kind: 'invalid' });
    expect(thirdAuthStep(parseThirdAuthQuery({ platform: 'google', code: 'c1' }), true)).toEqual({ kind: 'invalid' });
    expect(thirdAuthStep(parseThirdAuthQuery({ platform: 'google', state: 's1' }), false)).toEqual({ kind: 'invalid' });
  });

  it('sends a visitor with nothing to finish to login; a logged-in user finishes a bind or sees the list', () => {
    expect(thirdAuthStep(parseThirdAuthQuery({}), false)).toEqual({ kind: 'login' });
    expect(thirdAuthStep(parseThirdAuthQuery({ platform: 'google', bind: '1' }), false)).toEqual({ kind: 'login' });
    expect(thirdAuthStep(parseThirdAuthQuery({ platform: 'google', bind: '1' }), true)).toEqual({ kind: 'finish-bind', platform: 'google' });
    expect(thirdAuthStep(parseThirdAuthQuery({ bind: '1' }), true)).toEqual({ kind: 'list' });
    expect(thirdAuthStep(parseThirdAuthQuery({ platform: 'google' }), true)).toEqual({ kind: 'list' });
  });
});

describe('addresses', () => {
  it('builds this page with platform, the finish marker and a backUrl other than home', () => {
    expect(thirdAuthPagePath()).toBe('/zh-cn/third/auth/');
    expect(thirdAuthPagePath({ backUrl: '/zh-cn/' })).toBe('/zh-cn/third/auth/');
    expect(thirdAuthPagePath({ platform: 'google', backUrl: '/zh-cn/cn/assets/?a=1&b=2' })).toBe(
      '/zh-cn/third/auth/?platform=google&backUrl=%2Fzh-cn%2Fcn%2Fassets%2F%3Fa%3D1%26b%3D2',
    );
    expect(thirdAuthPagePath({ platform: 'telegram', finishBind: true })).toBe('/zh-cn/third/auth/?platform=telegram&bind=1');
    // The marker means nothing without a platform.
    expect(thirdAuthPagePath({ finishBind: true })).toBe('/zh-cn/third/auth/');
  });

  it('gives auth_url an absolute callback on this site that round-trips the backUrl', () => {
    const url = new URL(thirdCallbackUrl('https://www.example.com', 'apple', '/zh-cn/cn/faq/?q=a&b'));
    expect(url.origin).toBe('https://www.example.com');
    expect(url.pathname).toBe('/zh-cn/third/auth/');
    expect(url.searchParams.get('platform')).toBe('apple');
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/cn/faq/?q=a&b');
    // The provider appends code and state; the page reads them back.
    url.searchParams.set('code', 'c1');
    url.searchParams.set('state', 's1');
    const query = Object.fromEntries(url.searchParams);
    expect(thirdAuthStep(parseThirdAuthQuery(query), false)).toEqual({ kind: 'auth', platform: 'apple', code: 'c1', state: 's1' });
    expect(thirdCallbackUrl('http://localhost:3000', 'google', null)).toBe('http://localhost:3000/zh-cn/third/auth/?platform=google');
  });

  it('leads to login with a backUrl unless it is home', () => {
    expect(loginPathWithBackUrl(null)).toBe('/zh-cn/login/');
    expect(loginPathWithBackUrl('/zh-cn/')).toBe('/zh-cn/login/');
    expect(loginPathWithBackUrl('/zh-cn/third/auth/?platform=google&bind=1')).toBe(
      '/zh-cn/login/?backUrl=%2Fzh-cn%2Fthird%2Fauth%2F%3Fplatform%3Dgoogle%26bind%3D1',
    );
  });
});

describe('pending bind', () => {
  const pending: PendingThirdBind = { platform: 'google', name: 'a@gmail.com', thirdToken: 'tok-1', savedAt: 1_000 };

  it('is kept under one key and taken once, for its platform, while fresh', () => {
    const storage = new MemoryStorage();
    expect(savePendingThirdBind(storage, pending)).toBe(true);
    expect(JSON.parse(storage.getItem(PENDING_THIRD_BIND_KEY) ?? 'null')).toEqual(pending);
    expect(takePendingThirdBind(storage, 'google', 1_000 + PENDING_THIRD_BIND_TTL_MS)).toEqual(pending);
    expect(storage.items.size).toBe(0);
    expect(takePendingThirdBind(storage, 'google', 1_000)).toBeNull();
  });

  it('is dropped when stale, for another platform, or malformed', () => {
    const storage = new MemoryStorage();
    savePendingThirdBind(storage, pending);
    expect(takePendingThirdBind(storage, 'google', 1_000 + PENDING_THIRD_BIND_TTL_MS + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
    savePendingThirdBind(storage, pending);
    expect(takePendingThirdBind(storage, 'apple', 1_000)).toBeNull();
    expect(storage.items.size).toBe(0);
    savePendingThirdBind(storage, pending);
    expect(takePendingThirdBind(storage, 'google', 999)).toBeNull();
    for (const raw of ['{', 'null', '{"platform":"google","name":"x","thirdToken":"","savedAt":1}', '{"platform":"x","name":"x","thirdToken":"t","savedAt":1}']) {
      storage.setItem(PENDING_THIRD_BIND_KEY, raw);
      expect(takePendingThirdBind(storage, 'google', 1)).toBeNull();
    }
  });

  it('survives a storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(savePendingThirdBind(broken, pending)).toBe(false);
    expect(takePendingThirdBind(broken, 'google', 1_000)).toBeNull();
  });
});
