// Per-user extras of the account service: licence state, third-party bindings (with a mock
// authorisation page), country lists and the kv store.

import { HttpResponse, type RequestHandler } from 'msw';
import {
  UC_CALLS,
} from '@/lib/contracts/uc';
import { isLocked, recordLogin } from '../../auth/accounts';
import { ucError } from '../../auth/errors';
import {
  bindThird,
  createPendingThird,
  createThirdState,
  findThirdState,
  takePendingThird,
  takeThirdCode,
  THIRD_PLATFORM_NAMES,
  thirdBindList,
  unbindThird,
  userOfIdentity,
} from '../../auth/third';
import { gatewayPath } from '@/lib/api/families';
import { COUNTRIES, PHONE_REGISTER_EXCLUDED_IDS } from '../../db/countries';
import { db, findUser, type LicenseState, UNSIGNED_LICENSE_UIDS } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { clientDevice, clientIp } from '../request-info';
import { badRequest, fail, loggedIn, notLoggedIn, parseCallBody, sessionUser } from './common';
import { frozenLoginRefusal } from './records';

/** Licence types a user has to agree to first; every other type counts as agreed. */
export const LICENSES_NOT_AGREED_BY_DEFAULT: readonly string[] = ['POTENTIALS'];

/** The login licence: a new account signs it with its registration; the seeded unsigned accounts have not. */
const LOGIN_LICENSE = 'LOGIN';

/**
 * Where auth_url sends the browser. The mock's own origin is an address of the app's server
 * (loopback by default), which a browser elsewhere cannot reach; a call from a web page (it
 * carries an Origin) came through that page's same-origin gateway, so the authorisation page
 * is handed out on the gateway path of that origin. Calls without an Origin (tests, scripts)
 * and calls from the mock's own origin get the mock's address.
 */
