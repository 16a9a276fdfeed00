CREATE TABLE "data_access_links" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"access_key_hash" text,
	"access_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"pending_key" text,
	"member_id" text,
	"status" text NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "documents_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "retained_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "retained_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "retention_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "data_access_links_token_idx" ON "data_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_access_links_key_idx" ON "data_access_links" USING btree ("access_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_pending_idx" ON "data_requests" USING btree ("pending_key");--> statement-breakpoint
CREATE INDEX "applications_closed_idx" ON "applications" USING btree ("status","closed_at");--> statement-breakpoint
CREATE INDEX "applications_retained_idx" ON "applications" USING btree ("retained_until");--> statement-breakpoint
-- Applications rejected before closed_at existed closed when they were last changed.
UPDATE "applications" SET "closed_at" = "updated_at" WHERE "status" = 'rejected';