import type { Analysis } from '@shortlist/contracts';
import { messageOf } from '../../api/client';
import { useReveal } from '../../data/oversight';
import { Button, ErrorText, Notice } from '../../ui';

/** On a blind job: who is hidden, and the recruiter's way to see this one candidate (audited). */
export function BlindNotice({ analysis }: { analysis: Analysis }) {
  const reveal = useReveal(analysis.jobId);
  if (!analysis.blind) return null;
  return (
    <Notice tone="info" as="section" aria-labelledby="blind-notice">
      <p id="blind-notice">
        <strong>Blind screening is on for this job.</strong> Name, contact details, address, birth
        date, graduation years, gender and nationality cues are hidden. The score is the same.
      </p>
      <Button
        variant="secondary"
        size="small"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate(analysis.candidateId)}
      >
        Reveal this candidate
      </Button>
      <span className="muted small"> Your reveal is recorded in the job&apos;s audit trail.</span>
      <ErrorText>
        {reveal.isError && messageOf(reveal.error, 'The candidate could not be revealed.')}
      </ErrorText>
    </Notice>
  );
}
