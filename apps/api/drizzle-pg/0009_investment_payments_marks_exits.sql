CREATE TABLE "investment_distributions" (
	"round_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "investment_distributions_round_id_member_id_kind_pk" PRIMARY KEY("round_id","member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "investment_exits" (
	"round_id" text PRIMARY KEY NOT NULL,
	"proceeds_minor" bigint NOT NULL,
	"paid_in_minor" bigint NOT NULL,
	"exited_on" text NOT NULL,
	"note" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"marked_on" text NOT NULL,
	"note" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"member_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"received_on" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investment_rounds" ADD COLUMN "carry_member_id" text;--> statement-breakpoint
ALTER TABLE "investment_distributions" ADD CONSTRAINT "investment_distributions_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_distributions" ADD CONSTRAINT "investment_distributions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_exits" ADD CONSTRAINT "investment_exits_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_exits" ADD CONSTRAINT "investment_exits_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_marks" ADD CONSTRAINT "investment_marks_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_marks" ADD CONSTRAINT "investment_marks_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_payments" ADD CONSTRAINT "investment_payments_round_id_investment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."investment_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_payments" ADD CONSTRAINT "investment_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_payments" ADD CONSTRAINT "investment_payments_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_distributions_member_idx" ON "investment_distributions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "investment_marks_round_idx" ON "investment_marks" USING btree ("round_id","marked_on");--> statement-breakpoint
CREATE INDEX "investment_payments_round_idx" ON "investment_payments" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "investment_payments_member_idx" ON "investment_payments" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "investment_rounds" ADD CONSTRAINT "investment_rounds_carry_member_id_members_id_fk" FOREIGN KEY ("carry_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;