import { readJobPage } from '@shortlist/formats';
import { zipSync } from 'fflate';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { html, resumePdf, servePages, type ServedPages } from '@shortlist/test-support';

// The pages are served on 127.0.0.1, which the import refuses unless this flag allows it; the
// refusal itself is fetch-page.test.ts's.
process.env.IMPORT_ALLOW_PRIVATE_HOSTS = 'true';
process.env.IMPORT_URLS_PER_HOUR = '10';
jest.setTimeout(60_000);

const postingPage = `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Acme careers' },
    {
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      description:
        '<p>Build payment services.</p><h3>Requirements</h3><ul><li>5+ years of Java</li><li>Spring Boot and Hibernate</li><li>PostgreSQL</li></ul>',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Payments' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Austin', addressRegion: 'TX' },
      },
      employmentType: 'FULL_TIME',
      datePosted: '2026-11-01',
      skills: ['Kafka'],
    },
  ],
})}</script></head><body><nav>Home Jobs Login</nav><main><h1>Senior Java Developer</h1></main></body></html>`;

const plainPage = `<!doctype html><html><head><title>Jobs at Initech</title><script>var tracking = 'Cobol';</script></head>
<body><header>Initech — Menu: COBOL Mainframe Portal</header><nav><ul><li>Salesforce login</li></ul></nav>
<main><h1>Python Developer</h1><p>Initech is hiring a Python Developer in Denver, CO.</p>
<h2>Requirements</h2><ul><li>3+ years of Python</li><li>Django and PostgreSQL</li></ul></main>
<footer>© Initech. Powered by WordPress</footer></body></html>`;

