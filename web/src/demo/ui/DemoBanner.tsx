import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../../analytics/track';
import { Icon, IconButton } from '../../ui';

// Module state, not storage: once dismissed the banner stays hidden for the life of the page,
// across route changes, and comes back on the next load (spec section 2).
let dismissedThisPage = false;

export function resetDemoBannerForTests(): void {
  dismissedThisPage = false;
}

export function DemoBanner() {
  const [dismissed, setDismissed] = useState(dismissedThisPage);
  if (dismissed) return null;
  const dismiss = () => {
    dismissedThisPage = true;
    setDismissed(true);
    track('demo_banner_dismissed');
  };
  return (
    <div className="demo-banner" role="region" aria-label="Demo mode">
      <p>
        <strong>You're trying Shortlist in demo mode.</strong> Your work stays in this browser and
        is limited.{' '}
        <Link to="/auth" onClick={() => track('signup_intent', { location: 'demo_banner' })}>
          Create a free account
        </Link>{' '}
        to save it.
      </p>
      <IconButton label="Dismiss demo banner" icon={<Icon icon={X} />} onColour onClick={dismiss} />
    </div>
  );
}
