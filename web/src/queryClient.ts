import { QueryClient } from '@tanstack/react-query';

/** The shared client: one retry, and data counts as fresh for five minutes (spec section 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
    },
  });
}
