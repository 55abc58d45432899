// The server part every page shares: validates the route's dynamic segments (404 when one
// fails), enforces the login gate with a verified session (服务繁忙 when the check itself failed),
// and renders the page heading.

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { buildPath, documentTitle, getRoute, type RouteParams } from '@/lib/routing/manifest';
import { loginRedirect } from '@/lib/routing/navigation';
import { getServerSession } from '@/services/session/server-session';
import { ServiceBusy } from './service-busy';

export interface RoutePageProps {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page's metadata. A page whose segments fail validation renders the not-found page,
 * so it takes the not-found title too (Next resolves page metadata even then).
 */
export function routeMetadata(routeId: string) {
  return async ({ params }: Pick<RoutePageProps, 'params'>): Promise<Metadata> => {
    const path = routePathOrNull(routeId, await params);
    return { title: documentTitle(getRoute(path === null ? '404' : routeId)) };
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function toRouteParams(raw: Awaited<RoutePageProps['params']>): RouteParams {
  return { lang: single(raw.lang), name: single(raw.name), currency: single(raw.currency), pair: single(raw.pair), uid: single(raw.uid), id: single(raw.id) };
}

export function toSearch(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function routePathOrNull(routeId: string, raw: Awaited<RoutePageProps['params']>): string | null {
  try {
    return buildPath(getRoute(routeId), toRouteParams(raw));
  } catch {
    return null;
  }
}

/** Resolves the page's concrete path; calls notFound() when a segment fails validation. */
export async function resolveRoutePath(routeId: string, params: RoutePageProps['params']): Promise<string> {
  return routePathOrNull(routeId, await params) ?? notFound();
}

export async function RouteScreen({
  routeId,
  params,
  searchParams,
  children,
  hideTitle = false,
}: RoutePageProps & {
  routeId: string;
  children?: ReactNode;
  /** Keeps the page title for assistive technology only, where the page shows its own heading. */
  hideTitle?: boolean;
}) {
  const route = getRoute(routeId);
  const path = await resolveRoutePath(routeId, params);
  let busy = false;
  if (route.needsLogin) {
    const session = await getServerSession();
    // A check that failed is not a logout: 服务繁忙 with a retry, the session kept.
    busy = session.checkFailed;
    if (!session.loggedIn && !busy) redirect(loginRedirect(path, toSearch(await searchParams)));
  }
  return (
    <section className="route-screen" data-route={route.id}>
      <h1 className={hideTitle ? 'route-screen__title visually-hidden' : 'route-screen__title'}>{route.title}</h1>
      {busy ? <ServiceBusy retryHref={`${path}${toSearch(await searchParams)}`} /> : children}
    </section>
  );
}
