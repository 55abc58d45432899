import styles from './form-controls.module.css';

/** A waiting line with a spinner, announced politely. */
export function LoadingMessage({ text = '加载中' }: { text?: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}

/** An error box, announced at once. */
export function ErrorMessage({ text }: { text: string }) {
  return (
    <p className={styles.alert} role="alert">
      {text}
    </p>
  );
}
