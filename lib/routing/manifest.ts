// The route manifest: the single source of truth for every route of the route table in
// shell-and-account.md section 2 and the exchange paths of exchange-wallet-fiat.md section 2.
// The header, the login gates (proxy and server), the tests and the benchmarks read it.

import { isAccountName, isArticleIdSegment, isCurrencyCode, isLanguage, isUidSegment, parsePair } from './segments';

export const LAYOUTS = ['default', 'fiat', 'finance', 'loading', 'login', 'nothing', 'user-center'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Dynamic segment kinds, each with its own validator. */
export type SegmentKind = 'lang' | 'name' | 'currency' | 'pair' | 'uid' | 'id';

export interface RouteDef {
  /** Stable id: the path below the language, without slashes at the ends ('' is home). */
  readonly id: string;
  /** Path pattern with `{LANG}`, `{name}`, `{currency}`, `{pair}`, `{uid}` and `{id}` placeholders, trailing slash. */
  readonly pattern: string;
  readonly layout: LayoutName;
  readonly needsLogin: boolean;
  /** Chinese page title (the document title adds the brand). */
  readonly title: string;
  /** HTTP status the route answers with; the not-found routes answer 404. */
  readonly status: 200 | 404;
  /** Query parameters the page reads, for documentation and tests. */
  readonly query?: readonly string[];
}

export const BRAND = '资产托管';
export const NOT_FOUND_TEXT = 'This page could not be found';

type Def = Omit<RouteDef, 'status' | 'needsLogin'> & { status?: 200 | 404; needsLogin?: boolean };

function r(
  id: string,
  layout: LayoutName,
  title: string,
  extra: Partial<Pick<Def, 'needsLogin' | 'status' | 'query'>> = {},
): Def {
  const pattern = id === '' ? '/{LANG}/' : `/{LANG}/${id}/`;
  return { id, pattern, layout, title, ...extra };
}

const login = { needsLogin: true } as const;

const defs: Def[] = [
  // Root area
  { id: '/', pattern: '/', layout: 'default', title: '首页' },
  { id: '/404', pattern: '/404', layout: 'nothing', title: '页面不存在', status: 404 },
  r('', 'default', '首页'),
  r('404', 'nothing', '页面不存在', { status: 404 }),
  r('account', 'default', '我的账户', login),
  r('account/security-reset', 'login', '安全项重置'),
  r('cn', 'fiat', '资产托管'),
  r('finance', 'finance', '资产', login),
  r('login', 'login', '登录', { query: ['backUrl'] }),
  r('login-license', 'login', '用户协议确认', login),
  r('register', 'login', '注册', { query: ['backUrl'] }),
  r('reset-password', 'login', '重置密码', { query: ['backUrl'] }),
  r('user-center', 'user-center', '个人中心', login),
  r('verification', 'login', '安全验证', { ...login, query: ['scene', 'backUrl'] }),
  // cn: the custody area
  r('cn/assets', 'fiat', '我的资产', login),
  r('cn/c2c-c3-apply', 'fiat', 'C2C 借贷申请', login),
  r('cn/faq', 'fiat', '常见问题'),
  r('cn/file', 'fiat', '资料文件'),
  r('cn/finance', 'fiat', '财务中心', login),
  r('cn/kyc', 'fiat', '身份认证', login),
  r('cn/login', 'login', '登录', { query: ['backUrl'] }),
  r('cn/notice', 'fiat', '公告'),
  // Implied by exchange-wallet-fiat.md section 7 (an article) and issue 18 (a notice opens) and
  // named by no route table: one notice, by its id (digits).
  r('cn/notice/{id}', 'fiat', '公告详情'),
  r('cn/points', 'fiat', '我的点卡', login),
  // cn agreements (opened in a new tab, bare)
  r('cn/agreement/accountfee', 'nothing', '账户管理费'),
  r('cn/agreement/disclaimer', 'nothing', '免责声明'),
  r('cn/agreement/fraud', 'nothing', '反欺诈声明'),
  r('cn/agreement/privacy', 'nothing', '隐私政策'),
  r('cn/agreement/useragreement', 'nothing', '用户协议'),
  r('cn/agreement/withdrawrisk', 'nothing', '提币风险提示'),
  // cn finance
  r('cn/finance/account', 'fiat', '资产账户', login),
  r('cn/finance/account/{name}', 'fiat', '账户详情', login),
  r('cn/finance/address', 'fiat', '提币地址管理', login),
  r('cn/finance/record', 'fiat', '财务记录', { ...login, query: ['tab'] }),
  r('cn/finance/withdraw', 'fiat', '提币', login),
  r('cn/finance/withdraw/{currency}', 'fiat', '提币', login),
  r('cn/finance/withdraw-risk', 'fiat', '提币风险评估', login),
  // collection, crm, demo
  r('collection/lifted-query', 'default', '解冻查询'),
  r('crm/kol-collect-userInfo', 'nothing', 'KOL 信息收集'),
  r('crm/kol-collect-userInfo/config/countries', 'nothing', 'KOL 信息收集'),
  r('crm/kol-collect-userInfo/config/form', 'nothing', 'KOL 信息收集'),
  r('crm/market-recruitment', 'nothing', '市场招募'),
  r('crm/market-recruitment/contants', 'nothing', '市场招募'),
  r('crm/market-recruitment/rateAndRule', 'nothing', '费率与规则'),
  r('crm/market-recruitment/rateAndRule/contants', 'nothing', '费率与规则'),
  r('demo/project-620', 'nothing', '项目演示 620'),
  r('demo/project-860', 'nothing', '项目演示 860'),
  // finance (the exchange wallet)
  r('finance/account', 'finance', '资产总览', login),
  r('finance/account/{name}', 'finance', '账户详情', login),
  r('finance/convert', 'finance', '小额资产兑换', login),
  // Implied by issue 15 (each conversion has its history) and named by no route table.
  r('finance/convert/history', 'finance', '小额资产兑换记录', login),
  // Implied by exchange-wallet-fiat.md section 2 (the deposit screen) and named by no route table.
  r('finance/deposit', 'finance', '充币', login),
  r('finance/deposit/{currency}', 'finance', '充币', login),
  r('finance/record', 'finance', '财务记录', { ...login, query: ['tab'] }),
  r('finance/security', 'finance', '资产安全', login),
  r('finance/small-dedution', 'finance', '小额资产抵扣', login),
  r('finance/small-dedution/history', 'finance', '小额资产抵扣记录', login),
  r('finance/small-usdt', 'finance', '小额资产兑换 USDT', login),
  r('finance/small-usdt/history', 'finance', '小额资产兑换 USDT 记录', login),
  r('finance/stand-alone-coin', 'finance', '独立币种兑换', login),
  r('finance/stand-alone-coin/history', 'finance', '独立币种兑换记录', login),
  r('finance/stand-alone-usdt', 'finance', '独立币种兑换 USDT', login),
  r('finance/stand-alone-usdt/history', 'finance', '独立币种兑换 USDT 记录', login),
  r('finance/transfer', 'finance', '资金划转', { ...login, query: ['from', 'to', 'currency', 'symbol'] }),
  r('finance/transfer/transfer', 'finance', '资金划转', { ...login, query: ['from', 'to', 'currency', 'symbol'] }),
  // third party, user centre
  r('third/auth', 'loading', '第三方账号授权', { query: ['platform', 'code', 'state', 'bind', 'backUrl'] }),
  r('user-center/bind-ga', 'user-center', '绑定谷歌验证器', login),
  r('user-center/rebind-ga', 'user-center', '更换谷歌验证器', login),
  r('user-center/safety-record', 'user-center', '安全记录', login),
  r('user-center/security', 'user-center', '账户安全', login),
  // Implied by shell-and-account.md section 7 (sub_account) and exchange-wallet-fiat.md section 6
  // (a parent manages its sub-accounts) and named by no route table.
  r('user-center/sub-account', 'user-center', '子账户管理', login),
  r('user-center/sub-account/{uid}', 'user-center', '子账户详情', login),
  // exchange (exchange-wallet-fiat.md section 2)
  r('exchange/{pair}', 'default', '币币交易'),
  r('observation', 'default', '观察区', { ...login, query: ['s'] }),
];

export const ROUTES: readonly RouteDef[] = defs.map((d) => ({
  ...d,
  status: d.status ?? 200,
  needsLogin: d.needsLogin ?? false,
}));

const byId = new Map(ROUTES.map((route) => [route.id, route]));

export function getRoute(id: string): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`unknown route id: ${id}`);
  return route;
}

