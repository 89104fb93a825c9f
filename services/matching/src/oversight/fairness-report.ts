import type { FairnessCategory, FairnessReport } from '@shortlist/contracts';
import { toCsv, type CsvValue } from '@shortlist/csv';
import { isUuid, notFound, type WorkspaceId } from '@shortlist/kit';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analyses } from '../db/schema';
import { fairnessCategory, intersection, type FairnessEntry } from './fairness';
import { groupsOf } from './groups';

/**
 * The fairness report of the owner's job: its scored candidates, "selected" when their score is
 * at least `threshold`, by the groups the recruiter uploaded. 404 for a job with no scores (or
 * another owner's job).
 */
export async function fairnessReportOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  threshold: number,
): Promise<FairnessReport> {
  if (!isUuid(jobId)) throw notFound('Analysis');
  const scored = await db
    .select({ candidateId: analyses.candidateId, score: analyses.matchPercentage })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.jobId, jobId),
        eq(analyses.status, 'completed'),
        isNotNull(analyses.matchPercentage),
      ),
    );
  if (!scored.length) throw notFound('Analysis');
  const groups = await groupsOf(
    db,
    ownerId,
    scored.map((s) => s.candidateId),
  );
  const people = scored.map((s) => {
    const g = groups.get(s.candidateId);
    return {
      selected: (s.score ?? 0) >= threshold,
      sex: g?.sex ?? null,
      race: g?.raceEthnicity ?? null,
    };
  });
  const category = (group: (p: (typeof people)[number]) => string | null) =>
    fairnessCategory(people.map((p): FairnessEntry => ({ selected: p.selected, group: group(p) })));
  return {
    jobId,
    threshold,
    applicants: people.length,
    selected: people.filter((p) => p.selected).length,
    sex: category((p) => p.sex),
    raceEthnicity: category((p) => p.race),
    intersectional: category((p) => intersection(p.sex, p.race)),
    generatedAt: new Date().toISOString(),
  };
}

const CATEGORIES = [
  ['Sex', 'sex'],
  ['Race/ethnicity', 'raceEthnicity'],
  ['Intersectional', 'intersectional'],
] as const;

/** The report as a spreadsheet: one row per group, small groups and unknowns marked. */
export function fairnessCsv(report: FairnessReport): string {
  const header = [
    'Category',
    'Group',
    'Applicants',
    'Selected',
    'Selection rate',
    'Impact ratio',
    'Below four-fifths',
    'Note',
  ];
  const rows: CsvValue[][] = [];
  for (const [label, key] of CATEGORIES) {
    const c: FairnessCategory = report[key];
    for (const g of c.groups) {
      rows.push([
        label,
        g.group,
        g.applicants,
        g.selected,
        g.selectionRate,
        g.impactRatio,
        g.flagged ? 'yes' : 'no',
        '',
      ]);
    }
    for (const g of c.small) {
      rows.push([
        label,
        g.group,
        g.applicants,
        g.selected,
        g.selectionRate,
        null,
        '',
        'under 2% of the data: excluded from impact ratios',
      ]);
    }
    rows.push([label, 'Unknown', c.unknown, null, null, null, '', 'group not supplied']);
  }
  const title = [
    `Threshold: score >= ${report.threshold}`,
    `Applicants: ${report.applicants}`,
    `Selected: ${report.selected}`,
  ];
  return toCsv([title, header, ...rows]);
}
