import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  documentTitle,
  FIRST_SEGMENTS,
  getRoute,
  LAYOUTS,
  matchRoute,
  ROUTES,
  samplePath,
} from '@/lib/routing/manifest';

// Every path of the route table in shell-and-account.md section 2 and exchange-wallet-fiat.md section 2.
const SPEC_PATHS = [
  '/', '/404', '/{LANG}/', '/{LANG}/404/', '/{LANG}/account/', '/{LANG}/cn/', '/{LANG}/finance/', '/{LANG}/login/',
  '/{LANG}/login-license/', '/{LANG}/reset-password/', '/{LANG}/user-center/', '/{LANG}/verification/',
  '/{LANG}/account/security-reset/',
  ...['assets', 'c2c-c3-apply', 'faq', 'file', 'finance', 'kyc', 'login', 'notice', 'points'].map((p) => `/{LANG}/cn/${p}/`),
  ...['accountfee', 'disclaimer', 'fraud', 'privacy', 'useragreement', 'withdrawrisk'].map((p) => `/{LANG}/cn/agreement/${p}/`),
  ...['account', 'address', 'record', 'withdraw', 'withdraw-risk'].map((p) => `/{LANG}/cn/finance/${p}/`),
  '/{LANG}/cn/finance/account/{name}/', '/{LANG}/cn/finance/withdraw/{currency}/',
  '/{LANG}/collection/lifted-query/',
  '/{LANG}/crm/kol-collect-userInfo/', '/{LANG}/crm/kol-collect-userInfo/config/countries/', '/{LANG}/crm/kol-collect-userInfo/config/form/',
  '/{LANG}/crm/market-recruitment/', '/{LANG}/crm/market-recruitment/contants/', '/{LANG}/crm/market-recruitment/rateAndRule/',
  '/{LANG}/crm/market-recruitment/rateAndRule/contants/',
  '/{LANG}/demo/project-620/', '/{LANG}/demo/project-860/',
  ...['account', 'convert', 'record', 'security', 'small-dedution', 'small-dedution/history', 'small-usdt', 'small-usdt/history',
    'stand-alone-coin', 'stand-alone-coin/history', 'stand-alone-usdt', 'stand-alone-usdt/history', 'transfer', 'transfer/transfer',
  ].map((p) => `/{LANG}/finance/${p}/`),
  '/{LANG}/finance/account/{name}/',
  '/{LANG}/third/auth/',
  ...['bind-ga', 'rebind-ga', 'safety-record', 'security'].map((p) => `/{LANG}/user-center/${p}/`),
  '/{LANG}/exchange/{pair}/', '/{LANG}/observation/', '/{LANG}/register/',
];

// Routes the specifications imply (a screen they describe) but no route table names.
const IMPLIED_PATHS = [
  '/{LANG}/finance/deposit/', '/{LANG}/finance/deposit/{currency}/', '/{LANG}/finance/convert/history/',
  // A parent's sub-accounts (shell-and-account.md section 7 sub_account, exchange-wallet-fiat.md section 6).
  '/{LANG}/user-center/sub-account/', '/{LANG}/user-center/sub-account/{uid}/',
  // One notice (exchange-wallet-fiat.md section 7, articles).
  '/{LANG}/cn/notice/{id}/',
];

