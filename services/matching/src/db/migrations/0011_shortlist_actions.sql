CREATE TABLE "matching"."impact_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"action" text NOT NULL,
	"stage" text,
	"candidate_ids" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"shown_by" text NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"followed_by" text,
	"followed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matching"."rejection_reasons" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "impact_previews_owner_job_idx" ON "matching"."impact_previews" USING btree ("owner_id","job_id","shown_at");