import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';

type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** neutral: a status ("Shortlisted"); pro: the plan; highlight: "Most Popular". */
  tone?: 'neutral' | 'pro' | 'highlight';
};

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  const classes = [styles.badge, styles[tone], className].filter(Boolean).join(' ');
  return <span {...rest} className={classes} />;
}
