CREATE TABLE `data_access_links` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`access_key_hash` text,
	`access_expires_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_access_links_token_idx` ON `data_access_links` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `data_access_links_key_idx` ON `data_access_links` (`access_key_hash`);--> statement-breakpoint
CREATE TABLE `data_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`pending_key` text,
	`member_id` text,
	`status` text NOT NULL,
	`note` text,
	`requested_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`decline_reason` text,
	`outcome` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_requests_pending_idx` ON `data_requests` (`pending_key`);--> statement-breakpoint
CREATE TABLE `retention_runs` (
	`day` text PRIMARY KEY NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`result` text
);
--> statement-breakpoint
ALTER TABLE `applications` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `documents_purged_at` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `retained_until` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `retained_since` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `retention_reason` text;--> statement-breakpoint
CREATE INDEX `applications_closed_idx` ON `applications` (`status`,`closed_at`);--> statement-breakpoint
CREATE INDEX `applications_retained_idx` ON `applications` (`retained_until`);--> statement-breakpoint
-- Applications rejected before closed_at existed closed when they were last changed.
UPDATE `applications` SET `closed_at` = `updated_at` WHERE `status` = 'rejected';