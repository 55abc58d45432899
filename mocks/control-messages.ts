// Control API of the outbox: the emails and SMS the mock sent, as the user would read them (the
// anti-phishing code at the top when the user set one), latest first; and a reset of one user's
// security settings, so a suite starts each test from the seed without resetting everyone.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { messagesTo } from './auth/outbox';
import { controlError } from './control-body';
import { db, SEED_USERS } from './db';

/** Back to the seed for one user: no anti-phishing code, no withdraw strategy, the seeded login strategy, no pending codes. */
function resetSecuritySettings(uid: number): boolean {
  const user = db.users.get(uid);
  if (!user) return false;
  db.securityCenter.antiPhishing.delete(uid);
  db.securityCenter.withdrawFactors.delete(uid);
  user.two_factor = [...(SEED_USERS.find((seed) => seed.uid === uid)?.two_factor ?? [])];
  const addresses = new Set([user.email.toLowerCase(), user.phone].filter((address) => address !== ''));
  for (const [key, code] of db.auth.codes) if (addresses.has(code.account)) db.auth.codes.delete(key);
  return true;
}

export function messagesControlHandlers(base: string): RequestHandler[] {
  return [
    // GET messages?account=<email or phone digits> → {messages: [...]}, latest first; every message without account.
    http.get(`${base}/messages`, ({ request }) => {
      const account = new URL(request.url).searchParams.get('account') ?? undefined;
      return HttpResponse.json({
        messages: messagesTo(account).map((message) => ({
          id: message.id,
          channel: message.channel,
          to: message.to,
          uid: message.uid,
          subject: message.subject,
          text: message.text,
          anti_phishing: message.antiPhishing,
          time: message.time,
        })),
      });
    }),

    // DELETE security-settings?uid= → one user's security settings back to the seed.
    http.delete(`${base}/security-settings`, ({ request }) => {
      const uid = new URL(request.url).searchParams.get('uid');
      if (uid === null || !/^\d+$/.test(uid)) return controlError('uid must be a number');
      return resetSecuritySettings(Number(uid)) ? HttpResponse.json({ ok: true }) : controlError(`unknown uid ${uid}`, 404);
    }),
  ];
}
