import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../analytics/track';

export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { page: pathname });
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
