import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSubscription } from '../../data/billing';
import { useJob } from '../../data/jobs';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { BatchProgress } from './BatchProgress';
import { CandidatePicker } from './CandidatePicker';
import { ScreeningUpsell } from './ScreeningUpsell';
import { Spinner } from '../../ui';

export function ScreeningPage() {
  const { id = '' } = useParams();
  usePageTitle('Bulk screening');
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const { signedIn } = useScope();
  const job = useJob(id);
  const subscription = useSubscription();
  const [forbidden, setForbidden] = useState<string | null>(null);

  const body = () => {
    if (!signedIn) return <ScreeningUpsell signedIn={false} />;
    if (subscription.isLoading) return <Spinner label="Checking your plan..." />;
    if (forbidden || subscription.data?.plan !== 'pro') {
      return <ScreeningUpsell signedIn reason={forbidden ?? undefined} />;
    }
    if (batchId) return <BatchProgress batchId={batchId} onNew={() => setParams({})} />;
    return (
      <CandidatePicker
        jobId={id}
        onStarted={(b) => setParams({ batch: b.id })}
        onForbidden={setForbidden}
      />
    );
  };

  return (
    <div className="screening">
      <Link to={`/jobs/${encodeURIComponent(id)}`} className="back-link">
        ← {job.data?.title ?? 'Job description'}
      </Link>
      <div className="page-head">
        <div>
          <h1>Bulk screening</h1>
          {job.data && (
            <p className="subtitle">
              {job.data.title}
              {job.data.company ? ` at ${job.data.company}` : ''}
            </p>
          )}
        </div>
      </div>
      {body()}
    </div>
  );
}
