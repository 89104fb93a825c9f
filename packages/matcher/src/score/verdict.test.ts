// The verdict a recruiter reads first: each requirement met, partly met or not found with the
// resume's line, the gates' states, and a band that follows what is met. Written for these tests;
// no benchmark text is used.
import { extractCandidate, extractJob } from '../extract';
import { analyze } from '../analyze';
import type { BreakdownComponent, GateCheck, Requirement, RequirementModel } from '../types';
import { OTHER_WORK, verdictOf } from './verdict';

const today = new Date(2025, 5, 15);

const AD = `Senior Java Developer
Location: Austin, TX
Requirements
- 5+ years of professional Java development
- Strong experience with Spring Boot and Hibernate
- Experience with Maven, Git and PostgreSQL
- Must hold an active Secret security clearance
- Visa sponsorship is not available for this role
Nice to have
- Apache Kafka and Docker are a plus`;

const resume = (skills: string, extra = '') =>
  extractCandidate(
    `Jordan Reyes
Senior Software Developer
Austin, TX
Experience
Senior Software Developer, Acme Corp
January 2016 - Present
${skills}
Education
B.Sc. Computer Science, University of Texas, 2015
${extra}`,
    { today },
  );

const job = extractJob(AD);

describe('the verdict of an analysis', () => {
  it('is Strong when every must-have is met, with each requirement and its resume line', () => {
    const verdict = analyze(
      job,
      resume(`- Built REST services in Java with Spring Boot and Hibernate on PostgreSQL
- Builds with Maven, code in Git; streaming with Kafka`),
    ).verdict!;
    expect(verdict.band).toBe('strong');
    expect(verdict.mustMet).toBe(verdict.mustTotal);
    expect(verdict.mustTotal).toBeGreaterThanOrEqual(5);
    expect(verdict).toMatchObject({ niceMet: 1, niceTotal: 2, gap: [] });
    expect(verdict.requirements).toContainEqual({
      requirement: 'Hibernate',
      importance: 'must',
      state: 'met',
      evidence: 'Built REST services in Java with Spring Boot and Hibernate on PostgreSQL',
    });
    expect(verdict.requirements).toContainEqual({
      requirement: 'Docker',
      importance: 'nice',
      state: 'notFound',
    });
  });

  it('names a clearance or sponsorship line as a gate, unknown for a resume silent on it, and not failed', () => {
    const verdict = analyze(
      job,
      resume(`- Built REST services in Java with Spring Boot and Hibernate on PostgreSQL
- Builds with Maven, code in Git`),
    ).verdict!;
    expect(verdict.gates).toEqual(
      expect.arrayContaining([
        { kind: 'clearance', label: 'clearance', state: 'unknown' },
        { kind: 'workAuthorization', label: 'work authorization', state: 'unknown' },
        { kind: 'location', label: 'on-site in Austin, TX', state: 'met' },
      ]),
    );
    expect(verdict.band).toBe('strong');
  });

  it('is no longer Strong when a gate is not met (a visa to sponsor on a job that sponsors none)', () => {
    const verdict = analyze(
      job,
      resume(
        `- Built REST services in Java with Spring Boot and Hibernate on PostgreSQL
- Builds with Maven, code in Git`,
        'Requires H-1B visa sponsorship',
      ),
    ).verdict!;
    expect(verdict.gates).toContainEqual({
      kind: 'workAuthorization',
      label: 'work authorization',
      state: 'notMet',
    });
    expect(verdict.band).toBe('partial');
  });

  it('is Partial with the gap named when most must-haves are met', () => {
    const verdict = analyze(
      job,
      resume(`- Built REST services in Java with Spring Boot on PostgreSQL
- Code in Git`),
    ).verdict!;
    expect(verdict.band).toBe('partial');
    expect(verdict.gap).toEqual(expect.arrayContaining(['Hibernate', 'Maven']));
    expect(verdict.mustMet).toBe(verdict.mustTotal - verdict.gap.length);
  });

  it('is Not recommended when fewer than half the must-haves are there', () => {
    const verdict = analyze(
      job,
      resume(`- Designed marketing pages in Figma and Adobe Photoshop
- Ran user interviews`),
    ).verdict!;
    expect(verdict.band).toBe('notRecommended');
    expect(verdict.mustMet).toBeLessThan(verdict.mustTotal / 2);
  });
});

