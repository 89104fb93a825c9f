import { analyze } from '../analyze';
import { scoreBand, scoreMatch } from './index';
import { candidate, job, skill } from './profiles.fixture';

const REQUIRED = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'].map((s) =>
  skill(s),
);
const frontEndJob = job({
  title: 'Senior Full Stack Engineer',
  company: 'Acme',
  required: REQUIRED,
});

function component(analysis: ReturnType<typeof scoreMatch>, key: string) {
  return analysis.breakdown.find((b) => b.key === key);
}

describe('analyze: required skills', () => {
  it('scores a candidate with every required skill above one with half of them', () => {
    const all = candidate({ headline: 'Full Stack Engineer', skills: REQUIRED });
    const half = candidate({ headline: 'Full Stack Engineer', skills: REQUIRED.slice(0, 3) });
    const a = scoreMatch(frontEndJob, all);
    const b = scoreMatch(frontEndJob, half);
    expect(a.matchPercentage).toBeGreaterThan(b.matchPercentage);
    expect(a.missingSkills).toEqual([]);
    expect(b.missingSkills).toEqual(expect.arrayContaining(['PostgreSQL', 'Docker', 'Kubernetes']));
  });

  it('counts an alias as the skill (k8s for Kubernetes)', () => {
    const withAlias = candidate({
      headline: 'DevOps Engineer',
      skills: [skill('Kubernetes', { matchedText: 'k8s', line: 'Ran k8s clusters in production' })],
    });
    const result = scoreMatch(
      job({ title: 'DevOps Engineer', required: [skill('Kubernetes')] }),
      withAlias,
    );
    expect(result.topSkills).toEqual(['Kubernetes']);
    expect(result.missingSkills).toEqual([]);
    const evidence = component(result, 'requiredSkills')?.evidence[0];
    expect(evidence).toMatchObject({ kind: 'alias', resumeLine: 'Ran k8s clusters in production' });
  });

  it('counts an implied skill partly: React evidences JavaScript, less than JavaScript itself', () => {
    const jsJob = job({
      title: 'Front-End Developer',
      required: [skill('JavaScript'), skill('CSS')],
    });
    const direct = scoreMatch(
      jsJob,
      candidate({ headline: 'Front-End Developer', skills: [skill('JavaScript')] }),
    );
    const viaReact = scoreMatch(
      jsJob,
      candidate({ headline: 'Front-End Developer', skills: [skill('React')] }),
    );
    const none = scoreMatch(
      jsJob,
      candidate({ headline: 'Front-End Developer', skills: [skill('Figma')] }),
    );
    expect(component(viaReact, 'requiredSkills')?.evidence[0]).toMatchObject({ kind: 'implied' });
    expect(viaReact.missingSkills).not.toContain('JavaScript');
    expect(direct.matchPercentage).toBeGreaterThan(viaReact.matchPercentage);
    expect(viaReact.matchPercentage).toBeGreaterThan(none.matchPercentage);
  });

  it('follows the implications it is given', () => {
    const knowledge = {
      implications: (s: string) => (s === 'Spring Boot' ? [{ skill: 'Java', strength: 0.9 }] : []),
    };
    const result = scoreMatch(
      job({ title: 'Java Developer', required: [skill('Java')] }),
      candidate({ skills: [skill('Spring Boot')] }),
      { skills: knowledge },
    );
    expect(result.topSkills).toEqual(['Java']);
    expect(component(result, 'requiredSkills')?.evidence[0]?.requirement).toBe(
      'Java (implied by Spring Boot)',
    );
  });

  it('lists a missing required skill and says so in the breakdown', () => {
    const result = scoreMatch(
      frontEndJob,
      candidate({ skills: REQUIRED.filter((s) => s.skill !== 'Docker') }),
    );
    expect(result.missingSkills).toEqual(['Docker']);
    expect(component(result, 'requiredSkills')?.summary).toContain('missing Docker');
    expect(component(result, 'requiredSkills')?.evidence).toContainEqual({
      requirement: 'Docker',
      kind: 'missing',
    });
  });
});

describe('analyze: the skills ceiling', () => {
  const MANY = [
    ...REQUIRED,
    'GraphQL',
    'Redis',
    'Terraform',
    'AWS',
    'Jest',
    'CI/CD',
    'Kafka',
    'Go',
  ].map((s) => (typeof s === 'string' ? skill(s) : s));
  const manySkillsJob = job({
    title: 'Senior Full Stack Engineer',
    company: 'Acme',
    required: MANY,
  });

  it('keeps a candidate who lacks most of many required skills out of the strong band', () => {
    const sameTitleFewSkills = scoreMatch(
      manySkillsJob,
      candidate({ headline: 'Senior Full Stack Engineer', skills: MANY.slice(0, 3), years: 8 }),
    );
    expect(sameTitleFewSkills.missingSkills).toHaveLength(11);
    expect(scoreBand(sameTitleFewSkills.matchPercentage)).not.toBe('strong');
    expect(component(sameTitleFewSkills, 'requiredSkills')?.summary).toMatch(
      /Too few of the must-haves/,
    );
  });

  it('keeps the order of candidates above the ceiling', () => {
    const fewer = scoreMatch(
      manySkillsJob,
      candidate({ headline: 'Senior Full Stack Engineer', skills: MANY.slice(0, 8) }),
    );
    const more = scoreMatch(
      manySkillsJob,
      candidate({ headline: 'Senior Full Stack Engineer', skills: MANY.slice(0, 11) }),
    );
    expect(more.matchPercentage).toBeGreaterThan(fewer.matchPercentage);
  });

  it('ends the skills summary with one full stop, naming how many more are missing', () => {
    const result = scoreMatch(manySkillsJob, candidate({ skills: MANY.slice(0, 3) }));
    const summary = component(result, 'requiredSkills')?.summary ?? '';
    expect(summary).toMatch(/and 8 more\./);
    expect(summary).not.toMatch(/\.\./);
  });
});

