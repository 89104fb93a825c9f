import { readJobPage } from './job-posting-read';
import { jobPostingScript, toJobPosting } from './job-posting-write';

const page = (head: string, body = '<main><p>Fallback text</p></main>') =>
  `<!doctype html><html><head><title>Jobs</title>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const posting = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Java Developer',
  description:
    '<p>Join our <b>payments</b> team.</p><h3>What you bring</h3><ul><li>Spring Boot</li><li>Kafka &amp; Kubernetes</li></ul>',
  datePosted: '2026-11-01',
  employmentType: ['FULL_TIME', 'CONTRACTOR'],
  hiringOrganization: { '@type': 'Organization', name: 'Acme Payments' },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      addressCountry: 'US',
    },
  },
  skills: 'Java, PostgreSQL',
  experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 60 },
  educationRequirements: {
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: 'bachelor degree',
  },
  qualifications: ['AWS certification'],
};

describe('a job from its web page', () => {
  test('JobPosting JSON-LD gives title, company, location, type, date and requirements', () => {
    const job = readJobPage(page(ld(posting)));
    expect(job).toMatchObject({
      source: 'jobposting',
      title: 'Senior Java Developer',
      company: 'Acme Payments',
      location: 'Austin, TX, US',
      employmentType: ['Full time', 'Contractor'],
      datePosted: '2026-11-01',
      requirements: [
        'Java, PostgreSQL',
        'AWS certification',
        '5+ years of experience',
        'bachelor degree',
      ],
    });
    expect(job.text.split('\n')).toEqual([
      'Senior Java Developer',
      'Company: Acme Payments',
      'Location: Austin, TX, US',
      'Employment type: Full time, Contractor',
      '',
      'Join our payments team.',
      'What you bring',
      '- Spring Boot',
      '- Kafka & Kubernetes',
      '',
      'Requirements',
      '- Java, PostgreSQL',
      '- AWS certification',
      '- 5+ years of experience',
      '- bachelor degree',
    ]);
  });

  test.each([
    [
      'inside @graph',
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, posting] },
    ],
    ['inside an array', [{ '@type': 'BreadcrumbList' }, posting]],
    ['as the mainEntity of a page', { '@type': 'WebPage', mainEntity: posting }],
    ['with a list of types', { ...posting, '@type': ['JobPosting', 'Thing'] }],
  ])('the posting is found %s', (_where, data) => {
    expect(readJobPage(page(ld(data)))).toMatchObject({
      source: 'jobposting',
      title: 'Senior Java Developer',
    });
  });

  test('a broken JSON-LD block is skipped for the next one', () => {
    const html = page(`<script type="application/ld+json">{ not json</script>${ld(posting)}`);
    expect(readJobPage(html).company).toBe('Acme Payments');
  });

  test('a description escaped twice still comes out as text', () => {
    const job = readJobPage(
      page(ld({ ...posting, description: '&lt;p&gt;Ship &amp;amp; run&lt;/p&gt;' })),
    );
    expect(job.text).toContain('\nShip & run\n');
  });

  test('a remote posting and a company given as text', () => {
    const job = readJobPage(
      page(
        ld({
          '@type': 'JobPosting',
          title: 'SRE',
          hiringOrganization: 'Initech',
          jobLocationType: 'TELECOMMUTE',
        }),
      ),
    );
    expect(job).toMatchObject({ title: 'SRE', company: 'Initech', location: 'Remote' });
  });

  test("without JobPosting data the page's main text is the ad, without menus, header, footer or scripts", () => {
    const html = page(
      ld({ '@type': 'Organization', name: 'Acme' }),
      `<header><a href="/">Acme careers</a></header><nav><ul><li>Home</li><li>Jobs</li></ul></nav>
       <main><h1>Platform Engineer</h1><p>We run   Kubernetes.</p><ul><li>Terraform</li><li>Go</li></ul>
       <script>track()</script><style>p{}</style></main>
       <footer>© Acme 2026</footer>`,
    );
    expect(readJobPage(html)).toEqual({
      source: 'page-text',
      pageTitle: 'Jobs',
      employmentType: [],
      requirements: [],
      text: 'Platform Engineer\nWe run Kubernetes.\n- Terraform\n- Go',
    });
  });

  test('a page without <main> gives its body, still without its furniture', () => {
    const html = page(
      '',
      '<nav>Menu</nav><div><h2>Nurse</h2><p>Night shifts</p></div><footer>Legal</footer>',
    );
    expect(readJobPage(html).text).toBe('Nurse\nNight shifts');
  });

  test('a job exported as JobPosting and read back gives its title, company, location and requirements', () => {
    const exported = toJobPosting({
      id: '5f0c6a4e-0000-4000-8000-000000000001',
      title: 'Data Engineer',
      company: 'R&D <Labs> </script><script>alert(1)</script>',
      location: 'Berlin, Germany',
      requirements: 'Spark and Airflow pipelines.\n- 3+ years with Python',
      requiredSkills: ['Python', 'Spark'],
      niceToHaveSkills: ['Airflow'],
      minYears: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    expect(exported).toMatchObject({ '@type': 'JobPosting', datePosted: '2026-11-20' });
    const job = readJobPage(page(jobPostingScript(exported)));
    expect(job).toMatchObject({
      source: 'jobposting',
      title: 'Data Engineer',
      company: 'R&D <Labs> </script><script>alert(1)</script>',
      location: 'Berlin, Germany',
      requirements: ['Python', 'Spark', 'Nice to have: Airflow', '3+ years of experience'],
    });
    expect(job.text).toContain('Spark and Airflow pipelines.\n- 3+ years with Python');
  });
});

test('data in the exported script cannot close the script element', () => {
  const script = jobPostingScript({ name: 'x </script><script>alert(1)</script>' });
  expect(script.match(/<\/script>/g)).toHaveLength(1);
});
