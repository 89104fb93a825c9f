import styles from './Faq.module.css';

export interface Question {
  q: string;
  a: string;
}

/** Questions that open on a click; closed ones stay in the page for search engines. */
export function Faq({ items }: { items: readonly Question[] }) {
  return (
    <div className={styles.faq}>
      {items.map((f) => (
        <details key={f.q} className={styles.item}>
          <summary>{f.q}</summary>
          <p>{f.a}</p>
        </details>
      ))}
    </div>
  );
}
