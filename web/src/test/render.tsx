import './polyfills';
import type { User } from '@shortlist/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContextForTests, type AuthValue } from '../auth/AuthContext';
import { WorkspaceProvider } from '../workspace/WorkspaceContext';

export const testUser: User = { id: 'u1', email: 'rita@example.com', name: 'Rita Recruiter' };

interface Options {
  user?: User | null;
  route?: string;
  /** Route pattern for `ui`, when it reads URL parameters. */
  path?: string;
  auth?: Partial<AuthValue>;
  /** Renders inside the real WorkspaceProvider, which asks GET /api/workspaces (fake fetch). */
  workspaces?: boolean;
}

/** Shows the current location, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { user = null, route = '/', path, auth, workspaces = false }: Options = {},
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
  const routed = (
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
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContextForTests.Provider value={value}>
        {workspaces ? <WorkspaceProvider>{routed}</WorkspaceProvider> : routed}
      </AuthContextForTests.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, auth: value };
}

export function resetStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