export function documentTitle(route: RouteDef): string {
  return `${route.title} - ${BRAND}`;
}

const SEGMENT_VALIDATORS: Record<SegmentKind, (value: string) => boolean> = {
  lang: isLanguage,
  name: isAccountName,
  currency: isCurrencyCode,
  pair: (value) => parsePair(value) !== null,
  uid: isUidSegment,
  id: isArticleIdSegment,
};

export type RouteParams = Partial<Record<SegmentKind, string>>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

function patternSegments(pattern: string): string[] {
  return pattern.split('/').filter(Boolean);
}

function placeholderKind(segment: string): SegmentKind | null {
  const m = /^\{(LANG|name|currency|pair|uid|id)\}$/.exec(segment);
  if (!m) return null;
  return m[1] === 'LANG' ? 'lang' : (m[1] as SegmentKind);
}

/**
 * Matches a pathname (already percent-decoded or not; segments are compared as given)
 * against the manifest. `valid` is false when the shape matches but a dynamic segment
 * fails its validator, which the app answers with 404.
 */
export function matchRoute(pathname: string): (RouteMatch & { valid: boolean }) | null {
  const segments = pathname.split('/').filter(Boolean);
  let shapeMatch: (RouteMatch & { valid: boolean }) | null = null;
  for (const route of ROUTES) {
    const pattern = patternSegments(route.pattern);
    if (pattern.length !== segments.length) continue;
    const params: RouteParams = {};
    let shape = true;
    let valid = true;
    for (let i = 0; i < pattern.length; i++) {
      const expected = pattern[i] as string;
      const actual = segments[i] as string;
      const kind = placeholderKind(expected);
      if (kind) {
        params[kind] = actual;
        if (!SEGMENT_VALIDATORS[kind](actual)) valid = false;
      } else if (expected !== actual) {
        shape = false;
        break;
      }
    }
    if (!shape) continue;
    if (valid) return { route, params, valid };
    shapeMatch ??= { route, params, valid };
  }
  return shapeMatch;
}

