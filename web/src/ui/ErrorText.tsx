import type { ReactNode } from 'react';

/**
 * Why an action or a form failed, in red under it and read out as it appears. Renders nothing
 * without a message, so a caller writes `<ErrorText>{save.isError && messageOf(...)}</ErrorText>`.
 */
export function ErrorText({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}
