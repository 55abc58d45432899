// What the order form asks besides placement (exchange-wallet-fiat.md sections 3, 5, 6): the
// user's fee info, the pair's maker and taker rates and a sub-user's margin authority. Pro
// family, logged-in only. Fees are seeded, the same for every user: 0.2% both ways, with a
// points deduction; the HT pair is free (免手续费). Only the margin sub-user (10009) has the
// authority `open`; other sub-users have none.

import type { RequestHandler } from 'msw';
import { subUserAuthority, symbolFee, userFeeInfo } from '@/lib/contracts/pro/form';
import { db } from '../db';
import { marginAuthorityOf } from '../db/sub-accounts';
import { asProUser, queryOf, tokenUser } from '../http/request';
import { proFail, proOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

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


/** The v2 answer of a call without a live pro token. */
const v2LoginRequired = () => v2Fail(401, 'login required');

export function tradingFormHandlers(base: string): RequestHandler[] {
  return [
    // GET `form.userFeeInfo` → {status:'ok', data: fee info}
    route(
      base,
      userFeeInfo,
      asProUser(() => proOk(USER_FEE_INFO)),
    ),

    // GET `form.symbolFee`?symbols=a,b → {code:200, success:true, data:[{symbol, makerFeeRate, takerFeeRate}]}
    route(base, symbolFee, ({ request }) => {
      if (tokenUser(request, 'pro') === undefined) return v2LoginRequired();
      const symbols = (queryOf(request).get('symbols') ?? '')
        .split(',')
        .map((symbol) => symbol.trim().toLowerCase())
        .filter(Boolean);
      if (symbols.length === 0) return v2Fail(2002, 'invalid field value: symbols');
      return v2Ok(symbols.map((symbol) => ({ symbol, ...(SYMBOL_FEES[symbol] ?? DEFAULT_SYMBOL_FEE) })));
    }),

    // GET `form.subUserAuthority`?type=margin|super-margin → {status:'ok', data:{type, authority}}
    route(
      base,
      subUserAuthority,
      asProUser((uid, request) => {
        const type = queryOf(request).get('type');
        if (type !== 'margin' && type !== 'super-margin') return proFail('invalid-parameter', 'invalid type');
        return proOk({ type, authority: marginAuthorityOf(db.subAccounts, uid, type) });
      }),
    ),
  ];
}
