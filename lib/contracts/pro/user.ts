// The pro family's own user calls: the token login (ticket → token) and /v1/users/me, the one
// protected call the token renewal is tried on.

import * as z from 'zod/mini';
import { defineCall } from '../define';

/** POST {ticket} → {token} */
export const userLogin = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/users/login', request: z.object({ ticket: z.string() }), response: z.object({ token: z.string() }) });
/** GET with the pro token → {uid} */
export const userMe = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/users/me', response: z.object({ uid: z.number() }) });
