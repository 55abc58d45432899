// Token logins (exchange-wallet-fiat.md section 7): each family exchanges a uc ticket for its
// own token. Pro-style families answer {status:'ok', data} / {status:'error', 'err-code'};
// account-style ones {success, code, message, data}. OTC takes a form-encoded body.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import type { ServiceFamily } from '@/lib/api/families';
import { exchangeTicket } from '../auth/tickets';
import { ucFail, ucOk } from './envelopes';

export type TokenLoginStyle = 'pro' | 'uc';

export interface TokenLoginSpec {
  /** Path below the family base, e.g. /v1/users/login. */
  path: string;
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

const ticketSchema = z.string().check(z.minLength(1));
const jsonTicketSchema = z.object({ ticket: ticketSchema });
const formTicketSchema = z.object({ ticket: ticketSchema, type: z.literal('web') });

async function readTicket(request: Request, form: boolean): Promise<string | undefined> {
  const text = await request.text();
  if (form) {
    if (!request.headers.get('content-type')?.toLowerCase().includes('application/x-www-form-urlencoded')) return undefined;
    const parsed = formTicketSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
    return parsed.success ? parsed.data.ticket : undefined;
  }
  try {
    const parsed = jsonTicketSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.ticket : undefined;
  } catch {
    return undefined;
  }
}

export function tokenLoginHandler(base: string, family: ServiceFamily, spec: TokenLoginSpec): RequestHandler {
  return http.post(`${base}${spec.path}`, async ({ request }) => {
    const ticket = await readTicket(request, spec.form === true);
    if (ticket === undefined) return spec.style === 'pro' ? HttpResponse.json(PRO_BAD_REQUEST) : ucFail(400, '参数错误');
    const token = exchangeTicket(ticket, family);
    if (!token) return spec.style === 'pro' ? HttpResponse.json(PRO_TOKEN_NOT_VALID) : ucFail(512, SESSION_EXPIRED_MESSAGE);
    const data = { [spec.field]: token.token };
    return spec.style === 'pro' ? HttpResponse.json({ status: 'ok', data }) : ucOk(data);
  });
}

/** The account-style JSON login at /v1/users/login most families share. */
export function ucStyleTokenLogin(family: ServiceFamily): (base: string) => RequestHandler[] {
  return (base) => [tokenLoginHandler(base, family, { path: '/v1/users/login', style: 'uc', field: 'token' })];
}
