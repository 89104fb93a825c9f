import type { RequirementModelRecord } from '@shortlist/contracts';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { jobPdf } from '@shortlist/test-support';

jest.setTimeout(60_000);

// Every recruiter input to a reading edit is bounded (issue #30, item 8): an attack saved a
// 900 KB source line, a weight of 1e308, negative years and a minimum of 1e9 years.
describe('a reading edit with absurd input', () => {
  let t: TestDocuments;
  let owner: string;
  let jobId: string;
  let reading: RequirementModelRecord;
  beforeAll(async () => {
    t = await startTestDocuments();
    owner = t.bearer('recruiter-bounds');
    const res = await request(t.app)
      .post('/api/job-descriptions')
      .set('authorization', owner)
      .attach('file', await jobPdf('Backend Engineer', 'Acme', ['Python', 'Docker']), 'job.pdf');
    expect(res.status).toBe(201);
    jobId = res.body.id;
    reading = res.body.reading;
  });
  afterAll(() => t.close());

  const put = (body: object) =>
    request(t.app)
      .put(`/api/job-descriptions/${jobId}/reading`)
      .set('authorization', owner)
      .send(body);
  const first = () => reading.requirements[0]!;
  const withFirst = (change: object): RequirementModelRecord => ({
    ...reading,
    requirements: [{ ...first(), ...change }, ...reading.requirements.slice(1)],
  });
  const requirementLike = (i: number) => ({ ...first(), id: `x${i}`, skills: ['Python'] });

  test.each<[string, () => object, RegExp]>([
    ['a 900 KB source line', () => withFirst({ source: 'x'.repeat(900_000) }), /source/],
    ['a weight of 1e308', () => withFirst({ weight: 1e308 }), /weight/],
    ['a weight under 0.25', () => withFirst({ weight: 0.1 }), /weight/],
    ['negative years', () => withFirst({ years: -3 }), /years/],
    ['a minimum of 1e9 years', () => ({ ...reading, minYears: 1e9 }), /minYears/],
    ['a 500-character skill name', () => withFirst({ skills: ['y'.repeat(500)] }), /skills/],
    ['51 alternatives', () => withFirst({ skills: Array(51).fill('Python') }), /skills/],
    [
      '301 requirements',
      () => ({
        ...reading,
        requirements: Array.from({ length: 301 }, (_, i) => requirementLike(i)),
      }),
      /requirements/,
    ],
    ['a 10,000-character title', () => ({ ...reading, title: 't'.repeat(10_000) }), /title/],
    ['1,000 roles', () => ({ ...reading, roles: Array(1000).fill('Developer') }), /roles/],
  ])('%s is refused with a 400 that names the field', async (_what, body, field) => {
    const res = await put(body());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.error).toMatch(field);
  });

  test('the edges of the documented ranges are accepted', async () => {
    const res = await put({ ...withFirst({ weight: 5, years: 60 }), minYears: 0 });
    expect(res.status).toBe(200);
    expect(res.body.requirements[0]).toMatchObject({ weight: 5, years: 60 });
  });
});
