ALTER TABLE `scoring_jobs` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `scoring_jobs` ADD `prompt_tokens` integer;--> statement-breakpoint
ALTER TABLE `scoring_jobs` ADD `evaluated_prompt_tokens` integer;--> statement-breakpoint
ALTER TABLE `scoring_jobs` ADD `reused_prompt_tokens` integer;--> statement-breakpoint
ALTER TABLE `scoring_jobs` ADD `generated_tokens` integer;