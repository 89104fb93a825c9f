import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useSaveReading } from '../../data/reading';
import { AddRequirement } from './AddRequirement';
import { JobReading } from './JobReading';
import {
  addRequirement,
  DEGREE_LEVELS,
  groupRequirements,
  removeRequirement,
  reweigh,
  setDegree,
  setKind,
  setMinYears,
  ungroupRequirement,
  type DegreeLevel,
  type Reading,
} from './reading-edits';
import { ReadingHistory } from './ReadingHistory';
import { ReadingProposal } from './ReadingProposal';
import { RequirementRow } from './RequirementRow';
import { Button, ButtonRow, Card, CardTitle, ErrorText, Field, Notice, Options } from '../../ui';
import { withItems } from '../../components/sets';
import styles from './reading.module.css';

/**
 * The job's reading, which the recruiter can correct: remove a requirement, move it between
 * must-have, nice-to-have and knock-out, weigh a must-have more or less, group alternatives or
 * split a group, add one from the skills Shortlist knows, change the minimum years and the degree.
 * Saving makes a new version and every analysis of the job is scored again.
 */
export function ReadingEditor({
  jobId,
  reading,
  uploadedAt,
}: {
  jobId: string;
  reading: Reading;
  /** When the job was uploaded: the AI's proposal may still be on its way for a new one. */
  uploadedAt: string;
}) {
  const [draft, setDraft] = useState<Reading | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveReading(jobId);

  if (!draft) {
    return (
      <div>
        <ReadingProposal jobId={jobId} uploadedAt={uploadedAt} />
        <JobReading
          reading={reading}
          actions={
            <ButtonRow>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setSaved(null);
                  setPicked(new Set());
                  setDraft(reading);
                }}
              >
                Edit requirements
              </Button>
              <Button
                variant="link"
                size="small"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((v) => !v)}
              >
                {showHistory ? 'Hide history' : 'History'}
              </Button>
            </ButtonRow>
          }
        />
        {saved !== null && (
          <Notice tone="info" role="status">
            Saved as version {saved}. Every analysis of this job is being scored again.
          </Notice>
        )}
        {showHistory && <ReadingHistory jobId={jobId} />}
      </div>
    );
  }

  const edit = (next: Reading) => setDraft(next);
  const pick = (id: string, on: boolean) => setPicked((old) => withItems(old, [id], on));
  const pickedIds = draft.requirements.filter((r) => picked.has(r.id)).map((r) => r.id);
  const error =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Not saved.' : '';
  return (
    <Card className={styles.edit} aria-labelledby="reading-edit-title">
      <CardTitle id="reading-edit-title">Edit how Shortlist reads this job</CardTitle>
      <p className="muted">
        Editing version {draft.version}. Saving makes version {draft.version + 1} and scores every
        candidate of this job again.
      </p>
      <div className={styles.fields}>
        <Field as="label">
          <span>Minimum years of experience</span>
          <input
            type="number"
            min={0}
            max={50}
            value={draft.minYears ?? ''}
            onChange={(e) =>
              edit(setMinYears(draft, e.target.value === '' ? undefined : Number(e.target.value)))
            }
          />
        </Field>
        <Field as="label">
          <span>Degree</span>
          <select
            value={draft.degree?.level ?? ''}
            onChange={(e) =>
              edit(setDegree(draft, (e.target.value || undefined) as DegreeLevel | undefined))
            }
          >
            <option value="">No degree asked</option>
            <Options of={DEGREE_LEVELS.map((d) => [d.value, d.label])} />
          </select>
        </Field>
      </div>
      <ul className={styles.list} aria-label="Requirements being edited">
        {draft.requirements.map((r) => (
          <RequirementRow
            key={r.id}
            requirement={r}
            picked={picked.has(r.id)}
            actions={{
              onKind: (kind) => edit(setKind(draft, r.id, kind)),
              onWeight: (direction) => edit(reweigh(draft, r.id, direction)),
              onUngroup: () => edit(ungroupRequirement(draft, r.id)),
              onRemove: () => edit(removeRequirement(draft, r.id)),
              onPick: (on) => pick(r.id, on),
            }}
          />
        ))}
      </ul>
      <ButtonRow>
        <Button
          variant="secondary"
          size="small"
          disabled={pickedIds.length < 2}
          onClick={() => {
            edit(groupRequirements(draft, pickedIds));
            setPicked(new Set());
          }}
        >
          Group picked as &ldquo;one of&rdquo; ({pickedIds.length})
        </Button>
      </ButtonRow>
      <AddRequirement
        taken={draft.requirements.flatMap((r) => r.skills)}
        onAdd={(skill, kind) => edit(addRequirement(draft, skill, kind))}
      />
      <ErrorText>{error}</ErrorText>
      <ButtonRow>
        <Button
          variant="primary"
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
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            save.reset();
            setDraft(null);
          }}
        >
          Cancel
        </Button>
      </ButtonRow>
    </Card>
  );
}
