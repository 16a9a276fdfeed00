CREATE TABLE `members` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`role` text DEFAULT 'member' NOT NULL,
	`all_roles` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`status` text DEFAULT 'approved' NOT NULL,
	`member_type` text DEFAULT 'Individual' NOT NULL,
	`application_id` text,
	`representative_email` text,
	`accreditation_expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (`email`);--> statement-breakpoint
CREATE INDEX `members_role_idx` ON `members` (`role`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`member_id` text PRIMARY KEY NOT NULL,
	`phone` text,
	`social_profiles` text NOT NULL,
	`preferences` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `login_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`code_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`failed_attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_tokens_token_hash_unique` ON `login_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `login_tokens_email_idx` ON `login_tokens` (`email`);--> statement-breakpoint
CREATE TABLE `mobile_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mobile_tokens_member_idx` ON `mobile_tokens` (`member_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_member_idx` ON `sessions` (`member_id`);--> statement-breakpoint
CREATE TABLE `used_did_tokens` (
	`token_id` text PRIMARY KEY NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `application_people` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`list_id` text NOT NULL,
	`role` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`ownership_percentage` text,
	`id_number_encrypted` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_people_application_idx` ON `application_people` (`application_id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_type` text NOT NULL,
	`organization_type` text,
	`status` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`organization_name` text,
	`contact_email` text,
	`answers` text NOT NULL,
	`referral_code` text,
	`idempotency_key` text,
	`decision_reason` text,
	`member_id` text,
	`welcome_email_sent_at` integer,
	`submitted_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_idempotency_idx` ON `applications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `applications_status_idx` ON `applications` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `applications_email_idx` ON `applications` (`email`);--> statement-breakpoint
CREATE INDEX `applications_contact_email_idx` ON `applications` (`contact_email`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`document_type` text NOT NULL,
	`original_name` text NOT NULL,
	`stored_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`review_status` text DEFAULT 'pending' NOT NULL,
	`review_note` text,
	`reviewed_at` integer,
	`reupload_token_hash` text,
	`reupload_token_expires_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_stored_name_unique` ON `documents` (`stored_name`);--> statement-breakpoint
CREATE INDEX `documents_application_idx` ON `documents` (`application_id`,`document_type`);--> statement-breakpoint
CREATE UNIQUE INDEX `documents_reupload_token_idx` ON `documents` (`reupload_token_hash`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_email` text,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`details` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_type`,`subject_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`links` text NOT NULL,
	`template` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `favicon_cache` (
	`domain` text PRIMARY KEY NOT NULL,
	`url` text,
	`content_type` text,
	`body` blob,
	`is_valid` integer NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE TABLE `dossier_materials` (
	`id` text PRIMARY KEY NOT NULL,
	`dossier_id` text NOT NULL,
	`kind` text NOT NULL,
	`url` text,
	`url_host` text,
	`description` text,
	`content` text,
	`file_name` text,
	`stored_name` text,
	`mime_type` text,
	`size` integer,
	`sha256` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`dossier_id`) REFERENCES `dossiers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dossier_materials_dossier_idx` ON `dossier_materials` (`dossier_id`,`kind`);--> statement-breakpoint
CREATE INDEX `dossier_materials_host_idx` ON `dossier_materials` (`url_host`);--> statement-breakpoint
CREATE INDEX `dossier_materials_sha_idx` ON `dossier_materials` (`sha256`);--> statement-breakpoint
CREATE TABLE `dossier_people` (
	`id` text PRIMARY KEY NOT NULL,
	`dossier_id` text NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`title` text,
	`contact_type` text,
	`contact_value` text,
	`url` text,
	`description` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dossier_id`) REFERENCES `dossiers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dossier_people_dossier_idx` ON `dossier_people` (`dossier_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `dossiers` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`owner_email` text NOT NULL,
	`name` text NOT NULL,
	`vehicle_settings` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dossiers_owner_idx` ON `dossiers` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `report_votes` (
	`report_id` text NOT NULL,
	`voter_key` text NOT NULL,
	`role` text NOT NULL,
	`member_id` text,
	`voter_name` text NOT NULL,
	`vote` text NOT NULL,
	`recommendation` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `voter_key`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_votes_member_idx` ON `report_votes` (`member_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`dossier_id` text,
	`owner_id` text NOT NULL,
	`owner_email` text NOT NULL,
	`name` text NOT NULL,
	`name_qc` text,
	`url` text,
	`url_host` text,
	`twitter_handle` text,
	`favicon_asset` text,
	`vehicle_id` text NOT NULL,
	`status` text NOT NULL,
	`status_message` text DEFAULT '' NOT NULL,
	`engine` text NOT NULL,
	`body` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`dossier_id`) REFERENCES `dossiers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reports_owner_idx` ON `reports` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_host_idx` ON `reports` (`url_host`);--> statement-breakpoint
CREATE INDEX `reports_dossier_idx` ON `reports` (`dossier_id`);--> statement-breakpoint
CREATE TABLE `review_jobs` (
	`report_id` text PRIMARY KEY NOT NULL,
	`material` text,
	`analyses` text,
	`webhooks` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`event` text NOT NULL,
	`url` text NOT NULL,
	`payload` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`delivered_at` integer,
	`gave_up_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_pending_idx` ON `webhook_deliveries` (`delivered_at`,`gave_up_at`);