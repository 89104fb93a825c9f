CREATE SCHEMA IF NOT EXISTS "billing";
--> statement-breakpoint
CREATE TABLE "billing"."daily_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "daily_usage_used_check" CHECK (used >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"next_billing_at" timestamp with time zone,
	"last_payment_at" timestamp with time zone,
	"paid_through" timestamp with time zone,
	"provider_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."usage_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."usage_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_ledger_kind_check" CHECK (kind in ('consume', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "billing"."webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"result" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "billing"."subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_ledger_user_key_kind_key" ON "billing"."usage_ledger" USING btree ("user_id","key","kind");