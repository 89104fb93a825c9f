import type { Candidate, JobDescription } from '@shortlist/contracts';
import { useId } from 'react';
import { SkillList } from '../../components/SkillList';
import { Spinner } from '../../components/Spinner';
import { truncate } from '../../components/format';

export interface QuickMatchProps {
  jobs: JobDescription[];
  candidates: Candidate[];
  jobId: string;
  candidateId: string;
  onJobChange: (id: string) => void;
  onCandidateChange: (id: string) => void;
  running: boolean;
  onAnalyze: () => void;
}

export function jobOptionLabel(job: JobDescription): string {
  return job.company ? `${job.title} at ${job.company}` : job.title;
}

export function candidateOptionLabel(c: Candidate): string {
  return c.location ? `${c.name} - ${c.location}` : c.name;
}

export function QuickMatch(props: QuickMatchProps) {
  const { jobs, candidates, jobId, candidateId, running } = props;
  const id = useId();
  const job = jobs.find((j) => j.id === jobId);
  const candidate = candidates.find((c) => c.id === candidateId);
  return (
    <section className="card quick-match" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        Quick Match
      </h2>
      <div className="quick-match-grid">
        <div className="field">
          <label htmlFor={`${id}-job`}>Select Job</label>
          <select
            id={`${id}-job`}
            value={jobId}
            onChange={(e) => props.onJobChange(e.target.value)}
          >
            <option value="">Choose a job description...</option>
            {jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {jobOptionLabel(j)}
              </option>
            ))}
          </select>
          {job && (
            <div className="preview" aria-label="Selected job">
              <strong>{job.title}</strong>
              {job.company && <span className="muted"> at {job.company}</span>}
              <p className="preview-text">{truncate(job.requirements, 100)}</p>
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-candidate`}>Select Candidate</label>
          <select
            id={`${id}-candidate`}
            value={candidateId}
            onChange={(e) => props.onCandidateChange(e.target.value)}
          >
            <option value="">Choose a candidate...</option>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {candidateOptionLabel(c)}
              </option>
            ))}
          </select>
          {candidate && (
            <div className="preview" aria-label="Selected candidate">
              <strong>{candidate.name}</strong>
              {candidate.seniority && <span className="muted"> · {candidate.seniority}</span>}
              {candidate.experience && <span className="muted"> · {candidate.experience}</span>}
              <div>
                <SkillList skills={candidate.techStack} />
              </div>
            </div>
          )}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!jobId || !candidateId || running}
        onClick={props.onAnalyze}
      >
        {running && <Spinner size="sm" />}
        {running ? 'Analyzing...' : 'Analyze Match'}
      </button>
    </section>
  );
}
