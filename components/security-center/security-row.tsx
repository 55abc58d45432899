// One row of 账户安全 (and of 资产安全): what the setting is, its state, a line of explanation and
// its actions. On a phone the actions wrap under the text (security-center.module.css).

import type { ReactNode } from 'react';
import styles from './security-center.module.css';

export interface SecurityRowProps {
  /** Stable id for tests and anchors, e.g. "ga". */
  id: string;
  title: string;
  /** Short state, e.g. 已绑定 / 未绑定 / 已开启. */
  state: string;
  /** True when the setting protects the account (the state reads as done). */
  done: boolean;
  description?: ReactNode;
  actions?: ReactNode;
}

export function SecurityRow({ id, title, state, done, description, actions }: SecurityRowProps) {
  return (
    <li className={styles.row} data-testid={`security-row-${id}`} id={`security-${id}`}>
      <div className={styles.rowText}>
        <h3 className={styles.rowTitle}>
          {title}
          <span className={done ? styles.stateDone : styles.stateTodo}>{state}</span>
        </h3>
        {description ? <p className={styles.rowDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.rowActions}>{actions}</div> : null}
    </li>
  );
}

/** The list the rows sit in, with a heading. */
export function SecurityRows({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.rows}>{children}</ul>
    </section>
  );
}
