CREATE TABLE "matching"."pool_retrievals" (
	"owner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"requirements_version" integer NOT NULL,
	"engine_version" text NOT NULL,
	"pool_total" integer NOT NULL,
	"pool_newest" text,
	"scored_to" integer NOT NULL,
	"ranked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_retrievals_owner_id_job_id_pk" PRIMARY KEY("owner_id","job_id")
);
