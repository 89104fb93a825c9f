// Item 4 of issue 33: a candidate who meets the core must-haves of an ad is at least a partial
// fit (60+), however long the ad's list; where the engine knows little of the work (the ad names
// few or generic skills) the combination leans on what it does know, the title and the wording.
import { boundByRequirements } from './bounds';
import { scoreMatch } from './index';
import type { RequirementMatch } from './requirements';
import type { Yardstick } from './yardstick';
import { candidate, job, skill } from './profiles.fixture';

const CORE = ['Java', 'Spring Boot', 'Hibernate'];
const OTHERS = [
  'Maven',
  'Git',
  'Jira',
  'Confluence',
  'Linux',
  'Docker',
  'Jenkins',
  'Kubernetes',
  'Agile',
];

const backend = (count: number) => {
  const asked = [...CORE, ...OTHERS].slice(0, count);
  return {
    asked,
    profile: job({
      title: 'Java Developer',
      required: asked.map((s) => skill(s, { category: 'Backend' })),
      text: `Java Developer\nRequirements\n${asked.map((s) => `- Experience with ${s}`).join('\n')}`,
    }),
  };
};

/** Has the core and all but the last quarter of the ad's list; a title that names other work. */
function meetsCore(asked: readonly string[]) {
  const kept = asked.slice(0, asked.length - Math.floor(asked.length / 4));
  return candidate({
    name: 'Sam Reed',
    headline: 'Consultant',
    skills: kept.map((s) => skill(s, { category: 'Backend' })),
    text: `Sam Reed\nConsultant\nSkills: ${kept.join(', ')}`,
  });
}

describe('meeting the core must-haves', () => {
  test.each([4, 8, 12])('is 60 or more on an ad of %i must-haves', (count) => {
    const { asked, profile } = backend(count);
    const result = scoreMatch(profile, meetsCore(asked));
    expect(result.matchPercentage).toBeGreaterThanOrEqual(60);
  });
});

describe('where the ad names few skills the engine knows', () => {
  const housekeeping = job({
    title: 'Housekeeper',
    required: [skill('Customer Service', { category: 'Customer Service' })],
    text: `Housekeeper
Clean and tidy guest rooms, bathrooms and public areas of the hotel to our standards.
- Change bed linen, make beds, vacuum carpets and mop floors
- Restock towels, toiletries and cleaning supplies on the housekeeping cart
- Report maintenance issues and lost-and-found items to the housekeeping supervisor
- Friendly customer service to hotel guests`,
  });
  const housekeeper = candidate({
    name: 'Rosa Diaz',
    headline: 'Room Attendant',
    text: `Rosa Diaz
Room Attendant
Cleaned guest rooms and bathrooms, changed bed linen and made beds in a 200-room hotel.
Vacuumed carpets, mopped floors and restocked towels and toiletries on the housekeeping cart.
Reported maintenance issues to the housekeeping supervisor.`,
  });
  const callCentre = candidate({
    name: 'Lee Park',
    headline: 'Call Centre Agent',
    skills: [skill('Customer Service', { category: 'Customer Service' })],
    text: `Lee Park
Call Centre Agent
Answered customer calls about billing and delivered customer service by phone and chat.
Skills: Customer Service`,
  });

  test('the wording and the title carry the score, not the one generic must-have', () => {
    const result = scoreMatch(housekeeping, housekeeper);
    const weight = (key: string) => result.breakdown.find((b) => b.key === key)?.weight ?? 0;
    expect(weight('requiredSkills')).toBeLessThan(weight('textRelevance') + weight('title'));
    expect(result.matchPercentage).toBeGreaterThan(
      scoreMatch(housekeeping, callCentre).matchPercentage,
    );
  });
});

