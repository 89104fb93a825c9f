import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_REDIRECTS } from '@shortlist/contracts';
import { useAuth } from './auth/AuthContext';
import { Layout } from './layout/Layout';
import { RouteTracker } from './layout/RouteTracker';
import { ROUTES } from './routes';
import { LoadingScreen, Spinner } from './ui';

const route = ({ path, page: Page }: (typeof ROUTES)[number]) => (
  <Route key={path} path={path} element={<Page />} />
);

export function AppRoutes() {
  const { loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return (
    <>
      <RouteTracker />
      <Suspense fallback={<Spinner size="lg" label="Loading..." />}>
        <Routes>
          {ROUTES.filter((r) => !r.framed).map(route)}
          <Route element={<Layout />}>{ROUTES.filter((r) => r.framed).map(route)}</Route>
          {/* The spec's old addresses (SEO): they answer with the dashboard, never a 404. */}
          {DASHBOARD_REDIRECTS.map((path) => (
            <Route key={path} path={path} element={<Navigate to="/dashboard" replace />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
