CREATE TABLE "matching"."pool_scores" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"requirements_version" integer NOT NULL,
	"engine_version" text NOT NULL,
	"match_percentage" integer NOT NULL,
	"candidate_name" text NOT NULL,
	"result" jsonb NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_scores_owner_id_job_id_candidate_id_pk" PRIMARY KEY("owner_id","job_id","candidate_id")
);
--> statement-breakpoint
CREATE INDEX "pool_scores_rank_idx" ON "matching"."pool_scores" USING btree ("owner_id","job_id","match_percentage");