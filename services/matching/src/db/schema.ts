import type {
  AnalysisStatus,
  PreviousResult,
  AuditEvent,
  BreakdownComponent,
  GateCheckRecord,
  HumanDecision,
  ImpactAction,
  ImpactPreview,
  PipelineEvent,
  PipelineStage,
  ShareVerdict,
  Verdict,
} from '@shortlist/contracts';
import { at, generatedId, partOf, stampedAt } from '@shortlist/kit';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { packedJson } from './packed-json';

export const matchingSchema = pgSchema('matching');

const timestamps = {
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
};

/** One of the owner's jobs, with ids as the services send them (text). */
const ofJob = () => ({
  ownerId: text('owner_id').notNull(),
  jobId: text('job_id').notNull(),
});
/** A row of its own (a batch, a preview) about one of the owner's jobs. */
const rowOfJob = () => ({ id: generatedId(), ...ofJob() });
/** The same with uuid ids, as the newer tables keep them (see analyses' owner_id). */
const uuidRowOfJob = () => ({
  id: generatedId(),
  ownerId: uuid('owner_id').notNull(),
  jobId: uuid('job_id').notNull(),
});

/**
 * A candidate on one of the owner's jobs: what the tables about the people on a job (decisions,
 * reveals, pool, pipeline, audit) are about.
 */
const ofJobCandidate = () => ({ ...ofJob(), candidateId: text('candidate_id').notNull() });
/** One row per candidate of a job. */
const jobCandidateKey = (t: { ownerId: PgColumn; jobId: PgColumn; candidateId: PgColumn }) =>
  primaryKey({ columns: [t.ownerId, t.jobId, t.candidateId] });

/** What every record of something that happened to a candidate on a job starts with. */
const jobCandidateEvent = () => ({ id: generatedId(), ...ofJobCandidate() });

/**
 * One row per (owner, candidate, job): re-running a pair replaces its result. Each run has its own
 * `run_id`, which is the BullMQ job id and the billing key, so a rerun consumes a new match and a
 * late worker of a replaced run cannot overwrite the newer one.
 */
