ALTER TABLE `partners` ADD `scoring_paused_at` integer;--> statement-breakpoint
ALTER TABLE `partners` ADD `scoring_paused_by` text;