// Server-side configuration read at request time, so one build runs against any backend.

import 'server-only';
import { headers } from 'next/headers';
import { parseAllowedHosts, safeBackUrl, type BackUrlPolicy } from '@/lib/routing/back-url';
import { homePath } from '@/lib/routing/navigation';

/** The back-URL policy: this site's origin (SITE_ORIGIN, else the request's) and the allow list. */
export async function backUrlPolicy(): Promise<BackUrlPolicy> {
  const configured = process.env.SITE_ORIGIN;
  let siteOrigin = configured && /^https?:\/\//.test(configured) ? configured : '';
  if (!siteOrigin) {
    const h = await headers();
    const host = h.get('host') ?? 'localhost';
    const proto = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
    siteOrigin = `${proto}://${host}`;
  }
  return { siteOrigin, allowedHosts: parseAllowedHosts(process.env.ALLOWED_REDIRECT_HOSTS) };
}

/** Where a flow returns when it is done: the request's backUrl when it is safe, else home. */
export async function resolveReturnTo(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string> {
  const { backUrl } = await searchParams;
  return safeBackUrl(typeof backUrl === 'string' ? backUrl : null, await backUrlPolicy()) ?? homePath();
}
