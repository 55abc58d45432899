// Token logins (exchange-wallet-fiat.md section 7, "Token logins"): each family trades a uc
// ticket for its own token at its own login call. Declared here, one contract per family the
// app or the mock uses, so the ticket exchange and the mock backend share method and path.

import * as z from 'zod/mini';
import type { ServiceFamily } from '@/lib/api/families';
import { defineCall, type CallContract } from './define';

z.config({ jitless: true });

const ticketSchema = z.string().check(z.minLength(1));
/** JSON `{ticket}`: every login but otc's. */
export const jsonTicketLoginSchema = z.object({ ticket: ticketSchema });
/** Form-encoded `ticket=...&type=web`: the otc login. */
export const formTicketLoginSchema = z.object({ ticket: ticketSchema, type: z.literal('web') });

export const tokenAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });
/** The contract families' logins answer a session that is used as the token. */
export const sessionAnswerSchema = z.object({ session: z.string().check(z.minLength(1)) });

function usersLogin<F extends ServiceFamily>(family: F) {
  return defineCall({ family, method: 'POST', pattern: '/v1/users/login', request: jsonTicketLoginSchema, response: tokenAnswerSchema });
}

function contractLogin<F extends ServiceFamily>(family: F) {
  return defineCall({ family, method: 'POST', pattern: '/api/v1/users/login', request: jsonTicketLoginSchema, response: sessionAnswerSchema });
}

export const TOKEN_LOGIN_CALLS = {
  pro: usersLogin('pro'),
  otc: defineCall({ family: 'otc', method: 'POST', pattern: '/v1/users/login', request: formTicketLoginSchema, response: tokenAnswerSchema }),
  dm: contractLogin('dm'),
  swap: contractLogin('swap'),
  hbg: usersLogin('hbg'),
  kyc: usersLogin('kyc'),
  content: usersLogin('content'),
  mgt: usersLogin('mgt'),
  inst: usersLogin('inst'),
  etf: usersLogin('etf'),
  vote: usersLogin('vote'),
} as const satisfies Partial<Record<ServiceFamily, CallContract>>;

export type TokenLoginFamily = keyof typeof TOKEN_LOGIN_CALLS;
