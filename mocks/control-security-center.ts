// Control API of the security records: support unfreezing an account frozen by its owner
// ("这不是我"), and a security event seeded for a test (e.g. a password change that starts the
// withdrawal hold) without driving the change through the UI.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { securityEventTypeSchema } from '@/lib/contracts/uc';
import { controlError, readBody } from './control-body';
import { db, findUser, now } from './db';
import { appendSecurityEvent } from './db/security-center';

const uidBody = z.object({ uid: z.number() });
const eventBody = z.object({
  uid: z.number(),
  type: securityEventTypeSchema,
  /** Epoch ms on the mock clock; now when left out. */
  time: z.optional(z.number()),
  device: z.optional(z.string()),
  ip: z.optional(z.string()),
  place: z.optional(z.string()),
  detail: z.optional(z.string()),
});

export function securityCenterControlHandlers(base: string): RequestHandler[] {
  return [
    // POST security/unfreeze {uid}: support lifts a self-freeze
    http.post(`${base}/security/unfreeze`, async ({ request }) => {
      const body = await readBody(request, uidBody);
      if ('error' in body) return controlError(body.error);
      if (!findUser(body.data.uid)) return controlError(`unknown uid ${body.data.uid}`);
      const was = db.securityCenter.frozen.delete(body.data.uid);
      return HttpResponse.json({ ok: true, was_frozen: was });
    }),
    // POST security/events {uid, type, time?, device?, ip?, place?, detail?} → the event
    http.post(`${base}/security/events`, async ({ request }) => {
      const body = await readBody(request, eventBody);
      if ('error' in body) return controlError(body.error);
      const { uid, type, time, device, ip, place, detail } = body.data;
      if (!findUser(uid)) return controlError(`unknown uid ${uid}`);
      const event = appendSecurityEvent(db.securityCenter, {
        uid,
        type,
        time: time ?? now(),
        device: device ?? 'Chrome · Windows',
        ip: ip ?? '203.0.113.7',
        place: place ?? '新加坡',
        ...(detail === undefined ? {} : { detail }),
      });
      return HttpResponse.json({ ok: true, event });
    }),
  ];
}
