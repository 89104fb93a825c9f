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

  it('invites a strong fit on evidenced skills and never names a missing one', () => {
    const strong = candidate({
      ...jane,
      skills: ['React', 'TypeScript', 'GraphQL'].map((s) => skill(s)),
    });
    expect(scoreMatch(reactJob, strong).matchPercentage).toBeGreaterThanOrEqual(80);
    for (let variant = 0; variant < 8; variant++) {
      const text = message(reactJob, strong, variant);
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
    const someone = candidate({ skills: [skill('Python')] });
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

  describe('fits the score', () => {
    const javaJob = job({
      title: 'Java Developer',
      company: 'Acme',
      required: ['Java', 'Spring Boot', 'Hibernate', 'Microservices', 'Apache Kafka', 'Docker'].map(
        (name) => skill(name),
      ),
    });
    const teacher = candidate({
      name: 'Ann Smith',
      headline: 'Primary School Teacher',
      skills: [skill('Lesson Planning'), skill('Classroom Management')],
      roles: [{ title: 'Teacher', company: 'Hill School', current: true }],
    });
    const halfway = candidate({
      name: 'Ben Stone',
      headline: 'Java Developer',
      skills: [skill('Java'), skill('Spring Boot'), skill('Hibernate')],
      years: 5,
      roles: [{ title: 'Java Developer', company: 'Globex', current: true }],
    });

    it('writes no outreach to a poor fit, and a polite short note only when asked', () => {
      const score = scoreMatch(javaJob, teacher);
      expect(score.matchPercentage).toBeLessThan(40);
      expect(writeOutreachMessage(javaJob, teacher, score)).toBe('');
      const note = writeOutreachMessage(javaJob, teacher, score, { note: true });
      expect(note).toMatch(/^(Hi|Hello|Dear) Ann,/);
      expect(note).not.toMatch(/immediately thought of you|exactly what we need|very close/);
      expect(note).toMatch(/not think/);
    });

    it('tells a partial fit what is missing, and invites a strong one without naming gaps', () => {
      const partial = scoreMatch(javaJob, halfway);
      expect(partial.matchPercentage).toBeGreaterThanOrEqual(60);
      expect(partial.matchPercentage).toBeLessThan(80);
      const text = writeOutreachMessage(javaJob, halfway, partial);
      expect(text).toMatch(/Microservices|Apache Kafka/);
      expect(text).not.toMatch(/immediately thought of you/);
      expectPasteReady(text);
    });

    // The page around the message shows the verdict's band; the message follows it, not the
    // percentage (an analysis scored before verdicts existed still follows its score).
    it('follows the verdict: a Partial candidate at 55 gets a message, a Not recommended one at 62 does not', () => {
      const partial = scoreMatch(javaJob, halfway);
      const at55 = { ...partial, matchPercentage: 55, verdict: { band: 'partial' as const } };
      const text = writeOutreachMessage(javaJob, halfway, at55);
      expectPasteReady(text);
      expect(text).toMatch(/Microservices|Apache Kafka/);
      expect(text).not.toMatch(/immediately thought of you/);
      const at62 = {
        ...partial,
        matchPercentage: 62,
        verdict: { band: 'notRecommended' as const },
      };
      expect(writeOutreachMessage(javaJob, halfway, at62)).toBe('');
      expect(writeOutreachMessage(javaJob, halfway, at62, { note: true })).toMatch(/not think/);
      expect(writeOutreachMessage(javaJob, halfway, { ...at62, verdict: null })).not.toBe('');
    });

    it('never says a must-have met only partly is absent from the resume', () => {
      const partial = scoreMatch(javaJob, halfway);
      const gaps = { ...partial, missingSkills: ['Docker (partly)', 'Apache Kafka'] };
      for (let variant = 0; variant < 6; variant++) {
        const text = writeOutreachMessage(javaJob, halfway, gaps, { variant });
        expect(text).not.toContain('Docker');
        expect(text).not.toContain('(partly)');
      }
    });
  });
});
