import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../analytics/track';

/**
 * The page as analytics may record it: an address that is itself a secret (a shared shortlist's
 * token, issue #32) is recorded by its route, never with the token.
 */
export const trackedPage = (pathname: string): string =>
  pathname.startsWith('/share/') ? '/share/:token' : pathname;

export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { page: trackedPage(pathname) });
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
