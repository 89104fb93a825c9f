import { pipelineStageLabels, type Analysis } from '@shortlist/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OutreachForm } from './OutreachForm';
import { usePipeline } from './usePipeline';

/** On the analysis page: where the candidate stands on the job's pipeline, and the email to send. */
export function AnalysisOutreach({ analysis }: { analysis: Analysis }) {
  const pipeline = usePipeline(analysis.jobId);
  const entry = pipeline.data?.entries.find((e) => e.candidateId === analysis.candidateId);
  const jobTitle = analysis.job?.title ?? analysis.jobTitle ?? 'Your application';
  // Opened on demand: the message card above already shows the text.
  const [writing, setWriting] = useState(false);
  return (
    <section className="card" aria-labelledby="outreach-title">
      <header className="card-header">
        <h2 id="outreach-title" className="card-title">
          Send by email
        </h2>
        <Link to={`/jobs/${encodeURIComponent(analysis.jobId)}/pipeline`} className="card-link">
          Pipeline{entry ? `: ${pipelineStageLabels[entry.stage]}` : ''}
        </Link>
      </header>
      {writing ? (
        <OutreachForm
          key={analysis.generatedMessage}
          jobId={analysis.jobId}
          candidateIds={[analysis.candidateId]}
          subject={jobTitle}
          body={analysis.generatedMessage}
        />
      ) : (
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => setWriting(true)}
        >
          Email this candidate
        </button>
      )}
    </section>
  );
}
