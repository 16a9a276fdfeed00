CREATE TABLE `representative_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`pending_key` text,
	`requested_by` text NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`email` text NOT NULL,
	`note` text,
	`status` text NOT NULL,
	`requested_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`decline_reason` text,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `representative_requests_pending_idx` ON `representative_requests` (`pending_key`);--> statement-breakpoint
CREATE INDEX `representative_requests_member_idx` ON `representative_requests` (`member_id`);