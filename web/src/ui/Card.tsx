import {
  createElement,
  type ComponentProps,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link } from 'react-router-dom';
import styles from './Card.module.css';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a section by default, since most cards are labelled regions. */
  as?: 'section' | 'aside' | 'div' | 'li' | 'main' | 'details' | 'figure';
  ref?: Ref<HTMLElement>;
};

export function Card({ as: Element = 'section', className, ref, ...rest }: CardProps) {
  // createElement: JSX would want one ref type for the union of elements `as` allows.
  return createElement(Element, { ...rest, ref, className: join(styles.card, className) });
}

/** A title with its actions on the same line. */
export function CardHeader({ children }: { children: ReactNode }) {
  return <header className={styles.header}>{children}</header>;
}

type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  as?: 'h2' | 'h3' | 'summary' | 'figcaption';
};

export function CardTitle({ as: Element = 'h2', className, ...rest }: CardTitleProps) {
  return <Element {...rest} className={join(styles.title, className)} />;
}

/** "View all" and the like, beside a card's title. */
export function CardLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link {...rest} className={join(styles.link, className)} />;
}
