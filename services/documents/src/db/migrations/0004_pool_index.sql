CREATE TABLE "documents"."candidate_index" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"version" text NOT NULL,
	"terms" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents"."candidate_postings" (
	"owner_id" text NOT NULL,
	"term" integer NOT NULL,
	"weight" real NOT NULL,
	"candidate_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents"."candidate_index" ADD CONSTRAINT "candidate_index_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "documents"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents"."candidate_postings" ADD CONSTRAINT "candidate_postings_candidate_id_candidate_index_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "documents"."candidate_index"("candidate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_postings_impact_idx" ON "documents"."candidate_postings" USING btree ("owner_id","term","weight" DESC NULLS LAST,"candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_postings_candidate_idx" ON "documents"."candidate_postings" USING btree ("candidate_id");