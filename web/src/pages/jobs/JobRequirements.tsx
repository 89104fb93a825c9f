import type { JobDescription } from '@shortlist/contracts';
import { Chips } from '../../components/Detail';
import { Card, CardTitle } from '../../ui';
import { JobReading } from './JobReading';
import { ReadingEditor } from './ReadingEditor';

/**
 * The job's one list of requirements. With a reading, that is the reading (what the score is
 * measured against, groups shown whole), editable when signed in; the skills extracted from the
 * ad are the same list flattened (a group by its first member), so they are not shown beside it.
 * A job without a reading (the demo's) shows the skills extracted from the ad instead.
 */
export function JobRequirements({ job, editable }: { job: JobDescription; editable: boolean }) {
  if (job.reading) {
    return editable ? (
      <ReadingEditor jobId={job.id} reading={job.reading} uploadedAt={job.createdAt} />
    ) : (
      <JobReading reading={job.reading} />
    );
  }
  return (
    <Card>
      <CardTitle>Required skills</CardTitle>
      <Chips items={job.skills.required} empty="No skills listed" />
      <CardTitle>Nice to have</CardTitle>
      <Chips items={job.skills.niceToHave} empty="None listed" />
    </Card>
  );
}
