import type { ReactNode } from 'react';
import styles from './crm.module.css';

/** A titled card of the crm, lifted-query and demo pages: a section named by its heading. */
export function CardSection({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
