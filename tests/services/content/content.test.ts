// The content services against the mock's real handlers, without a login: a document, the
// notices with search and paging, one notice, the FAQ by category, the files with their
// download links, a refusal's code and message; and the conversions of odd answers.

import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as contentCalls from '@/lib/contracts/content';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { configureHttp, resetHttpConfig, type ApiResult } from '@/services/http';
import { downloadHref, fetchArticle, fetchArticles, fetchContentPage, fetchFaq, fetchFiles, toContentPage } from '@/services/content/content';
import { onCall } from '@/tests/support/msw-call';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

const server = withMswServer();

beforeEach(() => {
  resetHttpConfig();
  configureHttp({ baseUrls: testBaseUrls(), getToken: () => null });
});

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`call failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

describe('content services', () => {
  it('reads an agreement with its sections', async () => {
    const page = dataOf(await fetchContentPage('accountfee'));
    expect(page).toMatchObject({ key: 'accountfee', title: '资产托管账户管理费说明', effectiveDate: '2025-07-01' });
    expect(page.preamble.length).toBeGreaterThan(0);
    expect(page.sections.map((section) => section.heading)).toContain('二、计费标准');
  });

  it('keeps the code and message of an unknown document', async () => {
    expect(await fetchContentPage('nothing', { silent: true })).toMatchObject({ success: false, code: 40400, message: '内容不存在或已下线' });
  });

  it('reads notices by page and keyword, and one notice', async () => {
    const first = dataOf(await fetchArticles({ page: 1, size: 5, keyword: '' }));
    expect(first).toMatchObject({ total: 12, page: 1, size: 5 });
    expect(first.items).toHaveLength(5);
    const found = dataOf(await fetchArticles({ page: 1, keyword: '维护' }));
    expect(found.items.map((item) => item.id)).toEqual(['1009', '1003']);
    const one = dataOf(await fetchArticle('1009'));
    expect(one.title).toBe('系统升级维护公告（8 月 16 日 02:00 - 04:00）');
    expect(one.blocks[0]).toMatchObject({ type: 'paragraph' });
  });

  it('reads the FAQ of one category', async () => {
    const kyc = dataOf(await fetchFaq({ category: 'kyc', page: 1, keyword: '' }));
    expect(kyc.items.length).toBe(3);
    expect(kyc.categories.map((category) => category.name)).toEqual(['账户与安全', '充币与提币', '资产托管', '费用说明', '身份认证']);
  });

  it('reads files with their gateway download link, leaving out one whose link cannot be used', async () => {
    const files = dataOf(await fetchFiles({ category: '', page: 1, keyword: '申请表' }));
    expect(files.items.map((file) => file.id).sort()).toEqual(['d01', 'd02']);
    expect(files.items[0]?.href).toBe(`${testBaseUrls().content}${contentCalls.fileDownload.path({ id: files.items[0]?.id ?? '' })}`);
    server.use(
      onCall(contentCalls.fileList, () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          data: {
            categories: [],
            items: [
              { id: 'x', name: 'x.pdf', description: '', category: 'forms', size: 10, updatedAt: 1, contentType: 'application/pdf', url: 'javascript:alert(1)' },
              { id: 'y', name: 'y.pdf', description: '', category: 'forms', size: 10, updatedAt: 1, contentType: 'application/pdf', url: 'https://cdn.example.com/y.pdf' },
            ],
            total: 2,
            page: 1,
            size: 20,
          },
        }),
      ),
    );
    const odd = dataOf(await fetchFiles({ category: '', page: 1, keyword: '' }));
    expect(odd.items.map((file) => file.href)).toEqual(['https://cdn.example.com/y.pdf']);
  });

  it('resolves download links below the family base, or absolute http(s) ones only', () => {
    const path = contentCalls.fileDownload.path({ id: 'd01' });
    expect(downloadHref(path, '/-/x/content/')).toBe(`/-/x/content${path}`);
    expect(downloadHref('https://cdn.example.com/a.pdf', '/-/x/content')).toBe('https://cdn.example.com/a.pdf');
    for (const bad of ['//evil.example/a', 'javascript:alert(1)', 'data:text/html,x', 'files/a']) expect(downloadHref(bad, '/-/x/content')).toBeNull();
  });

  it('fills or cuts table rows to their columns', () => {
    const page = toContentPage({
      key: 'k',
      title: 't',
      effectiveDate: '2025-01-01',
      updatedAt: 1,
      sections: [{ heading: 'h', blocks: [{ type: 'table', columns: ['a', 'b'], rows: [['1'], ['1', '2', '3']] }] }],
    });
    expect(page.sections[0]?.blocks[0]).toEqual({ type: 'table', columns: ['a', 'b'], rows: [['1', EMPTY_PLACEHOLDER], ['1', '2']] });
    expect(page.preamble).toEqual([]);
  });
});
