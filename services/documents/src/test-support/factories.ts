import type { Candidate, JobDescription } from '@shortlist/contracts';
import { jobPdf, resumePdf } from '@shortlist/test-support';
import request from 'supertest';
import type { TestDocuments } from '../test-app';

// Row-level factories, one per table (after immich's medium-test factories): a candidate or a job
// as a recruiter's upload makes it (a real PDF through the upload route, so the row holds the text
// and the reading extraction gives it), changed only where a test needs it.

interface Upload {
  /** The uploader's bearer header: a fresh user's unless given. */
  as?: string;
  fileName?: string;
}

/** A candidate from a resume naming `name` and listing `skills`. */
export async function aCandidate(
  t: TestDocuments,
  {
    name = 'Ada Lovelace',
    skills = ['Python', 'PostgreSQL'],
    as,
    fileName,
  }: Upload & {
    name?: string;
    skills?: string[];
  } = {},
): Promise<Candidate> {
  const res = await request(t.app)
    .post('/api/candidates')
    .set('authorization', as ?? t.bearer())
    .attach('file', await resumePdf(name, skills), fileName ?? `${name}.pdf`);
  if (res.status !== 201) throw new Error(`candidate upload: ${res.status} ${res.text}`);
  return res.body;
}

/** A job from an ad for `title` at `company` asking for `skills`. */
export async function aJob(
  t: TestDocuments,
  {
    title = 'Backend Engineer',
    company = 'Acme',
    skills = ['Python', 'Docker'],
    as,
    fileName = 'job.pdf',
  }: Upload & { title?: string; company?: string; skills?: string[] } = {},
): Promise<JobDescription> {
  const res = await request(t.app)
    .post('/api/job-descriptions')
    .set('authorization', as ?? t.bearer())
    .attach('file', await jobPdf(title, company, skills), fileName);
  if (res.status !== 201) throw new Error(`job upload: ${res.status} ${res.text}`);
  return res.body;
}
