CREATE TABLE "investment_allocations" (
	"round_id" text NOT NULL,
	"member_id" text NOT NULL,
	"committed_minor" bigint NOT NULL,
	"rule_allocated_minor" bigint NOT NULL,
	"allocated_minor" bigint NOT NULL,
	"adjustment_reason" text,
	"adjusted_by" text,
	"adjusted_at" timestamp with time zone,
	CONSTRAINT "investment_allocations_round_id_member_id_pk" PRIMARY KEY("round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "investment_commitments" (
	"round_id" text NOT NULL,
	"member_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_commitments_round_id_member_id_pk" PRIMARY KEY("round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "investment_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"target_minor" bigint NOT NULL,
	"minimum_minor" bigint NOT NULL,
	"maximum_minor" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"vehicle_name" text NOT NULL,
	"wire_instructions" text NOT NULL,
	"opened_by" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"close_reason" text,
	"confirmed_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investment_allocations" ADD CONSTRAINT "investment_allocations_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_allocations" ADD CONSTRAINT "investment_allocations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_allocations" ADD CONSTRAINT "investment_allocations_adjusted_by_members_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_commitments" ADD CONSTRAINT "investment_commitments_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_commitments" ADD CONSTRAINT "investment_commitments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_rounds" ADD CONSTRAINT "investment_rounds_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_rounds" ADD CONSTRAINT "investment_rounds_opened_by_members_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_rounds" ADD CONSTRAINT "investment_rounds_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_allocations_member_idx" ON "investment_allocations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "investment_commitments_member_idx" ON "investment_commitments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "investment_rounds_due_idx" ON "investment_rounds" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "investment_rounds_report_idx" ON "investment_rounds" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_rounds_open_deal_idx" ON "investment_rounds" USING btree ("report_id") WHERE status = 'open';