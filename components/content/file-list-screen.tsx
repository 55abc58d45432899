'use client';

// 资料文件 (cn/file): the downloadable documents, newest first, with their category, size
// (1.2 MB) and update day, a category filter and a search over names and descriptions, paging;
// 下载 fetches the file itself. Cards below 750 px.

import { useMemo } from 'react';
import type { DataColumn } from '@/components/records/data-table';
import { FilterBar } from '@/components/records/filter-bar';
import { CONTENT_UTC_OFFSET_MINUTES, formatFileSize } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { ALL, DEFAULT_RECORD_FILTER } from '@/lib/records';
import { useContentFiles } from '@/queries/content';
import type { ContentFile } from '@/services/content/content';
import { PagedTable } from './paged-table';
import { SearchBox } from './search-box';
import { CONTENT_PAGE_SIZE, useListState } from './use-list-state';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const FILE_TEXT = {
  search: '搜索文件名称',
  list: '资料文件列表',
  filters: '文件筛选',
  name: '文件名称',
  category: '分类',
  size: '大小',
  date: '更新日期',
  action: '操作',
  download: '下载',
  empty: '暂无资料文件',
  noResult: '没有找到相关文件',
} as const;

const rowProps = (row: ContentFile) => ({ 'data-testid': 'file-row', 'data-id': row.id });

export function FileListScreen() {
  const list = useListState({ category: ALL });
  const query = useContentFiles({ category: list.category === ALL ? '' : list.category, page: list.page, size: CONTENT_PAGE_SIZE, keyword: list.keyword });
  const categories = query.data?.categories;
  const columns = useMemo<DataColumn<ContentFile>[]>(() => {
    const names = new Map(categories?.map((category) => [category.key, category.name]));
    return [
      {
        key: 'name',
        title: FILE_TEXT.name,
        rowHeader: true,
        render: (row) => (
          // One block, so a phone's card keeps the description under the name.
          <span>
            <span className={styles.fileName}>{row.name}</span>
            <span className={styles.fileDescription}>{row.description}</span>
          </span>
        ),
      },
      { key: 'category', title: FILE_TEXT.category, render: (row) => names.get(row.category) ?? row.category },
      { key: 'size', title: FILE_TEXT.size, align: 'right', cellProps: () => ({ 'data-testid': 'file-size' }), render: (row) => <span className={styles.figure}>{formatFileSize(row.size)}</span> },
      {
        key: 'date',
        title: FILE_TEXT.date,
        cellProps: () => ({ 'data-testid': 'file-date' }),
        render: (row) => <time className={styles.figure}>{formatDate(row.updatedAt, { utcOffsetMinutes: CONTENT_UTC_OFFSET_MINUTES })}</time>,
      },
      {
        key: 'action',
        title: FILE_TEXT.action,
        render: (row) => (
          <a href={row.href} download={row.name} aria-label={`${FILE_TEXT.download}：${row.name}`}>
            {FILE_TEXT.download}
          </a>
        ),
      },
    ];
  }, [categories]);

  return (
    <div className={custody.page} data-testid="file-list">
      <div className={styles.toolbar}>
        <SearchBox label={FILE_TEXT.search} onSearch={list.search} />
        <FilterBar
          label={FILE_TEXT.filters}
          noDates
          value={{ ...DEFAULT_RECORD_FILTER, type: list.category }}
          defaultValue={DEFAULT_RECORD_FILTER}
          types={categories?.map((category) => ({ value: category.key, label: category.name })) ?? []}
          onChange={(filter) => list.choose(filter.type)}
        />
      </div>
      <PagedTable
        label={FILE_TEXT.list}
        columns={columns}
        query={query}
        page={list.page}
        onPage={list.goTo}
        emptyText={FILE_TEXT.empty}
        narrowedText={FILE_TEXT.noResult}
        narrowed={list.keyword !== '' || list.category !== ALL}
        rowProps={rowProps}
        testId="file-table"
      />
    </div>
  );
}