export function thirdAuthorizePageUrl(base: string, callerOrigin: string | null, state: string): string {
  const query = `?state=${encodeURIComponent(state)}`;
  const own = new URL(base).origin;
  const caller = callerOrigin && /^https?:\/\/[^/?#\s]+$/i.test(callerOrigin) ? callerOrigin.toLowerCase() : null;
  if (!caller || caller === own) return `${base}${UC_CALLS.thirdAuthorizePage.path()}${query}`;
  return `${caller}${gatewayPath('uc')}${UC_CALLS.thirdAuthorizePage.path()}${query}`;
}

export function licenseState(uid: number, type: string): LicenseState {
  const unsigned = LICENSES_NOT_AGREED_BY_DEFAULT.includes(type) || (type === LOGIN_LICENSE && (UNSIGNED_LICENSE_UIDS as readonly number[]).includes(uid));
  return db.auth.licenses.get(uid)?.get(type) ?? (unsigned ? 'NOT_AGREED' : 'AGREED');
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

function authorizePage(stateValue: string): Response {
  const state = findThirdState(stateValue);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (!state) {
    return new HttpResponse('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>授权已失效</title><p>授权已失效，请返回重试。</p></html>', {
      status: 404,
      headers,
    });
  }
  const platform = THIRD_PLATFORM_NAMES[state.platform];
  const items = state.options.map((option, index) => {
    const label = `以 ${escapeHtml(option.name)} 授权${index === 0 ? '（新账号）' : ''}`;
    if (!state.redirectUri) {
      return `<li>${label}：授权码 <code>${escapeHtml(option.code)}</code></li>`;
    }
    const target = new URL(state.redirectUri);
    target.searchParams.set('code', option.code);
    target.searchParams.set('state', state.state);
    return `<li><a href="${escapeHtml(target.href)}">${label}</a></li>`;
  });
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>模拟 ${platform} 授权</title></head><body><main><h1>模拟 ${platform} 授权</h1>` +
    `<p>这是模拟后端的第三方授权页面，请选择要授权的账号。</p><ul>${items.join('')}</ul>` +
    `<p>state：<code>${escapeHtml(state.state)}</code></p></main></body></html>`;
  return new HttpResponse(html, { headers });
}

export function accountHandlers(base: string): RequestHandler[] {
  return [
    // GET license/state?type=
    route(base, UC_CALLS.licenseState, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const type = new URL(request.url).searchParams.get('type')?.trim();
      if (!type) return badRequest();
      return ucOk({ type, state: licenseState(user.uid, type) });
    }),
    // POST license/agree
    route(base, UC_CALLS.licenseAgree, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.licenseAgree);
      if (!body.ok) return body.response;
      const type = body.data.type.trim();
      if (!type) return badRequest();
      const states = db.auth.licenses.get(user.uid) ?? new Map<string, LicenseState>();
      states.set(type, 'AGREED');
      db.auth.licenses.set(user.uid, states);
      return ucOk({ type, state: 'AGREED' as const });
    }),

    // GET third/bind/list
    route(base, UC_CALLS.thirdBindList, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(thirdBindList(user.uid)) : notLoggedIn();
    }),
    // POST third/auth_url → {url, state}: the mock authorisation page of that platform
    route(base, UC_CALLS.thirdAuthUrl, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.thirdAuthUrl);
      if (!body.ok) return body.response;
      const state = createThirdState(body.data.platform, body.data.redirect_uri);
      return ucOk({ url: thirdAuthorizePageUrl(base, request.headers.get('origin'), state.state), state: state.state });
    }),
    // GET the mock authorisation page
    route(base, UC_CALLS.thirdAuthorizePage, ({ request }) =>
      authorizePage(new URL(request.url).searchParams.get('state') ?? ''),
    ),
    // POST third/auth: a bound identity logs its user in; an unbound one gets a token for bind.
    route(base, UC_CALLS.thirdAuth, async ({ request }): Promise<Response> => {
      const body = await parseCallBody(request, UC_CALLS.thirdAuth);
      if (!body.ok) return body.response;
      const { platform, code, state } = body.data;
      const identity = takeThirdCode(platform, code, state);
      if (!identity) return fail(ucError('codeWrong', '授权已失效，请重试'));
      const uid = userOfIdentity(platform, identity.identity);
      const user = uid === undefined ? undefined : findUser(uid);
      if (!user) {
        return ucOk({ status: 'unbound' as const, platform, name: identity.name, third_token: createPendingThird(platform, identity) });
      }
      const ip = clientIp(request);
      if (isLocked(user.uid)) {
        recordLogin({ uid: user.uid, login_name: identity.name, ip, success: false, method: `third:${platform}`, result: 'locked' });
        return fail(ucError('accountLocked'));
      }
      const frozen = frozenLoginRefusal(user.uid);
      if (frozen) {
        recordLogin({ uid: user.uid, login_name: identity.name, ip, success: false, method: `third:${platform}`, result: 'frozen', device: clientDevice(request) });
        return frozen;
      }
      recordLogin({ uid: user.uid, login_name: identity.name, ip, success: true, method: `third:${platform}`, result: 'done', device: clientDevice(request) });
      return loggedIn(user, request, { status: 'done' as const, platform, name: identity.name });
    }),
    // POST third/bind: {platform, code, state} from the page, or {platform, third_token} from auth
    route(base, UC_CALLS.thirdBind, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.thirdBind);
      if (!body.ok) return body.response;
      const { platform } = body.data;
      const identity =
        'third_token' in body.data
          ? takePendingThird(body.data.third_token, platform)
          : takeThirdCode(platform, body.data.code, body.data.state);
      if (!identity) return fail(ucError('codeWrong', '授权已失效，请重试'));
      const error = bindThird(user.uid, platform, identity);
      return error ? fail(error) : ucOk({ platform, bound: true, name: identity.name });
    }),
    // POST third/unbind
    route(base, UC_CALLS.thirdUnbind, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.thirdUnbind);
      if (!body.ok) return body.response;
      unbindThird(user.uid, body.data.platform);
      return ucOk({ platform: body.data.platform, bound: false });
    }),

    // GET country_code/list, country/list, register/phone/country/list
    route(base, UC_CALLS.countryCodeList, () => ucOk(COUNTRIES.map((country) => ({ ...country })))),
    route(base, UC_CALLS.countryList, () => ucOk(COUNTRIES.map((country) => ({ ...country })))),
    route(base, UC_CALLS.registerPhoneCountryList, () =>
      ucOk(COUNTRIES.filter((country) => !PHONE_REGISTER_EXCLUDED_IDS.includes(country.country_id)).map((country) => ({ ...country }))),
    ),

    // GET kv_store/get?store_key=
    route(base, UC_CALLS.kvStoreGet, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const key = new URL(request.url).searchParams.get('store_key');
      if (!key) return badRequest();
      return ucOk({ store_key: key, store_value: db.auth.kv.get(user.uid)?.get(key) ?? '', website: 'web' });
    }),
    // POST kv_store/set
    route(base, UC_CALLS.kvStoreSet, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.kvStoreSet);
      if (!body.ok) return body.response;
      const { store_key: key, store_value: value } = body.data;
      if (!key) return badRequest();
      const store = db.auth.kv.get(user.uid) ?? new Map<string, string>();
      store.set(key, value);
      db.auth.kv.set(user.uid, store);
      return ucOk({ store_key: key, store_value: value, website: 'web' });
    }),
  ];
}
