import type {
  CandidateProfile,
  IndexTerms,
  JobProfile,
  RequirementModel,
} from '@shortlist/matcher';
import { generatedId, partOf, stampedAt } from '@shortlist/kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

export const documentsSchema = pgSchema('documents');

// pg hands bytea back as a Buffer, PGlite as a Uint8Array; callers always get a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Original uploads, apart from the records so lists never load the bytes. */
export const files = documentsSchema.table('files', {
  id: generatedId(),
  ownerId: text('owner_id').notNull(),
  content: bytea('content').notNull(),
  createdAt: stampedAt('created_at'),
});

// What every record keeps about its original file. The same file (by SHA-256) is stored once per
// owner and kind: a second upload answers the first record.
const fileColumns = {
  id: generatedId(),
  ownerId: text('owner_id').notNull(),
  /** Deleting the file deletes the record (one statement, so a delete is all or nothing). */
  fileId: partOf('file_id', () => files.id),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  fileType: text('file_type', { enum: ['pdf', 'docx', 'doc'] }).notNull(),
  sha256: text('sha256').notNull(),
  /**
   * Set on a fresh copy a recruiter asked for of an earlier record of the same file (a job to
   * start over from its ad): copies are outside the one-per-file rule, and a later upload of the
   * file still finds the original.
   */
  copyOf: uuid('copy_of'),
  createdAt: stampedAt('created_at'),
};

type RecordColumns = { [K in keyof typeof fileColumns]: ExtraConfigColumn };

/**
 * A record table's indexes: the one-record-per-file rule (copies aside), the owner's newest first
 * (the lists), and by file (the delete).
 */
const recordIndexes = (table: string, t: RecordColumns) => [
  uniqueIndex(`${table}_owner_sha256_key`)
    .on(t.ownerId, t.sha256)
    .where(sql`${t.copyOf} is null`),
  index(`${table}_owner_created_idx`).on(t.ownerId, t.createdAt.desc()),
  index(`${table}_file_idx`).on(t.fileId),
];

/** Where a displayed name or title came from: the document, or the file name when it had none. */
export const sourceValues = ['document', 'file_name'] as const;

export const candidates = documentsSchema.table(
  'candidates',
  {
    ...fileColumns,
    name: text('name').notNull(),
    nameSource: text('name_source', { enum: sourceValues }).notNull(),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    headline: text('headline'),
    seniority: text('seniority', { enum: ['Junior', 'Mid-level', 'Senior'] }),
    /** Canonical skill names, most mentioned first; searched case-insensitively. */
    skills: text('skills').array().notNull(),
    tags: text('tags').array().notNull(),
    yearsExperience: real('years_experience'),
    links: text('links').array().notNull(),
    profile: jsonb('profile').$type<CandidateProfile>().notNull(),
  },
  (t) => recordIndexes('candidates', t),
);

export const jobDescriptions = documentsSchema.table(
  'job_descriptions',
  {
    ...fileColumns,
    title: text('title').notNull(),
    titleSource: text('title_source', { enum: sourceValues }).notNull(),
    company: text('company'),
    location: text('location'),
    requirements: text('requirements').notNull(),
    requiredSkills: text('required_skills').array().notNull(),
    niceToHaveSkills: text('nice_to_have_skills').array().notNull(),
    minYears: real('min_years'),
    seniority: text('seniority', { enum: ['Junior', 'Mid-level', 'Senior'] }),
    profile: jsonb('profile').$type<JobProfile>().notNull(),
  },
  (t) => recordIndexes('job_descriptions', t),
);

/**
 * Every version of a job's reading a recruiter saved (version 1, read from the ad, lives only in
 * the job's profile). The job's profile always holds the newest; this is who changed what, when.
 */
export const jobReadingVersions = documentsSchema.table(
  'job_reading_versions',
  {
    jobId: partOf('job_id', () => jobDescriptions.id),
    version: integer('version').notNull(),
    model: jsonb('model').$type<RequirementModel>().notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: stampedAt('changed_at'),
    /** What changed from the version before, in a recruiter's words. */
    summary: text('summary').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.version] })],
);

/**
 * A reading of a new job proposed by the LLM, waiting for the recruiter to accept (it becomes the
 * next version) or dismiss it. One per job; it is made against the version it names.
 */
export const jobReadingProposals = documentsSchema.table('job_reading_proposals', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobDescriptions.id, { onDelete: 'cascade' }),
  /** The version of the reading the proposal would replace. */
  basedOn: integer('based_on').notNull(),
  model: jsonb('model').$type<RequirementModel>().notNull(),
  /** Requirements the LLM named that were dropped: quote not in the ad, or skill unknown. */
  dropped: integer('dropped').notNull(),
  createdAt: stampedAt('created_at'),
});

export type CandidateRow = typeof candidates.$inferSelect;
export type JobDescriptionRow = typeof jobDescriptions.$inferSelect;

/**
 * What the pool ranking's index keeps per candidate (issue #31, docs/pool-retrieval.md): the
 * engine's index terms for the second stage (scoreFromTerms, read for the few thousand retrieved,
 * never for the whole pool) and the version of the engine that read them. Written in the
 * candidate's insert transaction; deleted with the candidate (cascade, one statement).
 */
export const candidateIndexSeq = documentsSchema.sequence('candidate_index_seq');

export const candidateIndex = documentsSchema.table(
  'candidate_index',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    version: text('version').notNull(),
    terms: jsonb('terms').$type<IndexTerms>().notNull(),
    /**
     * Taken from candidate_index_seq on every write of the row (insert or re-index): each
     * replica's in-memory copy of the postings reads `seq > last` before a query and reloads
     * those candidates (src/pool-memory). Writers take one advisory lock first, so seqs commit
     * in order and a reader that saw seq s has seen every seq below it.
     */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('documents.candidate_index_seq')`),
  },
  (t) => [index('candidate_index_seq_idx').on(t.seq)],
);

/**
 * The first stage's inverted index: one row per candidate and term (skill, title family, role)
 * with the candidate's weight for it. The btree on (owner, term, weight desc) is an impact-ordered
 * posting list per term: a query reads each of its terms' best postings by an index-only scan and
 * sums them per candidate, at a cost set by the query's terms and the depth read, not by the pool.
 */
export const candidatePostings = documentsSchema.table(
  'candidate_postings',
  {
    ownerId: text('owner_id').notNull(),
    term: integer('term').notNull(),
    weight: real('weight').notNull(),
    candidateId: partOf('candidate_id', () => candidateIndex.candidateId),
  },
  (t) => [
    index('candidate_postings_impact_idx').on(t.ownerId, t.term, t.weight.desc(), t.candidateId),
    // The cascade from an erased candidate finds its postings by this.
    index('candidate_postings_candidate_idx').on(t.candidateId),
  ],
);