describe("where the ad's must-haves are mostly other fields' tools", () => {
  // An occupation's tool list as published ("tools of the trade, such as"): the bar admission is
  // the lawyer's own; the ERP, analytics and database tools are met or missed alike by lawyers.
  const toolList = ['SAP', 'Google Analytics', 'Microsoft Access', 'Tableau', 'Microsoft Dynamics'];
  const lawyers = (asked: readonly string[]) =>
    job({
      title: 'Lawyers',
      required: asked.map((s) => skill(s)),
      text: `Lawyers
Represent clients in civil litigation, draft legal documents and advise clients on legal rights.
Requirements
${asked.map((s) => `- ${s}`).join('\n')}`,
    });
  const attorney = candidate({
    name: 'Ana Ruiz',
    headline: 'Attorney',
    skills: [skill('Law Degree and Bar')],
    text: `Ana Ruiz
Attorney
Handled a caseload of employment disputes at a regional firm; appeared at hearings.
Admitted to the State Bar; Juris Doctor.`,
  });
  const analyst = candidate({
    name: 'Kim Lee',
    headline: 'Data Analyst',
    skills: toolList.map((s) => skill(s)),
    text: `Kim Lee
Data Analyst
Built Tableau dashboards and Google Analytics reports; maintained SAP and Microsoft Access data.`,
  });

  test('a longer list of them does not make the must-have coverage weigh more', () => {
    const own = scoreMatch(lawyers(['Law Degree and Bar']), attorney);
    const listed = scoreMatch(lawyers(['Law Degree and Bar', ...toolList]), attorney);
    const weight = (result: typeof own) =>
      result.breakdown.find((b) => b.key === 'requiredSkills')?.weight ?? 0;
    // Less, if anything: a list named only in passing is asked less firmly (askedFirmly).
    expect(weight(listed)).toBeLessThanOrEqual(weight(own) + 1e-9);
  });

  test('the lawyer who has none of the tools is a partial fit, above the analyst who has them all', () => {
    const ad = lawyers(['Law Degree and Bar', ...toolList]);
    const lawyer = scoreMatch(ad, attorney).matchPercentage;
    expect(lawyer).toBeGreaterThanOrEqual(60);
    expect(lawyer).toBeGreaterThan(scoreMatch(ad, analyst).matchPercentage);
  });
});

/** Ten must-haves A..J of equal importance; the ad's core is A, B and C. */
const SKILLS = 'ABCDEFGHIJ'.split('');
const YARDSTICK: Yardstick = { mass: 10, count: 10, core: [['A'], ['B'], ['C']], fieldMass: 10 };
function musts(lacking: readonly string[], confirmed: readonly string[] = []): RequirementMatch[] {
  return SKILLS.map((s) => ({
    requirement: {
      id: s,
      kind: 'must',
      skills: [s],
      soft: false,
      weight: 1,
      source: `- ${s}`,
      ...(confirmed.includes(s) ? { confirmed: true } : {}),
    },
    importance: 1,
    credit: lacking.includes(s) ? 0 : 1,
    kind: lacking.includes(s) ? 'missing' : 'exact',
  }));
}
const coverage = (lacking: readonly string[]) => 1 - lacking.length / SKILLS.length;
const bound = (percentage: number, lacking: string[], confirmed: string[] = [], kind?: number) =>
  boundByRequirements(
    percentage,
    musts(lacking, confirmed),
    coverage(lacking),
    true,
    YARDSTICK,
    kind,
  ).percentage;

describe('the bounds the must-haves set', () => {
  test('the core and 70% of the must-haves met lift a low sum to 60', () => {
    expect(bound(45, ['I', 'J'])).toBe(60);
    expect(bound(45, ['H', 'I', 'J'])).toBe(60);
    // Higher scores are left as they are.
    expect(bound(72, ['I', 'J'])).toBe(72);
  });

  test('no floor without the whole core, without most of the list, or with a confirmed gap', () => {
    expect(bound(45, ['A', 'J'])).toBe(45);
    expect(bound(45, ['G', 'H', 'I', 'J'])).toBe(45);
    expect(bound(45, ['J'], ['J'])).toBe(45);
  });

  test('relaxing never lowers: removing a lacked must-have keeps or lifts the bound', () => {
    for (const start of [30, 45, 59]) {
      const lacking = ['A', 'H', 'I', 'J'];
      const before = bound(start, lacking);
      const without = musts(lacking).filter((m) => m.requirement.id !== 'A');
      const after = boundByRequirements(start, without, 1 - 3 / 10, true, YARDSTICK).percentage;
      expect(after).toBeGreaterThanOrEqual(before);
    }
  });

  test('lacking the whole core caps at 39 only where the role reading sees other work', () => {
    const noCore = ['A', 'B', 'C'];
    expect(bound(65, noCore, [], 0.2)).toBe(39);
    expect(bound(65, noCore, [], undefined)).toBe(39);
    // The resume reads as the job's kind of work: the core as read is doubted, not applied.
    expect(bound(65, noCore, [], 0.9)).toBe(65);
  });

  test('a confirmed must-have made a knock-out binds no less: tightening never lifts a bound', () => {
    for (const start of [45, 72, 90]) {
      const asMust = musts(['J'], ['J']);
      const asKnockout = asMust.map((m) =>
        m.requirement.id === 'J'
          ? { ...m, requirement: { ...m.requirement, kind: 'knockout' as const } }
          : m,
      );
      const must = boundByRequirements(start, asMust, coverage(['J']), true, YARDSTICK).percentage;
      const knockout = boundByRequirements(
        start,
        asKnockout,
        coverage(['J']),
        true,
        YARDSTICK,
      ).percentage;
      expect(knockout).toBeLessThanOrEqual(must);
    }
  });
});
