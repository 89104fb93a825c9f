import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty">
      <h2 className="empty-title">{title}</h2>
      <p className="muted">{text}</p>
      {children}
    </div>
  );
}

/** A detail page whose record is not there (or not the workspace's): what is missing and the way back. */
export function NotFound({
  title,
  back,
  backLabel,
}: {
  title: string;
  back: string;
  backLabel: string;
}) {
  return (
    <div className="empty">
      <h1 className="empty-title">{title}</h1>
      <Link to={back}>{backLabel}</Link>
    </div>
  );
}
