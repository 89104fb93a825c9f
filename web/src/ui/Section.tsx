import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled section of a public page (landing, pricing): the heading names the region. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
