import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_REDIRECTS } from '@shortlist/contracts';
import { useAuth } from './auth/AuthContext';
import { LoadingScreen, Spinner } from './ui';
import { Layout } from './layout/Layout';
import { RouteTracker } from './layout/RouteTracker';
import { AuthPage } from './pages/auth/AuthPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { LandingPage } from './pages/landing/LandingPage';

// Pages other than the landing page, the dashboard and sign-in load on first visit, keeping the first download small.
const AnalysisPage = lazy(() =>
  import('./pages/analysis/AnalysisPage').then((m) => ({ default: m.AnalysisPage })),
);
const AnalyticsPage = lazy(() =>
  import('./pages/analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })),
);
const CandidateDetailPage = lazy(() =>
  import('./pages/candidates/CandidateDetailPage').then((m) => ({
    default: m.CandidateDetailPage,
  })),
);
const CandidatesPage = lazy(() =>
  import('./pages/candidates/CandidatesPage').then((m) => ({ default: m.CandidatesPage })),
);
const JobDetailPage = lazy(() =>
  import('./pages/jobs/JobDetailPage').then((m) => ({ default: m.JobDetailPage })),
);
const JobsPage = lazy(() => import('./pages/jobs/JobsPage').then((m) => ({ default: m.JobsPage })));
const PipelinePage = lazy(() =>
  import('./pages/pipeline/PipelinePage').then((m) => ({ default: m.PipelinePage })),
);
const PricingPage = lazy(() =>
  import('./pages/pricing/PricingPage').then((m) => ({ default: m.PricingPage })),
);
const ScreeningPage = lazy(() =>
  import('./pages/screening/ScreeningPage').then((m) => ({ default: m.ScreeningPage })),
);
const TeamPage = lazy(() => import('./pages/team/TeamPage').then((m) => ({ default: m.TeamPage })));
const InvitePage = lazy(() =>
  import('./pages/invite/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const SettingsPage = lazy(() =>
  import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);

export function AppRoutes() {
  const { loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return (
    <>
      <RouteTracker />
      <Suspense fallback={<Spinner size="lg" label="Loading..." />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route element={<Layout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/jobs" element={<JobsPage />} />
            <Route path="/jobs/:id" element={<JobDetailPage />} />
            <Route path="/jobs/:id/screen" element={<ScreeningPage />} />
            <Route path="/jobs/:id/pipeline" element={<PipelinePage />} />
            <Route path="/candidates" element={<CandidatesPage />} />
            <Route path="/candidates/:id" element={<CandidateDetailPage />} />
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route path="/analysis/:candidateId/:jobId" element={<AnalysisPage />} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/team" element={<TeamPage />} />
            <Route path="/invite/:token" element={<InvitePage />} />
          </Route>
          {DASHBOARD_REDIRECTS.map((path) => (
            <Route key={path} path={path} element={<Navigate to="/dashboard" replace />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
