// Service families of the backend (shell-and-account.md section 7, exchange-wallet-fiat.md
// section 7). The browser reaches each through a same-origin gateway path; the Next server
// forwards that path to the family's upstream, which comes from the environment.

export const SERVICE_FAMILIES = [
  'uc',
  'custody',
  'pro',
  'hbg',
  'otc',
  'dm',
  'swap',
  'rca',
  'inst',
  'hbgPay',
  'fiat',
  'etf',
  'mgt',
  'general',
  'vote',
  'kyc',
  'travelrule',
  'crm',
  'content',
] as const;

export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];

export function isServiceFamily(value: string): value is ServiceFamily {
  return (SERVICE_FAMILIES as readonly string[]).includes(value);
}

/** Prefix of the same-origin gateway, e.g. `/-/x/uc` for the account service. */
export const GATEWAY_PREFIX = '/-/x';

export function gatewayPath(family: ServiceFamily): string {
  return `${GATEWAY_PREFIX}/${family}`;
}

/** Environment variable naming a family's upstream: hbgPay → UPSTREAM_HBG_PAY. */
export function upstreamEnvName(family: ServiceFamily): string {
  return `UPSTREAM_${family.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The embedded mock backend listens here unless MOCK_ORIGIN says otherwise. */
export const DEFAULT_MOCK_ORIGIN = 'http://127.0.0.1:4010';

/** The mock backend serves every family below `/{family}` of its origin. */
export function mockUpstream(family: ServiceFamily, mockOrigin: string = DEFAULT_MOCK_ORIGIN): string {
  return `${mockOrigin.replace(/\/$/, '')}/${family}`;
}

/** A family's upstream: its own variable, else the mock backend. */
export function resolveUpstream(family: ServiceFamily, env: Record<string, string | undefined>): string {
  const configured = env[upstreamEnvName(family)];
  if (configured && /^https?:\/\//.test(configured)) return configured.replace(/\/$/, '');
  return mockUpstream(family, env.MOCK_ORIGIN || DEFAULT_MOCK_ORIGIN);
}

/** Socket URLs: the market feed (gzip frames) and the account socket (v2, text frames). */
export const SOCKET_ENV = { market: 'WS_MARKET_URL', account: 'WS_ACCOUNT_URL' } as const;
export type SocketKind = keyof typeof SOCKET_ENV;

export function resolveSocketUrl(kind: SocketKind, env: Record<string, string | undefined>): string {
  const configured = env[SOCKET_ENV[kind]];
  if (configured && /^wss?:\/\//.test(configured)) return configured;
  const origin = (env.MOCK_ORIGIN || DEFAULT_MOCK_ORIGIN).replace(/^http/, 'ws').replace(/\/$/, '');
  return kind === 'market' ? `${origin}/ws` : `${origin}/ws/v2`;
}

/**
 * The gateway marks its own answer when the upstream could not be reached (refused, dropped,
 * timed out), so the browser can tell a network failure behind the gateway from an HTTP error.
 */
export const GATEWAY_ERROR_HEADER = 'x-gateway-error';
export const GATEWAY_UNREACHABLE = 'upstream-unreachable';
/** The gateway's own refusal (cross-site, too frequent): its envelope is the answer to show. */
export const GATEWAY_REFUSED = 'refused';

/** Captcha vendor scripts: configured URLs, else the mock backend's stand-ins. */
export const CAPTCHA_SCRIPT_ENV = {
  geetest: 'CAPTCHA_GEETEST_URL',
  recaptcha: 'CAPTCHA_RECAPTCHA_URL',
  slider: 'CAPTCHA_SLIDER_URL',
} as const;
export type CaptchaVendorName = keyof typeof CAPTCHA_SCRIPT_ENV;

const CAPTCHA_STAND_INS: Record<CaptchaVendorName, string> = {
  geetest: '/vendor/geetest/gt4.js',
  recaptcha: '/vendor/recaptcha/api.js?render=explicit',
  slider: '/vendor/aliyun/AliyunCaptcha.js',
};

export function resolveCaptchaScripts(env: Record<string, string | undefined>): Record<CaptchaVendorName, string> {
  const origin = (env.MOCK_ORIGIN || DEFAULT_MOCK_ORIGIN).replace(/\/$/, '');
  const pick = (vendor: CaptchaVendorName) => {
    const configured = env[CAPTCHA_SCRIPT_ENV[vendor]];
    return configured && /^https?:\/\//.test(configured) ? configured : `${origin}${CAPTCHA_STAND_INS[vendor]}`;
  };
  return { geetest: pick('geetest'), recaptcha: pick('recaptcha'), slider: pick('slider') };
}
