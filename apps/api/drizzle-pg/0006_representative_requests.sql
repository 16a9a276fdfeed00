CREATE TABLE "representative_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"pending_key" text,
	"requested_by" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text
);
--> statement-breakpoint
ALTER TABLE "representative_requests" ADD CONSTRAINT "representative_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "representative_requests_pending_idx" ON "representative_requests" USING btree ("pending_key");--> statement-breakpoint
CREATE INDEX "representative_requests_member_idx" ON "representative_requests" USING btree ("member_id");