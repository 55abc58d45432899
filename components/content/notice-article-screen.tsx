'use client';

// One notice (cn/notice/{id}): its title, publish day and body, with the way back to the list.
// The server render usually put it in the cache already; otherwise QueryState loads it.

import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import type { Language } from '@/lib/routing/segments';
import { useArticle } from '@/queries/content';
import { ContentBlocks } from './content-blocks';
import { pathOf } from './links';
import { noticeDate, PinnedBadge } from './notice-parts';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const ARTICLE_TEXT = { back: '返回公告列表', published: '发布日期' } as const;

export function NoticeArticleScreen({ id, lang }: { id: string; lang: Language }) {
  const query = useArticle(id);
  return (
    <div className={custody.page}>
      <Link href={pathOf('cn/notice', lang)} className={styles.backLink}>
        ‹ {ARTICLE_TEXT.back}
      </Link>
      <QueryState query={query}>
        {(article) => (
          <article className={`${custody.card} ${styles.article}`} data-testid="notice-article" data-id={article.id}>
            <h2>
              {article.pinned ? <PinnedBadge /> : null}
              {article.title}
            </h2>
            <p className={styles.meta}>
              {ARTICLE_TEXT.published}：<time>{noticeDate(article.publishedAt)}</time>
            </p>
            <ContentBlocks blocks={article.blocks} />
          </article>
        )}
      </QueryState>
    </div>
  );
}
