CREATE TABLE `deal_decisions` (
	`report_id` text PRIMARY KEY NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`reminder_sent_at` integer,
	`decided_at` integer,
	`outcome` text,
	`record` text,
	`lease_owner` text,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deal_decisions_due_idx` ON `deal_decisions` (`decided_at`,`closes_at`);--> statement-breakpoint
CREATE INDEX `deal_decisions_outcome_idx` ON `deal_decisions` (`outcome`,`decided_at`);--> statement-breakpoint
CREATE TABLE `deal_recusals` (
	`report_id` text NOT NULL,
	`member_id` text NOT NULL,
	`member_name` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `member_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deal_recusals_member_idx` ON `deal_recusals` (`member_id`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`member_id` text PRIMARY KEY NOT NULL,
	`deal_opened` integer NOT NULL,
	`closing_soon` integer NOT NULL,
	`deal_decided` integer NOT NULL,
	`digest` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notification_queue` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`kind` text NOT NULL,
	`report_id` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_queue_pending_idx` ON `notification_queue` (`sent_at`,`member_id`);--> statement-breakpoint
CREATE TABLE `webhook_secrets` (
	`owner` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_valid_until` integer,
	`created_at` integer NOT NULL,
	`rotated_at` integer
);
--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `signer` text;