import type { JobDescription } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useJob } from '../../data/jobs';
import { keys } from '../../data/keys';
import { useScope } from '../../data/useScope';
import { requirementLabel } from '../jobs/reading-edits';

type Reading = NonNullable<JobDescription['reading']>;

export interface FailedKnockout {
  requirement: string;
  /** The line of the ad that made it a knock-out. */
  source: string;
}

/**
 * The job's knock-outs this candidate does not evidence. The engine lists every unmet must-have
 * and knock-out in missingSkills under the same label the reading gives it, marked "(partly)"
 * when only partly met (a weak relation, fewer years): a knock-out must be met, so it is failed
 * when its label is there either way.
 */
export function failedKnockouts(
  reading: Reading | null | undefined,
  missingSkills: readonly string[],
): FailedKnockout[] {
  if (!reading) return [];
  return reading.requirements
    .filter((r) => {
      const label = requirementLabel(r);
      return (
        r.kind === 'knockout' &&
        (missingSkills.includes(label) || missingSkills.includes(`${label} (partly)`))
      );
    })
    .map((r) => ({ requirement: requirementLabel(r), source: r.source }));
}

/**
 * A shortlist cell: marks a candidate who fails one of the job's knock-outs, with the reason.
 * Only a mark: the candidate keeps their rank and place, and the decision stays the recruiter's.
 */
export function KnockoutMark({
  jobId,
  missingSkills,
  finished,
  resultsAt,
}: {
  jobId: string;
  missingSkills: readonly string[];
  finished: boolean;
  /**
   * When the finished shortlist's results last changed (0 while it runs): a re-score of a
   * finished shortlist means the reading was edited.
   */
  resultsAt: number;
}) {
  const job = useJob(jobId);
  useFreshReading(jobId, resultsAt);
  const reading = job.data?.reading;
  if (!finished || !reading) return null;
  if (!reading.requirements.some((r) => r.kind === 'knockout')) {
    return <span className="muted">None set</span>;
  }
  const failed = failedKnockouts(reading, missingSkills);
  if (failed.length === 0) return <span className="muted">Passes</span>;
  return (
    <ul className="knockout-marks" aria-label="Knock-outs not met">
      {failed.map((k) => (
        <li key={k.requirement}>
          <span className="chip chip-warn">Fails knock-out: {k.requirement}</span>{' '}
          <span className="muted small">
            not evidenced on the resume · <q>{k.source}</q>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reads the job again whenever the shortlist's results change: they are re-scored after the
 * reading is edited (maybe in another tab), and the marks must follow the edited knock-outs.
 * Every row asks; an ask already under way is shared, so the job is fetched once.
 */
function useFreshReading(jobId: string, resultsAt: number) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.refetchQueries(
      { queryKey: keys.job(scope, jobId), exact: true },
      { cancelRefetch: false },
    );
  }, [queryClient, scope, jobId, resultsAt]);
}
