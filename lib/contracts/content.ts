// Calls of the content service (exchange-wallet-fiat.md section 7 "single page content",
// section 9 "Articles capped at 5"; shell-and-account.md section 2: cn, cn/faq, cn/file,
// cn/notice, cn/agreement/*). The spec names single page content and articles only; the paths,
// the FAQ and file calls and every field are ours (mocks/README.md "Content"). Answers in the
// account-service form {success, code, message, data}. Public reads: no login needed (the
// content token, when the browser holds one, travels as usual).
//
// Text is structured JSON, never HTML: a document is sections of blocks (paragraphs, lists,
// tables), so a screen renders every word as text.

import * as z from 'zod/mini';
import { defineCall } from './define';

z.config({ jitless: true });

const family = 'content';

/** Business codes of these calls. */
export const CONTENT_CODES = {
  /** No document, article or file by that key or id. */
  notFound: 40400,
} as const;

export const CONTENT_TEXT = {
  notFound: '内容不存在或已下线',
} as const;

// ---- blocks: the body of a document section, an article and an FAQ answer ----------------

export const paragraphBlockSchema = z.object({ type: z.literal('paragraph'), text: z.string() });
export const listBlockSchema = z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) });
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  caption: z.optional(z.string()),
  columns: z.array(z.string()),
  /** Each row as many cells as columns (text, amounts as text). */
  rows: z.array(z.array(z.string())),
});
export const contentBlockSchema = z.discriminatedUnion('type', [paragraphBlockSchema, listBlockSchema, tableBlockSchema]);

export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;

// ---- single page content (the agreements) ---------------------------------------------------

export const contentSectionSchema = z.object({
  id: z.optional(z.string()),
  heading: z.string(),
  blocks: z.array(contentBlockSchema),
});

export const rawContentPageSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`, in the service's time zone (UTC+8). */
  effectiveDate: z.string(),
  /** Epoch ms of the last revision. */
  updatedAt: z.number(),
  /** Lines before the first section (who the parties are, how to read it). */
  preamble: z.optional(z.array(z.string())),
  sections: z.array(contentSectionSchema),
});

export type RawContentSection = z.infer<typeof contentSectionSchema>;
export type RawContentPage = z.infer<typeof rawContentPageSchema>;

// ---- articles (公告) -------------------------------------------------------------------------

/** Page and size travel as text; page from 1, size at most 50 (20 by default). */
export const pageQuerySchema = z.object({
  page: z.optional(z.string()),
  size: z.optional(z.string()),
  /** Terms split at white space, each must occur (title and body, question and answer, name and description). */
  keyword: z.optional(z.string()),
});

export const rawArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Epoch ms. */
  publishedAt: z.number(),
  /** Shown first in the list. */
  pinned: z.boolean(),
});

export const rawArticleSchema = z.object({
  ...rawArticleSummarySchema.shape,
  blocks: z.array(contentBlockSchema),
});

/** One page of a list: its items, the total over all pages, the page (from 1) and its size. */
function pageShape<T extends z.ZodMiniType>(item: T) {
  return { items: z.array(item), total: z.number(), page: z.number(), size: z.number() };
}

export const rawArticlePageSchema = z.object(pageShape(rawArticleSummarySchema));

export type RawArticleSummary = z.infer<typeof rawArticleSummarySchema>;
export type RawArticle = z.infer<typeof rawArticleSchema>;
export type RawArticlePage = z.infer<typeof rawArticlePageSchema>;

// ---- FAQ -------------------------------------------------------------------------------------

export const faqQuerySchema = z.object({ ...pageQuerySchema.shape, category: z.optional(z.string()) });

export const rawFaqCategorySchema = z.object({ key: z.string(), name: z.string(), count: z.number() });
export const rawFaqEntrySchema = z.object({ id: z.string(), category: z.string(), question: z.string(), answer: z.array(contentBlockSchema) });
export const rawFaqPageSchema = z.object({
  /** Every category with its entry count (not narrowed by the query). */
  categories: z.array(rawFaqCategorySchema),
  ...pageShape(rawFaqEntrySchema),
});

export type RawFaqCategory = z.infer<typeof rawFaqCategorySchema>;
export type RawFaqEntry = z.infer<typeof rawFaqEntrySchema>;
export type RawFaqPage = z.infer<typeof rawFaqPageSchema>;

// ---- files (资料文件) -------------------------------------------------------------------------

export const fileQuerySchema = z.object({ ...pageQuerySchema.shape, category: z.optional(z.string()) });

export const rawContentFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Bytes. */
  size: z.number(),
  /** Epoch ms of the file's last update. */
  updatedAt: z.number(),
  contentType: z.string(),
  /** Where the file downloads: a path below the content family's base, or an absolute http(s) URL. */
  url: z.string(),
});

export const rawFileCategorySchema = z.object({ key: z.string(), name: z.string() });
export const rawFilePageSchema = z.object({
  categories: z.array(rawFileCategorySchema),
  ...pageShape(rawContentFileSchema),
});

export type RawContentFile = z.infer<typeof rawContentFileSchema>;
export type RawFilePage = z.infer<typeof rawFilePageSchema>;

// ---- the calls --------------------------------------------------------------------------------

/** GET → {key, title, effectiveDate, updatedAt, preamble?, sections:[{id?, heading, blocks}]}; 40400 for an unknown key. */
export const contentPage = defineCall({ family, method: 'GET', pattern: '/v1/content/pages/:key', response: rawContentPageSchema });

/** GET ?page=&size=&keyword= → {items:[{id, title, summary, publishedAt, pinned}], total, page, size}: pinned first, then newest. */
export const articleList = defineCall({ family, method: 'GET', pattern: '/v1/content/articles', request: pageQuerySchema, response: rawArticlePageSchema });

/** GET → the article with its blocks; 40400 for an unknown id. */
export const article = defineCall({ family, method: 'GET', pattern: '/v1/content/articles/:id', response: rawArticleSchema });

/** GET ?category=&page=&size=&keyword= → {categories, items:[{id, category, question, answer}], total, page, size}. */
export const faqList = defineCall({ family, method: 'GET', pattern: '/v1/content/faq', request: faqQuerySchema, response: rawFaqPageSchema });

/** GET ?category=&page=&size=&keyword= → {categories, items:[{id, name, description, category, size, updatedAt, contentType, url}], total, page, size}: newest first. */
export const fileList = defineCall({ family, method: 'GET', pattern: '/v1/content/files', request: fileQuerySchema, response: rawFilePageSchema });

/** GET → the file's bytes with its Content-Type and Content-Disposition (not an envelope); 404 for an unknown id. */
export const fileDownload = defineCall({ family, method: 'GET', pattern: '/v1/content/files/:id/download' });