// What a recruiter sees beside the verdict counts what it counts: the "N of M", the gap and the
// missing skills name the same must-haves, each missing or partly (requirement-state.ts).
describe('the verdict and the missing skills', () => {
  const agree = (a: ReturnType<typeof analyze>) => {
    const v = a.verdict!;
    expect(a.missingSkills).toHaveLength(v.mustTotal - v.mustMet);
    expect(v.band === 'strong' ? 0 : v.gap.length).toBe(a.missingSkills.length);
    const partly = v.requirements.filter((r) => r.importance === 'must' && r.state === 'partly');
    expect(a.missingSkills.filter((s) => s.endsWith(' (partly)'))).toHaveLength(partly.length);
  };

  it('reads Java only through Kotlin as partly met: named so in the gap and in the missing skills', () => {
    const a = analyze(job, resume('- Built services in Kotlin; code in Git, data in PostgreSQL'));
    expect(a.verdict!.requirements[0]).toMatchObject({
      requirement: 'Java (implied by Kotlin)',
      state: 'partly',
    });
    // Git and PostgreSQL met, Java half: 2.5 of 6 is not "most"; Partial only by the score.
    expect(a.verdict).toMatchObject({
      mustMet: 2,
      band: a.matchPercentage >= 60 ? 'partial' : 'notRecommended',
    });
    expect(a.verdict!.gap).toEqual([
      'Spring Boot',
      'Hibernate',
      'Maven',
      'Java only through Kotlin',
    ]);
    expect(a.missingSkills).toContain('Java (partly)');
    expect(a.missingSkills).not.toContain('Java');
    agree(a);
  });

  it('reads a must-have met with fewer years than the ad asks as partly met, with the years', () => {
    const springYears = extractJob(`Java Developer
Requirements
- Spring Boot: 3 years (Required)
- Java, PostgreSQL and Git`);
    const junior = extractCandidate(
      `Sam Lee
Java Developer
Experience
Java Developer, Acme Corp
January 2024 - Present
- Built REST services in Java with Spring Boot on PostgreSQL
- Code in Git`,
      { today },
    );
    const a = analyze(springYears, junior);
    expect(a.verdict).toMatchObject({ band: 'partial', gap: ['Spring Boot, 1 of 3 years'] });
    expect(a.missingSkills).toEqual(['Spring Boot (partly)']);
    agree(a);
  });

  it('counts what a related skill evidences as the score does: met, with nothing missing, Strong', () => {
    const a = analyze(
      job,
      resume(`- Built REST services in Java with Spring Boot and Hibernate on Amazon RDS for PostgreSQL
- Builds with Maven, code in GitHub`),
    );
    agree(a);
  });

  it('never disagrees, whatever the resume', () => {
    for (const skills of [
      '- Built services in Java and Kotlin with Spring Boot',
      '- Maven and Git daily; some Groovy scripts',
      '- Designed marketing pages in Figma',
      '- Java, Spring Boot, Hibernate, Maven, Git, PostgreSQL, Kafka, Docker',
    ])
      agree(analyze(job, resume(skills)));
  });
});

// The verdict read from a breakdown as the score writes it: met requirements first, then gaps.
const requirement = (id: string, skill: string, kind: Requirement['kind']): Requirement => ({
  id,
  kind,
  skills: [skill],
  soft: false,
  weight: 1,
  source: skill,
});
const model = (requirements: Requirement[], gates: RequirementModel['gates'] = []) =>
  ({ schema: 1, version: 1, roles: [], requirements, gates }) as RequirementModel;
