CREATE TABLE "documents"."job_reading_versions" (
	"job_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"model" jsonb NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "job_reading_versions_job_id_version_pk" PRIMARY KEY("job_id","version")
);
--> statement-breakpoint
ALTER TABLE "documents"."job_reading_versions" ADD CONSTRAINT "job_reading_versions_job_id_job_descriptions_id_fk" FOREIGN KEY ("job_id") REFERENCES "documents"."job_descriptions"("id") ON DELETE cascade ON UPDATE no action;