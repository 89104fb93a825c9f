CREATE SEQUENCE "documents"."candidate_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "documents"."candidate_index" ADD COLUMN "seq" bigint DEFAULT nextval('documents.candidate_index_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_index_seq_idx" ON "documents"."candidate_index" USING btree ("seq");