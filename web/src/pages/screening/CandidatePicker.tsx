import type { Batch } from '@shortlist/contracts';
import { useState } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { useStartBatch } from '../../data/batches';
import { useCandidates } from '../../data/candidates';
import { Button, Card, CardTitle, ErrorText, Spinner } from '../../ui';
import { toggled } from '../../components/sets';
import { useJobCandidates, useJobOversight } from '../../data/oversight';
import { useScope } from '../../data/useScope';

interface CandidatePickerProps {
  jobId: string;
  onStarted: (batch: Batch) => void;
  onForbidden: (message: string) => void;
}

export function CandidatePicker({ jobId, onStarted, onForbidden }: CandidatePickerProps) {
  const { signedIn } = useScope();
  const oversight = useJobOversight(jobId, { enabled: signedIn });
  const blind = signedIn && oversight.data?.blind === true;
  const candidates = useCandidates({ pageSize: 200 });
  // A blind job's list comes from matching's presenter: labels only, no name, seniority or city.
  const masked = useJobCandidates(jobId, blind);
  const start = useStartBatch();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const items: { id: string; name: string; seniority?: string | null; location?: string | null }[] =
    blind ? (masked.data?.candidates ?? []) : (candidates.data?.items ?? []);
  const total = blind ? items.length : (candidates.data?.total ?? 0);
  const allPicked = items.length > 0 && picked.size === items.length;

  const toggle = (id: string) => setPicked((prev) => toggled(prev, id));
  const toggleAll = () => setPicked(allPicked ? new Set() : new Set(items.map((c) => c.id)));

  const submit = () => {
    setError(null);
    // 'all' lets the server include candidates beyond the first page of the list.
    const candidateIds = allPicked ? ('all' as const) : [...picked];
    start.mutate(
      { jobId, candidateIds },
      {
        onSuccess: onStarted,
        onError: (err) => {
          const message = messageOf(err, 'Failed to start screening');
          if (err instanceof ApiError && err.status === 403) onForbidden(message);
          else setError(message);
        },
      },
    );
  };

  if (candidates.isLoading || (signedIn && oversight.isLoading) || (blind && masked.isLoading))
    return <Spinner label="Loading candidates..." />;
  if (items.length === 0)
    return <p className="muted">No candidates yet. Upload resumes on the Dashboard first.</p>;
  const count = allPicked ? total : picked.size;
  return (
    <Card aria-labelledby="pick-title">
      <CardTitle id="pick-title">Choose candidates</CardTitle>
      <label className="check check-all">
        <input type="checkbox" checked={allPicked} onChange={toggleAll} /> All candidates ({total})
      </label>
      <ul className="pick-list">
        {items.map((c) => (
          <li key={c.id}>
            <label className="check">
              <input type="checkbox" checked={picked.has(c.id)} onChange={() => toggle(c.id)} />
              <span>{c.name}</span>
              <span className="muted small">
                {[c.seniority, c.location].filter(Boolean).join(' · ')}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ErrorText>{error}</ErrorText>
      <Button
        loading={start.isPending}
        variant="primary"
        disabled={count === 0 || start.isPending}
        onClick={submit}
      >
        Screen {count} candidate{count === 1 ? '' : 's'}
      </Button>
    </Card>
  );
}
