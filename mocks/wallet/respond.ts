// How each wallet kind's calls answer a failure (its family's envelope) and who is asking (its
// family's token). The fail switches of the control API and the test overrides share these.

import { HttpResponse } from 'msw';
import type { WalletFailure, WalletKind } from '../db/wallet';
import { tokenUser } from '../http/request';
import { proFail, ucFail } from '../http/respond';

export type FailureStyle = 'v1' | 'v2' | 'contract' | 'uc';

/** The envelope each kind's calls answer in. */
export const FAILURE_STYLE: Readonly<Record<WalletKind, FailureStyle>> = {
  spot: 'v1',
  margin: 'v1',
  superMargin: 'v1',
  stableCoin: 'v1',
  otc: 'uc',
  dm: 'contract',
  swap: 'contract',
  linear: 'contract',
  option: 'contract',
  minepool: 'v2',
  c2cBorrow: 'v2',
  cryptoLoans: 'v2',
  mining: 'v2',
  gridding: 'v2',
  point: 'v2',
  finance: 'v2',
  valuation: 'v2',
};

/** Contract families: {status:'ok', data, ts}. */
export function contractOk<T>(data: T) {
  return HttpResponse.json({ status: 'ok', data, ts: Date.now() });
}

/** Contract families: {status:'error', err_code, err_msg, ts} (underscores, code as sent). */
export function contractFail(code: number | string, message: string) {
  return HttpResponse.json({ status: 'error', err_code: code, err_msg: message, data: null, ts: Date.now() });
}

/** A failure in the kind's envelope, the code kept as given (a number stays a number). */
export function failAs(kind: WalletKind, { code, message }: WalletFailure): Response {
  switch (FAILURE_STYLE[kind]) {
    case 'v1':
      return proFail(String(code), message);
    case 'v2':
      return HttpResponse.json({ code, success: false, message, data: null });
    case 'contract':
      return contractFail(code, message);
    case 'uc':
      return ucFail(code, message);
  }
}

export const CONTRACT_TOKEN_HEADER = 'HB-CONTRACT-TOKEN';
export const OTC_TOKEN_HEADER = 'HB-OTC-TOKEN';

/** The dm and swap families carry the token of the contract login (dm). */
export function contractUser(request: Request): number | undefined {
  return tokenUser(request, 'dm', CONTRACT_TOKEN_HEADER);
}

export function otcUser(request: Request): number | undefined {
  return tokenUser(request, 'otc', OTC_TOKEN_HEADER);
}

export const CONTRACT_LOGIN_REQUIRED = { code: 'login-required', message: 'login required' } as const;
/** The otc service answers a missing token in the account-service form. */
export const OTC_LOGIN_REQUIRED = { code: 401, message: '请先登录' } as const;
