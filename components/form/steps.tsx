import styles from './form-controls.module.css';

/** The steps of a flow; the current one is marked for screen readers with aria-current. */
export function Steps({ items, current, label }: { items: readonly string[]; current: number; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {items.map((title, index) => {
        const status = index < current ? 'done' : index === current ? 'current' : 'waiting';
        return (
          <li key={title} className={styles.step} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
            {title}
          </li>
        );
      })}
    </ol>
  );
}
