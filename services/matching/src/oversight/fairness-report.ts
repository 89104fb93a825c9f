import type { FairnessCategory, FairnessReport } from '@shortlist/contracts';
import { toCsv, type CsvValue } from '@shortlist/csv';
import { isUuid, notFound, type WorkspaceId } from '@shortlist/kit';
import { scoresOfJob } from '../analyses-store';
import type { MatchingDb } from '../db';
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
  const people = await scoredPeopleOf(db, ownerId, jobId);
  if (!people.length) throw notFound('Analysis');
  const selected = (p: ScoredPerson) => (p.score ?? 0) >= threshold;
  return {
    jobId,
    threshold,
    applicants: people.length,
    selected: people.filter(selected).length,
    ...categoriesOf(people, selected),
    generatedAt: new Date().toISOString(),
  };
}

/** A scored candidate of a job with the groups the recruiter uploaded for them (or null). */
export interface ScoredPerson {
  candidateId: string;
  score: number | null;
  sex: string | null;
  race: string | null;
}

/** The owner's job's scored candidates with their groups; none for an id that is not a job's. */
export async function scoredPeopleOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ScoredPerson[]> {
  if (!isUuid(jobId)) throw notFound('Analysis');
  const scored = await scoresOfJob(db, ownerId, jobId);
  const groups = await groupsOf(
    db,
    ownerId,
    scored.map((s) => s.candidateId),
  );
  return scored.map((s) => {
    const g = groups.get(s.candidateId);
    return { ...s, sex: g?.sex ?? null, race: g?.raceEthnicity ?? null };
  });
}

/** Selection rates and impact ratios of each category, for one meaning of "selected". */
export function categoriesOf<P extends Pick<ScoredPerson, 'sex' | 'race'>>(
  people: readonly P[],
  selected: (p: P) => boolean,
): Pick<FairnessReport, 'sex' | 'raceEthnicity' | 'intersectional'> {
  const category = (group: (p: P) => string | null) =>
    fairnessCategory(
      people.map((p): FairnessEntry => ({ selected: selected(p), group: group(p) })),
    );
  return {
    sex: category((p) => p.sex),
    raceEthnicity: category((p) => p.race),
    intersectional: category((p) => intersection(p.sex, p.race)),
  };
}

const CATEGORIES = [
  ['Sex', 'sex'],
  ['Race/ethnicity', 'raceEthnicity'],
  ['Intersectional', 'intersectional'],
] as const;

/** The report as a spreadsheet: one row per group, small groups and unknowns marked. */
export function fairnessCsv(report: FairnessReport): string {
  const title = [
    `Threshold: score >= ${report.threshold}`,
    `Applicants: ${report.applicants}`,
    `Selected: ${report.selected}`,
  ];
  return toCsv([title, ...categoryTable(report)]);
}

/**
 * The three categories as a table in the layout of an LL144 bias audit summary: a header, then
 * per category each group with applicants, selected, selection rate and impact ratio.
 */
export function categoryTable(
  report: Pick<FairnessReport, 'sex' | 'raceEthnicity' | 'intersectional'>,
): CsvValue[][] {
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
    // A group's counts, then its impact ratio, or why a small group has none.
    const counts = (g: FairnessCategory['groups'][number]): CsvValue[] => [
      label,
      g.group,
      g.applicants,
      g.selected,
      g.selectionRate,
    ];
    for (const g of c.groups) {
      rows.push([...counts(g), g.impactRatio, g.flagged ? 'yes' : 'no', '']);
    }
    for (const g of c.small) {
      rows.push([...counts(g), null, '', 'under 2% of the data: excluded from impact ratios']);
    }
    rows.push([label, 'Unknown', c.unknown, null, null, null, '', 'group not supplied']);
  }
  return [header, ...rows];
}
