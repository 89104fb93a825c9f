import styles from './Spinner.module.css';

/**
 * Without a label it is decorative (inside a busy button, whose text already says what happens);
 * with a label it is announced as a status.
 */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const spinner = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return spinner;
  return (
    <span className={styles.wrap} role="status">
      {spinner}
      <span className={styles.label}>{label}</span>
    </span>
  );
}

export function LoadingScreen() {
  return (
    <div className={styles.screen}>
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
