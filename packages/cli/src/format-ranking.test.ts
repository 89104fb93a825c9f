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
  ...over,
});

describe('the ranking of a folder', () => {
  it('is a table with one aligned row per resume, best first', () => {
    const table = rankingTable([
      resume(1),
      resume(2, { name: null, matchPercentage: 5, missingSkills: [] }),
    ]);
    expect(table.split('\n')).toEqual([
      'Rank  File      Name         Match  Top skills  Missing skills',
      '   1  cv-1.pdf  Candidate 1    90%  Java, SQL   Kubernetes',
      '   2  cv-2.pdf  -               5%  Java, SQL   none',
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
      'Rank,File,Candidate,Match %,Top skills,Missing skills',
      '1,cv-1.pdf,Candidate 1,90,Java; Spring Boot,',
      '2,\'=cmd|calc.txt,"\'@SUM(A1), Esq.",80,Java; SQL,Kubernetes',
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
