// Pro (spot) family: token login, and /v1/users/me as the one protected call (renewal tests).

import type { RequestHandler } from 'msw';
import { userMe } from '@/lib/contracts/pro/user';
import { asProUser } from '../http/request';
import { proOk } from '../http/respond';
import { route } from '../http/route';
import { tokenLoginHandler } from './token-login';

export function proHandlers(base: string): RequestHandler[] {
  return [
    // POST {ticket} → {status:'ok', data:{token}}
    tokenLoginHandler(base, 'pro', { style: 'pro', field: 'token' }),
    // GET with HB-PRO-TOKEN → {uid}
    route(
      base,
      userMe,
      asProUser((uid) => proOk({ uid })),
    ),
  ];
}