describe('imports and exports in standard formats', () => {
  let t: TestDocuments;
  let pages: ServedPages;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await startTestDocuments();
    pages = await servePages({ '/jobs/42': html(postingPage), '/jobs/plain': html(plainPage) });
    alice = t.bearer();
    bob = t.bearer();
  });
  afterAll(async () => {
    await pages.close();
    await t.close();
  });

  const importUrl = (token: string, url: unknown) =>
    request(t.app)
      .post('/api/job-descriptions/import-url')
      .set('authorization', token)
      .send({ url });

  test('a job page with JobPosting data gives the title, company, location and requirements', async () => {
    const res = await importUrl(alice, pages.url('/jobs/42'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Senior Java Developer',
      company: 'Acme Payments',
      location: 'Austin, TX',
      fileType: 'docx',
      duplicateOf: null,
    });
    expect(res.body.requiredSkills).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'Hibernate', 'PostgreSQL']),
    );
    expect(res.body.minYears).toBe(5);

    // The same page again is the same job.
    const again = await importUrl(alice, pages.url('/jobs/42'));
    expect(again.status).toBe(200);
    expect(again.body.duplicateOf).toBe(res.body.id);

    // Exported as JobPosting JSON-LD, and read back: the same title, company and location.
    const exported = await request(t.app)
      .get(`/api/job-descriptions/${res.body.id}/jobposting`)
      .set('authorization', alice);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/ld\+json/);
    const posting = JSON.parse(exported.text) as Record<string, unknown>;
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Senior Java Developer' });
    const readBack = readJobPage(`<script type="application/ld+json">${exported.text}</script>`);
    expect(readBack).toMatchObject({
      title: 'Senior Java Developer',
      company: 'Acme Payments',
      location: 'Austin, TX',
    });
    expect(readBack.requirements).toEqual(
      expect.arrayContaining(['Java', 'PostgreSQL', '5+ years of experience']),
    );

    expect(
      (
        await request(t.app)
          .get(`/api/job-descriptions/${res.body.id}/jobposting`)
          .set('authorization', bob)
      ).status,
    ).toBe(404);
  });

  test('a page without JobPosting data is read from its main text, not its menus or scripts', async () => {
    const res = await importUrl(alice, pages.url('/jobs/plain'));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Python Developer');
    expect(res.body.requiredSkills).toEqual(
      expect.arrayContaining(['Python', 'Django', 'PostgreSQL']),
    );
    const skills = [...res.body.requiredSkills, ...res.body.skills.niceToHave].join(' ');
    expect(skills).not.toMatch(/COBOL|Salesforce|WordPress/i);
  });

  test.each([
    [{}, 400, /address of the job page/],
    ['ftp://example.com/job', 400, /not allowed/],
    [pagesUrl('/missing'), 502, /HTTP 404/],
  ])('a bad address is refused with a clear error: %j', async (url, status, message) => {
    const res = await importUrl(alice, typeof url === 'function' ? url() : url);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
  });
  function pagesUrl(path: string) {
    return () => pages.url(path);
  }

  test('an account that imports too many pages in an hour is told to wait; others are not', async () => {
    const carol = t.bearer();
    for (let i = 0; i < 10; i++) expect((await importUrl(carol, 'ftp://x')).status).toBe(400);
    const refused = await importUrl(carol, pages.url('/jobs/42'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many job pages/);
    expect((await importUrl(t.bearer(), 'ftp://x')).status).toBe(400);
  });

  test('without a token the imports answer 401', async () => {
    expect(
      (await request(t.app).post('/api/job-descriptions/import-url').send({ url: 'x' })).status,
    ).toBe(401);
    expect((await request(t.app).post('/api/candidates/import')).status).toBe(401);
  });

  const importFiles = (token: string, files: [Buffer, string][]) => {
    let req = request(t.app).post('/api/candidates/import').set('authorization', token);
    for (const [bytes, name] of files) req = req.attach('file', bytes, name);
    return req;
  };

  const janeResume = {
    basics: {
      name: 'Jane Doe',
      label: 'Senior Backend Engineer',
      email: 'jane.doe@example.com',
      phone: '(512) 555-0100',
      location: { city: 'Austin', region: 'TX' },
      profiles: [{ network: 'GitHub', url: 'https://github.com/janedoe' }],
      summary: 'Backend engineer building payment systems.',
    },
    work: [
      {
        name: 'Initech',
        position: 'Senior Backend Engineer',
        startDate: '2019-03',
        highlights: ['Built services with Java, Spring Boot and PostgreSQL'],
      },
      { name: 'Globex', position: 'Software Engineer', startDate: '2015-06', endDate: '2019-02' },
    ],
    education: [
      {
        institution: 'University of Texas',
        area: 'Computer Science',
        studyType: 'Bachelor',
        endDate: '2015',
      },
    ],
    skills: [{ name: 'Java' }, { name: 'Spring Boot' }, { name: 'PostgreSQL' }],
  };

  test('a JSON Resume exported and imported again gives the same candidate fields', async () => {
    const first = await importFiles(alice, [
      [Buffer.from(JSON.stringify(janeResume)), 'jane.json'],
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 1, failed: 0 });
    const jane = first.body.results[0].candidate;
    expect(jane).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '(512) 555-0100',
      location: 'Austin, TX',
      headline: 'Senior Backend Engineer',
      links: expect.arrayContaining(['https://github.com/janedoe']),
    });
    expect(jane.techStack).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'PostgreSQL']));

    const exported = await request(t.app)
      .get(`/api/candidates/${jane.id}/json-resume`)
      .set('authorization', alice);
    expect(exported.status).toBe(200);
    expect(exported.body.basics).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
    expect(exported.body.work).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Initech', startDate: '2019-03' })]),
    );

    // Bob imports Alice's export: his candidate has the same fields, and exports the same resume.
    const second = await importFiles(bob, [
      [Buffer.from(JSON.stringify(exported.body)), 'jane-export.json'],
    ]);
    const copy = second.body.results[0].candidate;
    // Every field of the record but its own identity and file; lists compared as sets (their
    // order is where the extractor met each skill in the text).
    const fields = (c: Record<string, unknown>) => {
      const { id: _i, createdAt: _c, sha256: _s, fileSize: _f, fileName: _n, ...rest } = c;
      return {
        ...rest,
        techStack: [...(c.techStack as string[])].sort(),
        tags: [...(c.tags as string[])].sort(),
      };
    };
    expect(fields(copy)).toEqual(fields(jane));
    const exportedAgain = await request(t.app)
      .get(`/api/candidates/${copy.id}/json-resume`)
      .set('authorization', bob);
    const sortedSkills = (resume: { skills: { name: string }[] }) => ({
      ...resume,
      skills: resume.skills.map((s) => s.name).sort(),
    });
    expect(sortedSkills(exportedAgain.body)).toEqual(sortedSkills(exported.body));

    // Tenancy: Alice's candidate is not Bob's to export.
    expect(
      (await request(t.app).get(`/api/candidates/${jane.id}/json-resume`).set('authorization', bob))
        .status,
    ).toBe(404);
  });

  test('a file that is not a JSON Resume is a failed row with the reason', async () => {
    const res = await importFiles(alice, [
      [Buffer.from('{"name": "not json resume"}'), 'other.json'],
      [Buffer.from('{oops'), 'broken.json'],
    ]);
    expect(res.body).toMatchObject({
      created: 0,
      failed: 2,
      results: [
        { fileName: 'other.json', ok: false, error: expect.stringMatching(/basics\.name/) },
        { fileName: 'broken.json', ok: false, error: 'This file is not valid JSON' },
      ],
    });
  });

  test('a CSV with resume text or files in its ZIP: each row a candidate or a clear error', async () => {
    const csv = [
      '\uFEFFFull Name,E-mail,Phone,City,Resume,File',
      '"Ana Lima",ana@example.com,555 0101,"Lisbon, PT","Ana Lima\nData Engineer\n\nSKILLS\nPython, Apache Spark, Airflow",',
      'Ben Okafor,ben@example.com,,,,cvs/ben.pdf',
      'Cid Moss,,,,,missing.pdf',
      'Dee Rao,not-an-email,,,some text,',
    ].join('\r\n');
    const zip = Buffer.from(
      zipSync({ 'cvs/ben.pdf': await resumePdf('Benjamin O', ['Rust', 'Go']) }),
    );
    const res = await importFiles(alice, [
      [Buffer.from(csv), 'people.csv'],
      [zip, 'resumes.zip'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, failed: 2 });
    const byLine = Object.fromEntries(
      res.body.results.map((r: { fileName: string }) => [r.fileName, r]),
    );
    expect(byLine['people.csv row 2'].candidate).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '555 0101',
      location: 'Lisbon, PT',
    });
    expect(byLine['people.csv row 2'].candidate.techStack).toEqual(
      expect.arrayContaining(['Python', 'Apache Spark', 'Apache Airflow']),
    );
    // The CSV's name wins over the one in the file; the file is stored as it came.
    expect(byLine['people.csv row 3'].candidate).toMatchObject({
      name: 'Ben Okafor',
      email: 'ben@example.com',
      fileType: 'pdf',
    });
    expect(byLine['people.csv row 3'].candidate.techStack).toEqual(
      expect.arrayContaining(['Rust', 'Go']),
    );
    expect(byLine['people.csv row 4']).toMatchObject({
      ok: false,
      error: 'Row 4: the ZIP has no file named missing.pdf',
    });
    expect(byLine['people.csv row 5']).toMatchObject({
      ok: false,
      error: 'Row 5: "not-an-email" is not an email address',
    });
  });

  test.each([
    [[[Buffer.from('email,resume\na@b.co,x'), 'x.csv']], 422, /"name" column/],
    [[[Buffer.from('PK'), 'x.zip']], 400, /with the CSV/],
    [[[Buffer.from('hello'), 'x.txt']], 415, /JSON Resume \(\.json\) or CSV/],
    [[], 400, /No file sent/],
  ] as [[Buffer, string][], number, RegExp][])(
    'a request that cannot be imported is refused: %#',
    async (files, status, message) => {
      const res = files.length
        ? await importFiles(alice, files)
        : await importFiles(alice, []).field('x', 'y');
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(message);
    },
  );
});
