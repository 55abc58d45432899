// What the order form asks besides placement (exchange-wallet-fiat.md sections 3, 5, 6): the
// user's fee info, the pair's maker and taker rates and a sub-user's margin authority. Pro
// family, logged-in only. Fees are seeded, the same for every user: 0.2% both ways, with a
// points deduction; the HT pair is free (免手续费). Only the margin sub-user (10009) has the
// authority `open`; other sub-users have none.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { FORM_PATHS, type AuthorityType } from '@/services/trading/form-schemas';
import { findFamilyToken } from '../auth/tickets';
import { SEED_UIDS } from '../db/users';
import { PRO_TOKEN_HEADER } from './pro';
import { PRO_LOGIN_REQUIRED } from './token-login';

export const DEFAULT_SYMBOL_FEE = { makerFeeRate: '0.002', takerFeeRate: '0.002' } as const;
/** Pairs with their own rates: the platform token's pair trades free. */
export const SYMBOL_FEES: Readonly<Record<string, { makerFeeRate: string; takerFeeRate: string }>> = {
  htusdt: { makerFeeRate: '0', takerFeeRate: '0' },
};

export const USER_FEE_INFO = {
  'step-rate-type': 'normal',
  'point-switch': 1,
  'deduction-switch': 1,
  currency: 'ht',
  'maker-fee-rate': '0.002',
  'taker-fee-rate': '0.002',
  'maker-deduction': '0.0016',
  'taker-deduction': '0.0016',
  level: 0,
} as const;

/** Sub-users' authority per margin type; absent means none. */
export const SUB_USER_AUTHORITY: Readonly<Record<number, Partial<Record<AuthorityType, string>>>> = {
  [SEED_UIDS.subAccountMargin]: { margin: 'open', 'super-margin': 'open' },
};

const V2_LOGIN_REQUIRED = { code: 401, success: false, message: 'login required', data: null };

function tokenUid(request: Request): number | undefined {
  return findFamilyToken(request.headers.get(PRO_TOKEN_HEADER), 'pro')?.uid;
}

export function tradingFormHandlers(base: string): RequestHandler[] {
  return [
    // GET /v1/fee/fee-info → {status:'ok', data: fee info}
    http.get(`${base}${FORM_PATHS.userFeeInfo}`, ({ request }) =>
      tokenUid(request) === undefined ? HttpResponse.json(PRO_LOGIN_REQUIRED) : HttpResponse.json({ status: 'ok', data: USER_FEE_INFO }),
    ),

    // GET /v2/reference/transact-fee-rate?symbols=a,b → {code:200, success:true, data:[{symbol, makerFeeRate, takerFeeRate}]}
    http.get(`${base}${FORM_PATHS.symbolFee}`, ({ request }) => {
      if (tokenUid(request) === undefined) return HttpResponse.json(V2_LOGIN_REQUIRED);
      const symbols = (new URL(request.url).searchParams.get('symbols') ?? '')
        .split(',')
        .map((symbol) => symbol.trim().toLowerCase())
        .filter(Boolean);
      if (symbols.length === 0) return HttpResponse.json({ code: 2002, success: false, message: 'invalid field value: symbols', data: null });
      const data = symbols.map((symbol) => ({ symbol, ...(SYMBOL_FEES[symbol] ?? DEFAULT_SYMBOL_FEE) }));
      return HttpResponse.json({ code: 200, success: true, data });
    }),

    // GET /v1/sub-user/authority?type=margin|super-margin → {status:'ok', data:{type, authority}}
    http.get(`${base}${FORM_PATHS.subUserAuthority}`, ({ request }) => {
      const uid = tokenUid(request);
      if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
      const type = new URL(request.url).searchParams.get('type');
      if (type !== 'margin' && type !== 'super-margin') {
        return HttpResponse.json({ status: 'error', 'err-code': 'invalid-parameter', 'err-msg': 'invalid type', data: null });
      }
      return HttpResponse.json({ status: 'ok', data: { type, authority: SUB_USER_AUTHORITY[uid]?.[type] ?? null } });
    }),
  ];
}
