// The withdraw address book of the pro family (lib/contracts/pro/withdraw-address.ts; WALLET.md
// 3 for the list, the other paths and bodies in mocks/README.md "Withdraw address book"): the
// list pages by fromId ← next-id, a change needs a passed security verification of the
// `withdraw_address` scene on the same session (security/strategy/verify, mocks/auth/security.ts),
// an address that does not fit its chain's pattern or tag rule, or repeats a saved address or
// alias, is refused with the form's own texts (lib/wallet-book's rules). The chains an address
// may be saved for are the reference chains (`/v2/reference/currencies`).

import type { RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/withdraw-address';
import { isSecurityVerified } from '../auth/security';
import { findFamilyToken } from '../auth/tickets';
import { now } from '../db';
import {
  addAddress,
  addressesOf,
  findChain,
  removeAddress,
  setWhiteLevel,
  setWhiteSettings,
  statusOf,
  whiteSettingsOf,
  whiteStateOf,
  type StoredAddress,
} from '../db/withdraw-address';
import { asProUser, PRO_TOKEN_HEADER, queryOf, readJsonObject } from '../http/request';
import { v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

const DEFAULT_LIMIT = 100;

function rowOf(stored: StoredAddress, uid: number) {
  const at = now();
  return {
    currency: stored.currency,
    chain: stored.chain,
    note: stored.note,
    addressTag: stored.addressTag,
    address: stored.address,
    status: statusOf(stored, whiteSettingsOf(uid), at),
    id: stored.id,
    createdAt: stored.createdAt,
    whiteAt: stored.whiteAt,
  };
}

function verified(request: Request): boolean {
  const token = findFamilyToken(request.headers.get(PRO_TOKEN_HEADER), 'pro');
  return token !== undefined && isSecurityVerified(token.session, calls.WITHDRAW_ADDRESS_SCENE);
}

const notVerified = () => v2Fail(calls.VERIFICATION_REQUIRED_CODE, calls.VERIFICATION_REQUIRED_TEXT);
const invalid = (field: string) => v2Fail(2002, `invalid field value in "${field}"`);
const missing = (field: string) => v2Fail(2003, `missing mandatory field "${field}"`);

function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function withdrawAddressHandlers(base: string): RequestHandler[] {
  return [
    // GET /v2/account/withdraw/address?currency=&chain=&note=&limit=&fromId=
    route(
      base,
      calls.withdrawAddresses,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const limitText = query.get('limit');
        const limit = limitText === null || limitText === '' ? DEFAULT_LIMIT : Number(limitText);
        if (!Number.isInteger(limit) || limit < 1 || limit > calls.WITHDRAW_ADDRESS_PAGE_MAX) return invalid('limit');
        const fromText = query.get('fromId');
        const fromId = fromText === null || fromText === '' ? 0 : idOf(fromText);
        if (fromId === undefined) return invalid('fromId');
        const currency = query.get('currency')?.trim().toLowerCase() ?? '';
        const chain = query.get('chain')?.trim() ?? '';
        const note = query.get('note') ?? '';
        const rows = addressesOf(uid).filter(
          (stored) => stored.id >= fromId && (currency === '' || stored.currency === currency) && (chain === '' || stored.chain === chain) && (note === '' || stored.note === note),
        );
        const page = rows.slice(0, limit).map((stored) => rowOf(stored, uid));
        const next = rows[limit];
        return v2Ok(page, next ? { 'next-id': next.id } : {});
      }),
    ),

    // POST /v2/account/withdraw/address/add {currency, chain, address, addressTag?, note}
    route(
      base,
      calls.addWithdrawAddress,
      asProUser(async (uid, request) => {
        if (!verified(request)) return notVerified();
        const body = calls.addWithdrawAddressBodySchema.safeParse(await readJsonObject(request));
        if (!body.success) {
          const field = body.error.issues[0]?.path[0];
          return missing(typeof field === 'string' ? field : 'body');
        }
        const currency = body.data.currency.trim().toLowerCase();
        const chain = findChain(currency, body.data.chain.trim());
        if (!chain) return invalid('chain');
        const tag = body.data.addressTag?.trim() ?? '';
        if (chain.addrWithTag && tag === '') return missing('addressTag');
        if (!chain.addrWithTag && tag !== '') return invalid('addressTag');
        const added = addAddress(uid, { ...body.data, currency, addressTag: tag });
        if ('field' in added) return v2Fail(added.code, added.text);
        return v2Ok(rowOf(added, uid));
      }),
    ),

    // POST /v2/account/withdraw/address/:id/remove
    route(
      base,
      calls.removeWithdrawAddress,
      asProUser((uid, request, params) => {
        if (!verified(request)) return notVerified();
        const id = idOf(params.id);
        if (id === undefined || !removeAddress(uid, id)) return v2Fail(calls.ADDRESS_NOT_FOUND_CODE, calls.ADDRESS_NOT_FOUND_TEXT);
        return v2Ok({ id });
      }),
    ),

    // POST /v2/account/withdraw/address/:id/white-level {white}
    route(
      base,
      calls.setWithdrawAddressWhiteLevel,
      asProUser(async (uid, request, params) => {
        if (!verified(request)) return notVerified();
        const body = calls.whiteLevelBodySchema.safeParse(await readJsonObject(request));
        if (!body.success) return missing('white');
        const id = idOf(params.id);
        const stored = id === undefined ? undefined : setWhiteLevel(uid, id, body.data.white);
        if (!stored) return v2Fail(calls.ADDRESS_NOT_FOUND_CODE, calls.ADDRESS_NOT_FOUND_TEXT);
        return v2Ok(rowOf(stored, uid));
      }),
    ),

    // GET /v2/account/withdraw/white-setting
    route(
      base,
      calls.whiteSettings,
      asProUser((uid) => {
        const settings = whiteSettingsOf(uid);
        return v2Ok({ WhiteWithdrawAddressEnable: settings.enabled, WhiteWithdrawAddressDelayTime: settings.delayHours });
      }),
    ),

    // POST /v2/account/withdraw/white-setting {WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime}
    route(
      base,
      calls.updateWhiteSettings,
      asProUser(async (uid, request) => {
        if (!verified(request)) return notVerified();
        const body = calls.rawWhiteSettingsSchema.safeParse(await readJsonObject(request));
        if (!body.success) {
          const field = body.error.issues[0]?.path[0];
          return invalid(typeof field === 'string' ? field : 'body');
        }
        const settings = setWhiteSettings(uid, { enabled: body.data.WhiteWithdrawAddressEnable, delayHours: body.data.WhiteWithdrawAddressDelayTime });
        return v2Ok({ WhiteWithdrawAddressEnable: settings.enabled, WhiteWithdrawAddressDelayTime: settings.delayHours });
      }),
    ),

    // GET /v2/account/withdraw/white-state?currency=&chain=&address=&addressTag=
    route(
      base,
      calls.whiteWithdrawState,
      asProUser((uid, request) => {
        const query = queryOf(request);
        for (const field of ['currency', 'chain', 'address'] as const) if (!query.get(field)) return missing(field);
        return v2Ok(whiteStateOf(uid, query.get('currency') ?? '', query.get('chain') ?? '', query.get('address') ?? '', query.get('addressTag') ?? ''));
      }),
    ),
  ];
}
