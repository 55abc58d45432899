// Response builders, one per envelope form the specifications name (PROTOCOL.md 4.1,
// shell-and-account.md section 7, exchange-wallet-fiat.md section 7). Business failures travel
// with HTTP 200, as the real services send them.

import { HttpResponse } from 'msw';

/** Account-style services (uc, custody, kyc, crm, ...): {success, code, message, data}. */
export interface UcEnvelope<T> {
  success: boolean;
  code: number | string;
  message: string;
  data: T | null;
}

export function ucOk<T>(data: T): HttpResponse<UcEnvelope<T>> {
  return HttpResponse.json({ success: true, code: 200, message: '', data });
}

export function ucFail(code: number | string, message: string, status = 200): HttpResponse<UcEnvelope<never>> {
  return HttpResponse.json({ success: false, code, message, data: null }, { status });
}

/** The custody service answers in the account-service form. */
export const custodyOk = ucOk;
export const custodyFail = ucFail;

/** Pro v1: {status:'ok', data} / {status:'error', 'err-code', 'err-msg'}. */
export function proOk<T>(data: T, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ status: 'ok', data, ...extra });
}

export function proFail(errCode: string, errMsg: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ status: 'error', 'err-code': errCode, 'err-msg': errMsg, ...extra, data: null });
}

/** Pro v2: {code: 200, data} / {code, message}. */
export function v2Ok<T>(data: T, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code: 200, success: true, data, ...extra });
}

export function v2Fail(code: number, message: string) {
  return HttpResponse.json({ code, success: false, message, data: null });
}
