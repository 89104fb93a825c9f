-- rewrites-table: matching.analyses and its indexes under an exclusive lock, 1.1 s per 100,000
-- rows measured; docs/operations.md "Upgrades" says how to run it on a large table.
-- An analysis's ids are uuids everywhere they come from (auth's workspaces and users, documents'
-- candidates and jobs); stored as uuid they take 16 bytes instead of 37 in the row and in each
-- index entry (issue #16: bytes per analysis). One statement, so the table is rewritten once.
ALTER TABLE "matching"."analyses"
  ALTER COLUMN "owner_id" SET DATA TYPE uuid USING "owner_id"::uuid,
  ALTER COLUMN "candidate_id" SET DATA TYPE uuid USING "candidate_id"::uuid,
  ALTER COLUMN "job_id" SET DATA TYPE uuid USING "job_id"::uuid,
  ALTER COLUMN "requested_by" SET DATA TYPE uuid USING "requested_by"::uuid;
