import type { WorkspaceId } from '@shortlist/kit';
import type { CandidateMatchingRecord } from '@shortlist/contracts';
import { asc, eq } from 'drizzle-orm';
import { analysesOfCandidate } from '../analyses-store';
import { presentAnalysis } from '../present/analysis';
import { presentAuditEvent } from '../audit/export';
import { presentDecision } from '../decisions/decisions';
import type { MatchingDb } from '../db';
import { groupsOf } from '../oversight/groups';
import { presentEvent } from '../pipeline/present';
import { historyOf } from '../pipeline/store';
import { auditEvents, candidateDecisions } from '../db/schema';
import { ofOwner } from '../db/of-owner';

/**
 * Everything matching holds about one of the workspace's candidates (GDPR Art. 15): their
 * analyses, the decisions taken on them, their audit events, the groups uploaded for them and
 * their pipeline history (stages, notes, messages sent). The documents service adds the resume.
 */
export async function candidateRecord(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
): Promise<CandidateMatchingRecord> {
  const [analysisRows, decisionRows, eventRows, groups, pipelineRows] = await Promise.all([
    analysesOfCandidate(db, ownerId, candidateId),
    db
      .select()
      .from(candidateDecisions)
      .where(ofOwner(candidateDecisions, ownerId, eq(candidateDecisions.candidateId, candidateId))),
    db
      .select()
      .from(auditEvents)
      .where(ofOwner(auditEvents, ownerId, eq(auditEvents.candidateId, candidateId)))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id)),
    groupsOf(db, ownerId, [candidateId]).then((found) => found.get(candidateId)),
    historyOf(db, ownerId, null, candidateId),
  ]);
  return {
    analyses: analysisRows.map((row) => presentAnalysis(row)),
    decisions: decisionRows.map((row) => ({ jobId: row.jobId, ...presentDecision(row) })),
    auditEvents: eventRows.map(presentAuditEvent),
    groups: groups
      ? {
          sex: groups.sex,
          raceEthnicity: groups.raceEthnicity,
          uploadedAt: groups.uploadedAt.toISOString(),
        }
      : null,
    pipelineEvents: pipelineRows.map(presentEvent),
  };
}
