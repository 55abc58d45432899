'use client';

// 常见问题 (cn/faq): the categories as tabs (全部 first, each with its count), a search over
// questions and answers, each answer behind its question (a native disclosure: keyboard and
// screen readers get it for free), and paging.

import { useId } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Pagination } from '@/components/records/pagination';
import { TabPanel, Tabs, type TabItem } from '@/components/tabs';
import { ALL } from '@/lib/records';
import { useFaq } from '@/queries/content';
import type { FaqPage } from '@/services/content/content';
import { ContentBlocks } from './content-blocks';
import { SearchBox } from './search-box';
import { CONTENT_PAGE_SIZE, useListState } from './use-list-state';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const FAQ_TEXT = {
  search: '搜索问题或答案',
  categories: '问题分类',
  all: '全部',
  empty: '暂无常见问题',
  noResult: '没有找到相关问题，请换个关键词试试',
  found: (count: number, keyword: string) => `“${keyword}”共找到 ${count} 个问题`,
} as const;

function categoryTabs(data: FaqPage | undefined): TabItem<string>[] {
  const total = data?.categories.reduce((sum, category) => sum + category.count, 0);
  return [
    { key: ALL, label: total === undefined ? FAQ_TEXT.all : `${FAQ_TEXT.all} (${total})` },
    ...(data?.categories ?? []).map((category) => ({ key: category.key, label: `${category.name} (${category.count})` })),
  ];
}

export function FaqScreen() {
  const list = useListState({ category: ALL });
  const query = useFaq({ category: list.category === ALL ? '' : list.category, page: list.page, size: CONTENT_PAGE_SIZE, keyword: list.keyword });
  const idBase = useId();
  const names = new Map(query.data?.categories.map((category) => [category.key, category.name]));

  return (
    <div className={custody.page} data-testid="faq-screen">
      <div className={styles.toolbar}>
        <SearchBox label={FAQ_TEXT.search} onSearch={list.search} />
      </div>
      <Tabs items={categoryTabs(query.data)} value={list.category} onChange={list.choose} idBase={idBase} label={FAQ_TEXT.categories} sharedPanel className={styles.categories} tabClassName={styles.category} />
      <TabPanel idBase={idBase} tabKey={list.category} shared aria-busy={query.isFetching || undefined}>
        <QueryState query={query} isEmpty={(data) => data.items.length === 0} emptyText={list.keyword === '' ? FAQ_TEXT.empty : FAQ_TEXT.noResult}>
          {(data) => (
            <>
              {list.keyword !== '' ? (
                <p className={styles.resultNote} role="status">
                  {FAQ_TEXT.found(data.total, list.keyword)}
                </p>
              ) : null}
              <ul className={styles.faqList}>
                {data.items.map((entry) => (
                  <li key={entry.id} data-testid="faq-entry" data-id={entry.id}>
                    <details className={styles.faqItem}>
                      <summary>
                        {entry.question}
                        {list.category === ALL ? <span className={styles.faqCategory}>{names.get(entry.category) ?? ''}</span> : null}
                      </summary>
                      <div className={styles.faqAnswer}>
                        <ContentBlocks blocks={entry.answer} />
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
              <Pagination mode="page" paging={{ page: data.page, size: data.size, total: data.total }} busy={query.isFetching} onChange={(next) => list.goTo(next.page)} />
            </>
          )}
        </QueryState>
      </TabPanel>
    </div>
  );
}
