import { Link } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { downloadFile } from '../../api/download';
import { ProgressBar } from '../../components/ProgressBar';
import { ScoreBadge } from '../../components/ScoreBadge';
import { SkillList } from '../../components/SkillList';
import { analysisPath } from '../../data/analyses';
import { useBatch } from '../../data/batches';
import { DECISION_LABELS } from '../../data/decisions';
import { useState } from 'react';
import { KnockoutMark } from './KnockoutMark';
import { ShortlistDecisions } from './ShortlistDecisions';
import { ShortlistPipeline } from '../pipeline/ShortlistPipeline';
import { Button, ButtonRow, Card, CardHeader, CardTitle, Spinner } from '../../ui';

/** A running or finished batch: live progress and the ranked shortlist as results arrive. */
export function BatchProgress({ batchId, onNew }: { batchId: string; onNew: () => void }) {
  const batch = useBatch(batchId);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (batch.isLoading) return <Spinner label="Loading shortlist..." />;
  if (!batch.data)
    return <p className="error-text">{messageOf(batch.error, 'Shortlist not found')}</p>;
  const b = batch.data;
  const finished = b.done + b.failed;
  // The counts arrive over the socket a moment before the refreshed shortlist: say 'complete'
  // only once the rows below are final too.
  const complete =
    b.status === 'completed' &&
    b.results.every((r) => r.status === 'completed' || r.status === 'failed');
  // Only a finished analysis can be decided on (the server refuses the others).
  const decidable = b.results.filter((r) => r.status === 'completed').map((r) => r.candidateId);
  const allSelected = decidable.length > 0 && decidable.every((id) => selected.has(id));
  const toggle = (candidateId: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(candidateId)) next.add(candidateId);
      return next;
    });
  const exportCsv = () => {
    setError(null);
    downloadFile(`/analysis/batch/${encodeURIComponent(b.id)}.csv`, `shortlist-${b.id}.csv`).catch(
      (err: unknown) => setError(messageOf(err, 'Export failed')),
    );
  };
  return (
    <Card aria-labelledby="shortlist-title">
      <CardHeader>
        <CardTitle id="shortlist-title">Shortlist</CardTitle>
        <ButtonRow>
          <Button size="small" variant="secondary" onClick={exportCsv}>
            Export CSV
          </Button>
          <Button size="small" variant="secondary" onClick={onNew}>
            New screening
          </Button>
        </ButtonRow>
      </CardHeader>
      <ProgressBar
        value={finished}
        max={b.total}
        label="Screening progress"
        tone={complete ? 'success' : 'info'}
      />
      <p aria-live="polite" className="muted">
        {complete ? 'Screening complete: ' : 'Screening... '}
        {finished} of {b.total} analysed{b.failed > 0 ? `, ${b.failed} failed` : ''}
      </p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <ShortlistDecisions
        batch={b}
        selected={decidable.filter((id) => selected.has(id))}
        onDone={() => setSelected(new Set())}
      />
      <ShortlistPipeline
        batch={b}
        selected={decidable.filter((id) => selected.has(id))}
        onDone={() => setSelected(new Set())}
      />
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all analysed candidates"
                  checked={allSelected}
                  disabled={decidable.length === 0}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(decidable))}
                />
              </th>
              <th scope="col">Rank</th>
              <th scope="col">Candidate</th>
              <th scope="col">Match</th>
              <th scope="col">Top skills</th>
              <th scope="col">Missing</th>
              <th scope="col">Knock-outs</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {b.results.map((r) => (
              <tr key={r.analysisId}>
                <td data-label="Select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.candidateName}`}
                    checked={selected.has(r.candidateId)}
                    disabled={r.status !== 'completed'}
                    onChange={() => toggle(r.candidateId)}
                  />
                </td>
                <td data-label="Rank">{r.status === 'completed' ? r.rank : '–'}</td>
                <td data-label="Candidate">
                  <Link to={analysisPath(r.candidateId, b.jobId)}>{r.candidateName}</Link>
                </td>
                <td data-label="Match">
                  {r.status === 'completed' && r.matchPercentage !== null ? (
                    <ScoreBadge value={r.matchPercentage} />
                  ) : (
                    <span className="status-pill">
                      {r.status === 'failed' ? 'Failed' : 'Analyzing...'}
                    </span>
                  )}
                </td>
                <td data-label="Top skills">
                  <SkillList skills={r.topSkills} />
                </td>
                <td data-label="Missing">
                  <SkillList
                    skills={r.missingSkills}
                    missing
                    empty={r.status === 'completed' ? 'None' : undefined}
                  />
                </td>
                <td data-label="Knock-outs">
                  <KnockoutMark
                    jobId={b.jobId}
                    missingSkills={r.missingSkills}
                    finished={r.status === 'completed'}
                    resultsAt={complete ? batch.dataUpdatedAt : 0}
                  />
                </td>
                <td data-label="Decision">
                  {r.decision ? (
                    <span className="status-pill" title={r.decision.reason ?? undefined}>
                      {DECISION_LABELS[r.decision.decision]}
                    </span>
                  ) : (
                    <span className="muted">Undecided</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
