// The content service's calls against the mock's real handlers, without a login: every call of
// lib/contracts/content.ts is answered and its data reads with the contract's schema; the six
// agreements; search, categories and paging of notices, FAQ and files; the unknown key and id;
// and a file's download (its bytes, type and name, as many bytes as the list says).

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as content from '@/lib/contracts/content';
import type { CallContract } from '@/lib/contracts/define';
import { CONTENT_PAGE_KEYS } from '@/lib/content';
import { createHandlers } from '@/mocks/handlers';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';

const handlers = createHandlers(IN_PROCESS_ROOT);

async function fetchCall(call: CallContract, path: string, query: Record<string, string | number> = {}): Promise<Response> {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await getResponse(handlers, new Request(url));
  if (!response) throw new Error(`${call.method} ${path} unhandled`);
  return response;
}

async function envelopeOf(call: CallContract, path: string, query: Record<string, string | number> = {}) {
  return normalizeEnvelope(await (await fetchCall(call, path, query)).json());
}

async function dataOf<T>(call: CallContract<string, unknown, T>, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const envelope = await envelopeOf(call, path, query);
  expect(envelope.success, `${path} ${JSON.stringify(query)}`).toBe(true);
  const parsed = call.response?.safeParse(envelope.data);
  if (!parsed?.success) throw new Error(`${path} does not read with its schema`);
  return parsed.data;
}

describe('content service (mock)', () => {
  it('serves each of the six agreements with an effective date, sections and text only', async () => {
    for (const key of CONTENT_PAGE_KEYS) {
      const page = await dataOf(content.contentPage, content.contentPage.path({ key }));
      expect(page.key).toBe(key);
      expect(page.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(page)).not.toMatch(/<[a-z/]/i);
    }
    const fee = await dataOf(content.contentPage, content.contentPage.path({ key: 'accountfee' }));
    const tiers = fee.sections.flatMap((section) => section.blocks).find((block) => block.type === 'table');
    expect(tiers?.type === 'table' && tiers.rows.length).toBe(5);
  });

  it('answers 40400 for an unknown document, article or file', async () => {
    expect(await envelopeOf(content.contentPage, content.contentPage.path({ key: 'nothing' }))).toMatchObject({ success: false, code: 40400, message: '内容不存在或已下线' });
    expect(await envelopeOf(content.article, content.article.path({ id: '9999' }))).toMatchObject({ success: false, code: 40400 });
    expect((await fetchCall(content.fileDownload, content.fileDownload.path({ id: 'nope' }))).status).toBe(404);
  });

  it('lists notices pinned first then newest, searches and pages them', async () => {
    const all = await dataOf(content.articleList, content.articleList.pattern);
    expect(all.total).toBe(12);
    expect(all.items[0]).toMatchObject({ id: '1012', pinned: true });
    expect(all.items.slice(1).map((item) => item.publishedAt)).toEqual([...all.items.slice(1).map((item) => item.publishedAt)].sort((a, b) => b - a));
    const second = await dataOf(content.articleList, content.articleList.pattern, { page: 2, size: 5 });
    expect(second).toMatchObject({ page: 2, size: 5, total: 12 });
    expect(second.items).toHaveLength(5);
    const found = await dataOf(content.articleList, content.articleList.pattern, { keyword: '资产证明 报告' });
    // Both terms in the title, or in the body (1001 promises a quarterly report); a word of the FAQ only finds nothing.
    expect(found.items.map((item) => item.id)).toEqual(['1011', '1008', '1001']);
    expect((await dataOf(content.articleList, content.articleList.pattern, { keyword: '默克尔' })).total).toBe(0);
    const one = await dataOf(content.article, content.article.path({ id: '1005' }));
    expect(one.blocks.length).toBeGreaterThan(1);
  });

  it('refuses a page or size that is not a whole number', async () => {
    expect(await envelopeOf(content.articleList, content.articleList.pattern, { page: 'x' })).toMatchObject({ success: false, code: 400 });
    expect(await envelopeOf(content.faqList, content.faqList.pattern, { size: '0' })).toMatchObject({ success: false, code: 400 });
  });

  it('lists the FAQ by category with counts and searches question and answer', async () => {
    const all = await dataOf(content.faqList, content.faqList.pattern, { size: 50 });
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.categories.reduce((sum, category) => sum + category.count, 0)).toBe(all.total);
    const fees = await dataOf(content.faqList, content.faqList.pattern, { category: 'fees' });
    expect(fees.items.every((entry) => entry.category === 'fees')).toBe(true);
    expect(fees.categories).toEqual(all.categories);
    const found = await dataOf(content.faqList, content.faqList.pattern, { keyword: '白名单' });
    expect(found.items.map((entry) => entry.question)).toContain('什么是提币地址白名单？');
  });

  it('lists files newest first with sizes and download paths, and downloads one with its name and stated size', async () => {
    const all = await dataOf(content.fileList, content.fileList.pattern);
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.items[0]?.updatedAt).toBe(Math.max(...all.items.map((file) => file.updatedAt)));
    const reports = await dataOf(content.fileList, content.fileList.pattern, { category: 'reports', keyword: '第三季度' });
    expect(reports.items).toHaveLength(1);
    const report = reports.items[0];
    if (!report) throw new Error('no report');
    expect(report.url).toBe(content.fileDownload.path({ id: report.id }));
    const response = await fetchCall(content.fileDownload, report.url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(report.name)}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(report.size);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
  });
});
