import type { Batch } from '@shortlist/contracts';
import { eventually } from '@shortlist/test-support';
import type { MatchingStack } from './stack';

/** A Pro user's job with candidates screened against it in one batch, all analysed. */
export async function screenedJob(
  p: MatchingStack,
  user: string,
  job: { title: string; skills: string[] },
  /** A name alone has the job's skills; a person may bring their own. */
  names: (string | { name: string; skills: string[] })[],
) {
  // A user with a second job is Pro already: subscribing again is refused, and changes nothing.
  await p.makePro(user).catch(() => undefined);
  const made = await p.uploadJob(user, { title: job.title, company: 'Acme', skills: job.skills });
  const people = [];
  for (const person of names)
    people.push(
      await p.uploadCandidate(
        user,
        typeof person === 'string' ? { name: person, skills: job.skills } : person,
      ),
    );
  const started = await p
    .api(user)
    .post('/api/analysis/batch', { jobId: made.id, candidateIds: people.map((c) => c.id) });
  if (started.status !== 202) throw new Error(`batch: ${started.status} ${started.text}`);
  await eventually(async () => {
    const got = (await p.api(user).get(`/api/analysis/batch/${started.body.batchId}`))
      .body as Batch;
    return got.status === 'completed' ? got : undefined;
  });
  return { job: made, people };
}
