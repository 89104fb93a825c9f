import { fitSkills, rankingCsv, rankingJson, rankingTable } from './format-ranking';
import type { RankedResume } from './rank-folder';

const resume = (rank: number, over: Partial<RankedResume> = {}): RankedResume => ({
  rank,
  file: `cv-${rank}.pdf`,
  name: `Candidate ${rank}`,
  matchPercentage: 100 - rank * 10,
  topSkills: ['Java', 'SQL'],
  missingSkills: ['Kubernetes'],
  breakdown: [],
  gates: [],
  verdict: {
    mustMet: 2,
    mustTotal: 3,
    niceMet: 0,
    niceTotal: 0,
    gates: [{ kind: 'clearance', label: 'clearance', state: 'unknown' }],
    band: 'partial',
    gap: ['Kubernetes'],
    requirements: [],
  },
  ...over,
});

describe('the ranking of a folder', () => {
  it('is a table with one aligned row per resume, best first, the verdict beside the match', () => {
    const table = rankingTable([
      resume(1),
      resume(2, { name: null, matchPercentage: 5, missingSkills: [] }),
    ]);
    expect(table.split('\n')).toEqual([
      'Rank  File      Name         Match  Verdict  Requirements                           Top skills  Missing skills',
      '   1  cv-1.pdf  Candidate 1    90%  Partial  2 of 3 must-haves · clearance unknown  Java, SQL   Kubernetes',
      '   2  cv-2.pdf  -               5%  Partial  2 of 3 must-haves · clearance unknown  Java, SQL   none',
    ]);
  });

  it('shows as many skills as fit, then how many more', () => {
    const skills = ['JavaScript', 'TypeScript', 'PostgreSQL', 'Kubernetes'];
    expect(fitSkills(skills, 80, '-')).toBe('JavaScript, TypeScript, PostgreSQL, Kubernetes');
    expect(fitSkills(skills, 30, '-')).toBe('JavaScript, TypeScript +2');
    expect(fitSkills(skills, 10, '-')).toBe('JavaScr...');
    expect(fitSkills([], 10, 'none')).toBe('none');
  });

  it('is a CSV a spreadsheet opens as text, formula-looking names and files included', () => {
    const csv = rankingCsv([
      resume(1, { topSkills: ['Java', 'Spring Boot'], missingSkills: [] }),
      resume(2, { file: '=cmd|calc.txt', name: '@SUM(A1), Esq.' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Rank,File,Candidate,Match %,Verdict,Requirements,Top skills,Missing skills',
      '1,cv-1.pdf,Candidate 1,90,Partial,2 of 3 must-haves · clearance unknown,Java; Spring Boot,',
      '2,\'=cmd|calc.txt,"\'@SUM(A1), Esq.",80,Partial,2 of 3 must-haves · clearance unknown,Java; SQL,Kubernetes',
      '',
    ]);
  });

  it('is a JSON array of the ranked resumes', () => {
    const parsed = JSON.parse(rankingJson([resume(1), resume(2)])) as RankedResume[];
    expect(parsed.map((r) => [r.rank, r.file, r.matchPercentage])).toEqual([
      [1, 'cv-1.pdf', 90],
      [2, 'cv-2.pdf', 80],
    ]);
  });
});
