import type { Candidate, JobDescription } from '@shortlist/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchPicker, type PickerOption } from '../../components/SearchPicker';
import { SkillList } from '../../components/SkillList';
import { truncate } from '../../components/format';
import { useCandidates } from '../../data/candidates';
import type { ListParams } from '../../data/keys';
import { useJobs } from '../../data/jobs';
import { Button, Card, CardTitle, Field } from '../../ui';

/** Matches drawn in a picker at once; the rest are a few keystrokes away. */
const SHOWN = 20;

export interface QuickMatchProps {
  job: JobDescription | null;
  candidate: Candidate | null;
  onJobChange: (job: JobDescription | null) => void;
  onCandidateChange: (candidate: Candidate | null) => void;
  running: boolean;
  onAnalyze: () => void;
}

export function jobOptionLabel(job: JobDescription): string {
  return job.company ? `${job.title} at ${job.company}` : job.title;
}

export function candidateOptionLabel(c: Candidate): string {
  return c.location ? `${c.name} - ${c.location}` : c.name;
}

const jobOption = (j: JobDescription): PickerOption => ({
  id: j.id,
  label: jobOptionLabel(j),
  detail: j.location ?? undefined,
});

const candidateOption = (c: Candidate): PickerOption => ({
  id: c.id,
  label: c.name,
  detail: [c.headline, c.location, c.email].filter(Boolean).join(' · ') || undefined,
});

/** The search text of a picker, sent after a short pause so each keystroke is not a request. */
function useSearchText(): [string, (q: string) => void] {
  const [q, setQ] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(text.trim()), 200);
  };
  return [q, search];
}

/** A picker over one kind of document, searched on the server as the recruiter types. */
function DocumentPicker<T extends { id: string }>(props: {
  label: string;
  placeholder: string;
  useItems: (
    params: ListParams,
    options: { keepPrevious: boolean },
  ) => UseQueryResult<{ items: T[]; total: number }>;
  option: (item: T) => PickerOption;
  selected: T | null;
  onChange: (item: T | null) => void;
}) {
  const [q, search] = useSearchText();
  const list = props.useItems({ q: q || undefined, pageSize: SHOWN }, { keepPrevious: true });
  const items = list.data?.items ?? [];
  return (
    <SearchPicker
      label={props.label}
      placeholder={props.placeholder}
      options={items.map(props.option)}
      total={list.data?.total}
      loading={list.isFetching}
      selected={props.selected ? props.option(props.selected) : null}
      onSearch={search}
      onSelect={(picked) => props.onChange(items.find((item) => item.id === picked) ?? null)}
    />
  );
}

const JOBS = {
  label: 'Select Job',
  placeholder: 'Search jobs by title, company or skill...',
  useItems: useJobs,
  option: jobOption,
};
const CANDIDATES = {
  label: 'Select Candidate',
  placeholder: 'Search by name, title, location or email...',
  useItems: useCandidates,
  option: candidateOption,
};

export function QuickMatch(props: QuickMatchProps) {
  const { job, candidate, running } = props;
  const id = useId();
  return (
    <Card className="quick-match" aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Quick Match</CardTitle>
      <div className="quick-match-grid">
        <Field>
          <DocumentPicker {...JOBS} selected={job} onChange={props.onJobChange} />
          {job && (
            <div className="preview" aria-label="Selected job">
              <strong>{job.title}</strong>
              {job.company && <span className="muted"> at {job.company}</span>}
              <p className="preview-text">{truncate(job.requirements, 100)}</p>
            </div>
          )}
        </Field>
        <Field>
          <DocumentPicker {...CANDIDATES} selected={candidate} onChange={props.onCandidateChange} />
          {candidate && (
            <div className="preview" aria-label="Selected candidate">
              <strong>{candidateOptionLabel(candidate)}</strong>
              {candidate.seniority && <span className="muted"> · {candidate.seniority}</span>}
              {candidate.experience && <span className="muted"> · {candidate.experience}</span>}
              <div>
                <SkillList skills={candidate.techStack} />
              </div>
            </div>
          )}
        </Field>
      </div>
      <Button
        loading={running}
        variant="primary"
        disabled={!job || !candidate || running}
        onClick={props.onAnalyze}
      >
        {running ? 'Analyzing...' : 'Analyze Match'}
      </Button>
    </Card>
  );
}
