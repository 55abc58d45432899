import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@/lib/routing/navigation';
import { NOT_FOUND_TEXT } from '@/lib/routing/manifest';
import { planRequest } from '@/lib/routing/request-plan';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { buildCsp, socketOrigins } from '@/lib/security/csp';
import { resolveSocketUrl } from '@/lib/api/families';
import { fromTrustedProxy } from '@/lib/security/client-address';
import { hstsHeader } from '@/lib/security/transport';

const ONE_YEAR = 60 * 60 * 24 * 365;

function contentSecurityPolicy(nonce: string): string {
  return buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    connectSrc: socketOrigins([resolveSocketUrl('market', process.env), resolveSocketUrl('account', process.env)]),
  });
}

/** Strict-Transport-Security on every page answer that travelled over https (lib/security/transport). */
function withTransportSecurity(request: NextRequest, response: NextResponse): NextResponse {
  const hsts = hstsHeader({ forwardedProto: request.headers.get('x-forwarded-proto'), fromTrustedProxy: fromTrustedProxy(request.headers, process.env) });
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

export function proxy(request: NextRequest) {
  return withTransportSecurity(request, answer(request));
}

function answer(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const plan = planRequest({
    pathname,
    search,
    storedLanguage: request.cookies.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    hasSession: Boolean(request.cookies.get(UC_SESSION_COOKIE)?.value),
  });

  if (plan.kind === 'reject') {
    return new NextResponse(plan.status === 404 ? NOT_FOUND_TEXT : 'Bad Request', {
      status: plan.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (plan.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(plan.location, request.url), plan.status);
    if (plan.saveLanguage) {
      response.cookies.set(LANGUAGE_COOKIE, plan.saveLanguage, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
    }
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  // Everything but static assets and the API gateway: prefetches and RSC requests included,
  // so the gate holds for them too.
  matcher: ['/((?!_next/static/|_next/image/|-/x/|favicon\\.ico$|robots\\.txt$).*)'],
};
