// Token logins (exchange-wallet-fiat.md section 7): each family exchanges a uc ticket for its
// own token. Pro-style families answer {status:'ok', data} / {status:'error', 'err-code'};
// account-style ones {success, code, message, data}. OTC takes a form-encoded body.

import { HttpResponse, type RequestHandler } from 'msw';
import { formTicketLoginSchema, jsonTicketLoginSchema, TOKEN_LOGIN_CALLS, type TokenLoginFamily } from '@/lib/contracts/token-logins';
import { exchangeTicket } from '../auth/tickets';
import { readJson } from '../http/request';
import { ucFail, ucOk } from '../http/respond';
import { route } from '../http/route';

export type TokenLoginStyle = 'pro' | 'uc';

export interface TokenLoginSpec {
  style: TokenLoginStyle;
  /** Name of the token in the answer: contract logins return a `session` used as token. */
  field: 'token' | 'session';
  /** Form-encoded `ticket=...&type=web` instead of JSON `{ticket}`. */
  form?: boolean;
}

export const PRO_TOKEN_NOT_VALID = { status: 'error', 'err-code': 'token-not-valid', 'err-msg': 'token not valid' } as const;
export const PRO_LOGIN_REQUIRED = { status: 'error', 'err-code': 'login-required', 'err-msg': 'login required' } as const;
const PRO_BAD_REQUEST = { status: 'error', 'err-code': 'invalid-parameter', 'err-msg': '参数错误' } as const;
export const SESSION_EXPIRED_MESSAGE = '登录已失效';

async function readTicket(request: Request, form: boolean): Promise<string | undefined> {
  if (form) {
    if (!request.headers.get('content-type')?.toLowerCase().includes('application/x-www-form-urlencoded')) return undefined;
    const parsed = formTicketLoginSchema.safeParse(Object.fromEntries(new URLSearchParams(await request.text())));
    return parsed.success ? parsed.data.ticket : undefined;
  }
  const parsed = jsonTicketLoginSchema.safeParse(await readJson(request));
  return parsed.success ? parsed.data.ticket : undefined;
}

/** The login call of a family (lib/contracts/token-logins.ts), answered in the family's style. */
export function tokenLoginHandler(base: string, family: TokenLoginFamily, spec: TokenLoginSpec): RequestHandler {
  return route(base, TOKEN_LOGIN_CALLS[family], async ({ request }) => {
    const ticket = await readTicket(request, spec.form === true);
    if (ticket === undefined) return spec.style === 'pro' ? HttpResponse.json(PRO_BAD_REQUEST) : ucFail(400, '参数错误');
    const token = exchangeTicket(ticket, family);
    if (!token) return spec.style === 'pro' ? HttpResponse.json(PRO_TOKEN_NOT_VALID) : ucFail(512, SESSION_EXPIRED_MESSAGE);
    const data = { [spec.field]: token.token };
    return spec.style === 'pro' ? HttpResponse.json({ status: 'ok', data }) : ucOk(data);
  });
}

/** The account-style JSON login (users/login → {token}) most families share. */
export function ucStyleTokenLogin(family: TokenLoginFamily): (base: string) => RequestHandler[] {
  return (base) => [tokenLoginHandler(base, family, { style: 'uc', field: 'token' })];
}
