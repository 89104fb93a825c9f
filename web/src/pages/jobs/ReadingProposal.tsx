import { ApiError } from '../../api/client';
import { useDecideProposal, useReadingProposal } from '../../data/reading';
import { KINDS, requirementLabel } from './reading-edits';
import { Button, ButtonRow, Card, CardTitle, ErrorText } from '../../ui';
import styles from './reading.module.css';

/**
 * The LLM's proposed reading of a new job, for the recruiter to accept or dismiss. Every
 * requirement quotes the ad (the ones that did not were left out, and the card says how many).
 * Accepting only changes what is measured: the scores stay the engine's.
 */
export function ReadingProposal({ jobId, uploadedAt }: { jobId: string; uploadedAt: string }) {
  const proposal = useReadingProposal(jobId, uploadedAt);
  const decide = useDecideProposal(jobId);
  const p = proposal.data;
  if (!p) return null;
  const error =
    decide.error instanceof ApiError ? decide.error.message : decide.error ? 'Not saved.' : '';
  return (
    <Card aria-labelledby="reading-proposal-title">
      <CardTitle id="reading-proposal-title">The AI proposes a reading of this job</CardTitle>
      <p className="muted">
        Each requirement quotes the ad. Accepting makes it version {p.basedOn + 1} and scores every
        candidate again; the scores are always Shortlist&apos;s engine&apos;s, never the AI&apos;s.
        {p.dropped > 0 &&
          ` ${p.dropped} requirement${p.dropped === 1 ? '' : 's'} the AI named did not quote the ad or name a known skill and ${p.dropped === 1 ? 'was' : 'were'} left out.`}
      </p>
      {KINDS.map(({ value, label }) => {
        const items = p.model.requirements.filter((r) => r.kind === value);
        if (items.length === 0) return null;
        return (
          <div key={value}>
            <h3 className={styles.heading}>
              {label} ({items.length})
            </h3>
            <ul className={styles.list}>
              {items.map((r) => (
                <li key={r.id}>
                  <span className={styles.skill}>{requirementLabel(r)}</span>
                  <q className={styles.source}>{r.source}</q>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {p.model.minYears !== undefined && (
        <p>
          Minimum {p.model.minYears}+ years{' '}
          <q className={styles.source}>{p.model.minYearsSource}</q>
        </p>
      )}
      <ErrorText>{error}</ErrorText>
      <ButtonRow>
        <Button
          variant="primary"
          size="small"
          disabled={decide.isPending}
          onClick={() => decide.mutate('accept')}
        >
          Accept the AI&apos;s reading
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={decide.isPending}
          onClick={() => decide.mutate('dismiss')}
        >
          Dismiss
        </Button>
      </ButtonRow>
    </Card>
  );
}
