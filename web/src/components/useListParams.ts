import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Search text and page live in the address, so a search survives reload and can be shared. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setQuery = useCallback(
    (next: string) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.trim()) p.set('q', next);
          else p.delete('q');
          p.delete('page');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        p.set('page', String(n));
        return p;
      }),
    [setParams],
  );
  return { q, page, setQuery, setPage };
}