describe('route manifest', () => {
  it('holds exactly the routes of the specifications and the ones they imply', () => {
    expect(new Set(ROUTES.map((route) => route.pattern))).toEqual(new Set([...SPEC_PATHS, ...IMPLIED_PATHS]));
    expect(ROUTES).toHaveLength(SPEC_PATHS.length + IMPLIED_PATHS.length);
  });

  it('gives every route a known layout, a Chinese title and a status', () => {
    for (const route of ROUTES) {
      expect(LAYOUTS).toContain(route.layout);
      expect(route.title).toMatch(/[\u4e00-\u9fff]/);
      expect([200, 404]).toContain(route.status);
    }
    expect(getRoute('404').status).toBe(404);
    expect(documentTitle(getRoute('login'))).toBe('登录 - 资产托管');
  });

  it('gates the account areas and leaves public pages open', () => {
    for (const id of ['finance/account', 'user-center/security', 'cn/assets', 'cn/finance/withdraw/{currency}', 'observation', 'verification']) {
      expect(getRoute(id).needsLogin).toBe(true);
    }
    for (const id of ['', 'login', 'register', 'reset-password', 'cn/agreement/privacy', 'exchange/{pair}', 'cn/faq']) {
      expect(getRoute(id).needsLogin).toBe(false);
    }
  });

  it('matches concrete paths and validates dynamic segments', () => {
    expect(matchRoute('/zh-cn/')?.route.id).toBe('');
    expect(matchRoute('/zh-cn/finance/account/spot/')).toMatchObject({ valid: true, params: { lang: 'zh-cn', name: 'spot' } });
    expect(matchRoute('/zh-cn/finance/account/bogus/')).toMatchObject({ valid: false });
    expect(matchRoute('/zh-cn/exchange/btc_usdt/')).toMatchObject({ valid: true, params: { pair: 'btc_usdt' } });
    expect(matchRoute('/zh-cn/exchange/btc-usdt/')?.valid).toBe(false);
    expect(matchRoute('/en-us/login/')?.valid).toBe(false);
    expect(matchRoute('/zh-cn/cn/finance/withdraw/usdt/')?.valid).toBe(true);
    expect(matchRoute('/zh-cn/cn/finance/withdraw/US$/')?.valid).toBe(false);
    expect(matchRoute('/zh-cn/nowhere/')).toBeNull();
    expect(matchRoute('/zh-cn/user-center/sub-account/')).toMatchObject({ valid: true, route: { id: 'user-center/sub-account', title: '子账户管理' } });
    expect(matchRoute('/zh-cn/user-center/sub-account/10061/')).toMatchObject({ valid: true, params: { uid: '10061' }, route: { title: '子账户详情' } });
    for (const bad of ['abc', '0123', '12a', '-1', '1'.repeat(13)]) expect(matchRoute(`/zh-cn/user-center/sub-account/${bad}/`)?.valid).toBe(false);
    expect(matchRoute('/zh-cn/cn/notice/1005/')).toMatchObject({ valid: true, params: { id: '1005' }, route: { id: 'cn/notice/{id}', title: '公告详情', needsLogin: false } });
    for (const bad of ['abc', '01', '1e3']) expect(matchRoute(`/zh-cn/cn/notice/${bad}/`)?.valid).toBe(false);
  });

  it('builds paths and refuses invalid parameters', () => {
    expect(buildPath(getRoute('exchange/{pair}'), { lang: 'zh-cn', pair: 'eth_btc' })).toBe('/zh-cn/exchange/eth_btc/');
    expect(() => buildPath(getRoute('exchange/{pair}'), { lang: 'zh-cn', pair: 'eth' })).toThrow();
    expect(() => buildPath(getRoute('login'), { lang: 'en' })).toThrow();
    expect(buildPath(getRoute('user-center/sub-account/{uid}'), { lang: 'zh-cn', uid: '10062' })).toBe('/zh-cn/user-center/sub-account/10062/');
    expect(() => buildPath(getRoute('user-center/sub-account/{uid}'), { lang: 'zh-cn', uid: 'x1' })).toThrow();
    expect(getRoute('user-center/sub-account/{uid}').needsLogin).toBe(true);
    for (const route of ROUTES) expect(matchRoute(samplePath(route))?.route.id).toBe(route.id);
  });

  it('knows the first segments below the language', () => {
    for (const segment of ['cn', 'finance', 'login', 'exchange', 'user-center', 'crm', 'demo', 'third']) {
      expect(FIRST_SEGMENTS.has(segment)).toBe(true);
    }
    expect(FIRST_SEGMENTS.has('zh-cn')).toBe(false);
  });
});

describe('app folder follows the manifest', () => {
  it('has a page in the layout group of every rendered route', () => {
    for (const route of ROUTES) {
      if (!route.pattern.startsWith('/{LANG}/') || route.status === 404) continue;
      const folder = route.id.replace(/\{(\w+)\}/g, '[$1]');
      const file = `app/[lang]/(${route.layout})${folder ? `/${folder}` : ''}/page.tsx`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`routeId="${route.id}"`);
    }
  });
});
