-- rewrites-table: matching.pool_scores, once, under an exclusive lock (run it in a quiet hour on a
-- large table, docs/operations.md "Upgrades").
-- A pool score's evidence is stored packed, as an analysis's is (src/db/packed-json.ts). Existing
-- rows keep their JSON as UTF-8 text, which the reader still understands.
ALTER TABLE "matching"."pool_scores" ALTER COLUMN "result" SET DATA TYPE bytea USING convert_to("result"::text, 'UTF8');
