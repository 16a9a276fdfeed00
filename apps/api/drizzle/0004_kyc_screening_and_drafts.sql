CREATE TABLE `screening_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`external_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`aliases` text NOT NULL,
	`birth_dates` text NOT NULL,
	`nationalities` text NOT NULL,
	`topics` text NOT NULL,
	`details` text NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `screening_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `screening_entries_list_idx` ON `screening_entries` (`list_id`);--> statement-breakpoint
CREATE TABLE `screening_hits` (
	`id` text PRIMARY KEY NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`person_ref` text NOT NULL,
	`person_name` text NOT NULL,
	`person_role` text NOT NULL,
	`list_id` text NOT NULL,
	`list_source` text NOT NULL,
	`list_name` text NOT NULL,
	`list_version` text NOT NULL,
	`entry_external_id` text NOT NULL,
	`entry` text NOT NULL,
	`score` integer NOT NULL,
	`matched_fields` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `screening_hits_person_entry_idx` ON `screening_hits` (`subject_type`,`subject_id`,`person_ref`,`list_source`,`entry_external_id`);--> statement-breakpoint
CREATE INDEX `screening_hits_subject_idx` ON `screening_hits` (`subject_type`,`subject_id`,`status`);--> statement-breakpoint
CREATE TABLE `screening_keys` (
	`key` text NOT NULL,
	`entry_id` text NOT NULL,
	PRIMARY KEY(`key`, `entry_id`),
	FOREIGN KEY (`entry_id`) REFERENCES `screening_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `screening_keys_entry_idx` ON `screening_keys` (`entry_id`);--> statement-breakpoint
CREATE TABLE `screening_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`name` text NOT NULL,
	`version` text NOT NULL,
	`published_at` integer,
	`entry_count` integer NOT NULL,
	`sha256` text NOT NULL,
	`active` integer NOT NULL,
	`imported_at` integer NOT NULL,
	`imported_by` text
);
--> statement-breakpoint
CREATE INDEX `screening_lists_source_idx` ON `screening_lists` (`source`,`active`);--> statement-breakpoint
CREATE TABLE `application_draft_files` (
	`id` text PRIMARY KEY NOT NULL,
	`draft_id` text NOT NULL,
	`slot` text NOT NULL,
	`original_name` text NOT NULL,
	`stored_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `application_drafts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_draft_files_stored_name_unique` ON `application_draft_files` (`stored_name`);--> statement-breakpoint
CREATE INDEX `application_draft_files_draft_idx` ON `application_draft_files` (`draft_id`);--> statement-breakpoint
CREATE TABLE `application_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`payload` text NOT NULL,
	`link_token_hash` text,
	`link_used_at` integer,
	`device_key_hashes` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_drafts_link_idx` ON `application_drafts` (`link_token_hash`);--> statement-breakpoint
CREATE INDEX `application_drafts_expiry_idx` ON `application_drafts` (`expires_at`);