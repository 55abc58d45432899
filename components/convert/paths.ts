import { CONVERT_ROUTES, type ConvertMode } from '@/lib/convert/modes';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routing/segments';

export function convertScreenPath(mode: ConvertMode, lang: Language = DEFAULT_LANGUAGE): string {
  return buildPath(getRoute(CONVERT_ROUTES[mode].screen), { lang });
}

export function convertHistoryPath(mode: ConvertMode, lang: Language = DEFAULT_LANGUAGE): string {
  return buildPath(getRoute(CONVERT_ROUTES[mode].history), { lang });
}

export function routePath(routeId: string, lang: Language = DEFAULT_LANGUAGE): string {
  return buildPath(getRoute(routeId), { lang });
}
