import { useEffect } from 'react';

/** Each screen names itself in the tab, which is also what screen readers announce first. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Shortlist` : 'Shortlist';
  }, [title]);
}
