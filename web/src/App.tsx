import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { LiveProvider } from './live/LiveProvider';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LiveProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
