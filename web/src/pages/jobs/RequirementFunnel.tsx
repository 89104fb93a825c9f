import type { Funnel, JobScreenings } from '@shortlist/contracts';
import { VERDICT_BAND_LABEL } from '@shortlist/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { formatDateTime } from '../../components/format';
import { analysisPath } from '../../data/analyses';
import { useFunnel } from '../../data/jobHome';
import { useSaveReading } from '../../data/reading';
import { Button, ButtonRow, Card, CardTitle, Field, Notice, Spinner } from '../../ui';
import { removeRequirement, setKind, setMinYears, type Reading } from './reading-edits';
import styles from './home.module.css';

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The what-if's changes from the saved reading, in a recruiter's words. */
function changesOf(saved: Reading, draft: Reading): string[] {
  const now = new Map(draft.requirements.map((r) => [r.id, r]));
  const changes: string[] = [];
  for (const r of saved.requirements) {
    const name = r.skills.join(' or ');
    const next = now.get(r.id);
    if (!next) changes.push(`${name} removed`);
    else if (next.kind !== r.kind) changes.push(`${name} made a nice-to-have`);
  }
  if (saved.minYears !== undefined && draft.minYears === undefined)
    changes.push(`the ${saved.minYears}-year minimum dropped`);
  return changes;
}

function Headline({ f }: { f: Funnel }) {
  const musts = f.requirements.length;
  return (
    <p className={styles.headline} aria-live="polite">
      <strong>
        {f.allMet} of {plural(f.total, 'candidate')}
      </strong>{' '}
      meet all {plural(musts, 'must-have')}
      {f.gates.length > 0 ? `; ${f.allMetNoGateFailed} of them fail no gate` : ''}.
    </p>
  );
}

function Bar({ value, total }: { value: number; total: number }) {
  return <meter className={styles.bar} min={0} max={Math.max(1, total)} value={value} />;
}

/**
 * The requirement funnel: how many candidates of the pool (or of one screening) meet each
 * must-have and gate of the reading, and all of them. An edit tried here (a must-have made a
 * nice-to-have, removed, the minimum years dropped) is counted at once by the engine over the
 * candidates already read, re-ranking the top, and stores nothing until it is saved as the
 * reading's next version.
 */
export function RequirementFunnel({
  jobId,
  reading,
  screenings,
}: {
  jobId: string;
  reading: Reading;
  screenings?: JobScreenings['screenings'];
}) {
  const [draft, setDraft] = useState<Reading | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const funnel = useFunnel(jobId, draft, batchId);
  const save = useSaveReading(jobId);
  const f = funnel.data;
  const current = draft ?? reading;
  const edit = (next: Reading) => {
    save.reset();
    setDraft(next);
  };
  const changes = draft ? changesOf(reading, draft) : [];
  const error =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Not saved.' : '';
  return (
    <Card aria-labelledby="funnel-title">
      <CardTitle id="funnel-title">What each requirement costs you</CardTitle>
      <Field as="label" className={styles.scope}>
        <span>Count over</span>
        <select value={batchId ?? ''} onChange={(e) => setBatchId(e.target.value || null)}>
          <option value="">Your whole pool</option>
          {(screenings ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              Screening of {formatDateTime(s.createdAt)} ({s.total})
            </option>
          ))}
        </select>
      </Field>
      {funnel.isLoading && <Spinner label="Counting your candidates..." />}
      {funnel.isError && !f && <p className="error-text">The funnel could not be counted.</p>}
      {f && <Headline f={f} />}
      {draft && (
        <Notice tone="info" as="div">
          <p>
            <strong>What-if, not saved:</strong>{' '}
            {changes.length ? changes.join('; ') : 'no change yet'}. Nothing is stored until you
            save it as version {reading.version + 1}.
          </p>
          <ButtonRow>
            <Button
              variant="primary"
              size="small"
              disabled={save.isPending || changes.length === 0}
              onClick={() =>
                save.mutate(draft, {
                  onSuccess: () => setDraft(null),
                })
              }
            >
              {save.isPending ? 'Saving...' : `Save as version ${reading.version + 1}`}
            </Button>
            <Button variant="secondary" size="small" onClick={() => (save.reset(), setDraft(null))}>
              Discard
            </Button>
          </ButtonRow>
          {error && <p className="error-text">{error}</p>}
        </Notice>
      )}
      {f && (
        <div className={styles.funnelGrid}>
          <ul className={styles.funnelList} aria-label="Candidates meeting each requirement">
            {f.requirements.map((r) => (
              <li key={r.id} className={styles.funnelRow}>
                <span className={styles.funnelLabel}>
                  {r.label}
                  {r.kind === 'knockout' ? ' (knock-out)' : ''}
                </span>
                <Bar value={r.met} total={f.total} />
                <span className={styles.count}>
                  {r.met} of {f.total}
                </span>
                <ButtonRow>
                  <Button
                    size="small"
                    variant="link"
                    onClick={() => edit(setKind(current, r.id, 'nice'))}
                    aria-label={`Try ${r.label} as a nice-to-have`}
                  >
                    Try as nice-to-have
                  </Button>
                  <Button
                    size="small"
                    variant="link"
                    onClick={() => edit(removeRequirement(current, r.id))}
                    aria-label={`Try without ${r.label}`}
                  >
                    Try without
                  </Button>
                </ButtonRow>
              </li>
            ))}
            {current.minYears !== undefined && (
              <li className={styles.funnelRow}>
                <span className={styles.funnelLabel}>{current.minYears}+ years of experience</span>
                <span className="muted">Counted in the score, not as a must-have</span>
                <Button
                  size="small"
                  variant="link"
                  onClick={() => edit(setMinYears(current, undefined))}
                >
                  Try without the minimum
                </Button>
              </li>
            )}
            {f.gates.map((g, i) => (
              <li key={`${g.kind}-${i}`} className={styles.funnelRow}>
                <span className={styles.funnelLabel}>
                  Gate: {g.kind} {g.asked}
                  {g.required ? '' : ' (preferred)'}
                </span>
                <Bar value={g.met} total={f.total} />
                <span className={styles.count}>
                  {g.met} met · {g.notMet} not met · {g.unknown} unknown
                </span>
              </li>
            ))}
          </ul>
          <div>
            <h3 className={styles.subhead}>
              Top {f.top.length} {draft ? 'under this what-if' : 'under this reading'}
            </h3>
            <ol className={styles.top} aria-label="Best candidates under this reading">
              {f.top.map((e) => (
                <li key={e.candidateId}>
                  <Link to={analysisPath(e.candidateId, jobId)}>{e.name}</Link>
                  <span className={styles.count}>
                    {e.matchPercentage}% · {e.mustMet}/{f.requirements.length} must-haves ·{' '}
                    {VERDICT_BAND_LABEL[e.band]}
                  </span>
                </li>
              ))}
            </ol>
            <p className="muted">
              {f.scoredForTop < f.total
                ? `Ranked among the ${f.scoredForTop} who meet the most requirements; `
                : ''}
              counted by the engine in {Math.round(f.engineMs)} ms
              {funnel.isFetching ? ' (counting again...)' : ''}.
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}
