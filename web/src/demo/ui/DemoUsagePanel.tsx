import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { keys } from '../../data/keys';
import { demoUsage, type DemoUsageLine } from '../data/limits';
import { restartSessionClock } from '../data/session';
import { clearDemoData, loadDemoData } from '../data/store';
import { Button } from '../../ui';

const LABELS = {
  jobs: 'Job descriptions',
  candidates: 'Candidates',
  analyses: 'Analyses',
} as const;

function resetDemo(): void {
  clearDemoData();
  restartSessionClock();
  window.location.reload();
}

/** What a demo visitor has used of the demo limits; re-read every minute (spec section 4). */
export function DemoUsagePanel({ onReset = resetDemo }: { onReset?: () => void }) {
  const usage = useQuery<DemoUsageLine[]>({
    queryKey: keys.demoUsage,
    // Reading also expires an old session, which is why the panel re-reads on a timer.
    queryFn: async () => demoUsage(loadDemoData()),
    refetchInterval: 60_000,
    staleTime: 0,
  });
  const lines = usage.data ?? [];
  const reached = lines.some((l) => l.reached);
  return (
    <section
      className={`demo-usage${reached ? ' demo-usage-reached' : ''}`}
      aria-label="Demo usage"
    >
      <div className="demo-usage-head">
        <strong>Demo usage</strong>
        <Link to="/auth" className="banner-link">
          Sign up for unlimited use
        </Link>
      </div>
      <ul className="demo-usage-list">
        {lines.map((l) => (
          <li key={l.kind} className={l.reached ? 'at-limit' : undefined}>
            <span>{LABELS[l.kind]}</span>
            <span className="demo-usage-count">
              {l.used} / {l.limit}
            </span>
          </li>
        ))}
      </ul>
      <Button variant="danger-link" className="demo-usage-reset" onClick={onReset}>
        Reset Demo (lose all data)
      </Button>
    </section>
  );
}
