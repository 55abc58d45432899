// The security centre's summary (security/get): the factors bound on the user record, the
// anti-phishing code, the login and withdraw strategies, the withdrawal hold, frozen state,
// locked factors and the login before this one (mocks/db/security-center.ts).

import type { RequestHandler } from 'msw';
import { UC_CALLS, type SecurityEventType, type SecurityInfo } from '@/lib/contracts/uc';
import { maskEmail, maskPhone } from '../../auth/accounts';
import { securityMethods } from '../../auth/security';
import { db, now, type MockUser } from '../../db';
import { appendSecurityEvent, lockedFactorsOf, withdrawHoldOf, type SecurityEvent } from '../../db/security-center';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { clientDevice, clientIp, placeOfIp } from '../request-info';
import { notLoggedIn, sessionUser } from './common';

function lastLogin(uid: number): SecurityInfo['last_login'] {
  const logins = db.auth.loginRecords.filter((record) => record.uid === uid && record.success);
  const previous = logins.at(-2);
  return previous ? { time: previous.time, ip: previous.ip, place: placeOfIp(previous.ip) } : null;
}

/**
 * Writes a security change of the request's user into the security centre's events (the timeline,
 * the operation log and the withdrawal hold read them), with the request's device, address and place.
 */
export function recordSecurityEvent(request: Request, uid: number, type: SecurityEventType, extra: { session?: string; detail?: string } = {}): SecurityEvent {
  const ip = clientIp(request);
  return appendSecurityEvent(db.securityCenter, { uid, type, time: now(), device: clientDevice(request), ip, place: placeOfIp(ip), ...extra });
}

export function securityInfoOf(user: MockUser): SecurityInfo {
  const state = db.securityCenter;
  const at = now();
  return {
    uid: user.uid,
    login_password: true,
    ga: user.ga_secret !== '',
    email: user.email ? maskEmail(user.email) : null,
    phone: user.phone ? maskPhone(user.phone) : null,
    anti_phishing: state.antiPhishing.has(user.uid),
    login_factors: [...user.two_factor],
    withdraw_factors: securityMethods(user, 'withdraw'),
    withdraw_hold_until: withdrawHoldOf(state, user.uid, at),
    frozen: state.frozen.has(user.uid),
    locked_factors: lockedFactorsOf(state, user.uid, at),
    last_login: lastLogin(user.uid),
  };
}

export function securityCenterHandlers(base: string): RequestHandler[] {
  return [
    // GET security/get
    route(base, UC_CALLS.securityGet, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(securityInfoOf(user)) : notLoggedIn();
    }),
  ];
}
