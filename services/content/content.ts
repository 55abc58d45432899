// The content service's calls (lib/contracts/content.ts; exchange-wallet-fiat.md section 7
// "single page content", articles): the agreements, notices, FAQ and downloadable files of the
// custody area. Public reads; each resolves to an ApiResult and never rejects. The answers are
// turned into UI models here: table rows as wide as their columns, a file's download link
// resolved against the content family's base, nothing of HTML.

import * as calls from '@/lib/contracts/content';
import type { ContentBlock, RawArticle, RawArticlePage, RawArticleSummary, RawContentFile, RawContentPage, RawContentSection, RawFaqPage, RawFilePage } from '@/lib/contracts/content';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/records';
import { baseUrlFor, get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';

export type { ContentBlock } from '@/lib/contracts/content';

export interface ContentSection {
  id: string | undefined;
  heading: string;
  blocks: ContentBlock[];
}

export interface ContentPage {
  key: string;
  title: string;
  /** `YYYY-MM-DD` (UTC+8). */
  effectiveDate: string;
  updatedAt: number;
  preamble: string[];
  sections: ContentSection[];
}

export type ArticleSummary = RawArticleSummary;

export interface Article extends ArticleSummary {
  blocks: ContentBlock[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface FaqCategory {
  key: string;
  name: string;
  count: number;
}

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: ContentBlock[];
}

export interface FaqPage extends Paged<FaqEntry> {
  categories: FaqCategory[];
}

export interface ContentFile {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Bytes. */
  size: number;
  updatedAt: number;
  contentType: string;
  /** Where the browser downloads it: the gateway path, or the absolute URL the service gave. */
  href: string;
}

export interface FilePage extends Paged<ContentFile> {
  categories: Array<{ key: string; name: string }>;
}

export interface ListParams {
  page: number;
  size?: number;
  /** '' for no search. */
  keyword: string;
}

export interface CategoryListParams extends ListParams {
  /** '' for every category. */
  category: string;
}

/** A table's rows cut or filled to its columns, so every cell has its header. */
function toBlock(block: ContentBlock): ContentBlock {
  if (block.type !== 'table') return block;
  const width = block.columns.length;
  return { ...block, rows: block.rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? EMPTY_PLACEHOLDER)) };
}

const toBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] => blocks.map(toBlock);

function toSection(raw: RawContentSection): ContentSection {
  return { id: raw.id, heading: raw.heading, blocks: toBlocks(raw.blocks) };
}

export function toContentPage(raw: RawContentPage): ContentPage {
  return { key: raw.key, title: raw.title, effectiveDate: raw.effectiveDate, updatedAt: raw.updatedAt, preamble: raw.preamble ?? [], sections: raw.sections.map(toSection) };
}

export function toArticle(raw: RawArticle): Article {
  return { ...raw, blocks: toBlocks(raw.blocks) };
}

export function toArticlePage(raw: RawArticlePage): Paged<ArticleSummary> {
  return raw;
}

export function toFaqPage(raw: RawFaqPage): FaqPage {
  return { ...raw, items: raw.items.map((entry) => ({ ...entry, answer: toBlocks(entry.answer) })) };
}

/** A path below the content family's base, or an absolute http(s) URL; null for anything else. */
export function downloadHref(url: string, base: string = baseUrlFor('content')): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${base.replace(/\/$/, '')}${url}`;
  return null;
}

function toContentFile({ url, ...raw }: RawContentFile): ContentFile | null {
  const href = downloadHref(url);
  return href === null || !Number.isSafeInteger(raw.size) || raw.size < 0 ? null : { ...raw, href };
}

/** Files whose link or size cannot be used are left out. */
export function toFilePage(raw: RawFilePage): FilePage {
  const items = raw.items.flatMap((file) => {
    const model = toContentFile(file);
    return model === null ? [] : [model];
  });
  return { ...raw, items };
}

/** Query values travel as text; empty ones are left out. */
function listQuery(params: ListParams & { category?: string }): Record<string, string> {
  const query: Record<string, string> = { page: String(params.page), size: String(params.size ?? DEFAULT_PAGE_SIZE) };
  if (params.keyword !== '') query.keyword = params.keyword;
  if (params.category) query.category = params.category;
  return query;
}

/** GET `content.contentPage` /v1/content/pages/:key → the document. */
export async function fetchContentPage(key: string, options?: ShorthandOptions): Promise<ApiResult<ContentPage>> {
  return parseEnvelope(await get('content', calls.contentPage.path({ key }), undefined, options), calls.rawContentPageSchema, toContentPage);
}

/** GET `content.articleList` /v1/content/articles?page=&size=&keyword= → pinned first, then newest. */
export async function fetchArticles(params: ListParams, options?: ShorthandOptions): Promise<ApiResult<Paged<ArticleSummary>>> {
  return parseEnvelope(await get('content', calls.articleList.path(), listQuery(params), options), calls.rawArticlePageSchema, toArticlePage);
}

/** GET `content.article` /v1/content/articles/:id → the article. */
export async function fetchArticle(id: string, options?: ShorthandOptions): Promise<ApiResult<Article>> {
  return parseEnvelope(await get('content', calls.article.path({ id }), undefined, options), calls.rawArticleSchema, toArticle);
}

/** GET `content.faqList` /v1/content/faq?category=&page=&size=&keyword= → the categories and one page of entries. */
export async function fetchFaq(params: CategoryListParams, options?: ShorthandOptions): Promise<ApiResult<FaqPage>> {
  return parseEnvelope(await get('content', calls.faqList.path(), listQuery(params), options), calls.rawFaqPageSchema, toFaqPage);
}

/** GET `content.fileList` /v1/content/files?category=&page=&size=&keyword= → the categories and one page of files. */
export async function fetchFiles(params: CategoryListParams, options?: ShorthandOptions): Promise<ApiResult<FilePage>> {
  return parseEnvelope(await get('content', calls.fileList.path(), listQuery(params), options), calls.rawFilePageSchema, toFilePage);
}
