import { useEffect } from 'react';

/** The landing page's title, as index.html and its social cards give it. */
export const HOME_TITLE = 'Shortlist · AI Resume Matching for Recruiters';

/**
 * Each screen names itself in the tab, which is also what screen readers announce first. An
 * empty title is the landing page's.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Shortlist` : HOME_TITLE;
  }, [title]);
}