export const analyses = matchingSchema.table(
  'analyses',
  {
    id: generatedId(),
    // uuid, not text: 16 bytes instead of 37 in the row and in every index entry (issue #16: bytes
    // per analysis). Ids that are not uuids never reach a query (see isUuid in the stores).
    ownerId: uuid('owner_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    jobId: uuid('job_id').notNull(),
    runId: uuid('run_id').notNull(),
    /**
     * The user whose daily match this run took (a refund gives it back to them). `owner_id` is
     * the workspace; null for runs from before workspaces, when the owner was the user.
     */
    requestedBy: uuid('requested_by'),
    batchId: uuid('batch_id'),
    status: text('status').$type<AnalysisStatus>().notNull(),
    matchPercentage: integer('match_percentage'),
    /**
     * What explains the score, packed (packed-json.ts): the breakdown, then the top and missing
     * skills, which mostly name its requirements again and so cost a few bytes each there (issue
     * #16: bytes per analysis). Null while a run has no result. Read through analysisRow.
     */
    evidence: packedJson<AnalysisEvidence>('evidence'),
    /** The same for rows scored before `evidence` existed; null in every row written since. */
    legacyBreakdown: packedJson<BreakdownComponent[]>('breakdown'),
    legacyTopSkills: jsonb('top_skills').$type<string[]>(),
    legacyMissingSkills: jsonb('missing_skills').$type<string[]>(),
    generatedMessage: text('generated_message').notNull().default(''),
    /** Which wording of the outreach message is shown; regenerate moves to the next. */
    messageVariant: integer('message_variant').notNull().default(0),
    analyzer: text('analyzer').$type<'engine' | 'llm'>(),
    analyzerNote: text('analyzer_note'),
    error: text('error'),
    /** Snapshots for lists, shortlists and CSV, so they need no call to documents. */
    candidateName: text('candidate_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    completedAt: at('completed_at'),
    /** The version of the job's reading that scored it (edits of the reading re-score it). */
    requirementsVersion: integer('requirements_version'),
    /** ENGINE_VERSION of the matcher that scored it; null for rows scored before it was kept. */
    engineVersion: text('engine_version'),
    /** The result a re-score with a newer engine replaced, shown beside the new one. */
    previousResult: jsonb('previous_result').$type<PreviousResult>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('analyses_pair_key').on(t.ownerId, t.candidateId, t.jobId),
    uniqueIndex('analyses_run_key').on(t.runId),
    index('analyses_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);
/** A row as stored; the application reads it as an AnalysisRow (analysis-row.ts). */
export type AnalysisRecord = typeof analyses.$inferSelect;
export interface AnalysisEvidence {
  breakdown: BreakdownComponent[];
  topSkills: string[];
  missingSkills: string[];
  /**
   * The job's gates on the candidate and the verdict (issue #33), packed with the rest: absent on
   * rows scored before they were kept, which show no verdict until they are scored again.
   */
  gates?: GateCheckRecord[];
  verdict?: Verdict;
}
export type AnalysisRow = Omit<
  AnalysisRecord,
  'evidence' | 'legacyBreakdown' | 'legacyTopSkills' | 'legacyMissingSkills'
> &
  AnalysisEvidence;

/** Bulk screening of many candidates against one job. */
export const batches = matchingSchema.table(
  'batches',
  {
    ...rowOfJob(),
    jobTitle: text('job_title').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    completedAt: at('completed_at'),
    ...timestamps,
  },
  (t) => [index('batches_owner_created_idx').on(t.ownerId, t.createdAt)],
);
export type BatchRow = typeof batches.$inferSelect;

export type BatchItemState = 'pending' | 'done' | 'failed';

/** Which analyses a batch started; `state` makes counting a finished item happen exactly once. */
export const batchItems = matchingSchema.table(
  'batch_items',
  {
    batchId: partOf('batch_id', () => batches.id),
    candidateId: text('candidate_id').notNull(),
    analysisId: uuid('analysis_id').notNull(),
    candidateName: text('candidate_name').notNull(),
    state: text('state').$type<BatchItemState>().notNull().default('pending'),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.candidateId] })],
);
export type BatchItemRow = typeof batchItems.$inferSelect;

/**
 * The audit trail (EU AI Act Art. 12): one row per score and per human decision, never changed.
 * Code only inserts and reads; the one delete is the retention purge (src/audit/retention.ts).
 * It copies what it needs (hashes, versions, score) so it stays readable when analyses are
 * re-run or documents deleted.
 */
export const auditEvents = matchingSchema.table(
  'audit_events',
  {
    ...jobCandidateEvent(),
    kind: text('kind').$type<AuditEvent['kind']>().notNull(),
    /** The user who ran the analysis or took the decision. */
    actorId: text('actor_id').notNull(),
    occurredAt: stampedAt('occurred_at'),
    analysisId: uuid('analysis_id'),
    runId: uuid('run_id'),
    batchId: uuid('batch_id'),
    /** When the run was asked for (scores only). */
    requestedAt: at('requested_at'),
    candidateSha256: text('candidate_sha256'),
    jobSha256: text('job_sha256'),
    requirementsVersion: integer('requirements_version'),
    engineVersion: text('engine_version'),
    /** `engine`, or the model and prompt version of the LLM that produced the score. */
    analyzer: text('analyzer'),
    matchPercentage: integer('match_percentage'),
    band: text('band'),
    decision: text('decision').$type<HumanDecision>(),
    reason: text('reason'),
    /** The failure message of a failed run. */
    detail: text('detail'),
  },
  (t) => [
    index('audit_events_owner_job_idx').on(t.ownerId, t.jobId, t.occurredAt),
    index('audit_events_occurred_idx').on(t.occurredAt),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

/**
 * The current human decision on each candidate of a job (the audit trail keeps every one taken).
 * Only people write here: no code path decides for them.
 */
export const candidateDecisions = matchingSchema.table(
  'candidate_decisions',
  {
    ...ofJobCandidate(),
    decision: text('decision').$type<HumanDecision>().notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by').notNull(),
    decidedAt: stampedAt('decided_at'),
  },
  (t) => [jobCandidateKey(t)],
);
export type CandidateDecisionRow = typeof candidateDecisions.$inferSelect;

/** Per job oversight settings: blind screening hides who each candidate is from the recruiter. */
export const jobOversight = matchingSchema.table(
  'job_oversight',
  {
    ...ofJob(),
    blind: boolean('blind').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.jobId] })],
);

/** Candidates a recruiter chose to see in full on a blind job (each reveal is also audited). */
export const candidateReveals = matchingSchema.table(
  'candidate_reveals',
  {
    ...ofJobCandidate(),
    revealedBy: text('revealed_by').notNull(),
    revealedAt: stampedAt('revealed_at'),
  },
  (t) => [jobCandidateKey(t)],
);

/**
 * Self-identified demographic groups the recruiter uploaded for the fairness report (never
 * inferred by the product). Per account: one upload serves every job the candidate is scored for.
 */
export const candidateGroups = matchingSchema.table(
  'candidate_groups',
  {
    ownerId: text('owner_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    sex: text('sex'),
    raceEthnicity: text('race_ethnicity'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: stampedAt('uploaded_at'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.candidateId] })],
);
export type CandidateGroupRow = typeof candidateGroups.$inferSelect;
/**
 * The pool ranking (issue #16): each of the owner's candidates scored by the engine against a job,
 * with the reading version and engine version that scored it (a row with older ones is stale and
 * recomputed). A preview, not an analysis: no run, no charge, no message; one row per pair,
 * overwritten in place. `result` holds the evidence an analysis shows (skills and breakdown).
 */
export const poolScores = matchingSchema.table(
  'pool_scores',
  {
    ...ofJobCandidate(),
    requirementsVersion: integer('requirements_version').notNull(),
    engineVersion: text('engine_version').notNull(),
    matchPercentage: integer('match_percentage').notNull(),
    candidateName: text('candidate_name').notNull(),
    /** Score evidence, packed as an analysis's is (packed-json.ts): most of a row's bytes. */
    result: packedJson<PoolResult>('result').notNull(),
    scoredAt: stampedAt('scored_at'),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.jobId, t.candidateId] }),
    index('pool_scores_rank_idx').on(t.ownerId, t.jobId, t.matchPercentage),
  ],
);
export type PoolScoreRow = typeof poolScores.$inferSelect;

