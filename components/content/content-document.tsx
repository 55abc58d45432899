// One document of the content service (an agreement): its title and effective date, the lines
// before the first section, a table of contents whose entries jump to their sections, and the
// sections. Printable as it is (content.module.css @media print). No hooks.

import { tableOfContents } from '@/lib/content';
import type { ContentPage } from '@/services/content/content';
import { ContentBlocks } from './content-blocks';
import styles from './content.module.css';

export const DOCUMENT_TEXT = {
  effective: '生效日期',
  toc: '目录',
} as const;

export function ContentDocument({ page }: { page: ContentPage }) {
  const toc = tableOfContents(page.sections);
  return (
    <article className={styles.document} data-testid="content-document" data-key={page.key}>
      <header className={styles.documentHead}>
        <h2 className={styles.documentTitle}>{page.title}</h2>
        <p className={styles.meta}>
          {DOCUMENT_TEXT.effective}：<time dateTime={page.effectiveDate}>{page.effectiveDate}</time>
        </p>
      </header>
      {page.preamble.map((line, index) => (
        <p key={index} className={styles.preamble}>
          {line}
        </p>
      ))}
      {toc.length > 0 ? (
        <nav className={styles.toc} aria-label={DOCUMENT_TEXT.toc} data-testid="content-toc">
          <h3 className={styles.tocTitle}>{DOCUMENT_TEXT.toc}</h3>
          <ol>
            {toc.map((entry) => (
              <li key={entry.anchor}>
                <a href={`#${entry.anchor}`}>{entry.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section, index) => {
        const entry = toc[index];
        return (
          <section key={entry?.anchor ?? index} id={entry?.anchor} className={styles.section} aria-labelledby={entry ? `${entry.anchor}-heading` : undefined}>
            <h3 id={entry ? `${entry.anchor}-heading` : undefined}>{section.heading}</h3>
            <ContentBlocks blocks={section.blocks} />
          </section>
        );
      })}
    </article>
  );
}
