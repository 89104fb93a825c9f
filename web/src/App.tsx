import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { LiveProvider } from './live/LiveProvider';
import { WorkspaceProvider } from './workspace/WorkspaceContext';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <WorkspaceProvider>
          <LiveProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </LiveProvider>
        </WorkspaceProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
