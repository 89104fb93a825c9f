CREATE TYPE "auth"."workspace_action" AS ENUM('created', 'invited', 'joined', 'removed', 'left');--> statement-breakpoint
CREATE TYPE "auth"."workspace_role" AS ENUM('owner', 'recruiter');--> statement-breakpoint
CREATE TABLE "auth"."workspace_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth"."workspace_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"user_id" uuid,
	"action" "auth"."workspace_action" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" "auth"."workspace_role" NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid
);
--> statement-breakpoint
CREATE TABLE "auth"."workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "auth"."workspace_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "auth"."workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "auth"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "auth"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_events_workspace_idx" ON "auth"."workspace_events" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_hash_key" ON "auth"."workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "auth"."workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspaces_created_by_idx" ON "auth"."workspaces" USING btree ("created_by");--> statement-breakpoint
-- Data step (hand-written): every existing account gets its personal workspace, whose id is the
-- account's id, so everything other services stored under owner_id = user id already belongs to it.
INSERT INTO "auth"."workspaces" ("id", "name", "personal", "created_by", "created_at")
SELECT "id", 'Personal', true, "id", "created_at" FROM "auth"."users"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth"."workspace_members" ("workspace_id", "user_id", "role", "joined_at")
SELECT "id", "id", 'owner', "created_at" FROM "auth"."users"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth"."workspace_events" ("workspace_id", "actor_id", "user_id", "action", "at")
SELECT "id", "id", "id", 'created', "created_at" FROM "auth"."users";
