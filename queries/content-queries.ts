// The content service's documents as query definitions (key, function, freshness), shared by the
// hooks of queries/content.ts and by a server render that puts an agreement or a notice in the
// first HTML (components/content/content-data.ts). No 'use client': a server component calls these.

import { LATEST_ARTICLES_CAP } from '@/lib/content';
import type { ListParams } from '@/services/content/content';
import { contentKeys } from './keys';
import { lazyService, unwrap } from './failure';

// Loaded on first use (see queries/failure.ts lazyService).
export const contentService = lazyService(() => import('@/services/content/content'));

/** The screen says a failure itself (QueryState), so the HTTP core does not toast it. */
export const QUIET = { silent: true } as const;

/** Published content changes seldom: a page visited again within this is served from the cache. */
export const CONTENT_STALE_TIME_MS = 5 * 60_000;

/** The first page of notices, as many as the latest-notices card shows. */
export const LATEST_ARTICLES_PARAMS = { page: 1, size: LATEST_ARTICLES_CAP, keyword: '' } as const;

export const contentQueries = {
  /** One page of notices (the list hook adds keeping the previous page on screen). */
  articles: ({ page, size, keyword }: Required<ListParams>) => ({
    queryKey: contentKeys.articles(page, size, keyword),
    queryFn: async () => unwrap(await (await contentService()).fetchArticles({ page, size, keyword }, QUIET)),
    staleTime: CONTENT_STALE_TIME_MS,
  }),
  page: (key: string) => ({
    queryKey: contentKeys.page(key),
    queryFn: async () => unwrap(await (await contentService()).fetchContentPage(key, QUIET)),
    staleTime: CONTENT_STALE_TIME_MS,
  }),
  article: (id: string) => ({
    queryKey: contentKeys.article(id),
    queryFn: async () => unwrap(await (await contentService()).fetchArticle(id, QUIET)),
    staleTime: CONTENT_STALE_TIME_MS,
  }),
};
