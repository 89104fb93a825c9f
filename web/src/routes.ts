import { lazy, type ComponentType } from 'react';
import { AuthPage } from './pages/auth/AuthPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { LandingPage } from './pages/landing/LandingPage';

/** One page of the app: the router, the top bar and the workspace switcher read this table. */
export interface AppRoute {
  path: string;
  page: ComponentType;
  /** Inside the app's frame (top bar, banners); the landing page and sign-in stand alone. */
  framed: boolean;
  /** The link's text in the top bar; a page without one is reached from other pages. */
  nav?: string;
  /** Shown in the top bar only to accounts (teams are for accounts; visitors would hit sign-in). */
  accountsOnly?: boolean;
  /** A list or setting every workspace has, so switching workspace stays on it; a job, candidate
   * or analysis belongs to one workspace. */
  inEveryWorkspace?: boolean;
}

// Pages other than the landing page, the dashboard and sign-in load on first visit, keeping the
// first download small.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const AnalysisPage = page(() => import('./pages/analysis/AnalysisPage'), 'AnalysisPage');
const AnalyticsPage = page(() => import('./pages/analytics/AnalyticsPage'), 'AnalyticsPage');
const CandidateDetailPage = page(
  () => import('./pages/candidates/CandidateDetailPage'),
  'CandidateDetailPage',
);
const CandidatesPage = page(() => import('./pages/candidates/CandidatesPage'), 'CandidatesPage');
const InvitePage = page(() => import('./pages/invite/InvitePage'), 'InvitePage');
const JobDetailPage = page(() => import('./pages/jobs/JobDetailPage'), 'JobDetailPage');
const JobsPage = page(() => import('./pages/jobs/JobsPage'), 'JobsPage');
const PipelinePage = page(() => import('./pages/pipeline/PipelinePage'), 'PipelinePage');
const PricingPage = page(() => import('./pages/pricing/PricingPage'), 'PricingPage');
const ScreeningPage = page(() => import('./pages/screening/ScreeningPage'), 'ScreeningPage');
const SharedPage = page(() => import('./pages/share/SharedPage'), 'SharedPage');
const SettingsPage = page(() => import('./pages/settings/SettingsPage'), 'SettingsPage');
const TeamPage = page(() => import('./pages/team/TeamPage'), 'TeamPage');

/** A page of the top bar: in the app's frame, and a list or setting every workspace has. */
const topBarPage = (
  path: string,
  page: ComponentType,
  nav: string,
  more: Pick<AppRoute, 'accountsOnly'> = {},
): AppRoute => ({ path, page, framed: true, nav, inEveryWorkspace: true, ...more });

/** In the top bar's order. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', page: LandingPage, framed: false },
  { path: '/auth', page: AuthPage, framed: false },
  topBarPage('/dashboard', DashboardPage, 'Dashboard'),
  topBarPage('/jobs', JobsPage, 'Job Descriptions'),
  { path: '/jobs/:id', page: JobDetailPage, framed: true },
  { path: '/jobs/:id/screen', page: ScreeningPage, framed: true },
  { path: '/jobs/:id/pipeline', page: PipelinePage, framed: true },
  topBarPage('/candidates', CandidatesPage, 'Candidates'),
  { path: '/candidates/:id', page: CandidateDetailPage, framed: true },
  topBarPage('/analytics', AnalyticsPage, 'Analytics'),
  { path: '/analysis/:candidateId/:jobId', page: AnalysisPage, framed: true },
  topBarPage('/team', TeamPage, 'Team', { accountsOnly: true }),
  topBarPage('/pricing', PricingPage, 'Upgrade'),
  { path: '/settings', page: SettingsPage, framed: true, inEveryWorkspace: true },
  { path: '/invite/:token', page: InvitePage, framed: true },
  // A shortlist shared with a client (issue #32): no account, no app frame.
  { path: '/share/:token', page: SharedPage, framed: false },
];

export interface NavLinkEntry {
  to: string;
  label: string;
}

/** The top bar's links for a visitor or an account. */
export function navLinks(signedIn: boolean): NavLinkEntry[] {
  return ROUTES.filter((r) => r.nav && (signedIn || !r.accountsOnly)).map((r) => ({
    to: r.path,
    label: r.nav ?? '',
  }));
}

const IN_EVERY_WORKSPACE = new Set(ROUTES.filter((r) => r.inEveryWorkspace).map((r) => r.path));

/** Whether the page at this address exists in every workspace (lists and settings do). */
export function existsInEveryWorkspace(pathname: string): boolean {
  return IN_EVERY_WORKSPACE.has(pathname);
}
