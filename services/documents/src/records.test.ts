import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import { docxWithText, jobPdf, resumePdf } from '@shortlist/test-support';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// Lists, search, reads, downloads, deletes and duplicates, as a signed-in recruiter sees them.
describe('candidate and job records', () => {
  let t: TestDocuments;
  let auth: string;
  beforeAll(async () => {
    t = await startTestDocuments();
    auth = t.bearer();
  });
  afterAll(() => t.close());

  const post = (route: string, bytes: Buffer, name: string, as = auth) =>
    request(t.app).post(route).set('authorization', as).attach('file', bytes, name);
  const get = (path: string, as = auth) => request(t.app).get(path).set('authorization', as);
  const download = (path: string) =>
    get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  describe('a user with three candidates and two jobs', () => {
    const user = lazyUser();
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const people: [string, string[], string][] = [
        ['Alice Martin', ['Python', 'Django'], 'alice.pdf'],
        ['Bob Stone', ['Java', 'Spring Boot'], 'bob.pdf'],
        ['Carol Diaz', ['React', 'TypeScript'], 'carol.pdf'],
      ];
      for (const [name, skills, file] of people) {
        const res = await post('/api/candidates', await resumePdf(name, skills), file, user.auth());
        expect(res.status).toBe(201);
        ids[name] = res.body.id;
      }
      for (const [title, company, skills] of [
        ['Backend Engineer', 'Acme Robotics', ['Python', 'PostgreSQL']],
        ['Frontend Engineer', 'Globex', ['React', 'CSS']],
      ] as const) {
        const res = await post(
          '/api/job-descriptions',
          await jobPdf(title, company, [...skills]),
          `${title}.pdf`,
          user.auth(),
        );
        expect(res.status).toBe(201);
        ids[title] = res.body.id;
      }
    });

    test('lists are newest first with the total in x-total-count', async () => {
      const res = await get('/api/candidates', user.auth());
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.map((c: { name: string }) => c.name)).toEqual([
        'Carol Diaz',
        'Bob Stone',
        'Alice Martin',
      ]);
    });

    test('pages hold pageSize rows and the total stays the whole count', async () => {
      const first = await get('/api/candidates?page=1&pageSize=2', user.auth());
      const second = await get('/api/candidates?page=2&pageSize=2', user.auth());
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.body.map((c: { name: string }) => c.name)).toEqual(['Carol Diaz', 'Bob Stone']);
      expect(second.body.map((c: { name: string }) => c.name)).toEqual(['Alice Martin']);
      expect((await get('/api/candidates?pageSize=0', user.auth())).status).toBe(400);
    });

    test.each([
      ['alice', ['Alice Martin']],
      ['BOB.STONE@EXAMPLE', ['Bob Stone']],
      ['austin', ['Carol Diaz', 'Bob Stone', 'Alice Martin']],
      ['spring', ['Bob Stone']],
      ['typescript', ['Carol Diaz']],
      ['software eng', ['Carol Diaz', 'Bob Stone', 'Alice Martin']], // the title
      ['100%', []],
    ])('candidate search %s finds %j, ignoring case', async (q, names) => {
      const res = await get(`/api/candidates?q=${encodeURIComponent(q)}`, user.auth());
      expect(res.body.map((c: { name: string }) => c.name)).toEqual(names);
      expect(res.headers['x-total-count']).toBe(String(names.length));
    });

    test.each([
      ['backend', ['Backend Engineer']],
      ['GLOBEX', ['Frontend Engineer']],
      ['postgres', ['Backend Engineer']],
      ['engineer', ['Frontend Engineer', 'Backend Engineer']],
    ])('job search %s finds %j (title, company, required skills)', async (q, titles) => {
      const res = await get(`/api/job-descriptions?q=${encodeURIComponent(q)}`, user.auth());
      expect(res.body.map((j: { title: string }) => j.title)).toEqual(titles);
    });

    test('a job carries the structure the pages read', async () => {
      const res = await get(`/api/job-descriptions/${ids['Backend Engineer']}`, user.auth());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids['Backend Engineer'],
        title: 'Backend Engineer',
        fileName: 'Backend Engineer.pdf',
        fileType: 'pdf',
        duplicateOf: null,
      });
      expect(res.body.requiredSkills).toEqual(res.body.skills.required);
      expect(res.body.requiredSkills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL']));
    });
  });

  test('a candidate reads back with its fields and downloads as the original file', async () => {
    const pdf = await resumePdf('Dana Scully', ['Python', 'SQL']);
    const created = await post('/api/candidates', pdf, 'Dana Scully – CV.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Dana Scully',
      email: 'dana.scully@example.com',
      fileName: 'Dana Scully – CV.pdf',
      fileSize: pdf.length,
      fileType: 'pdf',
      duplicateOf: null,
    });
    expect(created.body.techStack).toEqual(expect.arrayContaining(['Python', 'SQL']));

    const file = await download(`/api/candidates/${created.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''Dana%20Scully%20%E2%80%93%20CV.pdf",
    );
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  test('a job description downloads as its original file', async () => {
    const docx = docxWithText([
      'Data Engineer',
      'Initech',
      'Requirements',
      '- Python',
      '- Airflow',
    ]);
    const created = await post('/api/job-descriptions', docx, 'data-engineer.docx');
    expect(created.status).toBe(201);
    expect(created.body.fileType).toBe('docx');
    const file = await download(`/api/job-descriptions/${created.body.id}/file`);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.compare(file.body as Buffer, docx)).toBe(0);
  });

  test('the same file uploaded twice answers the first record, marked as a duplicate', async () => {
    const as = t.bearer();
    const pdf = await resumePdf('Fox Mulder', ['Go']);
    const first = await post('/api/candidates', pdf, 'fox.pdf', as);
    const again = await post('/api/candidates', pdf, 'fox-again.pdf', as);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.duplicateOf).toBe(first.body.id);
    expect((await get('/api/candidates', as)).headers['x-total-count']).toBe('1');
    // Another user uploading the same file gets their own record.
    const other = await post('/api/candidates', pdf, 'fox.pdf', t.bearer());
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  test('a record whose text names nobody takes a name from the file name', async () => {
    const pdf = await resumePdf('', ['Kotlin'], ['kotlin android developer']);
    const res = await post('/api/candidates', pdf, 'jane_doe-resume.pdf');
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Jane Doe');
  });

  test('delete answers 204, then the record and its file are gone', async () => {
    const created = await post(
      '/api/candidates',
      await resumePdf('Walter Skinner', ['C']),
      'ws.pdf',
    );
    const id = created.body.id;
    const del = await request(t.app).delete(`/api/candidates/${id}`).set('authorization', auth);
    expect(del.status).toBe(204);
    expect((await get(`/api/candidates/${id}`)).status).toBe(404);
    expect((await get(`/api/candidates/${id}/file`)).status).toBe(404);
    expect(
      (await request(t.app).delete(`/api/candidates/${id}`).set('authorization', auth)).status,
    ).toBe(404);
  });

  test.each(['not-a-uuid', '123', "1' or '1'='1", randomUUID()])(
    'id %s answers 404, never 500',
    async (id) => {
      for (const path of [
        `/api/candidates/${encodeURIComponent(id)}`,
        `/api/job-descriptions/${encodeURIComponent(id)}/file`,
      ]) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
      const del = await request(t.app)
        .delete(`/api/job-descriptions/${encodeURIComponent(id)}`)
        .set('authorization', auth);
      expect(del.status).toBe(404);
    },
  );

  // A user whose token is made when first needed (the app starts in beforeAll).
  function lazyUser() {
    let token: string | undefined;
    return { auth: () => (token ??= t.bearer()) };
  }
});
