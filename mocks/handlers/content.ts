// content family (lib/contracts/content.ts; mocks/README.md "Content"): the token login (JSON
// {ticket} → {code:200, success:true, data:{token}}), and the public reads: single page content
// (the agreements), articles (notices), the FAQ and the downloadable files with their bytes.

import { HttpResponse, type RequestHandler } from 'msw';
import * as content from '@/lib/contracts/content';
import { isContentPageKey } from '@/lib/content';
import { articlePage, CONTENT_PAGES, contentDisposition, contentQueryOf, faqPage, fileBytes, filePage, findArticle, findFile, type ContentQuery } from '../db/content';
import { queryOf } from '../http/request';
import { ucFail, ucOk } from '../http/respond';
import { route } from '../http/route';
import { ucStyleTokenLogin } from './token-login';

const BAD_QUERY = { code: 400, message: '参数错误' } as const;

function notFound() {
  return ucFail(content.CONTENT_CODES.notFound, content.CONTENT_TEXT.notFound);
}

/** A list read: its page/size/keyword/category query, else 400. */
function listOf(answer: (query: ContentQuery) => unknown) {
  return ({ request }: { request: Request }) => {
    const query = contentQueryOf(queryOf(request));
    return query === null ? ucFail(BAD_QUERY.code, BAD_QUERY.message) : ucOk(answer(query));
  };
}

function param(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function contentHandlers(base: string): RequestHandler[] {
  return [
    ...ucStyleTokenLogin('content')(base),

    // GET /v1/content/pages/:key → the document
    route(base, content.contentPage, ({ params }) => {
      const key = param(params.key);
      return isContentPageKey(key) ? ucOk(CONTENT_PAGES[key]) : notFound();
    }),

    // GET /v1/content/articles?page=&size=&keyword= → {items, total, page, size}
    route(base, content.articleList, listOf(articlePage)),

    // GET /v1/content/articles/:id → the article
    route(base, content.article, ({ params }) => {
      const found = findArticle(param(params.id));
      return found ? ucOk(found) : notFound();
    }),

    // GET /v1/content/faq?category=&page=&size=&keyword= → {categories, items, total, page, size}
    route(base, content.faqList, listOf(faqPage)),

    // GET /v1/content/files?category=&page=&size=&keyword= → {categories, items, total, page, size}
    route(base, content.fileList, listOf(filePage)),

    // GET /v1/content/files/:id/download → the bytes
    route(base, content.fileDownload, ({ params }) => {
      const file = findFile(param(params.id));
      if (!file) return new HttpResponse(content.CONTENT_TEXT.notFound, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      const bytes = fileBytes(file);
      return new HttpResponse(bytes, {
        headers: {
          'content-type': file.contentType,
          'content-length': String(bytes.byteLength),
          'content-disposition': contentDisposition(file),
          'cache-control': 'no-store',
        },
      });
    }),
  ];
}
