CREATE SCHEMA IF NOT EXISTS "matching";
--> statement-breakpoint
CREATE TABLE "matching"."analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"batch_id" uuid,
	"status" text NOT NULL,
	"match_percentage" integer,
	"top_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missing_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_message" text DEFAULT '' NOT NULL,
	"message_variant" integer DEFAULT 0 NOT NULL,
	"analyzer" text,
	"analyzer_note" text,
	"error" text,
	"candidate_name" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching"."batch_items" (
	"batch_id" uuid NOT NULL,
	"candidate_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"candidate_name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "batch_items_batch_id_candidate_id_pk" PRIMARY KEY("batch_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matching"."batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "matching"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_pair_key" ON "matching"."analyses" USING btree ("owner_id","candidate_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_run_key" ON "matching"."analyses" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "analyses_owner_created_idx" ON "matching"."analyses" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "batches_owner_created_idx" ON "matching"."batches" USING btree ("owner_id","created_at");