import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { sharedFixturesDir, startTestDocuments, type TestDocuments } from './test-app';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// Every shared fixture goes through the real upload API; the stored record must carry what
// expected.json says a parser should find. The fixtures live outside the repository.

const dir = sharedFixturesDir();
const present = existsSync(path.join(dir, 'expected.json'));
if (!present) {
  console.warn(`[documents] shared fixtures not found at ${dir}: fixture tests skipped`);
}
const describeIfFixtures = present ? describe : describe.skip;

interface Expected {
  resumes: Record<string, Record<string, unknown>>;
  jobs: Record<string, Record<string, unknown>>;
}
const expected: Expected = present
  ? JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8'))
  : { resumes: {}, jobs: {} };

const list = (sub: string, ext: string) =>
  present
    ? readdirSync(path.join(dir, sub))
        .filter((f) => f.endsWith(ext))
        .sort()
        .map((f) => `${sub}/${f}`)
    : [];

const RESUME_FIELDS = ['name', 'email', 'phone', 'location', 'headline'] as const;
const JOB_FIELDS = ['title', 'company', 'location', 'minYears'] as const;

describeIfFixtures('shared fixtures through the upload API', () => {
  let t: TestDocuments;
  let auth: string;
  beforeAll(async () => {
    t = await startTestDocuments();
    auth = t.bearer();
  });
  afterAll(() => t.close());

  const upload = (route: string, file: string) =>
    request(t.app)
      .post(route)
      .set('authorization', auth)
      .attach('file', readFileSync(path.join(dir, file)), path.basename(file));

  const resumes = [...list('resumes', '.pdf'), ...list('resumes-docx', '.docx').slice(0, 5)];
  test.each(resumes)('resume %s is stored with the expected fields', async (file) => {
    const res = await upload('/api/candidates', file);
    expect(res.status).toBe(201);
    expect(res.body.name).toEqual(expect.any(String));
    expect(res.body.fileName).toBe(path.basename(file));
    const want = expected.resumes[file] ?? {};
    const stored = (
      await request(t.app).get(`/api/candidates/${res.body.id}`).set('authorization', auth)
    ).body;
    for (const field of RESUME_FIELDS) {
      if (field in want)
        expect({ field, value: stored[field] }).toEqual({ field, value: want[field] });
    }
    const skills = (want.skillsInclude as string[] | undefined) ?? [];
    expect(stored.techStack).toEqual(expect.arrayContaining(skills));
  });

  const jobs = [...list('jobs', '.pdf'), ...list('jobs-es', '.pdf')];
  test.each(jobs)('job %s is stored with the expected fields', async (file) => {
    const res = await upload('/api/job-descriptions', file);
    expect(res.status).toBe(201);
    expect(res.body.title).toEqual(expect.any(String));
    const want = expected.jobs[file] ?? {};
    const stored = (
      await request(t.app).get(`/api/job-descriptions/${res.body.id}`).set('authorization', auth)
    ).body;
    for (const field of JOB_FIELDS) {
      if (field in want)
        expect({ field, value: stored[field] }).toEqual({ field, value: want[field] });
    }
    const skills = (want.skillsInclude as string[] | undefined) ?? [];
    const found = [...stored.skills.required, ...stored.skills.niceToHave];
    expect(found).toEqual(expect.arrayContaining(skills));
  });
});
