import { describe, expect, it } from 'vitest';
import { SECURITY_SCENES } from '@/lib/contracts/uc';
import {
  afterLoginPath,
  NEW_DEVICE_SCENE,
  isLoginPath,
  languageRedirect,
  loginGate,
  loginRedirect,
  logoutTarget,
  matchBrowserLanguage,
  parseAcceptLanguage,
  registerPath,
  requiresLogin,
  resetPasswordRedirect,
  resolveLanguage,
} from '@/lib/routing/navigation';

const policy = { siteOrigin: 'https://www.site.test', allowedHosts: ['allowed.example'] };

describe('language', () => {
  it('prefers the stored language, then the browser language, then zh-cn', () => {
    expect(resolveLanguage({ stored: 'zh-cn', browser: ['en-US'] })).toBe('zh-cn');
    expect(resolveLanguage({ stored: 'en-us', browser: ['zh-CN'] })).toBe('zh-cn');
    expect(resolveLanguage({ stored: null, browser: ['fr', 'zh'] })).toBe('zh-cn');
    expect(resolveLanguage({})).toBe('zh-cn');
  });

  it('maps browser tags to supported languages', () => {
    expect(matchBrowserLanguage('zh-CN')).toBe('zh-cn');
    expect(matchBrowserLanguage('zh')).toBe('zh-cn');
    expect(matchBrowserLanguage('en-US')).toBeNull();
  });

  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en;q=0.5, zh-CN, fr;q=0.8, *;q=0.1, de;q=0')).toEqual(['zh-CN', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('adds a missing prefix keeping the path and the query', () => {
    expect(languageRedirect('/', '', 'zh-cn')).toBe('/zh-cn/');
    expect(languageRedirect('/', '?a=1', 'zh-cn')).toBe('/zh-cn/?a=1');
    expect(languageRedirect('/login/', '?backUrl=%2Fx', 'zh-cn')).toBe('/zh-cn/login/?backUrl=%2Fx');
    expect(languageRedirect('/cn/finance/withdraw/usdt', '', 'zh-cn')).toBe('/zh-cn/cn/finance/withdraw/usdt');
  });

  it('replaces an unknown language', () => {
    expect(languageRedirect('/en-us/login/', '?x=1', 'zh-cn')).toBe('/zh-cn/login/?x=1');
    expect(languageRedirect('/EN/', '', 'zh-cn')).toBe('/zh-cn/');
    expect(languageRedirect('/ZH-CN/cn/faq/', '', 'zh-cn')).toBe('/zh-cn/cn/faq/');
  });

  it('leaves valid prefixes, the root 404 page and invalid {LANG} segments alone', () => {
    expect(languageRedirect('/zh-cn/login/', '', 'zh-cn')).toBeNull();
    expect(languageRedirect('/404', '', 'zh-cn')).toBeNull();
    expect(languageRedirect('/zh_cn/login/', '', 'zh-cn')).toBeNull();
    expect(languageRedirect('/no-such-thing/', '', 'zh-cn')).toBeNull();
  });
});

describe('login gate', () => {
  it('requires login for /transac paths and gated manifest routes', () => {
    expect(requiresLogin('/zh-cn/transac/')).toBe(true);
    expect(requiresLogin('/zh-cn/transaction/history/')).toBe(true);
    expect(requiresLogin('/zh-cn/%74ransac/')).toBe(true);
    expect(requiresLogin('/zh-cn/TRANSAC/')).toBe(true);
    expect(requiresLogin('/zh-cn/finance/account/')).toBe(true);
    expect(requiresLogin('/zh-cn/user-center/%73ecurity/')).toBe(true);
    expect(requiresLogin('/zh-cn/cn/faq/')).toBe(false);
    expect(requiresLogin('/zh-cn/trans/')).toBe(false);
  });

  it('redirects a visitor with the encoded path and query, a user not at all', () => {
    expect(loginGate('/zh-cn/transaction/', '?a=1&b=2', false)).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Ftransaction%2F%3Fa%3D1%26b%3D2');
    expect(loginGate('/zh-cn/transaction/', '', true)).toBeNull();
    expect(loginGate('/zh-cn/cn/faq/', '', false)).toBeNull();
  });

  it('omits backUrl on a login page', () => {
    expect(isLoginPath('/zh-cn/login/')).toBe(true);
    expect(isLoginPath('/zh-cn/cn/login/')).toBe(true);
    expect(loginRedirect('/zh-cn/login/', '?x=1')).toBe('/zh-cn/login/');
    expect(loginRedirect('/zh-cn/cn/login/', '')).toBe('/zh-cn/login/');
  });
});

describe('reset-password, register and logout targets', () => {
  it('sends a logged-in user to a safe backUrl, else home', () => {
    expect(resetPasswordRedirect('/zh-cn/cn/faq/?x=1', policy)).toBe('/zh-cn/cn/faq/?x=1');
    expect(resetPasswordRedirect('https://allowed.example/a', policy)).toBe('https://allowed.example/a');
    expect(resetPasswordRedirect('https://www.site.test/zh-cn/cn/', policy)).toBe('https://www.site.test/zh-cn/cn/');
    expect(resetPasswordRedirect('//evil.com', policy)).toBe('/zh-cn/');
    expect(resetPasswordRedirect(null, policy)).toBe('/zh-cn/');
  });

  it('builds the register path with backUrl', () => {
    expect(registerPath('/zh-cn/cn/faq/?tab=1')).toBe('/zh-cn/register/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F%3Ftab%3D1');
  });

  it('sends logout to login with the current path and query as backUrl', () => {
    expect(logoutTarget('/zh-cn/user-center/security/?tab=ga')).toBe(
      '/zh-cn/login/?backUrl=%2Fzh-cn%2Fuser-center%2Fsecurity%2F%3Ftab%3Dga',
    );
    expect(logoutTarget('/zh-cn/login/')).toBe('/zh-cn/login/');
  });
});

describe('afterLoginPath', () => {
  it('goes back when nothing is asked', () => {
    expect(afterLoginPath({ returnTo: '/zh-cn/cn/faq/', licenseAgreed: true, verifyDevice: false })).toBe('/zh-cn/cn/faq/');
  });

  it('goes through the unsigned licence, which then goes back', () => {
    expect(afterLoginPath({ returnTo: '/zh-cn/finance/account/?tab=a&b=1', licenseAgreed: false, verifyDevice: false })).toBe(
      '/zh-cn/login-license/?backUrl=%2Fzh-cn%2Ffinance%2Faccount%2F%3Ftab%3Da%26b%3D1',
    );
  });

  it('puts the new-device verification first, then the licence, then back', () => {
    const path = afterLoginPath({ returnTo: '/zh-cn/', licenseAgreed: false, verifyDevice: true });
    const url = new URL(path, 'https://example.com');
    expect(url.pathname).toBe('/zh-cn/verification/');
    expect(url.searchParams.get('scene')).toBe(NEW_DEVICE_SCENE);
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/login-license/?backUrl=%2Fzh-cn%2F');
    expect(SECURITY_SCENES).toContain(NEW_DEVICE_SCENE);
  });
});
