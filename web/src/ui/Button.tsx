import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'danger'
  | 'danger-outline'
  | 'upgrade'
  | 'link'
  | 'danger-link'
  | 'inverse'
  | 'inverse-outline';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Full width on phones only (the landing page's calls to action). */
  stackOnPhone?: boolean;
}

/** The class list of a button look; shared by buttons, links and file pickers. */
export function buttonClass(look: ButtonLook, extra?: string): string {
  const { variant = 'secondary', size = 'medium', block, stackOnPhone } = look;
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    block ? styles.block : undefined,
    stackOnPhone ? styles['stack-on-phone'] : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: draws the spinner and refuses a second press. */
    loading?: boolean;
    icon?: ReactNode;
  };

export function Button(props: ButtonProps) {
  const { variant, size, block, stackOnPhone, loading, icon, className, children, ...rest } = props;
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block, stackOnPhone }, className)}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

type ButtonLinkProps = ButtonLook & ComponentProps<typeof Link> & { icon?: ReactNode };

/** A link that looks like a button: navigation stays a link for screen readers. */
export function ButtonLink(props: ButtonLinkProps) {
  const { variant, size, block, stackOnPhone, icon, className, children, ...rest } = props;
  return (
    <Link {...rest} className={buttonClass({ variant, size, block, stackOnPhone }, className)}>
      {icon}
      {children}
    </Link>
  );
}

type FileButtonProps = ButtonLook & {
  children: ReactNode;
  busy?: boolean;
  input: ComponentProps<'input'>;
};

/** A file input behind a button-looking label. */
export function FileButton({ children, busy, input, ...look }: FileButtonProps) {
  return (
    <label className={buttonClass(look, busy ? `${styles.file} ${styles.busy}` : styles.file)}>
      {children}
      {/* Visually hidden rather than hidden, so the keyboard still reaches it. */}
      <input type="file" className="visually-hidden" {...input} />
    </label>
  );
}

/** Buttons side by side, wrapping on narrow screens. */
export function ButtonRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.row, className].filter(Boolean).join(' ')}>{children}</div>;
}

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** The accessible name; the icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** On a coloured background (a banner), where the hover darkens less. */
  onColour?: boolean;
};

export function IconButton({ label, icon, onColour, className, ...rest }: IconButtonProps) {
  const classes = [styles['icon-only'], onColour && styles['on-colour'], className];
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      className={classes.filter(Boolean).join(' ')}
    >
      {icon}
    </button>
  );
}
