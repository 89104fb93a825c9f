import type { JobDescription } from '@shortlist/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useSaveReading, useSkillSuggestions } from '../../data/reading';
import { JobReading } from './JobReading';
import { ReadingHistory } from './ReadingHistory';

type Reading = NonNullable<JobDescription['reading']>;
type Requirement = Reading['requirements'][number];
type Kind = Requirement['kind'];

const KINDS: { value: Kind; label: string }[] = [
  { value: 'must', label: 'Must-have' },
  { value: 'nice', label: 'Nice to have' },
  { value: 'knockout', label: 'Knock-out' },
];

const label = (r: Requirement) => r.skills.join(' or ');

/**
 * The job's reading, which the recruiter can correct: remove a requirement, move it between
 * must-have, nice-to-have and knock-out, add one from the skills Shortlist knows, change the
 * minimum years. Saving makes a new version and every analysis of the job is scored again.
 */
export function ReadingEditor({ jobId, reading }: { jobId: string; reading: Reading }) {
  const [draft, setDraft] = useState<Reading | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const save = useSaveReading(jobId);

  if (!draft) {
    return (
      <div>
        <JobReading
          reading={reading}
          actions={
            <div className="btn-row">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => {
                  setSaved(null);
                  setDraft(reading);
                }}
              >
                Edit requirements
              </button>
              <button
                type="button"
                className="btn btn-link btn-small"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((v) => !v)}
              >
                {showHistory ? 'Hide history' : 'History'}
              </button>
            </div>
          }
        />
        {saved !== null && (
          <p className="notice notice-info" role="status">
            Saved as version {saved}. Every analysis of this job is being scored again.
          </p>
        )}
        {showHistory && <ReadingHistory jobId={jobId} />}
      </div>
    );
  }

  const update = (requirements: Requirement[]) => setDraft({ ...draft, requirements });
  const error =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Not saved.' : '';
  return (
    <section className="card reading-edit" aria-labelledby="reading-edit-title">
      <h2 id="reading-edit-title" className="card-title">
        Edit how Shortlist reads this job
      </h2>
      <p className="muted">
        Editing version {draft.version}. Saving makes version {draft.version + 1} and scores every
        candidate of this job again.
      </p>
      <label className="field">
        <span>Minimum years of experience</span>
        <input
          type="number"
          min={0}
          max={50}
          value={draft.minYears ?? ''}
          onChange={(e) => {
            // The ad's line no longer states the years the recruiter set.
            const { minYears: _drop, minYearsSource: _line, ...rest } = draft;
            const n = e.target.value === '' ? undefined : Number(e.target.value);
            setDraft(n === undefined ? rest : { ...rest, minYears: n });
          }}
        />
      </label>
      <ul className="reading-list">
        {draft.requirements.map((r) => (
          <li key={r.id}>
            <span className="reading-skill">{label(r)}</span>
            {r.soft && <span className="chip">Soft skill</span>}
            <select
              aria-label={`Kind of ${label(r)}`}
              value={r.kind}
              onChange={(e) =>
                update(
                  draft.requirements.map((x) =>
                    x.id === r.id ? { ...x, kind: e.target.value as Kind } : x,
                  ),
                )
              }
            >
              {KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-link btn-small"
              aria-label={`Remove ${label(r)}`}
              onClick={() => update(draft.requirements.filter((x) => x.id !== r.id))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <AddRequirement
        taken={draft.requirements.flatMap((r) => r.skills)}
        onAdd={(skill, kind) =>
          update([...draft.requirements, newRequirement(draft.requirements, skill, kind)])
        }
      />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(draft, {
              onSuccess: (model) => {
                setSaved(model.version);
                setDraft(null);
              },
            })
          }
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            save.reset();
            setDraft(null);
          }}
        >
          Cancel
        </button>
      </div>
    </section>
  );
}

function newRequirement(existing: Requirement[], skill: string, kind: Kind): Requirement {
  const ids = new Set(existing.map((r) => r.id));
  let n = existing.length + 1;
  while (ids.has(`added-${n}`)) n++;
  return {
    id: `added-${n}`,
    kind,
    skills: [skill],
    soft: false,
    weight: 1,
    source: 'Added by the recruiter',
  };
}

/** A skill field that suggests the skills Shortlist knows as the recruiter types. */
function AddRequirement({
  taken,
  onAdd,
}: {
  taken: string[];
  onAdd: (skill: string, kind: Kind) => void;
}) {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('must');
  const suggestions = useSkillSuggestions(text);
  const offered = text.trim() ? (suggestions.data ?? []).filter((s) => !taken.includes(s)) : [];
  return (
    <div className="reading-add">
      <label className="field">
        <span>Add a requirement</span>
        <input
          type="text"
          value={text}
          placeholder="Type a skill, e.g. Kubernetes"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <select
        aria-label="Kind of the new requirement"
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
      >
        {KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      {offered.length > 0 && (
        <ul className="reading-suggestions" aria-label="Suggested skills">
          {offered.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                className="btn btn-light btn-small"
                onClick={() => {
                  onAdd(skill, kind);
                  setText('');
                }}
              >
                Add {skill}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
