import type { JobDescription, RequirementModelRecord } from '@shortlist/contracts';
import type { Client } from './client';

/** Saves a job's reading as the editor does; a save the gateway refuses fails the test. */
export async function saveReading(
  client: Client,
  jobId: string,
  reading: RequirementModelRecord,
): Promise<RequirementModelRecord> {
  const res = await client.call<RequirementModelRecord>(
    'PUT',
    `/api/job-descriptions/${jobId}/reading`,
    reading,
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Saves the job's reading with one more must-have skill, the way the editor's "Add" makes one. */
export async function addMustHave(
  client: Client,
  job: JobDescription,
  requirement: { id: string; skill: string; source: string },
): Promise<RequirementModelRecord> {
  const reading = job.reading;
  if (!reading) throw new Error(`job ${job.id} has no reading to add a must-have to`);
  const { id, skill, source } = requirement;
  return saveReading(client, job.id, {
    ...reading,
    requirements: [
      ...reading.requirements,
      { id, kind: 'must', skills: [skill], soft: false, weight: 1, source },
    ],
  });
}
