CREATE TABLE `investment_distributions` (
	`round_id` text NOT NULL,
	`member_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	PRIMARY KEY(`round_id`, `member_id`, `kind`),
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_distributions_member_idx` ON `investment_distributions` (`member_id`);--> statement-breakpoint
CREATE TABLE `investment_exits` (
	`round_id` text PRIMARY KEY NOT NULL,
	`proceeds_minor` integer NOT NULL,
	`paid_in_minor` integer NOT NULL,
	`exited_on` text NOT NULL,
	`note` text NOT NULL,
	`recorded_by` text,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `investment_marks` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`value_minor` integer NOT NULL,
	`marked_on` text NOT NULL,
	`note` text NOT NULL,
	`recorded_by` text,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_marks_round_idx` ON `investment_marks` (`round_id`,`marked_on`);--> statement-breakpoint
CREATE TABLE `investment_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`member_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`received_on` text NOT NULL,
	`recorded_by` text,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `investment_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `investment_payments_round_idx` ON `investment_payments` (`round_id`,`member_id`);--> statement-breakpoint
CREATE INDEX `investment_payments_member_idx` ON `investment_payments` (`member_id`);--> statement-breakpoint
ALTER TABLE `investment_rounds` ADD `carry_member_id` text REFERENCES members(id);