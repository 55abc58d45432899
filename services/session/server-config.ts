// Server-side configuration read at request time, so one build runs against any backend.

import { headers } from 'next/headers';
import { parseAllowedHosts, type BackUrlPolicy } from '@/lib/routing/back-url';

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
