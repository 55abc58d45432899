'use client';

// 公告 (cn/notice): every notice, pinned first then newest, with a search over titles and bodies
// and paging; a row's title opens the notice's page. Cards below 750 px.

import Link from 'next/link';
import { useMemo } from 'react';
import type { DataColumn } from '@/components/records/data-table';
import type { Language } from '@/lib/routing/segments';
import { useArticles } from '@/queries/content';
import type { ArticleSummary } from '@/services/content/content';
import { noticePath } from './links';
import { noticeDate, PINNED_TEXT, PinnedBadge } from './notice-parts';
import { PagedTable } from './paged-table';
import { SearchBox } from './search-box';
import { CONTENT_PAGE_SIZE, useListState } from './use-list-state';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export { noticeDate, PinnedBadge };

export const NOTICE_TEXT = {
  search: '搜索公告',
  list: '公告列表',
  title: '标题',
  date: '发布日期',
  pinned: PINNED_TEXT,
  empty: '暂无公告',
  noResult: '没有找到相关公告',
} as const;

/** A notice's publish day (UTC+8, the service's own day). */
const rowProps = (row: ArticleSummary) => ({ 'data-testid': 'notice-row', 'data-id': row.id });

export function NoticeListScreen({ lang }: { lang: Language }) {
  const list = useListState();
  const query = useArticles({ page: list.page, size: CONTENT_PAGE_SIZE, keyword: list.keyword });
  const columns = useMemo<DataColumn<ArticleSummary>[]>(
    () => [
      {
        key: 'title',
        title: NOTICE_TEXT.title,
        rowHeader: true,
        render: (row) => (
          // One block, so a phone's card keeps the summary under the title.
          <span>
            {row.pinned ? <PinnedBadge /> : null}
            <Link href={noticePath(row.id, lang)}>{row.title}</Link>
            <span className={styles.summary}>{row.summary}</span>
          </span>
        ),
      },
      { key: 'date', title: NOTICE_TEXT.date, width: 140, render: (row) => <time className={styles.date}>{noticeDate(row.publishedAt)}</time> },
    ],
    [lang],
  );

  return (
    <div className={custody.page} data-testid="notice-list">
      <div className={styles.toolbar}>
        <SearchBox label={NOTICE_TEXT.search} onSearch={list.search} />
      </div>
      <PagedTable
        label={NOTICE_TEXT.list}
        columns={columns}
        query={query}
        page={list.page}
        onPage={list.goTo}
        emptyText={NOTICE_TEXT.empty}
        narrowedText={NOTICE_TEXT.noResult}
        narrowed={list.keyword !== ''}
        rowProps={rowProps}
        testId="notice-table"
      />
    </div>
  );
}