/**
 * A large pool's ranking by retrieval (issue #31): which reading and engine it was made with, the
 * pool as it stood (a candidate stored or erased since makes it stale), and how far down it was
 * scored (a later page beyond it scores further).
 */
export const poolRetrievals = matchingSchema.table(
  'pool_retrievals',
  {
    ownerId: text('owner_id').notNull(),
    jobId: text('job_id').notNull(),
    requirementsVersion: integer('requirements_version').notNull(),
    engineVersion: text('engine_version').notNull(),
    poolTotal: integer('pool_total').notNull(),
    poolNewest: text('pool_newest'),
    /** The ranking holds the exact top `scoredTo` of the retrieved candidates. */
    scoredTo: integer('scored_to').notNull(),
    rankedAt: stampedAt('ranked_at'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.jobId] })],
);
export interface PoolResult {
  topSkills: string[];
  missingSkills: string[];
  breakdown: BreakdownComponent[];
  /** Absent on rows ranked before the verdict was kept. */
  verdict?: Verdict;
  analyzerNote: string | null;
}

/**
 * Where a candidate stands on a job's pipeline, once a person moved them. A candidate analysed for
 * the job with no row here is New: the analysis itself is the entry, so scoring writes nothing.
 */
export const pipelineEntries = matchingSchema.table(
  'pipeline_entries',
  {
    ...ofJobCandidate(),
    stage: text('stage').$type<PipelineStage>().notNull(),
    movedBy: text('moved_by').notNull(),
    movedAt: stampedAt('moved_at'),
  },
  (t) => [jobCandidateKey(t)],
);
export type PipelineEntryRow = typeof pipelineEntries.$inferSelect;

