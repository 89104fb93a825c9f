// The verdict a recruiter reads first: each requirement met, partly met or not found with the
// resume's line, the gates' states, and a band that follows what is met. Written for these tests;
// no benchmark text is used.
import { extractCandidate, extractJob } from '../extract';
import { analyze } from '../analyze';
import type { BreakdownComponent, GateCheck, Requirement, RequirementModel } from '../types';
import { verdictOf } from './verdict';

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

describe('verdictOf', () => {
  it('counts a knock-out as a must-have: one not evidenced is in the gap and the band is not Strong', () => {
    const v = verdictOf({
      model: model([
        requirement('r1', 'Java', 'must'),
        requirement('r2', 'Spring', 'must'),
        requirement('r3', 'Security Clearance', 'knockout'),
      ]),
      matchPercentage: 85,
      breakdown: [
        component(
          [
            { requirement: 'Java', resumeLine: 'Java at Acme', kind: 'exact' },
            { requirement: 'Spring', resumeLine: 'Spring at Acme', kind: 'exact' },
            { requirement: 'Security Clearance', kind: 'missing' },
          ],
          2,
        ),
      ],
      gates: [],
    });
    expect(v).toMatchObject({ mustMet: 2, mustTotal: 3, band: 'partial' });
    expect(v.gap).toEqual(['Security Clearance']);
  });

  it('reads a skill implied by a related one as partly met, half a must-have for the band', () => {
    const v = verdictOf({
      model: model([requirement('r1', 'ORM', 'must'), requirement('r2', 'Kubernetes', 'must')]),
      matchPercentage: 70,
      breakdown: [
        component(
          [
            { requirement: 'ORM (implied by Hibernate)', resumeLine: 'Hibernate', kind: 'implied' },
            { requirement: 'Kubernetes', kind: 'missing' },
          ],
          1,
        ),
      ],
      gates: [],
    });
    expect(v.requirements[0]).toEqual({
      requirement: 'ORM (implied by Hibernate)',
      importance: 'must',
      state: 'partly',
      evidence: 'Hibernate',
    });
    expect(v).toMatchObject({
      mustMet: 0,
      band: 'notRecommended',
      gap: ['Kubernetes', 'ORM (partly)'],
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

  it('judges a job that asks nothing a resume can show by its percentage', () => {
    const v = (matchPercentage: number) =>
      verdictOf({ model: model([]), matchPercentage, breakdown: [], gates: [] }).band;
    expect([v(85), v(65), v(30)]).toEqual(['strong', 'partial', 'notRecommended']);
  });
});
