import { useAuth } from '../auth/AuthContext';

export interface Scope {
  scope: string;
  signedIn: boolean;
}

/** Who the data belongs to: the signed-in user, or the demo visitor in this browser. */
export function useScope(): Scope {
  const { user } = useAuth();
  return user ? { scope: user.id, signedIn: true } : { scope: 'demo', signedIn: false };
}

export function pageOf<T>(
  items: T[],
  params: { page?: number; pageSize?: number },
): { items: T[]; total: number } {
  const size = params.pageSize ?? 50;
  const start = ((params.page ?? 1) - 1) * size;
  return { items: items.slice(start, start + size), total: items.length };
}
