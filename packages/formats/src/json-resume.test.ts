import { FormatError } from './errors';
import { fromJsonResume, toJsonResume, type ResumeRecord } from './json-resume';
import { resumeText } from './resume-text';

const jane: ResumeRecord = {
  name: 'Jane Doe',
  label: 'Senior Backend Engineer',
  email: 'jane.doe@example.com',
  phone: '+1 512 555 0100',
  location: 'Austin, TX',
  links: ['https://github.com/janedoe', 'https://www.linkedin.com/in/janedoe'],
  work: [
    { position: 'Senior Engineer', company: 'Initech', startDate: '2019-03', endDate: null },
    { position: 'Engineer', company: 'Globex', startDate: '2015-06', endDate: '2019-02' },
  ],
  education: [
    { institution: 'UT Austin', area: 'Computer Science', studyType: 'BSc', endDate: '2015' },
  ],
  skills: ['Java', 'Spring Boot', 'PostgreSQL'],
};

describe('JSON Resume', () => {
  test('a candidate exported and imported again has the same fields', () => {
    const exported = JSON.parse(JSON.stringify(toJsonResume(jane))) as unknown;
    expect(fromJsonResume(exported).record).toEqual(jane);
  });

  test('the export follows the v1.0.0 schema: basics, profiles with their network, work, skills', () => {
    const resume = toJsonResume(jane);
    expect(resume.$schema).toMatch(/resume-schema\/v1\.0\.0\/schema\.json$/);
    expect(resume.basics).toMatchObject({
      name: 'Jane Doe',
      label: 'Senior Backend Engineer',
      email: 'jane.doe@example.com',
      location: { address: 'Austin, TX' },
    });
    expect(resume.basics.profiles).toEqual([
      { network: 'GitHub', url: 'https://github.com/janedoe' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/janedoe' },
    ]);
    // A current role has no end date in JSON Resume.
    expect(resume.work[0]).toEqual({
      position: 'Senior Engineer',
      name: 'Initech',
      startDate: '2019-03',
    });
    expect(resume.skills).toEqual([
      { name: 'Java' },
      { name: 'Spring Boot' },
      { name: 'PostgreSQL' },
    ]);
  });

  test("a resume builder's file: city/region location, keywords, highlights and summary reach the text", () => {
    const { record, text } = fromJsonResume({
      basics: {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        summary: 'Data engineer who likes clean pipelines.',
        location: { city: 'Berlin', countryCode: 'DE', address: 'Hauptstr. 1' },
        profiles: [{ network: 'GitHub', username: 'ravi', url: 'https://github.com/ravi' }, 'junk'],
      },
      work: [
        {
          name: 'DataCo',
          position: 'Data Engineer',
          startDate: '2020-01-15',
          highlights: ['Built Spark jobs on Airflow'],
        },
        { summary: 'an entry with neither position nor employer is dropped' },
      ],
      skills: [{ name: 'Data', keywords: ['Spark', 'Airflow'] }],
      unknownSection: { kept: false },
    });
    expect(record).toMatchObject({
      name: 'Ravi Kumar',
      location: 'Berlin, DE',
      links: ['https://github.com/ravi'],
      skills: ['Data', 'Spark', 'Airflow'],
      work: [
        { position: 'Data Engineer', company: 'DataCo', startDate: '2020-01-15', endDate: null },
      ],
      phone: null,
    });
    expect(text.split('\n')).toEqual([
      'Ravi Kumar',
      'ravi@example.com | Berlin, DE',
      'https://github.com/ravi',
      '',
      'SUMMARY',
      'Data engineer who likes clean pipelines.',
      '',
      'EXPERIENCE',
      'Data Engineer, DataCo — Jan 2020 - Present',
      '- Built Spark jobs on Airflow',
      '',
      'SKILLS',
      'Data, Spark, Airflow',
    ]);
  });

  test('JSON Resume before v1 named the employer "company"', () => {
    const { record } = fromJsonResume({
      basics: { name: 'A B' },
      work: [{ company: 'Acme', position: 'Dev' }],
    });
    expect(record.work[0]!.company).toBe('Acme');
  });

  test.each([null, [], 'text', {}, { basics: {} }, { basics: { name: '  ' } }])(
    'a file without basics.name is refused with a clear message: %j',
    (input) => {
      expect(() => fromJsonResume(input)).toThrow(FormatError);
      expect(() => fromJsonResume(input)).toThrow(/basics\.name/);
    },
  );

  test.each(['victim@x.com, attacker@evil.com', '"victim" <attacker@evil.com>', 'nobody'])(
    'an email that is not one plain address is refused, saying why: %j',
    (email) => {
      const input = { basics: { name: 'Vic Tim', email } };
      expect(() => fromJsonResume(input)).toThrow(FormatError);
      expect(() => fromJsonResume(input)).toThrow(/basics\.email .* is not an email address/);
    },
  );

  test('a basics.name over 120 characters is refused: it is not a name', () => {
    const input = { basics: { name: 'x'.repeat(100_000) } };
    expect(() => fromJsonResume(input)).toThrow(FormatError);
    expect(() => fromJsonResume(input)).toThrow(/basics\.name is longer than 120 characters/);
    expect(fromJsonResume({ basics: { name: 'y'.repeat(120) } }).record.name).toHaveLength(120);
  });

  test('the plain-text resume puts contact lines first and dates as resumes write them', () => {
    const lines = resumeText(jane).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Jane Doe',
      'Senior Backend Engineer',
      'jane.doe@example.com | +1 512 555 0100 | Austin, TX',
    ]);
    expect(lines).toContain('Engineer, Globex — Jun 2015 - Feb 2019');
    expect(lines).toContain('BSc in Computer Science, UT Austin, 2015');
  });
});
