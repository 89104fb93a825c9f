import type { ReactNode } from 'react';

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
