'use client';

// An agreement (cn/agreement/*, the bare layout, opened in a new tab): a bar with the way back to
// the custody home (the bare layout has no header) and 打印, the document (already in the cache
// when the server loaded it), and the other agreements. The bar and the links stay off paper.

import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import { agreementRouteId, CONTENT_PAGE_KEYS, type ContentPageKey } from '@/lib/content';
import { getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { useContentPage } from '@/queries/content';
import { ContentDocument } from './content-document';
import { agreementPath, pathOf } from './links';
import styles from './content.module.css';

export const AGREEMENT_TEXT = {
  back: '返回资产托管首页',
  print: '打印',
  actions: '页面操作',
  others: '其他协议与说明',
} as const;

export function AgreementScreen({ pageKey, lang }: { pageKey: ContentPageKey; lang: Language }) {
  const query = useContentPage(pageKey);
  return (
    <div className={styles.agreement}>
      <nav className={`${styles.agreementBar} ${styles.noPrint}`} aria-label={AGREEMENT_TEXT.actions}>
        <Link href={pathOf('cn', lang)} className={styles.backLink}>
          ‹ {AGREEMENT_TEXT.back}
        </Link>
        <button type="button" className={styles.printButton} onClick={() => window.print()}>
          {AGREEMENT_TEXT.print}
        </button>
      </nav>
      <QueryState query={query}>{(page) => <ContentDocument page={page} />}</QueryState>
      <nav className={`${styles.related} ${styles.noPrint}`} aria-label={AGREEMENT_TEXT.others}>
        <h2 className={styles.relatedTitle}>{AGREEMENT_TEXT.others}</h2>
        <ul>
          {CONTENT_PAGE_KEYS.filter((key) => key !== pageKey).map((key) => (
            <li key={key}>
              <Link href={agreementPath(key, lang)}>{getRoute(agreementRouteId(key)).title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
