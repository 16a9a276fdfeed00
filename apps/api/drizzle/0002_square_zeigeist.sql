CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_reset_idx` ON `rate_limits` (`reset_at`);--> statement-breakpoint
ALTER TABLE `review_jobs` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `review_jobs` ADD `lease_until` integer;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lease_until` integer;