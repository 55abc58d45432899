// Control API of the withdraw address book: seed N generated addresses for a user (the
// benchmark's 1000), switch the whitelist and set its delay, add an address with a back-dated
// time (to see it held by the delay or already usable), read a user's book, clear it.
// POST /__control/reset restores the seed (mocks/db/withdraw-address.ts).

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { findUser, now } from './db';
import {
  addAddress,
  addressesOf,
  clearAddresses,
  findChain,
  seedAddresses,
  setWhiteSettings,
  statusOf,
  whiteSettingsOf,
} from './db/withdraw-address';

const uidSchema = z.int().check(z.minimum(1));

const seedBodySchema = z.strictObject({
  uid: uidSchema,
  count: z.int().check(z.minimum(1), z.maximum(10_000)),
  /** Only this currency and chain (both or neither); all chains in turn otherwise. */
  currency: z.optional(z.string()),
  chain: z.optional(z.string()),
  /** Replace the user's book instead of adding to it. */
  replace: z.optional(z.boolean()),
});

const whitelistBodySchema = z.strictObject({
  uid: uidSchema,
  enabled: z.optional(z.boolean()),
  delayHours: z.optional(z.int().check(z.minimum(0), z.maximum(720))),
});

const addBodySchema = z.strictObject({
  uid: uidSchema,
  currency: z.string().check(z.minLength(1)),
  chain: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  note: z.string().check(z.minLength(1)),
  addressTag: z.optional(z.string()),
  /** When it was added (epoch ms), or how many minutes ago; now when neither. */
  addedAt: z.optional(z.int()),
  ageMinutes: z.optional(z.number().check(z.minimum(0))),
});

function bookJson(uid: number) {
  const settings = whiteSettingsOf(uid);
  const at = now();
  return {
    uid,
    settings,
    entries: addressesOf(uid).map((stored) => ({ ...stored, status: statusOf(stored, settings, at) })),
  };
}

export function withdrawAddressControlHandlers(base: string): RequestHandler[] {
  return [
    // GET withdraw-address?uid= → {uid, settings:{enabled, delayHours}, entries:[…]}
    http.get(`${base}/withdraw-address`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isInteger(uid) || !findUser(uid)) return controlError('give the uid of a seeded user', 404);
      return HttpResponse.json(bookJson(uid));
    }),

    // POST withdraw-address/seed {uid, count, currency?, chain?, replace?} → {ok, added, total}
    http.post(`${base}/withdraw-address/seed`, async ({ request }) => {
      const body = await readBody(request, seedBodySchema);
      if ('error' in body) return controlError(body.error);
      const { uid, count, currency, chain, replace } = body.data;
      if (!findUser(uid)) return controlError(`unknown uid ${uid}`, 404);
      if ((currency === undefined) !== (chain === undefined)) return controlError('give both currency and chain, or neither');
      if (currency !== undefined && chain !== undefined && !findChain(currency, chain)) return controlError(`unknown chain ${currency}/${chain}`);
      if (replace) clearAddresses(uid);
      const added = seedAddresses(uid, count, currency !== undefined && chain !== undefined ? { currency, chain } : {});
      return HttpResponse.json({ ok: true, added, total: addressesOf(uid).length });
    }),

    // POST withdraw-address/whitelist {uid, enabled?, delayHours?} → {ok, enabled, delayHours}
    http.post(`${base}/withdraw-address/whitelist`, async ({ request }) => {
      const body = await readBody(request, whitelistBodySchema);
      if ('error' in body) return controlError(body.error);
      const { uid, enabled, delayHours } = body.data;
      if (!findUser(uid)) return controlError(`unknown uid ${uid}`, 404);
      const settings = setWhiteSettings(uid, { ...(enabled === undefined ? {} : { enabled }), ...(delayHours === undefined ? {} : { delayHours }) });
      return HttpResponse.json({ ok: true, ...settings });
    }),

    // POST withdraw-address/add {uid, currency, chain, address, note, addressTag?, addedAt? | ageMinutes?} → {ok, entry}
    http.post(`${base}/withdraw-address/add`, async ({ request }) => {
      const body = await readBody(request, addBodySchema);
      if ('error' in body) return controlError(body.error);
      const { uid, addedAt, ageMinutes, ...input } = body.data;
      if (!findUser(uid)) return controlError(`unknown uid ${uid}`, 404);
      if (addedAt !== undefined && ageMinutes !== undefined) return controlError('give addedAt or ageMinutes, not both');
      const chain = findChain(input.currency.trim().toLowerCase(), input.chain.trim());
      if (!chain) return controlError(`unknown chain ${input.currency}/${input.chain}`);
      if (chain.addrWithTag !== ((input.addressTag ?? '').trim() !== '')) return controlError(chain.addrWithTag ? 'this chain needs addressTag' : 'this chain takes no addressTag');
      const at = addedAt ?? now() - Math.round((ageMinutes ?? 0) * 60_000);
      const added = addAddress(uid, input, at);
      if ('entry' in added) return controlError(`${added.field} conflict: ${added.text}`, 409);
      if ('field' in added) return controlError(`${added.field}: ${added.text}`);
      return HttpResponse.json({ ok: true, entry: { ...added, status: statusOf(added, whiteSettingsOf(uid), now()) } });
    }),

    // DELETE withdraw-address?uid= → {ok, removed}
    http.delete(`${base}/withdraw-address`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isInteger(uid) || !findUser(uid)) return controlError('give the uid of a seeded user', 404);
      return HttpResponse.json({ ok: true, removed: clearAddresses(uid) });
    }),
  ];
}
