CREATE TABLE "matching"."pipeline_entries" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"stage" text NOT NULL,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_entries_owner_id_job_id_candidate_id_pk" PRIMARY KEY("owner_id","job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."pipeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"note" text,
	"message_to" text,
	"message_subject" text,
	"message_body" text,
	"author_id" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pipeline_events_owner_job_idx" ON "matching"."pipeline_events" USING btree ("owner_id","job_id","candidate_id","occurred_at");