import {
  CATEGORIES,
  canonicalSkill,
  categoryOf,
  impliedBy,
  implications,
  lookupSkill,
  skillCount,
} from '.';
import { foldKey } from './chars';
import { CONTEXTS } from './contexts';
import { parseSkillLine } from './define';
import { allSkills } from './registry';
import { buildTrie, variants, type SkillTrie } from './trie';
import type { SkillDef } from './types';

/** The skill a scan tries first for `text` (the trie's precedence at that node). */
function firstAt(trie: SkillTrie, text: string): string | undefined {
  let node = 0;
  for (const ch of foldKey(text)) node = trie.child(node, ch.charCodeAt(0));
  return trie.entriesAt(node)?.[0]?.def.name;
}

describe('skills taxonomy data', () => {
  it('holds at least 1,500 canonical skills', () => {
    expect(skillCount()).toBeGreaterThanOrEqual(1500);
  });

  it('covers software and the other professions', () => {
    const perCategory = new Map<string, number>();
    for (const skill of allSkills())
      perCategory.set(skill.category, (perCategory.get(skill.category) ?? 0) + 1);
    const software = [
      'Programming Languages',
      'Web Frontend',
      'Web Backend',
      'Mobile',
      'Databases',
      'Cloud',
      'DevOps',
      'Data & Analytics',
      'Machine Learning & AI',
      'Testing & QA',
      'Security',
      'Software Practices',
      'Developer Tools',
      'IT & Networking',
      'Game & 3D',
    ];
    const softwareCount = software.reduce(
      (sum, category) => sum + (perCategory.get(category) ?? 0),
      0,
    );
    expect(softwareCount).toBeGreaterThanOrEqual(450);
    for (const category of [
      'Finance & Accounting',
      'Healthcare & Nursing',
      'Hospitality & Culinary',
      'Education',
      'Legal',
      'Construction & Trades',
      'Sales',
      'Marketing',
      'Human Resources',
      'Aviation',
      'Agriculture',
      'Automotive',
      'Fashion & Apparel',
      'Fitness & Wellness',
      'Design & Arts',
      'Customer Service',
      'Soft Skills',
    ]) {
      expect(perCategory.get(category) ?? 0).toBeGreaterThanOrEqual(15);
    }
  });

  it('has unique names, known categories and context rules, and implications that point at real skills', () => {
    const names = allSkills().map((skill) => skill.name);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(names);
    const categories = new Set<string>(CATEGORIES);
    for (const skill of allSkills()) {
      expect(categories.has(skill.category)).toBe(true);
      if (skill.context) expect(CONTEXTS[skill.context]).toBeDefined();
      for (const implication of skill.implies) {
        expect({
          from: skill.name,
          to: implication.skill,
          known: known.has(implication.skill),
        }).toEqual({ from: skill.name, to: implication.skill, known: true });
        expect(implication.strength).toBeGreaterThan(0);
        expect(implication.strength).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never gives one written form to two skills', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of allSkills()) {
      for (const form of skill.forms) {
        // A marked form that needs a context shares its words on purpose: with the context it is
        // this skill, without it the other's ("writing scripts": code, else screenplays).
        if (form.preferred && (form.mode === 'inContext' || form.mode === 'exactInContext'))
          continue;
        // Case-sensitive forms only clash with the same spelling ("SPA" is not "Spa").
        const key =
          form.mode === 'exact' || form.mode === 'exactInContext'
            ? `=${form.text}`
            : form.text.toLowerCase();
        const previous = owner.get(key);
        if (previous && previous !== skill.name)
          clashes.push(`${form.text}: ${previous} / ${skill.name}`);
        owner.set(key, skill.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('names the winner (`!`) wherever two skills share a folded form, so no order decides', () => {
    const claims = new Map<string, Map<string, boolean>>();
    for (const skill of allSkills()) {
      for (const form of skill.forms.flatMap(variants)) {
        const key = foldKey(form.text);
        const skills = claims.get(key) ?? new Map<string, boolean>();
        skills.set(skill.name, (skills.get(skill.name) ?? false) || form.preferred === true);
        claims.set(key, skills);
      }
    }
    const undecided = [...claims].flatMap(([key, skills]) => {
      const winners = [...skills.values()].filter(Boolean).length;
      return skills.size > 1 && winners !== 1 ? [`${key}: ${[...skills.keys()].join(' / ')}`] : [];
    });
    expect(undecided).toEqual([]);
  });

  it('lets the marked form win a shared form in whichever order the skills come', () => {
    const tool: SkillDef = parseSkillLine('dbt | =dbt, data build tool', 'Data & Analytics');
    const therapy = parseSkillLine('Psychology | CBT, !DBT', 'Healthcare & Nursing');
    expect(therapy.forms[2]).toEqual({ text: 'DBT', mode: 'plain', preferred: true });
    expect(firstAt(buildTrie([tool, therapy]), 'dbt')).toBe('Psychology');
    expect(firstAt(buildTrie([therapy, tool]), 'dbt')).toBe('Psychology');
    const unmarked = parseSkillLine('Psychology | CBT, DBT', 'Healthcare & Nursing');
    expect(firstAt(buildTrie([tool, unmarked]), 'DBT')).toBe('Psychology');
    const toolWins = parseSkillLine('dbt | !=dbt, data build tool', 'Data & Analytics');
    expect(firstAt(buildTrie([unmarked, toolWins]), 'dbt')).toBe('dbt');
    expect(firstAt(buildTrie([toolWins, unmarked]), 'dbt')).toBe('dbt');
  });

  it('parses the line format and rejects context forms without a rule', () => {
    const def = parseSkillLine('Go | Golang, ~Go > Programming 0.3 @lang', 'Programming Languages');
    expect(def.forms).toEqual([
      { text: 'Golang', mode: 'plain' },
      { text: 'Go', mode: 'exactInContext' },
    ]);
    expect(def.implies).toEqual([{ skill: 'Programming', strength: 0.3 }]);
    expect(def.context).toBe('lang');
    expect(() => parseSkillLine('Go | ~Go', 'Programming Languages')).toThrow(/no @rule/);
  });
});

describe('lookupSkill and friends', () => {
  it.each([
    ['k8s', 'Kubernetes'],
    ['JS', 'JavaScript'],
    ['ReactJS', 'React'],
    ['react.js', 'React'],
    ['NodeJS', 'Node.js'],
    ['Postgres', 'PostgreSQL'],
    ['MS Excel', 'Microsoft Excel'],
    ['golang', 'Go'],
    ['Vue', 'Vue.js'],
    ['c sharp', 'C#'],
    ['Certified Public Accountant', 'CPA'],
    ['US GAAP', 'GAAP'],
    ['food prep', 'Food Preparation'],
  ])('resolves %s to %s', (alias, name) => {
    expect(lookupSkill(alias)?.name).toBe(name);
    expect(canonicalSkill(alias)).toBe(name);
  });

  it('returns undefined for unknown names', () => {
    expect(lookupSkill('Quantum Basket Weaving')).toBeUndefined();
    expect(categoryOf('nothing at all')).toBeUndefined();
  });

  it('knows categories', () => {
    expect(categoryOf('Kubernetes')).toBe('DevOps');
    expect(categoryOf('HACCP')).toBe('Hospitality & Culinary');
    expect(categoryOf('IV Therapy')).toBe('Healthcare & Nursing');
  });

  it('follows implications with strengths, strongest first', () => {
    expect(implications('React')).toContainEqual({ skill: 'JavaScript', strength: 0.6 });
    expect(implications('Spring Boot')).toEqual(
      expect.arrayContaining([
        { skill: 'Spring', strength: 0.9 },
        { skill: 'Java', strength: 0.8 },
      ]),
    );
    expect(implications('Django').map((i) => i.skill)).toContain('Python');
    expect(implications('Kubernetes').map((i) => i.skill)).toContain('Containers');
    expect(implications('Accounts Payable').map((i) => i.skill)).toContain('Accounting');
    expect(implications('IV Therapy').map((i) => i.skill)).toContain('Nursing');
    const strengths = implications('Spring Boot').map((i) => i.strength);
    expect([...strengths].sort((a, b) => b - a)).toEqual(strengths);
  });

  it('reverses implications', () => {
    const sources = impliedBy('JavaScript').map((i) => i.skill);
    expect(sources).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Vue.js']));
    expect(impliedBy('Java').map((i) => i.skill)).toContain('Spring Boot');
  });
});
