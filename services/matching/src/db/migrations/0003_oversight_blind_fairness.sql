CREATE TABLE "matching"."candidate_groups" (
	"owner_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_groups_owner_id_candidate_id_pk" PRIMARY KEY("owner_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."candidate_reveals" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"revealed_by" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_reveals_owner_id_job_id_candidate_id_pk" PRIMARY KEY("owner_id","job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."job_oversight" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_oversight_owner_id_job_id_pk" PRIMARY KEY("owner_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "matching"."analyses" ADD COLUMN "engine_version" text;--> statement-breakpoint
ALTER TABLE "matching"."analyses" ADD COLUMN "previous_result" jsonb;