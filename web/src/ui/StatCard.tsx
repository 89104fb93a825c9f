import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import cardStyles from './Card.module.css';
import styles from './StatCard.module.css';

interface StatCardProps {
  value: ReactNode;
  label: string;
  /** Where a click goes; without it the figure is a labelled region. */
  to?: string;
  /** The value is a word ("Demo Mode"), set smaller than a figure. */
  word?: boolean;
}

/** One big figure with its label (the dashboard's and the analytics page's counters). */
export function StatCard({ value, label, to, word }: StatCardProps) {
  const className = `${cardStyles.card} ${styles.stat}`;
  const valueClass = word ? `${styles.value} ${styles.word}` : styles.value;
  if (to) {
    return (
      <Link to={to} className={className}>
        <span className={valueClass}>{value}</span>
        <span className={styles.label}>{label}</span>
      </Link>
    );
  }
  return (
    <section className={className}>
      <span className={valueClass}>{value}</span>
      <h2 className={styles.label}>{label}</h2>
    </section>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
