// What a login leaves for the security records: the session's device, address, place and last
// activity (login/list), and a new_device event when the user logged in before from other
// devices only. Kept apart from ./records so that ./common (loggedIn) can call it without a cycle.

import { db, now, type MockSession } from '../../db';
import { appendSecurityEvent } from '../../db/security-center';
import { noteDevice } from '../../db/security-records';
import { clientDevice, clientIp, placeOfIp } from '../request-info';

/** Gives a new session its device and place, and notes a new device in the security events. */
export function describeSession(session: MockSession, request: Request): void {
  const device = clientDevice(request);
  const ip = clientIp(request);
  const place = placeOfIp(ip);
  const at = now();
  Object.assign(session, { device, ip, place, lastActiveAt: at });
  if (noteDevice(db.securityCenter, session.uid, device)) {
    appendSecurityEvent(db.securityCenter, { uid: session.uid, type: 'new_device', time: at, session: session.token, device, ip, place, detail: device });
  }
}

/** The session was used now (every account-service call that finds its user). */
export function touchSession(token: string | undefined): void {
  const session = token === undefined ? undefined : db.sessions.get(token);
  if (session) session.lastActiveAt = now();
}
