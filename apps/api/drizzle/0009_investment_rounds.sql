CREATE TABLE `investment_allocations` (
	`round_id` text NOT NULL,
	`member_id` text NOT NULL,
	`committed_minor` integer NOT NULL,
	`rule_allocated_minor` integer NOT NULL,
	`allocated_minor` integer NOT NULL,
	`adjustment_reason` text,
	`adjusted_by` text,
	`adjusted_at` integer,
	PRIMARY KEY(`round_id`, `member_id`),
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`adjusted_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_allocations_member_idx` ON `investment_allocations` (`member_id`);--> statement-breakpoint
CREATE TABLE `investment_commitments` (
	`round_id` text NOT NULL,
	`member_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`committed_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`round_id`, `member_id`),
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_commitments_member_idx` ON `investment_commitments` (`member_id`);--> statement-breakpoint
CREATE TABLE `investment_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`status` text NOT NULL,
	`currency` text NOT NULL,
	`target_minor` integer NOT NULL,
	`minimum_minor` integer NOT NULL,
	`maximum_minor` integer NOT NULL,
	`deadline` integer NOT NULL,
	`vehicle_name` text NOT NULL,
	`wire_instructions` text NOT NULL,
	`opened_by` text,
	`opened_at` integer NOT NULL,
	`closed_at` integer,
	`closed_by` text,
	`close_reason` text,
	`confirmed_at` integer,
	`lease_owner` text,
	`lease_until` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opened_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_rounds_due_idx` ON `investment_rounds` (`status`,`deadline`);--> statement-breakpoint
CREATE INDEX `investment_rounds_report_idx` ON `investment_rounds` (`report_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `investment_rounds_open_deal_idx` ON `investment_rounds` (`report_id`) WHERE status = 'open';