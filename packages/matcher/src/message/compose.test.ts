import { scoreMatch } from '../score';
import { candidate, job, skill } from '../score/profiles.fixture';
import { MESSAGE_MAX_WORDS, MESSAGE_MIN_WORDS, wordCount, writeOutreachMessage } from './index';

const reactJob = job({
  title: 'Senior Front-End Engineer',
  company: 'Northwind Labs',
  required: [skill('React'), skill('TypeScript'), skill('GraphQL'), skill('Kubernetes')],
  minYears: 4,
});
const jane = candidate({
  name: 'JANE DOE',
  headline: 'Front-End Engineer',
  skills: [skill('React'), skill('TypeScript')],
  years: 6,
  roles: [{ title: 'Front-End Engineer', company: 'Contoso', current: true }],
});

function message(j = reactJob, c = jane, variant = 0): string {
  return writeOutreachMessage(j, c, scoreMatch(j, c), { variant });
}

function expectPasteReady(text: string): void {
  const words = wordCount(text);
  expect(words).toBeGreaterThanOrEqual(MESSAGE_MIN_WORDS);
  expect(words).toBeLessThanOrEqual(MESSAGE_MAX_WORDS);
  expect(text).not.toMatch(/undefined|null|NaN|\[|\]|\{|\}|<|>/);
}

describe('writeOutreachMessage', () => {
  it('names the candidate, the role and the company, in 60 to 140 words', () => {
    const text = message();
    expect(text).toMatch(/^(Hi|Hello|Dear) Jane,/);
    expect(text).toContain('Senior Front-End Engineer');
    expect(text).toContain('Northwind Labs');
    expectPasteReady(text);
  });

  it('mentions evidenced skills and never a missing one', () => {
    for (let variant = 0; variant < 8; variant++) {
      const text = message(reactJob, jane, variant);
      expect(text).not.toContain('GraphQL');
      expect(text).not.toContain('Kubernetes');
      expect(text).toMatch(/React/);
    }
  });

  it('gives another wording for another variant and the same for the same one', () => {
    const texts = new Set([0, 1, 2, 3].map((v) => message(reactJob, jane, v)));
    expect(texts.size).toBe(4);
    expect(message(reactJob, jane, 2)).toBe(message(reactJob, jane, 2));
  });

  it('reads well when name, company and title are unknown', () => {
    const anonymousJob = job({ required: [skill('Python')] });
    const someone = candidate({ skills: [] });
    for (let variant = 0; variant < 6; variant++) {
      const text = message(anonymousJob, someone, variant);
      expect(text).toMatch(/^(Hi there|Hello|Good day),/);
      expect(text).not.toMatch(/company|Company\]/);
      expectPasteReady(text);
    }
  });

  it('stays within 140 words with long titles and many skills', () => {
    const long = job({
      title: 'Principal Distributed Systems and Platform Reliability Engineering Lead',
      company: 'The Extremely Long Company Name Holdings International Group',
      required: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'].map((s) =>
        skill(s),
      ),
      niceToHave: [skill('GraphQL'), skill('Terraform')],
      minYears: 3,
    });
    const person = candidate({
      name: 'Alexandra',
      headline: 'Principal Distributed Systems and Platform Reliability Engineering Lead',
      skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'GraphQL', 'Terraform'].map((s) =>
        skill(s),
      ),
      years: 12,
      roles: [
        {
          title: 'Staff Platform Reliability Engineer',
          company: 'Globex Corporation Worldwide',
          current: true,
        },
      ],
    });
    for (let variant = 0; variant < 6; variant++) expectPasteReady(message(long, person, variant));
  });
});
