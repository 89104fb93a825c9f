// Adding a profession is one new file in knowledge/ and one line in the index. The test does just
// that in a temporary folder: a copy of the index with one more line (beekeeping.fixture.ts), put
// first to show that the order of the lines decides nothing, stands in for the real one, and a
// fresh copy of the engine reads a resume and an ad of it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as builtIn from '../index';

type Matcher = typeof import('../index');

const RESUME = `Dana Hale
Beekeeper

Experience
Apiarist, Golden Valley Apiaries, 2016 - 2024
- Ran hive inspections across 300 colonies and kept brood records.
- Queen rearing: grafting larvae for 40 new queens a season.
- Varroa mite treatment with oxalic acid; swarm control every spring.

Skills
Hive Inspection, Queen Rearing, Varroa Control, Honey Extraction, Swarm Management
`;

const AD = `Apiary Manager

Requirements
- 5+ years of hive inspection and swarm management
- Varroa control across a commercial apiary
- Honey extraction for a 2,000-hive operation
- Queen rearing experience is a plus
`;

/** A copy of knowledge/index.ts with one more profession: one line, at the top (order is free). */
function indexWith(name: string, file: string): string {
  const real = readFileSync(join(__dirname, 'index.ts'), 'utf8').replace(
    /from '\.\/([^']+)'/g,
    (_, path: string) => `from '${join(__dirname, path)}'`,
  );
  return `export { ${name} } from './${file}';\n${real}`;
}

function engineWithBeekeeping(): Matcher {
  const dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
  try {
    const profession = readFileSync(join(__dirname, 'beekeeping.fixture.ts'), 'utf8');
    writeFileSync(
      join(dir, 'beekeeping.ts'),
      profession.replace("from './types'", `from '${join(__dirname, 'types')}'`),
    );
    writeFileSync(join(dir, 'index.ts'), indexWith('beekeeping', 'beekeeping'));
    let engine: Matcher | undefined;
    jest.isolateModules(() => {
      jest.doMock('./index', () => jest.requireActual(join(dir, 'index.ts')));
      engine = jest.requireActual('../index');
    });
    return engine as Matcher;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('adding a profession', () => {
  const engine = engineWithBeekeeping();

  it('the index copy differs from the real one by exactly one line', () => {
    const real = readFileSync(join(__dirname, 'index.ts'), 'utf8').split('\n');
    const copy = indexWith('beekeeping', 'beekeeping').split('\n');
    expect(copy).toHaveLength(real.length + 1);
    const added = copy.filter((line) => !real.includes(line) && !line.includes(__dirname));
    expect(added).toEqual(["export { beekeeping } from './beekeeping';"]);
  });

  it("reads the resume in the profession's terms", () => {
    const resume = engine.extractCandidate(RESUME);
    const skills = resume.skills.filter((s) => s.category === 'Beekeeping').map((s) => s.skill);
    expect(skills).toEqual(
      expect.arrayContaining([
        'Hive Inspection',
        'Queen Rearing',
        'Varroa Control',
        'Honey Extraction',
        'Swarm Management',
      ]),
    );
    // The engine without the profession knows none of it.
    const before = builtIn.extractCandidate(RESUME);
    expect(before.skills.filter((s) => s.skill === 'Queen Rearing')).toEqual([]);
  });

  it("reads the ad's requirements in the profession's terms, and its role", () => {
    const job = engine.extractJob(AD);
    const asked = job.model?.requirements.flatMap((r) => r.skills) ?? [];
    expect(asked).toEqual(
      expect.arrayContaining([
        'Hive Inspection',
        'Swarm Management',
        'Varroa Control',
        'Honey Extraction',
      ]),
    );
    expect(job.requiredSkills.map((s) => s.category)).toContain('Beekeeping');
    expect(job.model?.roles).toEqual(['queen-breeder']);
    expect(builtIn.extractJob(AD).model?.requirements.flatMap((r) => r.skills)).not.toContain(
      'Varroa Control',
    );
  });

  it('reads the title family, and scores a beekeeper for the apiary as the same kind of work', () => {
    const title = engine.readTitle('Apiary Manager');
    expect([...title.families.keys()]).toEqual(['apiculture']);
    expect(title.level).toBe(4);
    expect([...builtIn.readTitle('Apiary Manager').families.keys()]).not.toContain('apiculture');

    const score = engine.scoreMatch(engine.extractJob(AD), engine.extractCandidate(RESUME));
    const titleValue = (analysis: { breakdown: { key: string; value: number }[] }) =>
      analysis.breakdown.find((c) => c.key === 'title')?.value ?? 0;
    const before = builtIn.scoreMatch(builtIn.extractJob(AD), builtIn.extractCandidate(RESUME));
    // The headline "Beekeeper" now reads as the profession's title: the same work two levels
    // below a manager's, which the title component calls close (0.5), not other work.
    expect(titleValue(score)).toBeGreaterThanOrEqual(0.5);
    expect(titleValue(score)).toBeGreaterThan(titleValue(before));
  });
});
