CREATE TABLE "matching"."share_access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching"."share_link_candidates" (
	"link_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"revealed_by" text,
	"revealed_at" timestamp with time zone,
	"feedback" text,
	"feedback_comment" text,
	"feedback_at" timestamp with time zone,
	CONSTRAINT "share_link_candidates_link_id_candidate_id_pk" PRIMARY KEY("link_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"recipient" text NOT NULL,
	"workspace_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text,
	"named" boolean DEFAULT false NOT NULL,
	"show_score" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "matching"."pipeline_events" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "matching"."pipeline_events" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "matching"."share_access_events" ADD CONSTRAINT "share_access_events_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "matching"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching"."share_link_candidates" ADD CONSTRAINT "share_link_candidates_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "matching"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_access_events_link_idx" ON "matching"."share_access_events" USING btree ("link_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_key" ON "matching"."share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_owner_job_idx" ON "matching"."share_links" USING btree ("owner_id","job_id","created_at");