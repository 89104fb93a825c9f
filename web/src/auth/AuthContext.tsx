import type { AuthResponse, MeResponse, User } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api, ApiError, request } from '../api/client';
import { identify, resetIdentity, track } from '../analytics/track';
import { carryDemoWorkIntoAccount } from '../demo/data/carryOver';
import { clearDemoData, hasDemoWork, loadDemoData } from '../demo/data/store';
import { getToken, removeToken, setToken } from './token';

export interface AuthValue {
  user: User | null;
  loading: boolean;
  login: (email: string, password: string) => Promise<User>;
  signup: (email: string, password: string, name?: string) => Promise<User>;
  logout: () => void;
  /** Sets the account's name; an empty one clears it, and the bar shows the email. */
  rename: (name: string) => Promise<User>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The server's error text, or the screen's fallback (spec section 8). */
function authFailure(err: unknown, fallback: string): Error {
  return new Error(err instanceof ApiError && err.message ? err.message : fallback);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  // With no stored token there is nobody to resolve, so skip the spinner entirely.
  const [loading, setLoading] = useState(() => getToken() !== null);

  useEffect(() => {
    if (!getToken()) {
      resetIdentity();
      return;
    }
    let cancelled = false;
    request<MeResponse>('/auth/me', { reloadOn401: false })
      .then(({ data: res }) => {
        if (cancelled) return;
        if (!res?.user) throw new Error('no user');
        setUser(res.user);
        identify(res.user.id);
        clearDemoData();
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // A failed token check silently drops the token (spec section 8). A check that could not
        // be made (offline, the page reloading mid-request, a server error) keeps it for the next
        // load: losing the session to a network blip would sign the recruiter out for nothing.
        const unanswered = err instanceof ApiError && (err.status === 0 || err.status >= 500);
        if (!unanswered) removeToken();
        resetIdentity();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback(
    (res: AuthResponse) => {
      setToken(res.token);
      identify(res.user.id);
      clearDemoData();
      // Anything cached belonged to the demo visitor; start clean for the account.
      queryClient.clear();
      setUser(res.user);
      return res.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      let res: AuthResponse;
      try {
        res = await api.post<AuthResponse>('/auth/login', { email, password });
      } catch (err) {
        throw authFailure(err, 'Login failed');
      }
      if (!res?.token || !res.user) throw new Error('Login failed');
      track('user_login', { method: 'email' });
      return signIn(res);
    },
    [signIn],
  );

  const signup = useCallback(
    async (email: string, password: string, name?: string) => {
      // The visitor's demo work goes into the new account (signing in clears the demo data).
      const demo = loadDemoData();
      let res: AuthResponse;
      try {
        const body = name?.trim() ? { email, password, name: name.trim() } : { email, password };
        res = await api.post<AuthResponse>('/auth/signup', body);
      } catch (err) {
        throw authFailure(err, 'Signup failed');
      }
      if (!res?.token || !res.user) throw new Error('Signup failed');
      track('user_signup', { method: 'email' });
      if (hasDemoWork(demo)) {
        setToken(res.token);
        const carried = await carryDemoWorkIntoAccount(demo);
        track('feature_used', { feature: 'demo_work_saved', ...carried });
      }
      return signIn(res);
    },
    [signIn],
  );

  const logout = useCallback(() => {
    track('user_logout');
    removeToken();
    resetIdentity();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const rename = useCallback(async (name: string) => {
    const res = await api.patch<MeResponse>('/auth/me', { name });
    setUser(res.user);
    return res.user;
  }, []);

  const value = useMemo(
    () => ({ user, loading, login, signup, logout, rename }),
    [user, loading, login, signup, logout, rename],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** For tests and stories: a fixed auth value without the network. */
export const AuthContextForTests = AuthContext;
