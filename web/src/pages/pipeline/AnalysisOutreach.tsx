import { pipelineStageLabels, type Analysis } from '@shortlist/contracts';
import { useState } from 'react';
import { OutreachForm } from './OutreachForm';
import { usePipeline } from './usePipeline';
import { Button, Card, CardHeader, CardLink, CardTitle } from '../../ui';

/** On the analysis page: where the candidate stands on the job's pipeline, and the email to send. */
export function AnalysisOutreach({ analysis }: { analysis: Analysis }) {
  const pipeline = usePipeline(analysis.jobId);
  const entry = pipeline.data?.entries.find((e) => e.candidateId === analysis.candidateId);
  const jobTitle = analysis.job?.title ?? analysis.jobTitle ?? 'Your application';
  // Opened on demand: the message card above already shows the text.
  const [writing, setWriting] = useState(false);
  return (
    <Card aria-labelledby="outreach-title">
      <CardHeader>
        <CardTitle id="outreach-title">Send by email</CardTitle>
        <CardLink to={`/jobs/${encodeURIComponent(analysis.jobId)}/pipeline`}>
          Pipeline{entry ? `: ${pipelineStageLabels[entry.stage]}` : ''}
        </CardLink>
      </CardHeader>
      {writing ? (
        <OutreachForm
          key={analysis.generatedMessage}
          jobId={analysis.jobId}
          candidateIds={[analysis.candidateId]}
          subject={jobTitle}
          body={analysis.generatedMessage}
        />
      ) : (
        <Button size="small" variant="primary" onClick={() => setWriting(true)}>
          Email this candidate
        </Button>
      )}
    </Card>
  );
}
