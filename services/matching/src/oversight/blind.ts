import type { Candidate, JobOversight } from '@shortlist/contracts';
import { notFound, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnalyzeOptions } from './mask';
import { recordAuditEvents } from '../audit/trail';
import { findAnalysisByPair } from '../analyses-store';
import type { MatchingDb } from '../db';
import { candidateReveals, jobOversight } from '../db/schema';

// Blind screening per job: whether it is on, and which candidates a recruiter chose to reveal.
// Turning it on or off and each reveal are recorded in the audit trail (a reveal is the moment a
// person sees who a candidate is, which an auditor of a blind process needs to know).

/** Who is hidden on one job: everyone but the revealed, when blind is on. */
export interface BlindView {
  blind: boolean;
  revealed: ReadonlySet<string>;
}

export const SIGHTED: BlindView = { blind: false, revealed: new Set() };

export const isHidden = (view: BlindView, candidateId: string) =>
  view.blind && !view.revealed.has(candidateId);

/**
 * How an analyzer reads a candidate of this job: on a blind job, the LLM gets the resume with the
 * candidate's identity masked — even for a revealed candidate, since a reveal is for the
 * recruiter's eyes, not the model's.
 */
export function analyzeOptions(view: BlindView, candidate: Candidate): AnalyzeOptions {
  if (!view.blind) return {};
  const { name, email, phone, location, links } = candidate;
  return { blind: { name, email, phone, location, links } };
}

/** The blind views of the owner's jobs (a job never set is sighted). */
export async function blindViews(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobIds: readonly string[],
): Promise<Map<string, BlindView>> {
  const ids = [...new Set(jobIds)];
  const views = new Map<string, BlindView>();
  if (!ids.length) return views;
  const rows = await blindJobs(db, inArray(jobOversight.jobId, ids), ownerId);
  for (const row of rows) views.set(row.jobId, { blind: true, revealed: new Set(row.revealed) });
  return views;
}

/** One job's blind view: every analysis reads it, so its statement is built once. */
export async function blindView(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<BlindView> {
  const [row] = await blindViewStatement(db).execute({ ownerId, jobId });
  return row ? { blind: true, revealed: new Set(row.revealed) } : SIGHTED;
}

const blindViewStatement = statementPerDatabase((db: MatchingDb) =>
  blindJobs(
    db,
    eq(jobOversight.jobId, sql.placeholder('jobId')),
    sql.placeholder('ownerId'),
  ).prepare('matching_blind_view'),
);

/**
 * One query: the blind jobs among those asked for, each with the candidates revealed on it (most
 * jobs are not blind, and every analysis reads this twice, so a second query per read was waste).
 */
function blindJobs(db: MatchingDb, jobs: SQL, ownerId: string | Placeholder) {
  return db
    .select({
      jobId: jobOversight.jobId,
      // Named by hand: drizzle writes the columns of a select's own table unqualified, which
      // inside the subquery would mean the reveals' own columns.
      revealed: sql<string[]>`coalesce((
        select json_agg(r.candidate_id) from ${candidateReveals} r
         where r.owner_id = "job_oversight"."owner_id"
           and r.job_id = "job_oversight"."job_id"), '[]'::json)`,
    })
    .from(jobOversight)
    .where(and(eq(jobOversight.ownerId, ownerId), jobs, eq(jobOversight.blind, true)));
}

export async function jobOversightOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<JobOversight> {
  const view = await blindView(db, ownerId, jobId);
  return { jobId, blind: view.blind, revealedCandidateIds: [...view.revealed] };
}

/** Turns blind screening on or off for the owner's job; a change is recorded in the trail. */
export async function setBlind(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  blind: boolean,
  actorId: string,
): Promise<JobOversight> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ blind: jobOversight.blind })
      .from(jobOversight)
      .where(and(eq(jobOversight.ownerId, ownerId), eq(jobOversight.jobId, jobId)));
    if ((before?.blind ?? false) === blind) return;
    await tx
      .insert(jobOversight)
      .values({ ownerId, jobId, blind, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [jobOversight.ownerId, jobOversight.jobId],
        set: { blind, updatedBy: actorId, updatedAt: new Date() },
      });
    // A job-level event: it concerns no one candidate.
    await recordAuditEvents(tx, [
      {
        ownerId,
        jobId,
        candidateId: '',
        kind: 'blind.changed',
        actorId,
        detail: blind ? 'on' : 'off',
      },
    ]);
  });
  return jobOversightOf(db, ownerId, jobId);
}

/**
 * Shows one candidate of a blind job in full to the recruiter, and records who did it and when.
 * The candidate must have been analysed for the job (else 404, as for another owner's job).
 */
export async function revealCandidate(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateId: string,
  actorId: string,
): Promise<JobOversight> {
  const analysis = await findAnalysisByPair(db, ownerId, candidateId, jobId);
  if (!analysis) throw notFound('Analysis');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(candidateReveals)
      .values({ ownerId, jobId, candidateId, revealedBy: actorId })
      .onConflictDoNothing()
      .returning({ candidateId: candidateReveals.candidateId });
    if (!added.length) return;
    await recordAuditEvents(tx, [
      {
        ownerId,
        jobId,
        candidateId,
        kind: 'candidate.revealed',
        actorId,
        analysisId: analysis.id,
        matchPercentage: analysis.matchPercentage,
      },
    ]);
  });
  return jobOversightOf(db, ownerId, jobId);
}
