import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { DemoBanner } from '../demo/ui/DemoBanner';
import { ExitPrompt } from '../exit/ExitPrompt';
import { OnboardingTour } from '../tour/OnboardingTour';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { TopBar } from './TopBar';
import { Spinner } from '../ui';

/** The shared layout of the work screens: bar on top, page below; demo extras for visitors. */
export function Layout() {
  const { user } = useAuth();
  const workspace = useWorkspace();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {!user && <DemoBanner />}
      <TopBar />
      <main id="main" className="page" tabIndex={-1}>
        {/* Inside the layout, so the bar stays while a page's code loads. */}
        <Suspense fallback={<Spinner size="lg" label="Loading..." />}>
          {workspace && !workspace.ready ? (
            <Spinner size="lg" label="Loading..." />
          ) : (
            // A new workspace mounts the page afresh: no state or data of the other one survives.
            <Outlet key={workspace?.currentId} />
          )}
        </Suspense>
      </main>
      {!user && <OnboardingTour />}
      {!user && <ExitPrompt />}
    </div>
  );
}