const component = (
  evidence: BreakdownComponent['evidence'],
  met: number,
  key = 'requiredSkills',
): BreakdownComponent => ({
  key,
  label: key,
  weight: key === 'requiredSkills' ? 0.4 : 0,
  value: 0.5,
  summary: '',
  evidence,
  met,
  total: evidence.length,
});

/** The verdict of must-haves read from one must-have component (`met` of its evidence counted). */
const judge = (
  requirements: Requirement[],
  evidence: BreakdownComponent['evidence'],
  met: number,
) =>
  verdictOf({
    model: model(requirements),
    matchPercentage: 70,
    breakdown: [component(evidence, met)],
    gates: [],
  });

describe('verdictOf', () => {
  it('counts a knock-out as a must-have: one not evidenced is in the gap and the band is not Strong', () => {
    const v = judge(
      [
        requirement('r1', 'Java', 'must'),
        requirement('r2', 'Spring', 'must'),
        requirement('r3', 'Security Clearance', 'knockout'),
      ],
      [
        { requirement: 'Java', resumeLine: 'Java at Acme', kind: 'exact' },
        { requirement: 'Spring', resumeLine: 'Spring at Acme', kind: 'exact' },
        { requirement: 'Security Clearance', kind: 'missing' },
      ],
      2,
    );
    expect(v).toMatchObject({ mustMet: 2, mustTotal: 3, band: 'partial' });
    expect(v.gap).toEqual(['Security Clearance']);
  });

  it('reads a skill the score counts met through a related one as met, and says through which', () => {
    const v = judge(
      [requirement('r1', 'ORM', 'must'), requirement('r2', 'Kubernetes', 'must')],
      [
        { requirement: 'ORM (implied by Hibernate)', resumeLine: 'Hibernate', kind: 'implied' },
        { requirement: 'Kubernetes', kind: 'missing' },
      ],
      1,
    );
    expect(v.requirements[0]).toEqual({
      requirement: 'ORM (implied by Hibernate)',
      importance: 'must',
      state: 'met',
      evidence: 'Hibernate',
    });
    expect(v).toMatchObject({ mustMet: 1, band: 'partial', gap: ['Kubernetes'] });
  });

  it('reads a skill only weakly related to one the resume names as partly met, half a must-have, named with why', () => {
    const v = judge(
      [
        requirement('r1', 'Kubernetes', 'must'),
        requirement('r2', 'Terraform', 'must'),
        requirement('r3', 'Go', 'must'),
      ],
      [
        { requirement: 'Go', resumeLine: 'Go services', kind: 'exact' },
        { requirement: 'Kubernetes (implied by Docker)', resumeLine: 'Docker', kind: 'implied' },
        { requirement: 'Terraform', kind: 'missing' },
      ],
      1,
    );
    expect(v.requirements[0]).toEqual({
      requirement: 'Kubernetes (implied by Docker)',
      importance: 'must',
      state: 'partly',
      evidence: 'Docker',
    });
    // 1 met + half of 1 partly is 1.5 of 3: "most".
    expect(v).toMatchObject({
      mustMet: 1,
      band: 'partial',
      gap: ['Terraform', 'Kubernetes only through Docker'],
    });
  });

  it('reads a skill met with fewer years than the ad asks as partly met', () => {
    const java = { ...requirement('r1', 'Java', 'must'), years: 6 };
    const v = verdictOf({
      model: model([java]),
      matchPercentage: 75,
      breakdown: [component([{ requirement: 'Java', resumeLine: 'Java', kind: 'exact' }], 1)],
      gates: [],
      yearsExperience: 2,
    });
    expect(v.requirements[0]?.state).toBe('partly');
    expect(v.band).toBe('partial');
    expect(v.gap).toEqual(['Java, 2 of 6 years']);
  });

  it('never fails an unknown gate, leaves out conditions a resume never states, and merges repeats', () => {
    const gates: GateCheck[] = [
      { kind: 'clearance', asked: 'Secret', state: 'unknown', source: 'a' },
      { kind: 'clearance', asked: 'security clearance', state: 'unknown', source: 'b' },
      { kind: 'other', asked: 'background check', state: 'unknown', source: 'c' },
    ];
    const v = verdictOf({
      model: model(
        [requirement('r1', 'Java', 'must')],
        [
          { kind: 'clearance', value: 'Secret', required: true, source: 'a' },
          { kind: 'clearance', value: 'security clearance', required: true, source: 'b' },
          { kind: 'other', value: 'background check', required: true, source: 'c' },
        ],
      ),
      matchPercentage: 90,
      breakdown: [component([{ requirement: 'Java', resumeLine: 'Java', kind: 'exact' }], 1)],
      gates,
    });
    expect(v.gates).toEqual([{ kind: 'clearance', label: 'clearance', state: 'unknown' }]);
    expect(v.band).toBe('strong');
  });

  it('follows the score where the must-haves say otherwise, and never moves against it', () => {
    // An accountant meets a florist ad whose must-haves are office tools; the title, the kind of
    // work and the wording score her 25: Partial, the gap saying the work is other.
    const input = (matchPercentage: number, found: boolean[]) => ({
      model: model(found.map((_, i) => requirement(`r${i}`, `Skill ${i}`, 'must'))),
      matchPercentage,
      breakdown: [
        component(
          found.map((f, i) => ({
            requirement: `Skill ${i}`,
            ...(f ? { resumeLine: `Skill ${i}` } : {}),
            kind: f ? ('exact' as const) : ('missing' as const),
          })),
          found.filter(Boolean).length,
        ),
      ],
      gates: [],
    });
    const all = [true, true, true];
    const few = [true, false, false];
    expect(verdictOf(input(60, all)).band).toBe('strong');
    const low = verdictOf(input(25, all));
    expect([low.band, low.mustMet, low.mustTotal, low.gap]).toEqual([
      'partial',
      3,
      3,
      [OTHER_WORK],
    ]);
    // One of three must-haves, yet scored 72: Partial with the two missing named; at 40, not.
    const yellow = verdictOf(input(72, few));
    expect([yellow.band, yellow.gap]).toEqual(['partial', ['Skill 1', 'Skill 2']]);
    expect(verdictOf(input(40, few)).band).toBe('notRecommended');
    // A job asking only nice-to-haves: one of three met at 72 is Partial with no gap named.
    const nicesOnly = verdictOf({
      ...input(72, few),
      model: model(few.map((_, i) => requirement(`r${i}`, `Skill ${i}`, 'nice'))),
      breakdown: input(72, few).breakdown.map((c) => ({ ...c, key: 'niceToHaveSkills' })),
    });
    expect([nicesOnly.band, nicesOnly.gap]).toEqual(['partial', []]);
    // None of them there is not a partial fit, whatever the score.
    expect(verdictOf(input(72, [false, false, false])).band).toBe('notRecommended');
    // A higher score or one more must-have met never lowers the band.
    const rank = { notRecommended: 0, partial: 1, strong: 2 };
    const sets = [[false, false, false], few, [true, true, false], all];
    for (const [i, found] of sets.entries())
      for (let score = 0; score <= 100; score += 5) {
        const band = rank[verdictOf(input(score, found)).band];
        expect(band).toBeLessThanOrEqual(
          rank[verdictOf(input(Math.min(100, score + 5), found)).band],
        );
        if (i + 1 < sets.length)
          expect(band).toBeLessThanOrEqual(rank[verdictOf(input(score, sets[i + 1]!)).band]);
      }
  });

  it('judges a job that asks nothing a resume can show by its percentage', () => {
    const v = (matchPercentage: number) =>
      verdictOf({ model: model([]), matchPercentage, breakdown: [], gates: [] }).band;
    expect([v(85), v(65), v(30)]).toEqual(['strong', 'partial', 'notRecommended']);
  });
});
