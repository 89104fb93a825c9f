-- rewrites-table: matching.analyses, once, under an exclusive lock (run it in a quiet hour on a
-- large table, docs/operations.md "Upgrades").
-- The evidence is stored packed (src/db/packed-json.ts). Existing rows keep their JSON as UTF-8
-- text, which the reader still understands; the application always writes the column.
ALTER TABLE "matching"."analyses" ALTER COLUMN "breakdown" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ALTER COLUMN "breakdown" SET DATA TYPE bytea USING convert_to("breakdown"::text, 'UTF8');
