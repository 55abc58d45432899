// @vitest-environment jsdom
// The content screens against the mock's real handlers (msw/node at the jsdom page's gateway
// root), as a visitor: an agreement with its effective date, table of contents and fee table;
// the custody home's latest notices (at most 5) and entries; the FAQ's categories, search,
// answers and paging; the notices' list, search, paging and one notice (and an unknown one);
// the files' sizes, dates, download links, category filter and search.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AgreementScreen } from '@/components/content/agreement-screen';
import { CustodyHome } from '@/components/content/custody-home';
import { FaqScreen } from '@/components/content/faq-screen';
import { FileListScreen } from '@/components/content/file-list-screen';
import { NoticeArticleScreen } from '@/components/content/notice-article-screen';
import { NoticeListScreen } from '@/components/content/notice-list-screen';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import * as contentCalls from '@/lib/contracts/content';
import { LATEST_ARTICLES_CAP } from '@/lib/content';
import { createHandlers } from '@/mocks/handlers';
import { ucFail } from '@/mocks/http/respond';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`])) as Record<ServiceFamily, string>;
  configureHttp({ baseUrls, getToken: () => null });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetHttpConfig();
});
afterAll(() => server.close());

function text(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

async function rowIds(testId: string, expected: string[]): Promise<void> {
  await waitFor(() => expect(screen.getAllByTestId(testId).map((row) => row.getAttribute('data-id'))).toEqual(expected));
}

function search(label: string, keyword: string): void {
  const box = screen.getByRole('searchbox', { name: label });
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.submit(box.closest('form') as HTMLFormElement);
}

describe('agreement', () => {
  it('shows the document with its effective date, a table of contents to every section and the fee table', async () => {
    renderWithQueryClient(<AgreementScreen pageKey="accountfee" lang="zh-cn" />);
    const document = await screen.findByTestId('content-document');
    expect(within(document).getByRole('heading', { level: 2, name: '资产托管账户管理费说明' })).toBeTruthy();
    expect(text(within(document).getByText(/^生效日期/))).toBe('生效日期：2025-07-01');
    const toc = within(document).getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['一、计费对象', '二、计费标准', '三、费率优惠', '四、计提与扣收', '五、欠费处理', '六、其他']);
    for (const link of links) {
      const target = document.querySelector(link.getAttribute('href') ?? '#none');
      expect(target?.querySelector('h3')?.textContent).toBe(link.textContent);
    }
    const tiers = within(document).getByRole('table', { name: '账户管理费分档费率表' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(6);
    expect(within(tiers).getByRole('rowheader', { name: '10,000 以下' })).toBeTruthy();
    // The way back (the bare layout has no header) and the other agreements.
    expect(screen.getByRole('link', { name: /返回资产托管首页/ }).getAttribute('href')).toBe('/zh-cn/cn/');
    const others = screen.getByRole('navigation', { name: '其他协议与说明' });
    expect(within(others).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/zh-cn/cn/agreement/privacy/');
    expect(within(others).queryByRole('link', { name: '账户管理费' })).toBeNull();
  });

  it('says the server’s message and retries when the document cannot be read', async () => {
    server.use(onPageCall(contentCalls.contentPage, () => ucFail(contentCalls.CONTENT_CODES.notFound, contentCalls.CONTENT_TEXT.notFound), { once: true }));
    renderWithQueryClient(<AgreementScreen pageKey="privacy" lang="zh-cn" />);
    const failure = await screen.findByTestId('query-error');
    expect(failure.textContent).toContain('内容不存在或已下线');
    fireEvent.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '隐私政策' })).toBeTruthy();
  });
});

describe('资产托管 home', () => {
  it(`lists at most ${LATEST_ARTICLES_CAP} latest notices and the entries into assets, deposit, withdraw and KYC`, async () => {
    renderWithQueryClient(<CustodyHome lang="zh-cn" />);
    await waitFor(() => expect(screen.getAllByTestId('home-notice')).toHaveLength(LATEST_ARTICLES_CAP));
    const first = screen.getAllByTestId('home-notice')[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/zh-cn/cn/notice/1012/');
    expect(within(first).getByText('2025-11-18')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部公告' }).getAttribute('href')).toBe('/zh-cn/cn/notice/');
    expect(screen.getByTestId('entry-assets').getAttribute('href')).toBe('/zh-cn/cn/assets/');
    expect(screen.getByTestId('entry-deposit').getAttribute('href')).toBe('/zh-cn/finance/deposit/');
    expect(screen.getByTestId('entry-withdraw').getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/');
    expect(screen.getByTestId('entry-kyc').getAttribute('href')).toBe('/zh-cn/cn/kyc/');
    const fee = screen.getByRole('link', { name: '账户管理费' });
    expect([fee.getAttribute('target'), fee.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });
});

describe('常见问题', () => {
  it('shows the categories with counts, opens an answer, and pages', async () => {
    renderWithQueryClient(<FaqScreen />);
    await waitFor(() => expect(screen.getAllByTestId('faq-entry')).toHaveLength(10));
    expect(screen.getByRole('tab', { name: '全部 (21)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '身份认证 (3)' })).toBeTruthy();
    const first = screen.getAllByTestId('faq-entry')[0] as HTMLElement;
    const details = first.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(within(first).getByText('忘记登录密码怎么办？'));
    expect(details.open).toBe(true);
    expect(within(first).getByText(/重置密码后 24 小时内不能提币/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await rowIds('faq-entry', ['f21']);
  });

  it('searches questions and answers within a category, and says when nothing matches', async () => {
    renderWithQueryClient(<FaqScreen />);
    await waitFor(() => expect(screen.getAllByTestId('faq-entry')).toHaveLength(10));
    // Both terms, in the question or the answer.
    search('搜索问题或答案', '提币 审核');
    await rowIds('faq-entry', ['f08', 'f09']);
    expect(screen.getByRole('status').textContent).toBe('“提币 审核”共找到 2 个问题');
    fireEvent.click(screen.getByRole('tab', { name: '身份认证 (3)' }));
    expect(await screen.findByText('没有找到相关问题，请换个关键词试试')).toBeTruthy();
    search('搜索问题或答案', '');
    await rowIds('faq-entry', ['f19', 'f20', 'f21']);
  });
});

describe('公告', () => {
  it('lists notices pinned first with their day, links each to its page, searches and pages', async () => {
    renderWithQueryClient(<NoticeListScreen lang="zh-cn" />);
    await waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(10));
    const pinned = screen.getAllByTestId('notice-row')[0] as HTMLElement;
    expect(pinned.getAttribute('data-id')).toBe('1012');
    expect(within(pinned).getByText('置顶')).toBeTruthy();
    expect(within(pinned).getByRole('link', { name: '关于开启提币地址白名单的倡议' }).getAttribute('href')).toBe('/zh-cn/cn/notice/1012/');
    expect(within(pinned).getByText('2025-11-18')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await rowIds('notice-row', ['1002', '1001']);
    search('搜索公告', '维护');
    await rowIds('notice-row', ['1009', '1003']);
    search('搜索公告', '不存在的词');
    expect(await screen.findByText('没有找到相关公告')).toBeTruthy();
  });

  it('shows one notice with its body, and the service’s word for an unknown one', async () => {
    renderWithQueryClient(<NoticeArticleScreen id="1007" lang="zh-cn" />);
    const article = await screen.findByTestId('notice-article');
    expect(within(article).getByRole('heading', { level: 2, name: '账户管理费标准调整公告' })).toBeTruthy();
    expect(text(within(article).getByText(/^发布日期/))).toBe('发布日期：2025-06-15');
    expect(within(article).getByRole('table')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回公告列表/ }).getAttribute('href')).toBe('/zh-cn/cn/notice/');
    cleanup();
    renderWithQueryClient(<NoticeArticleScreen id="9999" lang="zh-cn" />);
    expect((await screen.findByTestId('query-error')).textContent).toContain('内容不存在或已下线');
  });
});

describe('资料文件', () => {
  it('shows each file with its size, day and download link, filters by category and searches', async () => {
    renderWithQueryClient(<FileListScreen />);
    await waitFor(() => expect(screen.getAllByTestId('file-row')).toHaveLength(10));
    const report = screen.getAllByTestId('file-row').find((row) => row.getAttribute('data-id') === 'd06') as HTMLElement;
    expect(within(report).getByTestId('file-size').textContent).toBe('3.8 MB');
    expect(within(report).getByTestId('file-date').textContent).toBe('2025-10-09');
    const download = within(report).getByRole('link', { name: '下载：2025 年第三季度资产证明报告.pdf' });
    expect(download.getAttribute('href')).toBe(`${ROOT}/content${contentCalls.fileDownload.path({ id: 'd06' })}`);
    expect(download.getAttribute('download')).toBe('2025 年第三季度资产证明报告.pdf');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByTestId('file-row')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('类型'), { target: { value: 'reports' } });
    await rowIds('file-row', ['d06', 'd05']);
    search('搜索文件名称', '第二季度');
    await rowIds('file-row', ['d05']);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getAllByTestId('file-row').map((row) => row.getAttribute('data-id'))).toEqual(['d05']));
    expect(within(screen.getByTestId('file-row')).getByTestId('file-size').textContent).toBe('3.5 MB');
  });
});