describe('analyze: experience and weights', () => {
  const yearsJob = job({ title: 'Backend Developer', required: REQUIRED.slice(2, 4), minYears: 5 });
  const base = { headline: 'Backend Developer', skills: REQUIRED.slice(2, 4) };

  it('says the years the same way in the breakdown and the message, quoting a real role', () => {
    const withRoles = candidate({ ...base, name: 'Ada Lovelace', years: 5.6 });
    withRoles.roles = [
      { title: 'Backend Developer', company: 'Initech', start: '2019-04', current: true },
    ];
    const result = analyze(yearsJob, withRoles);
    const experience = component(result, 'experience');
    expect(experience?.summary).toMatch(/^5 years of experience meets/);
    expect(experience?.evidence[0]?.resumeLine).toBe('Backend Developer, Initech');
    expect(result.generatedMessage).not.toMatch(/5\.6|6 years/);
  });

  it('lowers the score for years below the minimum and explains it', () => {
    const enough = scoreMatch(yearsJob, candidate({ ...base, years: 6 }));
    const short = scoreMatch(yearsJob, candidate({ ...base, years: 2 }));
    expect(short.matchPercentage).toBeLessThan(enough.matchPercentage);
    expect(component(short, 'experience')?.summary).toMatch(/below the 5\+ years/);
    expect(component(enough, 'experience')?.summary).toMatch(/meets/);
  });

  it('drops components with nothing to measure and renormalises the weights', () => {
    const result = scoreMatch(frontEndJob, candidate({ skills: REQUIRED }));
    const keys = result.breakdown.map((b) => b.key);
    expect(keys).not.toContain('niceToHaveSkills');
    expect(keys).not.toContain('experience');
    expect(keys).not.toContain('seniority');
    const sum = result.breakdown.reduce((s, b) => s + b.weight, 0);
    expect(sum).toBeCloseTo(1, 3);
  });

  it('gives an integer percentage and the same analysis every time', () => {
    const c = candidate({
      name: 'Jane Doe',
      headline: 'Full Stack Engineer',
      skills: REQUIRED.slice(0, 4),
      years: 7,
    });
    const a = analyze(frontEndJob, c);
    const b = analyze(
      frontEndJob,
      candidate({
        name: 'Jane Doe',
        headline: 'Full Stack Engineer',
        skills: REQUIRED.slice(0, 4),
        years: 7,
      }),
    );
    expect(Number.isInteger(a.matchPercentage)).toBe(true);
    expect(a.matchPercentage).toBeGreaterThanOrEqual(0);
    expect(a.matchPercentage).toBeLessThanOrEqual(100);
    expect(a).toEqual(b);
    expect(a.generatedMessage).toContain('Jane');
  });

  it('copes with an empty job and an empty resume', () => {
    const result = analyze(job({ text: '' }), candidate({ text: '' }));
    expect(result.matchPercentage).toBe(0);
    expect(result.breakdown).toEqual([]);
    // 0% is a poor fit: no outreach is written unless the recruiter asks for a note.
    expect(result.generatedMessage).toBe('');
  });

  it('puts the most important evidenced skills first', () => {
    const j = job({
      title: 'Developer',
      required: [
        skill('Microsoft Excel', { category: 'Office Software' }),
        skill('React', { count: 4 }),
      ],
    });
    const result = scoreMatch(
      j,
      candidate({
        skills: [skill('Microsoft Excel', { category: 'Office Software' }), skill('React')],
      }),
    );
    expect(result.topSkills).toEqual(['React', 'Microsoft Excel']);
  });
});

describe('analyze: role and title', () => {
  const csrJob = job({ title: 'Customer Service Representative' });

  it('weighs the current title above an earlier role', () => {
    const csr = candidate({
      headline: 'Customer Service Representative',
      roles: [{ title: 'Customer Service Representative' }],
    });
    const accountant = candidate({
      headline: 'Accountant',
      roles: [{ title: 'Accountant', current: true }, { title: 'Customer Service Representative' }],
    });
    const fit = component(scoreMatch(csrJob, csr), 'title');
    const past = component(scoreMatch(csrJob, accountant), 'title');
    expect(fit?.value).toBe(1);
    expect(past?.value).toBeLessThan(0.5);
    expect(past?.summary).toMatch(/earlier role, "Customer Service Representative"/);
  });

  it('says when the titles name other work', () => {
    const result = scoreMatch(
      job({ title: 'Head Cook' }),
      candidate({ headline: 'Staff Accountant' }),
    );
    expect(component(result, 'title')).toMatchObject({ value: 0 });
    expect(component(result, 'title')?.summary).toMatch(/other work/);
  });
});

describe('scoreBand', () => {
  it('uses the 80 / 60 colour bands', () => {
    expect(scoreBand(80)).toBe('strong');
    expect(scoreBand(79)).toBe('partial');
    expect(scoreBand(60)).toBe('partial');
    expect(scoreBand(59)).toBe('poor');
  });
});
