// The custody service's calls of the Assets area (lib/contracts/custody.ts; shell-and-account.md
// section 7): balance profit-loss (own and per sub-account), asset-profit user info and
// activation, VIP info and levels. Account-service envelopes. Custody gets no cookies and has
// no token login, so its calls carry the pro token (the contract module's choice); without a
// live one the answer is 401, which the app treats as "renew the tokens".

import type { RequestHandler } from 'msw';
import * as custody from '@/lib/contracts/custody';
import { db, findUser, now, type MockUser } from '../db';
import { custodyProfitLoss, VIP_LEVELS, vipInfoOf } from '../db/finance';
import { kycRecordOf } from '../db/kyc';
import { subAccountsOf } from '../db/sub-accounts';
import { tokenUser } from '../http/request';
import { custodyFail, custodyOk } from '../http/respond';
import { walletUsdtValue } from '../wallet/valuation';
import { route } from '../http/route';

export const CUSTODY_LOGIN_REQUIRED = { code: 401, message: '请先登录' } as const;

type Resolver = (uid: number, request: Request) => Response | Promise<Response>;

/** The logged-in user by the pro token, else the custody login-required answer. */
function asCustodyUser(handle: Resolver) {
  return ({ request }: { request: Request }) => {
    const uid = tokenUser(request, 'pro');
    if (uid === undefined) return custodyFail(CUSTODY_LOGIN_REQUIRED.code, CUSTODY_LOGIN_REQUIRED.message);
    return handle(uid, request);
  };
}

/** `asCustodyUser` with the user's record (the KYC calls read its level and auth info). */
function asCustodyMockUser(handle: (user: MockUser) => Response) {
  return asCustodyUser((uid) => {
    const user = findUser(uid);
    return user ? handle(user) : custodyFail(CUSTODY_LOGIN_REQUIRED.code, CUSTODY_LOGIN_REQUIRED.message);
  });
}

function userInfo(uid: number) {
  return { uid, activated: db.finance.activatedAt.has(uid), activatedAt: db.finance.activatedAt.get(uid) ?? null };
}

export function custodyHandlers(base: string): RequestHandler[] {
  return [
    // GET → {currency, balance, profitLoss, profitLossRate, updatedAt}: the balance is the wallet's worth now
    route(
      base,
      custody.balanceProfitLoss,
      asCustodyUser((uid) => {
        const at = now();
        return custodyOk({ currency: 'usdt', ...custodyProfitLoss(uid, at, walletUsdtValue(uid, at)), updatedAt: at });
      }),
    ),

    // GET → [{subUid, accountName, balance, profitLoss, profitLossRate}]
    route(
      base,
      custody.subBalanceProfitLoss,
      asCustodyUser((uid) => {
        const at = now();
        const subs = subAccountsOf(db.subAccounts, uid).flatMap(({ uid: subUid }) => {
          const sub = findUser(subUid);
          return sub ? [{ subUid, accountName: sub.account_name, ...custodyProfitLoss(subUid, at, walletUsdtValue(subUid, at)) }] : [];
        });
        return custodyOk(subs);
      }),
    ),

    // GET → {uid, activated, activatedAt}
    route(
      base,
      custody.profitUserInfo,
      asCustodyUser((uid) => custodyOk(userInfo(uid))),
    ),

    // POST {} → {uid, activated: true, activatedAt}
    route(
      base,
      custody.profitActivation,
      asCustodyUser((uid) => {
        if (!db.finance.activatedAt.has(uid)) db.finance.activatedAt.set(uid, now());
        return custodyOk(userInfo(uid));
      }),
    ),

    // GET → {vipLevel, vipScore, holdings, volume, expireTime}
    route(
      base,
      custody.vipInfo,
      asCustodyUser((uid) => custodyOk(vipInfoOf(uid))),
    ),

    // GET → [{level, name, score}]
    route(
      base,
      custody.vipConfig,
      asCustodyUser(() => custodyOk(VIP_LEVELS)),
    ),

    // POST user_auth.php {} → {kyc_level, auth_info, user_info: {auth_country}} (mocks/README.md "KYC")
    route(
      base,
      custody.userAuth,
      asCustodyMockUser((user) => custodyOk({ kyc_level: user.kyc_level, auth_info: { pro_status: 0, ...user.auth_info }, user_info: { auth_country: user.auth_country } })),
    ),

    // GET fiat/kyc/getInfo → {state, kycLevel, targetLevel, failRemark, fullName, nationality, submittedAt, updatedAt}
    route(
      base,
      custody.fiatKycInfo,
      asCustodyMockUser((user) => {
        const record = kycRecordOf(db.users, user, now());
        return custodyOk({
          state: record.state,
          kycLevel: record.level,
          targetLevel: record.targetLevel,
          failRemark: record.failRemark,
          fullName: record.basic?.fullName ?? null,
          nationality: record.basic?.country ?? null,
          submittedAt: record.submittedAt,
          updatedAt: record.updatedAt,
        });
      }),
    ),
  ];
}