/** Builds the concrete path of a route; throws when a placeholder has no valid value. */
export function buildPath(route: RouteDef, params: RouteParams): string {
  return route.pattern.replace(/\{(LANG|name|currency|pair|uid|id)\}/g, (_, key: string) => {
    const kind: SegmentKind = key === 'LANG' ? 'lang' : (key as SegmentKind);
    const value = params[kind];
    if (value === undefined || !SEGMENT_VALIDATORS[kind](value)) {
      throw new Error(`invalid ${kind} for ${route.pattern}: ${String(value)}`);
    }
    return value;
  });
}

/** Top-level path segments of every route below the language, e.g. `cn`, `finance`. */
export const FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTES.map((route) => patternSegments(route.pattern)[1]).filter(
    (segment): segment is string => segment !== undefined,
  ),
);

/** Valid sample values for each dynamic segment, used by tests and benchmarks. */
export const SAMPLE_PARAMS: Required<RouteParams> = {
  lang: 'zh-cn',
  name: 'spot',
  currency: 'usdt',
  pair: 'btc_usdt',
  uid: '10061',
  id: '1012',
};

/** A concrete, valid path for every route (with the sample parameters). */
export function samplePath(route: RouteDef): string {
  return buildPath(route, SAMPLE_PARAMS);
}
