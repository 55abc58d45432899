// What a content page loads on the server before it renders: an agreement or a notice, handed
// to the browser's query cache (ServerAnswers), so the document is in the first HTML and reads
// without script. The reads are public; they go through the request's HTTP scope all the same
// (its upstreams, its headers), within a budget: a slow content service leaves the page to the
// browser's own call (QueryState's loading, then the document or the failure with 重试).

import 'server-only';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { cookies, headers } from 'next/headers';
import { CONTENT_CODES } from '@/lib/contracts/content';
import { settledWithin } from '@/lib/async/within';
import { contentQueries, LATEST_ARTICLES_PARAMS } from '@/queries/content-queries';
import { QueryFailure } from '@/queries/failure';
import { dehydrateAnswers } from '@/queries/hydration';
import { makeServerQueryClient } from '@/queries/server-prefetch';
import { withServerHttp } from '@/services/http/server-scope';

/** How long a content page waits for its document at most. */
export const CONTENT_PREFETCH_BUDGET_MS = 1500;

export interface ContentServerData {
  state: DehydratedState;
  /** The content service said there is no such document or article (40400). */
  missing: boolean;
}

async function loadWithin(language: string, query: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }, budgetMs: number): Promise<ContentServerData> {
  const client: QueryClient = makeServerQueryClient();
  const [jar, head] = await Promise.all([cookies(), headers()]);
  await withServerHttp({ cookies: jar.getAll(), cookieHeader: head.get('cookie'), requestHeaders: head, language }, () => settledWithin(client.prefetchQuery(query), budgetMs));
  const error = client.getQueryState(query.queryKey)?.error;
  return { state: dehydrateAnswers(client), missing: error instanceof QueryFailure && Number(error.code) === CONTENT_CODES.notFound };
}

export function loadContentPage(language: string, key: string, budgetMs = CONTENT_PREFETCH_BUDGET_MS): Promise<ContentServerData> {
  return loadWithin(language, contentQueries.page(key), budgetMs);
}

export function loadArticle(language: string, id: string, budgetMs = CONTENT_PREFETCH_BUDGET_MS): Promise<ContentServerData> {
  return loadWithin(language, contentQueries.article(id), budgetMs);
}

/** The latest notices of the home page's card (components/content/latest-notices.tsx). */
export function loadLatestArticles(language: string, budgetMs = CONTENT_PREFETCH_BUDGET_MS): Promise<ContentServerData> {
  return loadWithin(language, contentQueries.articles(LATEST_ARTICLES_PARAMS), budgetMs);
}
