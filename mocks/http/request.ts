// Request helpers of the mock handlers: the JSON body, the query, and the user a family
// token belongs to (asProUser: the one guard of the pro family's logged-in calls).

import { HttpResponse } from 'msw';
import { findFamilyToken } from '../auth/tickets';
import { PRO_LOGIN_REQUIRED } from '../handlers/token-login';

/** Family token headers the mock reads (the app's services/http/headers.ts sends them). */
export const PRO_TOKEN_HEADER = 'HB-PRO-TOKEN';

/** The JSON body: `{}` when empty, undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON body when it is an object, else undefined. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const json = await readJson(request);
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** The uid a family token (e.g. the pro token) was issued to, or undefined. */
export function tokenUser(request: Request, family: string, header: string = PRO_TOKEN_HEADER): number | undefined {
  return findFamilyToken(request.headers.get(header), family)?.uid;
}

/** Path parameters as MSW hands them to a resolver. */
export type RouteParams = Record<string, string | readonly string[] | undefined>;

/**
 * A resolver for the logged-in pro user: the v1 login-required answer without a live pro token,
 * else `handle` with the token's uid.
 */
export function asProUser(handle: (uid: number, request: Request, params: RouteParams) => Response | Promise<Response>) {
  return ({ request, params }: { request: Request; params: RouteParams }): Response | Promise<Response> => {
    const uid = tokenUser(request, 'pro');
    if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
    return handle(uid, request, params);
  };
}
