-- Whether the submitter had given founder contacts when they asked for the review (the carry's
-- condition). Reports made before this: read from the founders their dossier holds now, the best
-- record there is of what was given.
ALTER TABLE `reports` ADD `founder_contacts_given` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `reports` SET `founder_contacts_given` = true WHERE `dossier_id` IN (SELECT `dossier_id` FROM `dossier_people` WHERE `kind` = 'team' AND `contact_value` IS NOT NULL);
