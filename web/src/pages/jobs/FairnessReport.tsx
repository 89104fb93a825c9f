import type { FairnessCategory } from '@shortlist/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/client';
import { downloadFile } from '../../api/download';
import { fairnessCsvPath, useFairness, useUploadGroups } from '../../data/oversight';
import { Button, ButtonRow, Card, CardTitle, ErrorText, Field, FileButton } from '../../ui';

const CATEGORIES = [
  ['Sex', 'sex'],
  ['Race/ethnicity', 'raceEthnicity'],
  ['Intersectional', 'intersectional'],
] as const;

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/**
 * Selection rates and impact ratios by the groups candidates self-identified with (uploaded by the
 * recruiter, never inferred), at a score threshold the recruiter chooses: the shape of a NYC
 * Local Law 144 bias audit. Ratios under 0.8 are flagged (the four-fifths rule).
 */
export function FairnessReport({ jobId }: { jobId: string }) {
  const [threshold, setThreshold] = useState(60);
  const report = useFairness(jobId, threshold);
  const upload = useUploadGroups(jobId);
  const [download, setDownload] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await upload.mutateAsync(await file.text());
    void report.refetch();
  };

  return (
    <Card aria-labelledby="fairness-title">
      <CardTitle id="fairness-title">Fairness report</CardTitle>
      <p className="muted">
        Upload candidates&apos; self-identified groups as a CSV (columns candidate_id or email, sex,
        race_ethnicity; leave blank or write &quot;unknown&quot; when not given). Shortlist never
        guesses a group.
      </p>
      <ButtonRow>
        <FileButton
          input={{
            accept: '.csv,text/csv',
            'aria-label': 'Groups CSV',
            onChange: (e) => void onFile(e.target.files?.[0]),
          }}
        >
          Upload groups (CSV)
        </FileButton>
        <Field as="label">
          Selected when score ≥{' '}
          <input
            type="number"
            min={0}
            max={100}
            value={threshold}
            aria-label="Selection threshold"
            onChange={(e) => setThreshold(Math.min(100, Math.max(0, Number(e.target.value) || 0)))}
          />
        </Field>
        <Button
          variant="secondary"
          disabled={!report.data}
          onClick={() =>
            downloadFile(fairnessCsvPath(jobId, threshold), `fairness-${jobId}.csv`).catch(
              (err: unknown) => setDownload(messageOf(err, 'Download failed')),
            )
          }
        >
          Download report (CSV)
        </Button>
      </ButtonRow>
      {upload.data && (
        <p className="muted" role="status">
          Groups stored for {upload.data.stored} candidates
          {upload.data.unmatched.length > 0 &&
            `; ${upload.data.unmatched.length} rows matched no candidate`}
          .
        </p>
      )}
      <ErrorText>
        {upload.isError && messageOf(upload.error, 'The file could not be read.')}
      </ErrorText>
      {download && <p className="error-text">{download}</p>}
      {report.isError && <p className="muted">No scored candidates for this job yet.</p>}
      {report.data && (
        <>
          <p>
            {report.data.selected} of {report.data.applicants} scored candidates at or above{' '}
            {report.data.threshold}.
          </p>
          {CATEGORIES.every(([, key]) => isEmpty(report.data[key])) ? (
            // Three empty tables say less than one sentence.
            <p className="muted">
              No self-identified groups uploaded for these candidates yet: the rates per group
              appear here once they are.
            </p>
          ) : (
            CATEGORIES.map(([label, key]) => (
              <CategoryTable key={key} label={label} category={report.data[key]} />
            ))
          )}
        </>
      )}
    </Card>
  );
}

const isEmpty = (category: FairnessCategory) =>
  category.groups.length === 0 && category.small.length === 0;

function CategoryTable({ label, category }: { label: string; category: FairnessCategory }) {
  const rows = [
    ...category.groups.map((g) => ({ ...g, note: g.flagged ? 'Below four-fifths' : '' })),
    ...category.small.map((g) => ({ ...g, note: 'Under 2% of data: not in ratios' })),
  ];
  return (
    <div className="table-wrap">
      <table className="table" aria-label={`${label} selection rates`}>
        <caption>
          {label} · unknown: {category.unknown}
        </caption>
        <thead>
          <tr>
            <th>Group</th>
            <th>Candidates</th>
            <th>Selected</th>
            <th>Selection rate</th>
            <th>Impact ratio</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="muted">
                No groups uploaded
              </td>
            </tr>
          )}
          {rows.map((g) => (
            <tr key={g.group}>
              <td data-label="Group">{g.group}</td>
              <td data-label="Candidates">{g.applicants}</td>
              <td data-label="Selected">{g.selected}</td>
              <td data-label="Selection rate">{percent(g.selectionRate)}</td>
              <td data-label="Impact ratio">
                {g.impactRatio === null ? '—' : g.impactRatio.toFixed(2)}
              </td>
              <td data-label="Note">
                {g.note && <span className="chip chip-warn">{g.note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
