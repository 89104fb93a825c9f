CREATE SCHEMA IF NOT EXISTS "documents";
--> statement-breakpoint
CREATE TABLE "documents"."candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_source" text NOT NULL,
	"email" text,
	"phone" text,
	"location" text,
	"headline" text,
	"seniority" text,
	"skills" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"years_experience" real,
	"links" text[] NOT NULL,
	"profile" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents"."files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents"."job_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"title_source" text NOT NULL,
	"company" text,
	"location" text,
	"requirements" text NOT NULL,
	"required_skills" text[] NOT NULL,
	"nice_to_have_skills" text[] NOT NULL,
	"min_years" real,
	"seniority" text,
	"profile" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents"."candidates" ADD CONSTRAINT "candidates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "documents"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents"."job_descriptions" ADD CONSTRAINT "job_descriptions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "documents"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_owner_sha256_key" ON "documents"."candidates" USING btree ("owner_id","sha256");--> statement-breakpoint
CREATE INDEX "candidates_owner_created_idx" ON "documents"."candidates" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_file_idx" ON "documents"."candidates" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_descriptions_owner_sha256_key" ON "documents"."job_descriptions" USING btree ("owner_id","sha256");--> statement-breakpoint
CREATE INDEX "job_descriptions_owner_created_idx" ON "documents"."job_descriptions" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_descriptions_file_idx" ON "documents"."job_descriptions" USING btree ("file_id");