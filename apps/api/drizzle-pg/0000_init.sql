CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'member' NOT NULL,
	"all_roles" jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"member_type" text DEFAULT 'Individual' NOT NULL,
	"application_id" text,
	"representative_email" text,
	"accreditation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"member_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"social_profiles" jsonb NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mobile_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_did_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_people" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"list_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"ownership_percentage" text,
	"id_number_encrypted" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"organization_type" text,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"organization_name" text,
	"contact_email" text,
	"answers" jsonb NOT NULL,
	"referral_code" text,
	"idempotency_key" text,
	"decision_reason" text,
	"member_id" text,
	"welcome_email_sent_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"document_type" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reupload_token_hash" text,
	"reupload_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"links" jsonb NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "favicon_cache" (
	"domain" text PRIMARY KEY NOT NULL,
	"url" text,
	"content_type" text,
	"body" "bytea",
	"is_valid" boolean NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dossier_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"dossier_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"url_host" text,
	"description" text,
	"content" text,
	"file_name" text,
	"stored_name" text,
	"mime_type" text,
	"size" integer,
	"sha256" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_people" (
	"id" text PRIMARY KEY NOT NULL,
	"dossier_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"contact_type" text,
	"contact_value" text,
	"url" text,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"name" text NOT NULL,
	"vehicle_settings" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_votes" (
	"report_id" text NOT NULL,
	"voter_key" text NOT NULL,
	"role" text NOT NULL,
	"member_id" text,
	"voter_name" text NOT NULL,
	"vote" text NOT NULL,
	"recommendation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_votes_report_id_voter_key_pk" PRIMARY KEY("report_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"dossier_id" text,
	"owner_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"name" text NOT NULL,
	"name_qc" text,
	"url" text,
	"url_host" text,
	"twitter_handle" text,
	"favicon_asset" text,
	"vehicle_id" text NOT NULL,
	"status" text NOT NULL,
	"status_message" text DEFAULT '' NOT NULL,
	"engine" text NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_jobs" (
	"report_id" text PRIMARY KEY NOT NULL,
	"material" jsonb,
	"analyses" jsonb,
	"webhooks" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_tokens" ADD CONSTRAINT "mobile_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_people" ADD CONSTRAINT "application_people_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_materials" ADD CONSTRAINT "dossier_materials_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_people" ADD CONSTRAINT "dossier_people_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_jobs" ADD CONSTRAINT "review_jobs_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_role_idx" ON "members" USING btree ("role");--> statement-breakpoint
CREATE INDEX "login_tokens_email_idx" ON "login_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mobile_tokens_member_idx" ON "mobile_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "application_people_application_idx" ON "application_people" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency_idx" ON "applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "applications_email_idx" ON "applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "applications_contact_email_idx" ON "applications" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_reupload_token_idx" ON "documents" USING btree ("reupload_token_hash");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dossier_materials_dossier_idx" ON "dossier_materials" USING btree ("dossier_id","kind");--> statement-breakpoint
CREATE INDEX "dossier_materials_host_idx" ON "dossier_materials" USING btree ("url_host");--> statement-breakpoint
CREATE INDEX "dossier_materials_sha_idx" ON "dossier_materials" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "dossier_people_dossier_idx" ON "dossier_people" USING btree ("dossier_id","kind","position");--> statement-breakpoint
CREATE INDEX "dossiers_owner_idx" ON "dossiers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "report_votes_member_idx" ON "report_votes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "report_votes_list_idx" ON "report_votes" USING btree ("report_id","created_at","role","vote","member_id","voter_name");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_host_idx" ON "reports" USING btree ("url_host");--> statement-breakpoint
CREATE INDEX "reports_dossier_idx" ON "reports" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("delivered_at","gave_up_at");