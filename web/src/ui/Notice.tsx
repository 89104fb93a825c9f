import type { HTMLAttributes } from 'react';
import styles from './Notice.module.css';

type NoticeProps = HTMLAttributes<HTMLElement> & {
  tone: 'info' | 'warning' | 'success' | 'error';
  as?: 'p' | 'div' | 'section';
};

/** A tinted line of news inside a page (a banner across the page is ErrorBanner's job). */
export function Notice({ tone, as: Element = 'p', className, ...rest }: NoticeProps) {
  const classes = [styles.notice, styles[tone], className].filter(Boolean).join(' ');
  return <Element {...rest} className={classes} />;
}
