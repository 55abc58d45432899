// A card of entries into other screens (label and what it is for): 快捷入口 of the custody home
// and of the home page. No script of its own: a server component renders it as well.

import Link from 'next/link';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export interface EntryLink {
  href: string;
  label: string;
  hint: string;
  testId: string;
}

export function EntryLinks({ title, titleId, entries, testId }: { title: string; titleId: string; entries: readonly EntryLink[]; testId?: string }) {
  return (
    <nav className={custody.card} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={custody.cardTitle}>
        {title}
      </h2>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.entry} data-testid={entry.testId} prefetch={false}>
              <strong>{entry.label}</strong>
              <span>{entry.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
