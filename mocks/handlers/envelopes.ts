// Response envelopes of the account-style services: {success, code, message, data}
// (PROTOCOL.md 4.1, shell-and-account.md section 7). Business failures travel with HTTP 200.

import { HttpResponse } from 'msw';

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
