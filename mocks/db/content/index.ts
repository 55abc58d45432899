// The content service's data (agreements, notices, FAQ, files) and its reads: keyword search by
// lib/content's rule, then page/size. Seeded once and never changed, so resetDb has nothing to do.

import type { RawArticle, RawArticlePage, RawArticleSummary, RawContentFile, RawFaqPage, RawFilePage } from '@/lib/contracts/content';
import { matchesKeyword } from '@/lib/content';
import { DEFAULT_PAGE_SIZE, slicePage } from '@/lib/records';
import { blockText } from './blocks';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq';
import { CONTENT_FILES, FILE_CATEGORIES } from './files';
import { NOTICES } from './notices';

export { CONTENT_PAGES } from './agreements';
export { contentDisposition, fileBytes, CONTENT_FILES, FILE_CATEGORIES } from './files';
export { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq';
export { NOTICES } from './notices';

export const MAX_CONTENT_PAGE_SIZE = 50;

export interface ContentQuery {
  page: number;
  size: number;
  keyword: string;
  /** '' for every category. */
  category: string;
}

/** Page from 1 and size 1–50 (20 by default); null when either is not a whole number. */
export function contentQueryOf(params: URLSearchParams): ContentQuery | null {
  const whole = (text: string | null, fallback: number) => (text === null || text === '' ? fallback : /^\d+$/.test(text) ? Number(text) : Number.NaN);
  const page = whole(params.get('page'), 1);
  const size = whole(params.get('size'), DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(page) || !Number.isInteger(size) || page < 1 || size < 1) return null;
  return { page, size: Math.min(size, MAX_CONTENT_PAGE_SIZE), keyword: params.get('keyword') ?? '', category: params.get('category') ?? '' };
}

function paged<T>(rows: readonly T[], query: ContentQuery) {
  return { items: slicePage(rows, query), total: rows.length, page: query.page, size: query.size };
}

function summaryOf({ blocks: _blocks, ...summary }: RawArticle): RawArticleSummary {
  return summary;
}

/** Pinned first, then the newest. */
export function articlePage(query: ContentQuery): RawArticlePage {
  const found = NOTICES.filter((notice) => matchesKeyword([notice.title, notice.summary, ...blockText(notice.blocks)], query.keyword));
  const ordered = [...found].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt - a.publishedAt);
  return paged(ordered.map(summaryOf), query);
}

export function findArticle(id: string): RawArticle | undefined {
  return NOTICES.find((notice) => notice.id === id);
}

export function faqPage(query: ContentQuery): RawFaqPage {
  const categories = FAQ_CATEGORIES.map(({ key, name }) => ({ key, name, count: FAQ_ENTRIES.filter((entry) => entry.category === key).length }));
  const found = FAQ_ENTRIES.filter((entry) => (query.category === '' || entry.category === query.category) && matchesKeyword([entry.question, ...blockText(entry.answer)], query.keyword));
  return { categories, ...paged(found, query) };
}

/** Newest first. */
export function filePage(query: ContentQuery): RawFilePage {
  const found = CONTENT_FILES.filter((file) => (query.category === '' || file.category === query.category) && matchesKeyword([file.name, file.description], query.keyword));
  return { categories: FILE_CATEGORIES.map(({ key, name }) => ({ key, name })), ...paged([...found].sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id)), query) };
}

export function findFile(id: string): RawContentFile | undefined {
  return CONTENT_FILES.find((file) => file.id === id);
}
