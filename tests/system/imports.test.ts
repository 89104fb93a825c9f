import {
  jobPostingPage,
  resumePdf,
  serveHtmlPages,
  zipOf,
  type ServedPages,
} from '@shortlist/test-support';
import { Client } from './client';
import { useProduct } from './use-product';

jest.setTimeout(180_000);

// Issue #19, imports and exports in standard formats, through the gateway as the web app calls
// them. The job pages are served on 127.0.0.1, which documents refuses unless
// IMPORT_ALLOW_PRIVATE_HOSTS lets it (the refusal itself is documents' fetch-page test).

interface Candidate {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  headline: string | null;
  techStack: string[];
  tags: string[];
  links: string[];
  fileType: string;
}
interface BulkResult {
  created: number;
  failed: number;
  results: ({ fileName: string } & (
    { ok: true; candidate: Candidate } | { ok: false; error: string }
  ))[];
}

const posting = {
  title: 'Senior Data Engineer',
  description:
    '<p>Build our data platform.</p><h3>Requirements</h3><ul><li>4+ years of Python</li><li>Apache Spark and Apache Airflow</li><li>PostgreSQL</li></ul>',
  hiringOrganization: { '@type': 'Organization', name: 'Northwind Analytics' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Denver', addressRegion: 'CO' } },
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-10',
};

const jamesResume = {
  basics: {
    name: 'James Park',
    label: 'Data Engineer',
    email: 'james.park@example.com',
    phone: '+1 303 555 0188',
    location: { city: 'Denver', region: 'CO' },
    profiles: [{ network: 'GitHub', url: 'https://github.com/jamespark' }],
    summary: 'Data engineer building batch and streaming pipelines.',
  },
  work: [
    {
      name: 'Contoso',
      position: 'Data Engineer',
      startDate: '2020-01',
      highlights: ['Pipelines in Python with Apache Spark and Airflow on PostgreSQL'],
    },
  ],
  education: [
    { institution: 'Colorado State University', area: 'Statistics', studyType: 'Bachelor' },
  ],
  skills: [{ name: 'Python' }, { name: 'Apache Spark' }, { name: 'PostgreSQL' }],
};

describe('imports and exports through the gateway', () => {
  let pages: ServedPages;
  const product = useProduct({
    env: { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' },
    before: async () => {
      pages = await serveHtmlPages({ '/careers/data-engineer': jobPostingPage(posting) });
    },
    after: async () => {
      await pages?.close();
    },
  });
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    alice = new Client(product.url);
    bob = new Client(product.url);
    await alice.signup('alice-imports@example.com');
    await bob.signup('bob-imports@example.com');
  });

  const importFiles = (client: Client, files: [Buffer, string][]) => {
    const form = new FormData();
    for (const [bytes, name] of files) form.append('files', new Blob([bytes]), name);
    return client.call<BulkResult>('POST', '/api/candidates/import', form);
  };
  const candidateOf = (result: BulkResult, fileName: string): Candidate => {
    const row = result.results.find((r) => r.fileName === fileName);
    if (!row?.ok) throw new Error(`${fileName} was not imported: ${JSON.stringify(row)}`);
    return row.candidate;
  };

  test('a job page with JobPosting data gives the title, company, location and requirements', async () => {
    const res = await alice.call<Record<string, unknown>>(
      'POST',
      '/api/job-descriptions/import-url',
      {
        url: pages.url('/careers/data-engineer'),
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Senior Data Engineer',
      company: 'Northwind Analytics',
      location: 'Denver, CO',
      minYears: 4,
    });
    expect(res.body.requiredSkills).toEqual(
      expect.arrayContaining(['Python', 'Apache Spark', 'Apache Airflow', 'PostgreSQL']),
    );
    expect(res.body.requirements).toMatch(/4\+ years of Python/);
    const id = String(res.body.id);

    // Listed for Alice, exported as JobPosting JSON-LD with the same fields.
    const list = await alice.call<{ id: string }[]>('GET', '/api/job-descriptions');
    expect(list.body.map((j) => j.id)).toContain(id);
    const exported = await alice.call<Record<string, unknown>>(
      'GET',
      `/api/job-descriptions/${id}/jobposting`,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(exported.body).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      hiringOrganization: { name: 'Northwind Analytics' },
    });

    // Not Bob's: neither the job nor its export.
    expect((await bob.call('GET', `/api/job-descriptions/${id}`)).status).toBe(404);
    expect((await bob.call('GET', `/api/job-descriptions/${id}/jobposting`)).status).toBe(404);
  });

  test.each([
    ['ftp://example.com/job', 400, /not allowed/],
    ['/careers/missing', 502, /could not be loaded/],
  ])(
    'a page that cannot be imported is refused with a clear error: %s',
    async (url, status, error) => {
      const address = url.startsWith('/') ? pages.url(url) : url;
      const res = await alice.call<{ error: string }>('POST', '/api/job-descriptions/import-url', {
        url: address,
      });
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(error);
    },
  );

  test('a JSON Resume exported and imported again by another user gives the same candidate fields', async () => {
    const first = await importFiles(alice, [
      [Buffer.from(JSON.stringify(jamesResume)), 'james.json'],
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 1, failed: 0 });
    const james = candidateOf(first.body, 'james.json');
    expect(james).toMatchObject({
      name: 'James Park',
      email: 'james.park@example.com',
      phone: '+1 303 555 0188',
      location: 'Denver, CO',
      headline: 'Data Engineer',
    });

    const exported = await alice.call<{ basics: { name: string } }>(
      'GET',
      `/api/candidates/${james.id}/json-resume`,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.json"/);
    expect(exported.body.basics).toMatchObject({ name: 'James Park' });
    // Alice's candidate is not Bob's to export.
    expect((await bob.call('GET', `/api/candidates/${james.id}/json-resume`)).status).toBe(404);
    // The access-right export (Art. 15) carries the same JSON Resume, beside what Shortlist holds.
    const accessExport = await alice.call<Record<string, unknown>>(
      'GET',
      `/api/candidates/${james.id}/export`,
    );
    expect(accessExport.status).toBe(200);
    for (const part of ['$schema', 'basics', 'work', 'education', 'skills'])
      expect(accessExport.body[part]).toEqual((exported.body as Record<string, unknown>)[part]);

    const second = await importFiles(bob, [[Buffer.from(exported.text), 'james-export.json']]);
    expect(second.body).toMatchObject({ created: 1, failed: 0 });
    const copy = candidateOf(second.body, 'james-export.json');
    expect(copy.id).not.toBe(james.id);
    const fields = (c: Candidate) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      location: c.location,
      headline: c.headline,
      links: [...c.links].sort(),
      techStack: [...c.techStack].sort(),
      tags: [...c.tags].sort(),
    });
    expect(fields(copy)).toEqual(fields(james));
    // Bob's copy is his own: Alice cannot see it.
    expect((await alice.call('GET', `/api/candidates/${copy.id}`)).status).toBe(404);
  });

  test('a CSV with a ZIP of the resumes it names: each row a candidate or a clear error', async () => {
    const csv = [
      'Name,Email,Phone,Location,Resume Text,File Name',
      '"Maria Santos",maria@example.com,555 0142,"Porto, PT","Maria Santos\nBackend Developer\n\nSKILLS\nGo, Kubernetes, PostgreSQL",',
      'Tom Becker,tom@example.com,,Berlin,,resumes/tom.pdf',
      'Ivy Chen,ivy@example.com,,,,ivy.pdf',
    ].join('\r\n');
    const zip = zipOf({
      'resumes/tom.pdf': await resumePdf('Thomas Becker', ['TypeScript', 'React']),
    });
    const res = await importFiles(alice, [
      [Buffer.from(csv), 'team.csv'],
      [zip, 'resumes.zip'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, failed: 1 });
    const maria = candidateOf(res.body, 'team.csv row 2');
    expect(maria).toMatchObject({
      name: 'Maria Santos',
      email: 'maria@example.com',
      phone: '555 0142',
      location: 'Porto, PT',
    });
    expect(maria.techStack).toEqual(expect.arrayContaining(['Go', 'Kubernetes', 'PostgreSQL']));
    const tom = candidateOf(res.body, 'team.csv row 3');
    expect(tom).toMatchObject({ name: 'Tom Becker', location: 'Berlin', fileType: 'pdf' });
    expect(tom.techStack).toEqual(expect.arrayContaining(['TypeScript', 'React']));
    expect(res.body.results).toContainEqual({
      fileName: 'team.csv row 4',
      ok: false,
      error: 'Row 4: the ZIP has no file named ivy.pdf',
      code: 'bad_request',
    });

    // Listed for Alice only; Bob gets 404 on her imported candidates.
    const list = await alice.call<{ id: string }[]>('GET', '/api/candidates');
    expect(list.body.map((c) => c.id)).toEqual(expect.arrayContaining([maria.id, tom.id]));
    expect((await bob.call('GET', `/api/candidates/${tom.id}`)).status).toBe(404);
    expect((await bob.call('GET', `/api/candidates/${tom.id}/json-resume`)).status).toBe(404);
  });
});
