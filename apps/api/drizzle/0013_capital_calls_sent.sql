-- The capital call's emails are sent by a sweep after the confirmation commits, and marked sent one
-- by one, so a stop between the two never loses them. Rounds confirmed before this sent theirs with
-- the confirmation: recorded as sent then.
ALTER TABLE `investment_allocations` ADD `call_sent_at` integer;--> statement-breakpoint
ALTER TABLE `investment_rounds` ADD `calls_sent_at` integer;--> statement-breakpoint
UPDATE `investment_rounds` SET `calls_sent_at` = `confirmed_at` WHERE `confirmed_at` IS NOT NULL;--> statement-breakpoint
UPDATE `investment_allocations` SET `call_sent_at` = (SELECT `confirmed_at` FROM `investment_rounds` WHERE `investment_rounds`.`id` = `investment_allocations`.`round_id`);
