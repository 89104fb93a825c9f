// A folder's ranking as a terminal table, JSON or CSV.
import { verdictLine, VERDICT_BAND_LABEL } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';
import type { RankedResume } from './rank-folder';

const MAX_WIDTH = { file: 32, name: 24, skills: 40, verdict: 56 } as const;

function clip(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 3)}...` : text;
}

/** As many skills as fit in `width`, then how many more: "Java, SQL, Docker +3". */
export function fitSkills(skills: readonly string[], width: number, none: string): string {
  if (skills.length === 0) return none;
  for (let shown = skills.length; shown > 0; shown--) {
    const more = skills.length - shown;
    const text = skills.slice(0, shown).join(', ') + (more ? ` +${more}` : '');
    if (text.length <= width) return text;
  }
  return clip(`${skills[0]} +${skills.length - 1}`, width);
}

interface Column {
  title: string;
  alignRight?: boolean;
  cell: (r: RankedResume) => string;
}

const COLUMNS: Column[] = [
  { title: 'Rank', alignRight: true, cell: (r) => String(r.rank) },
  { title: 'File', cell: (r) => clip(r.file, MAX_WIDTH.file) },
  { title: 'Name', cell: (r) => clip(r.name ?? '-', MAX_WIDTH.name) },
  { title: 'Match', alignRight: true, cell: (r) => `${r.matchPercentage}%` },
  { title: 'Verdict', cell: (r) => VERDICT_BAND_LABEL[r.verdict.band] },
  { title: 'Requirements', cell: (r) => clip(verdictLine(r.verdict), MAX_WIDTH.verdict) },
  { title: 'Top skills', cell: (r) => fitSkills(r.topSkills, MAX_WIDTH.skills, '-') },
  { title: 'Missing skills', cell: (r) => fitSkills(r.missingSkills, MAX_WIDTH.skills, 'none') },
];

export function rankingTable(ranked: readonly RankedResume[]): string {
  const rows = [COLUMNS.map((c) => c.title), ...ranked.map((r) => COLUMNS.map((c) => c.cell(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => (row[i] as string).length)));
  return rows
    .map((row) =>
      row
        .map((text, i) =>
          COLUMNS[i]?.alignRight ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function rankingCsv(ranked: readonly RankedResume[]): string {
  return toCsv([
    [
      'Rank',
      'File',
      'Candidate',
      'Match %',
      'Verdict',
      'Requirements',
      'Top skills',
      'Missing skills',
    ],
    ...ranked.map((r) => [
      r.rank,
      r.file,
      r.name,
      r.matchPercentage,
      VERDICT_BAND_LABEL[r.verdict.band],
      verdictLine(r.verdict),
      r.topSkills.join('; '),
      r.missingSkills.join('; '),
    ]),
  ]);
}

export function rankingJson(ranked: readonly RankedResume[]): string {
  return JSON.stringify(ranked, null, 2);
}
