'use client';

// The latest notices (at most LATEST_ARTICLES_CAP, exchange-wallet-fiat.md section 9) with a
// link to all of them: on the custody home and on the home page. A server render may put the
// list in the first HTML (components/content/content-data.ts loadLatestArticles).

import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import { LATEST_ARTICLES_CAP, latestArticles } from '@/lib/content';
import type { Language } from '@/lib/routing/segments';
import { LATEST_ARTICLES_PARAMS } from '@/queries/content-queries';
import { useArticles } from '@/queries/content';
import { noticePath, pathOf } from './links';
import { noticeDate, PinnedBadge } from './notice-parts';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const LATEST_NOTICES_TEXT = {
  title: '最新公告',
  all: '查看全部公告',
  empty: '暂无公告',
} as const;

export function LatestNotices({ lang }: { lang: Language }) {
  const query = useArticles(LATEST_ARTICLES_PARAMS);
  return (
    <section className={custody.card} aria-labelledby="home-notices" data-testid="home-notices">
      <div className={custody.cardHead}>
        <h2 id="home-notices" className={custody.cardTitle}>
          {LATEST_NOTICES_TEXT.title}
        </h2>
        <Link href={pathOf('cn/notice', lang)} prefetch={false}>
          {LATEST_NOTICES_TEXT.all}
        </Link>
      </div>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} emptyText={LATEST_NOTICES_TEXT.empty}>
        {(data) => (
          <ul className={styles.noticeLinks}>
            {latestArticles(data.items, LATEST_ARTICLES_CAP).map((notice) => (
              <li key={notice.id} data-testid="home-notice">
                <span>
                  {notice.pinned ? <PinnedBadge /> : null}
                  <Link href={noticePath(notice.id, lang)} prefetch={false}>
                    {notice.title}
                  </Link>
                </span>
                <time className={styles.date}>{noticeDate(notice.publishedAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
