-- An analysis's breakdown and skills are stored together in one packed value, `evidence` (issue #16:
-- bytes per analysis). Rows scored before keep theirs in breakdown, top_skills and missing_skills,
-- which rows written since leave null. Nothing is rewritten.
ALTER TABLE "matching"."analyses" ALTER COLUMN "top_skills" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ALTER COLUMN "top_skills" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ALTER COLUMN "missing_skills" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ALTER COLUMN "missing_skills" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ALTER COLUMN "breakdown" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ADD COLUMN "evidence" "bytea";