CREATE TABLE "documents"."job_reading_proposals" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"based_on" integer NOT NULL,
	"model" jsonb NOT NULL,
	"dropped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents"."job_reading_proposals" ADD CONSTRAINT "job_reading_proposals_job_id_job_descriptions_id_fk" FOREIGN KEY ("job_id") REFERENCES "documents"."job_descriptions"("id") ON DELETE cascade ON UPDATE no action;