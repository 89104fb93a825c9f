import type { HTMLAttributes } from 'react';
import styles from './Field.module.css';

type FieldProps = HTMLAttributes<HTMLElement> & {
  /** A label wrapping its control, or a div holding a label and its control. */
  as?: 'div' | 'label';
};

/** One form control with its label above it. */
export function Field({ as: Element = 'div', className, ...rest }: FieldProps) {
  return <Element {...rest} className={[styles.field, className].filter(Boolean).join(' ')} />;
}
