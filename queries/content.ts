'use client';

// The content service on TanStack Query: an agreement, the notices and one notice, the FAQ and the
// files. Lists keep the previous page on screen while the next one loads. Nothing changes them
// from here, so there is no mutation; they are fresh for CONTENT_STALE_TIME_MS.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/lib/records';
import type { CategoryListParams, ListParams } from '@/services/content/content';
import { CONTENT_STALE_TIME_MS, contentQueries, contentService, QUIET } from './content-queries';
import { unwrap } from './failure';
import { contentKeys } from './keys';

export function useContentPage(key: string) {
  return useQuery(contentQueries.page(key));
}

export function useArticle(id: string) {
  return useQuery(contentQueries.article(id));
}

export function useArticles({ page, size = DEFAULT_PAGE_SIZE, keyword }: ListParams) {
  return useQuery({
    queryKey: contentKeys.articles(page, size, keyword),
    queryFn: async () => unwrap(await (await contentService()).fetchArticles({ page, size, keyword }, QUIET)),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useFaq({ category, page, size = DEFAULT_PAGE_SIZE, keyword }: CategoryListParams) {
  return useQuery({
    queryKey: contentKeys.faq(category, page, size, keyword),
    queryFn: async () => unwrap(await (await contentService()).fetchFaq({ category, page, size, keyword }, QUIET)),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useContentFiles({ category, page, size = DEFAULT_PAGE_SIZE, keyword }: CategoryListParams) {
  return useQuery({
    queryKey: contentKeys.files(category, page, size, keyword),
    queryFn: async () => unwrap(await (await contentService()).fetchFiles({ category, page, size, keyword }, QUIET)),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}
