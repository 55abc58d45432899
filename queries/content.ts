'use client';

// The content service on TanStack Query: an agreement, the notices and one notice, the FAQ and the
// files. Lists keep the previous page on screen while the next one loads. Nothing changes them
// from here, so there is no mutation; they are fresh for CONTENT_STALE_TIME_MS.

import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/lib/records';
import type { ApiResult } from '@/services/http';
import type { CategoryListParams, ListParams } from '@/services/content/content';
import { CONTENT_STALE_TIME_MS, contentQueries, contentService, QUIET } from './content-queries';
import { unwrap } from './failure';
import { contentKeys } from './keys';

type ContentService = Awaited<ReturnType<typeof contentService>>;

/** A list read: the previous page stays on screen while the next one loads. */
function useContentList<T>(queryKey: QueryKey, read: (service: ContentService) => Promise<ApiResult<T>>) {
  return useQuery({
    queryKey,
    queryFn: async () => unwrap(await read(await contentService())),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useContentPage(key: string) {
  return useQuery(contentQueries.page(key));
}

export function useArticle(id: string) {
  return useQuery(contentQueries.article(id));
}

export function useArticles({ page, size = DEFAULT_PAGE_SIZE, keyword }: ListParams) {
  return useQuery({ ...contentQueries.articles({ page, size, keyword }), placeholderData: keepPreviousData });
}

export function useFaq({ category, page, size = DEFAULT_PAGE_SIZE, keyword }: CategoryListParams) {
  return useContentList(contentKeys.faq(category, page, size, keyword), (service) => service.fetchFaq({ category, page, size, keyword }, QUIET));
}

export function useContentFiles({ category, page, size = DEFAULT_PAGE_SIZE, keyword }: CategoryListParams) {
  return useContentList(contentKeys.files(category, page, size, keyword), (service) => service.fetchFiles({ category, page, size, keyword }, QUIET));
}
