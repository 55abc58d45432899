// The pro family's own user calls: the token login (ticket → token) and /v1/users/me, the one
// protected call the token renewal is tried on.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { TOKEN_LOGIN_CALLS } from '../token-logins';

/** POST {ticket} → {token}: declared with every family's token login in ../token-logins.ts. */
export const userLogin = TOKEN_LOGIN_CALLS.pro;
/** GET with the pro token → {uid} */
export const userMe = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/users/me', response: z.object({ uid: z.number() }) });
