// A recruiter's edit of the reading decides the score: scoring follows job.model, not the ad's text.
import { extractCandidate, extractJob } from '../extract';
import type { JobProfile, Requirement } from '../types';
import { analyze } from '../analyze';
import { scoreBand } from './calibrate';

const AD = `Backend Engineer

Requirements
- 3+ years of professional experience
- Experience with Python
- Experience with PostgreSQL
- Experience with Docker

Nice to have
- Terraform is a plus`;

const resume = (name: string, skills: string[]) => `${name}
Backend Engineer

Experience
Backend Engineer, Acme Corp, Jan 2018 - Present
- Built services with ${skills.join(', ')}

Skills
${skills.join(', ')}`;

const job = extractJob(AD);
const withKafka = extractCandidate(
  resume('Kai Berg', ['Python', 'PostgreSQL', 'Docker', 'Apache Kafka']),
);
const withoutKafka = extractCandidate(
  resume('Noa Field', ['Python', 'PostgreSQL', 'Docker', 'Terraform']),
);
const lacksDocker = extractCandidate(resume('Ada Stone', ['Python', 'PostgreSQL']));

/** The job as the recruiter corrected it: the next version with the requirements edited. */
function edited(edit: (reqs: Requirement[]) => Requirement[], base: JobProfile = job): JobProfile {
  const model = base.model!;
  return {
    ...base,
    model: { ...model, version: model.version + 1, requirements: edit(model.requirements) },
  };
}

const score = (profile: JobProfile, candidate: typeof withKafka) =>
  analyze(profile, candidate).matchPercentage;

describe('calibrating a job reading', () => {
  test('the ad is read with its must-haves', () => {
    const skills = job
      .model!.requirements.filter((r) => r.kind === 'must')
      .flatMap((r) => r.skills);
    expect(skills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Docker']));
  });

  test('making a skill a must-have that one candidate lacks drops them below those who have it', () => {
    // As read, the two are close: Terraform (nice) even favours the one without Kafka.
    expect(score(job, withoutKafka)).toBeGreaterThanOrEqual(score(job, withKafka));
    const kafkaMust = edited((reqs) => [
      ...reqs,
      {
        id: 'k1',
        kind: 'must',
        skills: ['Apache Kafka'],
        soft: false,
        weight: 1,
        source: 'Added by the recruiter',
        // The save path marks what the recruiter added as theirs (services/documents).
        confirmed: true,
      },
    ]);
    expect(score(kafkaMust, withKafka)).toBeGreaterThan(score(kafkaMust, withoutKafka));
    // Below the band of those who have it: the recruiter's must-have binds the strong band.
    expect(scoreBand(score(kafkaMust, withKafka))).toBe('strong');
    expect(scoreBand(score(kafkaMust, withoutKafka))).not.toBe('strong');
    expect(analyze(kafkaMust, withoutKafka).missingSkills).toContain('Apache Kafka');
  });

  test('removing a must-have the candidate lacked raises them', () => {
    const before = score(job, lacksDocker);
    expect(analyze(job, lacksDocker).missingSkills).toContain('Docker');
    const noDocker = edited((reqs) => reqs.filter((r) => !r.skills.includes('Docker')));
    expect(score(noDocker, lacksDocker)).toBeGreaterThan(before);
    expect(analyze(noDocker, lacksDocker).missingSkills).not.toContain('Docker');
  });

  test('a knock-out the candidate lacks is named in the must-have summary, not applied silently', () => {
    const knockout = edited((reqs) =>
      reqs.map((r) => (r.skills.includes('Docker') ? { ...r, kind: 'knockout' as const } : r)),
    );
    const summaries = analyze(knockout, lacksDocker)
      .breakdown.map((c) => c.summary)
      .join(' ');
    expect(summaries).toMatch(/Knock-out not evidenced: Docker/);
  });

  test('the minimum years follow the edit: asking for more than the candidate has lowers the score', () => {
    const asRead = analyze(job, withKafka);
    const moreYears = { ...job, model: { ...job.model!, version: 2, minYears: 20 } };
    const noYears = { ...job, model: { ...job.model!, version: 2, minYears: undefined } };
    expect(analyze(moreYears, withKafka).matchPercentage).toBeLessThan(asRead.matchPercentage);
    expect(
      analyze(moreYears, withKafka)
        .breakdown.map((c) => c.summary)
        .join(' '),
    ).toMatch(/20\+ years/);
    // Nobody falls short of years no longer asked; the component stays, fully met, so that
    // removing the minimum never lowers anyone who met it.
    const experience = analyze(noYears, withKafka).breakdown.find((c) => c.key === 'experience');
    expect(experience?.value).toBe(1);
    expect(experience?.summary).not.toMatch(/\d\+ years/);
  });

  test('years a recruiter adds to an ad that asked none lower those short of them and raise nobody', () => {
    const noYearsAd = extractJob(AD.replace('- 3+ years of professional experience\n', ''));
    expect(noYearsAd.minYears).toBeUndefined();
    const frontend = extractCandidate(
      resume('Lea Hart', ['JavaScript', 'React']).replace(
        /Backend Engineer/g,
        'Frontend Developer',
      ),
    );
    const people = [withKafka, withoutKafka, lacksDocker, frontend];
    const asRead = people.map((c) => score(noYearsAd, c));
    const adding = (minYears: number) => ({
      ...noYearsAd,
      model: { ...noYearsAd.model!, version: 2, minYears },
    });
    // Each resume has years since 2018: two asked changes nothing (it lifted the frontend
    // developer, 9 to 19, when added years weighed like the ad's own), twenty lowers the best.
    people.forEach((c, i) => expect(score(adding(2), c)).toBe(asRead[i]));
    people.forEach((c, i) => expect(score(adding(20), c)).toBeLessThanOrEqual(asRead[i]!));
    expect(score(adding(20), withKafka)).toBeLessThan(asRead[0]!);
    // Raising what was added only lowers further; the breakdown says what was asked.
    people.forEach((c) => expect(score(adding(25), c)).toBeLessThanOrEqual(score(adding(20), c)));
    expect(
      analyze(adding(20), withKafka)
        .breakdown.map((c) => c.summary)
        .join(' '),
    ).toMatch(/20\+ years/);
  });
});
