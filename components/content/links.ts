// The content pages' links, built from the route manifest (never written by hand).

import { pathOf } from '@/components/custody/links';
import { agreementRouteId, type ContentPageKey } from '@/lib/content';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';

export { pathOf };

/** One notice's page; the list when the id is no valid segment (a backend's odd id must not break the list). */
export function noticePath(id: string, lang: Language): string {
  try {
    return buildPath(getRoute('cn/notice/{id}'), { lang, id });
  } catch {
    return pathOf('cn/notice', lang);
  }
}

export function agreementPath(key: ContentPageKey, lang: Language): string {
  return pathOf(agreementRouteId(key), lang);
}
