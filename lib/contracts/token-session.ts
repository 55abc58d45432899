// The site's own token-session route (exchange-wallet-fiat.md section 7, "Token logins", moved to
// the server): POST trades the request's uc session for a ticket and the ticket for every family's
// token, answered as HttpOnly cookies the page script never sees; DELETE clears them (the browser
// cannot remove an HttpOnly cookie itself). Beside the gateway, on a path no family uses, so the
// proxy leaves it alone as it leaves the gateway. The app's route, its client and the tests import
// the path and the answer from here.

import * as z from 'zod/mini';
import { GATEWAY_PREFIX } from '@/lib/api/families';

z.config({ jitless: true });

export const TOKEN_SESSION_PATH = `${GATEWAY_PREFIX}/tokens`;

/** `data` of a successful exchange: when the tokens expire, and whether every family's login gave one. */
export const tokenSessionAnswerSchema = z.object({
  expiresAt: z.number(),
  complete: z.boolean(),
});

export type TokenSessionAnswer = z.infer<typeof tokenSessionAnswerSchema>;

/** Header a call sends so the gateway leaves its family's token out (the settings' retry after 1003). */
export const WITHOUT_TOKEN_HEADER = 'x-hb-without-token';
/**
 * Header a custody call sends so the gateway puts the pro token on it: custody gets no cookies and
 * has no token login of its own, and the calls that need the user carry the pro token by name
 * (lib/contracts/custody.ts). Without it a custody call carries no credential at all.
 */
export const WITH_PRO_TOKEN_HEADER = 'x-hb-with-pro-token';