/** Every move, note and sent message of a pipeline; only inserted and read (append-only). */
export const pipelineEvents = matchingSchema.table(
  'pipeline_events',
  {
    ...jobCandidateEvent(),
    kind: text('kind').$type<PipelineEvent['kind']>().notNull(),
    fromStage: text('from_stage').$type<PipelineStage>(),
    toStage: text('to_stage').$type<PipelineStage>(),
    note: text('note'),
    messageTo: text('message_to'),
    messageSubject: text('message_subject'),
    messageBody: text('message_body'),
    /** A client's answer on a shared link (kind `feedback`) and who gave it (the link's recipient). */
    feedback: text('feedback').$type<ShareVerdict>(),
    client: text('client'),
    authorId: text('author_id').notNull(),
    occurredAt: stampedAt('occurred_at'),
  },
  (t) => [
    index('pipeline_events_owner_job_idx').on(t.ownerId, t.jobId, t.candidateId, t.occurredAt),
  ],
);
export type PipelineEventRow = typeof pipelineEvents.$inferSelect;
export type NewPipelineEvent = typeof pipelineEvents.$inferInsert;

/** The rejection reasons a workspace offers its recruiters (issue #29.2); absent: the defaults. */
export const rejectionReasons = matchingSchema.table('rejection_reasons', {
  ownerId: text('owner_id').primaryKey(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/**
 * Every adverse-impact preview shown before a bulk action (issue #30.12), with its figures as
 * shown, and the action that followed it once one did. Only inserted, then marked followed once.
 */
export const impactPreviews = matchingSchema.table(
  'impact_previews',
  {
    ...rowOfJob(),
    action: text('action').$type<ImpactAction>().notNull(),
    stage: text('stage').$type<PipelineStage>(),
    candidateIds: jsonb('candidate_ids').$type<string[]>().notNull(),
    figures: jsonb('figures').$type<ImpactFigures>().notNull(),
    shownBy: text('shown_by').notNull(),
    shownAt: stampedAt('shown_at'),
    followedBy: text('followed_by').$type<ImpactAction>(),
    followedAt: at('followed_at'),
  },
  (t) => [index('impact_previews_owner_job_idx').on(t.ownerId, t.jobId, t.shownAt)],
);
export type ImpactPreviewRow = typeof impactPreviews.$inferSelect;
export type ImpactFigures = Pick<
  ImpactPreview,
  | 'chosen'
  | 'applicants'
  | 'selected'
  | 'selectedMeans'
  | 'sex'
  | 'raceEthnicity'
  | 'intersectional'
  | 'flagged'
  | 'groupsKnown'
>;

/**
 * A shortlist shared with one recipient (issue #32). Only the token's SHA-256 is kept, so a copy
 * of the database opens no link; the optional code is kept as a salted scrypt hash.
 */
export const shareLinks = matchingSchema.table(
  'share_links',
  {
    ...uuidRowOfJob(),
    jobTitle: text('job_title').notNull(),
    recipient: text('recipient').notNull(),
    workspaceName: text('workspace_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    named: boolean('named').notNull().default(false),
    showScore: boolean('show_score').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: stampedAt('created_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('share_links_token_key').on(t.tokenHash),
    index('share_links_owner_job_idx').on(t.ownerId, t.jobId, t.createdAt),
  ],
);
export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The candidates a link shows, in the recruiter's order, each with the recruiter's note. */
export const shareLinkCandidates = matchingSchema.table(
  'share_link_candidates',
  {
    linkId: partOf('link_id', () => shareLinks.id),
    candidateId: uuid('candidate_id').notNull(),
    position: integer('position').notNull(),
    note: text('note'),
    /** A recruiter showed this candidate's name on this link (also in the audit trail). */
    revealedBy: text('revealed_by'),
    revealedAt: at('revealed_at'),
    /** The recipient's current answer; every answer is in the pipeline history and the audit. */
    feedback: text('feedback').$type<ShareVerdict>(),
    feedbackComment: text('feedback_comment'),
    feedbackAt: at('feedback_at'),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.candidateId] })],
);
export type ShareLinkCandidateRow = typeof shareLinkCandidates.$inferSelect;

/** Every view and download of a link: when, which link. Only inserted and read. */
export const shareAccessEvents = matchingSchema.table(
  'share_access_events',
  {
    id: generatedId(),
    linkId: partOf('link_id', () => shareLinks.id),
    kind: text('kind').$type<'view' | 'download'>().notNull(),
    occurredAt: stampedAt('occurred_at'),
  },
  (t) => [index('share_access_events_link_idx').on(t.linkId, t.occurredAt)],
);
