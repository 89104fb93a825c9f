import { Check } from 'lucide-react';
import type { AnalysisStatus } from '@shortlist/contracts';
import { useLiveStatus } from '../../live/LiveProvider';
import { Card, CardTitle, Icon, Spinner } from '../../ui';

export const STAGES: { status: AnalysisStatus; label: string }[] = [
  { status: 'queued', label: 'Queued' },
  { status: 'extracting', label: 'Reading the resume and the job description' },
  { status: 'scoring', label: 'Scoring the match' },
  { status: 'writing-message', label: 'Writing the follow-up message' },
  { status: 'completed', label: 'Done' },
];

/** Where a running analysis is, driven by the socket's stage events through the query cache. */
export function StageView({ status }: { status: AnalysisStatus }) {
  const live = useLiveStatus();
  const current = Math.max(
    0,
    STAGES.findIndex((s) => s.status === status),
  );
  const label = STAGES[current]?.label ?? '';
  return (
    <Card className="stages" aria-labelledby="stages-title">
      <CardTitle id="stages-title">Analyzing...</CardTitle>
      <p className="visually-hidden" aria-live="polite">
        {label}
      </p>
      <ol className="stage-list">
        {STAGES.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'pending';
          return (
            <li
              key={s.status}
              className={`stage stage-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stage-dot" aria-hidden="true">
                {state === 'done' ? (
                  <Icon icon={Check} size={14} />
                ) : state === 'current' ? (
                  <Spinner size="sm" />
                ) : (
                  i + 1
                )}
              </span>
              <span>{s.label}</span>
            </li>
          );
        })}
      </ol>
      {live === 'reconnecting' && <p className="muted small">Reconnecting to live updates...</p>}
    </Card>
  );
}
