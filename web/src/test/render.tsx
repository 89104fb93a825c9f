import './polyfills';
import type { User } from '@shortlist/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContextForTests, type AuthValue } from '../auth/AuthContext';

export const testUser: User = { id: 'u1', email: 'rita@example.com', name: 'Rita Recruiter' };

interface Options {
  user?: User | null;
  route?: string;
  /** Route pattern for `ui`, when it reads URL parameters. */
  path?: string;
  auth?: Partial<AuthValue>;
}

/** Shows the current location, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { user = null, route = '/', path, auth }: Options = {},
): RenderResult & { queryClient: QueryClient; auth: AuthValue } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const value: AuthValue = {
    user,
    loading: false,
    login: jest.fn(),
    signup: jest.fn(),
    logout: jest.fn(),
    rename: jest.fn(),
    ...auth,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContextForTests.Provider value={value}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </MemoryRouter>
      </AuthContextForTests.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, auth: value };
}

export function resetStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
