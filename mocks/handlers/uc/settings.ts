// The security centre's settings: the anti-phishing code (anti_phishing/code/get and /save) and
// the security strategy (security/strategy/enable and /disable). State: db.securityCenter
// (antiPhishing, withdrawFactors) and the user's two_factor (the login strategy). Every change
// needs the session's security verification (scene 'security') and writes a security event.
// The rules are lib/security-center/anti-phishing and lib/security-center/strategy.

import type { RequestHandler } from 'msw';
import {
  SECURITY_NOT_VERIFIED_TEXT,
  SETTINGS_CODES,
  UC_CALLS,
  type AntiPhishingState,
  type StrategyChangeRequest,
} from '@/lib/contracts/uc';
import { maskAntiPhishingCode, normalizeAntiPhishingCode, validateAntiPhishingCode } from '@/lib/security-center/anti-phishing';
import {
  disableRefusal,
  enableRefusal,
  FACTOR_METHOD_TEXT,
  sceneFactors,
  STRATEGY_SCENE_TEXT,
  withDisabled,
  withEnabled,
} from '@/lib/security-center/strategy';
import { sendSecurityNotice } from '../../auth/outbox';
import { factorStateOf, isSecurityVerified } from '../../auth/security';
import { db, findSessionUser, type MockUser } from '../../db';
import { ucFail, ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { notLoggedIn, parseCallBody, sessionToken } from './common';
import { recordSecurityEvent } from './security-center';

function antiPhishingState(uid: number, reveal: boolean): AntiPhishingState {
  const code = db.securityCenter.antiPhishing.get(uid);
  if (code === undefined) return { set: false, code: null, revealed: false };
  return { set: true, code: reveal ? code : maskAntiPhishingCode(code), revealed: reveal };
}

function notVerified() {
  return ucFail(SETTINGS_CODES.securityNotVerified, SECURITY_NOT_VERIFIED_TEXT);
}

/** The session and its user, or the answer for a request without one. */
function sessionOf(request: Request, cookies: Record<string, string>): { session: string; user: MockUser } | { response: Response } {
  const session = sessionToken(request, cookies);
  const user = findSessionUser(session);
  return session && user ? { session, user } : { response: notLoggedIn() };
}

function changeStrategy(user: MockUser, change: StrategyChangeRequest, enable: boolean): { methods: ReturnType<typeof sceneFactors> } | { refusal: string } {
  const state = factorStateOf(user);
  const refusal = enable ? enableRefusal(change.scene, change.method, state) : disableRefusal(change.scene, change.method, state);
  if (refusal !== null) return { refusal };
  const methods = enable ? withEnabled(change.scene, change.method, state) : withDisabled(change.scene, change.method, state);
  if (change.scene === 'login') user.two_factor = methods;
  else db.securityCenter.withdrawFactors.set(user.uid, methods);
  return { methods };
}

function strategyHandler(base: string, enable: boolean): RequestHandler {
  const call = enable ? UC_CALLS.securityStrategyEnable : UC_CALLS.securityStrategyDisable;
  return route(base, call, async ({ request, cookies }) => {
    const who = sessionOf(request, cookies);
    if ('response' in who) return who.response;
    const body = await parseCallBody(request, call);
    if (!body.ok) return body.response;
    if (!isSecurityVerified(who.session, 'security')) return notVerified();
    const result = changeStrategy(who.user, body.data, enable);
    if ('refusal' in result) return ucFail(SETTINGS_CODES.strategyRefused, result.refusal);
    const { scene, method } = body.data;
    const now = result.methods.map((factor) => FACTOR_METHOD_TEXT[factor]).join('、') || '仅登录密码';
    const change = `${STRATEGY_SCENE_TEXT[scene]}验证${enable ? '开启' : '关闭'}${FACTOR_METHOD_TEXT[method]}`;
    recordSecurityEvent(request, who.user.uid, enable ? 'factor_enable' : 'factor_disable', { session: who.session, detail: `${change}，现为：${now}` });
    sendSecurityNotice(who.user, `修改了安全策略（${change}）`);
    return ucOk({ scene, methods: result.methods });
  });
}

export function settingsHandlers(base: string): RequestHandler[] {
  return [
    // GET anti_phishing/code/get?reveal=1 — masked; the full code only to a verified session
    route(base, UC_CALLS.antiPhishingGet, ({ request, cookies }) => {
      const who = sessionOf(request, cookies);
      if ('response' in who) return who.response;
      const reveal = new URL(request.url).searchParams.get('reveal') === '1';
      if (reveal && db.securityCenter.antiPhishing.has(who.user.uid) && !isSecurityVerified(who.session, 'security')) return notVerified();
      return ucOk(antiPhishingState(who.user.uid, reveal));
    }),

    // POST anti_phishing/code/save {code}
    route(base, UC_CALLS.antiPhishingSave, async ({ request, cookies }) => {
      const who = sessionOf(request, cookies);
      if ('response' in who) return who.response;
      const body = await parseCallBody(request, UC_CALLS.antiPhishingSave);
      if (!body.ok) return body.response;
      if (!isSecurityVerified(who.session, 'security')) return notVerified();
      const invalid = validateAntiPhishingCode(body.data.code);
      if (invalid !== null) return ucFail(SETTINGS_CODES.antiPhishingInvalid, invalid);
      const code = normalizeAntiPhishingCode(body.data.code);
      const changed = db.securityCenter.antiPhishing.has(who.user.uid);
      db.securityCenter.antiPhishing.set(who.user.uid, code);
      recordSecurityEvent(request, who.user.uid, 'anti_phishing_set', {
        session: who.session,
        detail: `${changed ? '修改' : '设置'}防钓鱼码 ${maskAntiPhishingCode(code)}`,
      });
      sendSecurityNotice(who.user, `${changed ? '修改' : '设置'}了防钓鱼码`);
      return ucOk(antiPhishingState(who.user.uid, false));
    }),

    // POST security/strategy/enable | disable {scene, method}
    strategyHandler(base, true),
    strategyHandler(base, false),
  ];
}
