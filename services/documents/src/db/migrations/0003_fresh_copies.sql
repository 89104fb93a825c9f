DROP INDEX "documents"."candidates_owner_sha256_key";--> statement-breakpoint
DROP INDEX "documents"."job_descriptions_owner_sha256_key";--> statement-breakpoint
ALTER TABLE "documents"."candidates" ADD COLUMN "copy_of" uuid;--> statement-breakpoint
ALTER TABLE "documents"."job_descriptions" ADD COLUMN "copy_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_owner_sha256_key" ON "documents"."candidates" USING btree ("owner_id","sha256") WHERE "documents"."candidates"."copy_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_descriptions_owner_sha256_key" ON "documents"."job_descriptions" USING btree ("owner_id","sha256") WHERE "documents"."job_descriptions"."copy_of" is null;