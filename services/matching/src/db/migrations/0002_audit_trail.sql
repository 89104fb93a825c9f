CREATE TABLE "matching"."audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysis_id" uuid,
	"run_id" uuid,
	"batch_id" uuid,
	"requested_at" timestamp with time zone,
	"candidate_sha256" text,
	"job_sha256" text,
	"requirements_version" integer,
	"engine_version" text,
	"analyzer" text,
	"match_percentage" integer,
	"band" text,
	"decision" text,
	"reason" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "matching"."candidate_decisions" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_decisions_owner_id_job_id_candidate_id_pk" PRIMARY KEY("owner_id","job_id","candidate_id")
);
--> statement-breakpoint
CREATE INDEX "audit_events_owner_job_idx" ON "matching"."audit_events" USING btree ("owner_id","job_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "matching"."audit_events" USING btree ("occurred_at");