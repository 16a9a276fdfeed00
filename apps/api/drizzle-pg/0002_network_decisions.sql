CREATE TABLE "deal_decisions" (
	"report_id" text PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"outcome" text,
	"record" jsonb,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_recusals" (
	"report_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_recusals_report_id_member_id_pk" PRIMARY KEY("report_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"member_id" text PRIMARY KEY NOT NULL,
	"deal_opened" boolean NOT NULL,
	"closing_soon" boolean NOT NULL,
	"deal_decided" boolean NOT NULL,
	"digest" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"report_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_secrets" (
	"owner" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "signer" text;--> statement-breakpoint
ALTER TABLE "deal_decisions" ADD CONSTRAINT "deal_decisions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_recusals" ADD CONSTRAINT "deal_recusals_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_recusals" ADD CONSTRAINT "deal_recusals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_decisions_due_idx" ON "deal_decisions" USING btree ("decided_at","closes_at");--> statement-breakpoint
CREATE INDEX "deal_decisions_outcome_idx" ON "deal_decisions" USING btree ("outcome","decided_at");--> statement-breakpoint
CREATE INDEX "deal_recusals_member_idx" ON "deal_recusals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notification_queue_pending_idx" ON "notification_queue" USING btree ("sent_at","member_id");