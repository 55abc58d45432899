// The account-service calls every page's shell makes (session check, user info, ticket for
// the token logins, logout), apart from the rest of ./index so that the shell does not load the
// schemas of login, register, reset and security forms. ./index spreads them into UC_CALLS.

import * as z from 'zod/mini';
import { defineCall } from '../define';

const family = 'uc';

export const ticketResponseSchema = z.object({ ticket: z.string() });

export const userInfoSchema = z.object({
  uid: z.number(),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  account_name: z.optional(z.nullable(z.string())),
  user_type: z.number(),
  country_id: z.array(z.number()),
  level: z.optional(z.number()),
  options: z.optional(z.partial(z.object({ conversion_currency: z.optional(z.string()) }))),
  kyc_level: z.optional(z.string()),
  auth_info: z.optional(
    z.partial(
      z.object({
        pro_status: z.optional(z.number()),
        pro_auth_type: z.optional(z.number()),
        pro_org_name: z.optional(z.string()),
        pro_first_name: z.optional(z.string()),
        pro_last_name: z.optional(z.string()),
      }),
    ),
  ),
  auth_country: z.optional(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const UC_SESSION_CALLS = {
  // GET by the protocol, yet it ends the session: refused cross-site like a POST.
  logout: defineCall({ family, method: 'GET', pattern: '/uc/open/logout', changesState: true }),
  loginCheck: defineCall({ family, method: 'GET', pattern: '/uc/open/login/check' }),
  ticketGet: defineCall({ family, method: 'GET', pattern: '/uc/open/ticket/get', response: ticketResponseSchema }),
  userGet: defineCall({ family, method: 'GET', pattern: '/uc/open/user/get', response: userInfoSchema }),
};
