CREATE TABLE "screening_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb NOT NULL,
	"birth_dates" jsonb NOT NULL,
	"nationalities" jsonb NOT NULL,
	"topics" jsonb NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"person_ref" text NOT NULL,
	"person_name" text NOT NULL,
	"person_role" text NOT NULL,
	"list_id" text NOT NULL,
	"list_source" text NOT NULL,
	"list_name" text NOT NULL,
	"list_version" text NOT NULL,
	"entry_external_id" text NOT NULL,
	"entry" jsonb NOT NULL,
	"score" integer NOT NULL,
	"matched_fields" jsonb NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_keys" (
	"key" text NOT NULL,
	"entry_id" text NOT NULL,
	CONSTRAINT "screening_keys_key_entry_id_pk" PRIMARY KEY("key","entry_id")
);
--> statement-breakpoint
CREATE TABLE "screening_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone,
	"entry_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"active" boolean NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" text
);
--> statement-breakpoint
CREATE TABLE "application_draft_files" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"slot" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_draft_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "application_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"payload" text NOT NULL,
	"link_token_hash" text,
	"link_used_at" timestamp with time zone,
	"device_key_hashes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_list_id_screening_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."screening_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_keys" ADD CONSTRAINT "screening_keys_entry_id_screening_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_draft_files" ADD CONSTRAINT "application_draft_files_draft_id_application_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."application_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_entries_list_idx" ON "screening_entries" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_hits_person_entry_idx" ON "screening_hits" USING btree ("subject_type","subject_id","person_ref","list_source","entry_external_id");--> statement-breakpoint
CREATE INDEX "screening_hits_subject_idx" ON "screening_hits" USING btree ("subject_type","subject_id","status");--> statement-breakpoint
CREATE INDEX "screening_keys_entry_idx" ON "screening_keys" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "screening_lists_source_idx" ON "screening_lists" USING btree ("source","active");--> statement-breakpoint
CREATE INDEX "application_draft_files_draft_idx" ON "application_draft_files" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_drafts_link_idx" ON "application_drafts" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "application_drafts_expiry_idx" ON "application_drafts" USING btree ("expires_at");