import type { GroupsUploaded } from '@shortlist/contracts';
import { parseCsv } from '@shortlist/csv';
import { AppError, type WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { analysedCandidateIds } from '../analyses-store';
import type { CoreDeps } from '../deps';
import type { MatchingDb } from '../db';
import { candidateGroups, type CandidateGroupRow } from '../db/schema';

// The recruiter's CSV of candidates' self-identified groups, for the fairness report. The product
// never infers a group (from a name, a photo or anything else): a candidate not in the file is
// "unknown". A row names the candidate by id or by the email on their resume.

const COLUMNS = {
  id: ['candidate_id', 'candidate id', 'candidateid', 'id'],
  email: ['email', 'e-mail', 'candidate_email'],
  sex: ['sex', 'gender'],
  race: ['race_ethnicity', 'race/ethnicity', 'race ethnicity', 'ethnicity', 'race'],
};
const UNKNOWN = /^(|unknown|n\/?a|not (?:stated|known|disclosed)|prefer not to say|declined?)$/i;
const MAX_VALUE = 100;

const BAD_FILE =
  'The file needs a header with a candidate_id or email column and a sex or race_ethnicity column.';

interface GroupLine {
  key: string;
  sex: string | null;
  raceEthnicity: string | null;
}

export function readGroupsCsv(csv: string): GroupLine[] {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = (aliases: string[]) => names.findIndex((n) => aliases.includes(n));
  const [id, email, sex, race] = [
    at(COLUMNS.id),
    at(COLUMNS.email),
    at(COLUMNS.sex),
    at(COLUMNS.race),
  ];
  if ((id < 0 && email < 0) || (sex < 0 && race < 0))
    throw new AppError('validation_failed', BAD_FILE);
  const value = (row: string[], i: number) => {
    const v = i < 0 ? '' : (row[i] ?? '').trim().slice(0, MAX_VALUE);
    return UNKNOWN.test(v) ? null : v;
  };
  return rows
    .map((row) => ({
      key: (row[id] ?? '').trim() || (row[email] ?? '').trim().toLowerCase(),
      sex: value(row, sex),
      raceEthnicity: value(row, race),
    }))
    .filter((line) => line.key);
}

/**
 * Stores the groups of the owner's candidates named in the file (a later upload replaces a
 * candidate's groups). Rows naming no candidate of the owner are reported back, not stored.
 */
export async function storeGroups(
  deps: Pick<CoreDeps, 'db' | 'documents'>,
  ownerId: WorkspaceId,
  actorId: string,
  csv: string,
): Promise<GroupsUploaded> {
  const lines = readGroupsCsv(csv);
  const byId = await ownedCandidateIds(
    deps,
    ownerId,
    lines.map((l) => l.key),
  );
  const byEmail = lines.some((l) => l.key.includes('@'))
    ? await analysedCandidatesByEmail(deps, ownerId)
    : new Map<string, string>();
  const rows = new Map<string, typeof candidateGroups.$inferInsert>();
  const unmatched: string[] = [];
  for (const line of lines) {
    const candidateId = byId.has(line.key) ? line.key : byEmail.get(line.key);
    if (!candidateId) {
      unmatched.push(line.key);
      continue;
    }
    rows.set(candidateId, {
      ownerId,
      candidateId,
      sex: line.sex,
      raceEthnicity: line.raceEthnicity,
      uploadedBy: actorId,
    });
  }
  if (rows.size) {
    await deps.db
      .insert(candidateGroups)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: [candidateGroups.ownerId, candidateGroups.candidateId],
        set: {
          sex: sql`excluded.sex`,
          raceEthnicity: sql`excluded.race_ethnicity`,
          uploadedBy: actorId,
          uploadedAt: new Date(),
        },
      });
  }
  return { stored: rows.size, unmatched };
}

async function ownedCandidateIds(
  deps: Pick<CoreDeps, 'documents'>,
  ownerId: WorkspaceId,
  keys: string[],
): Promise<Set<string>> {
  const ids = [...new Set(keys.filter((k) => !k.includes('@')))];
  if (!ids.length) return new Set();
  const found = await deps.documents.lookupCandidates(ownerId, ids);
  return new Set(found.map((c) => c.id));
}

/** Emails of the owner's candidates that have been scored (the ones a report can count). */
async function analysedCandidatesByEmail(
  deps: Pick<CoreDeps, 'db' | 'documents'>,
  ownerId: WorkspaceId,
): Promise<Map<string, string>> {
  const ids = await analysedCandidateIds(deps.db, ownerId);
  const byEmail = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 200) {
    for (const { candidate } of await deps.documents.getCandidates(
      ownerId,
      ids.slice(i, i + 200),
    )) {
      if (candidate.email) byEmail.set(candidate.email.toLowerCase(), candidate.id);
    }
  }
  return byEmail;
}

export async function groupsOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateIds: string[],
): Promise<Map<string, CandidateGroupRow>> {
  if (!candidateIds.length) return new Map();
  const rows = await db
    .select()
    .from(candidateGroups)
    .where(
      and(eq(candidateGroups.ownerId, ownerId), inArray(candidateGroups.candidateId, candidateIds)),
    );
  return new Map(rows.map((r) => [r.candidateId, r]));
}
