CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`scoring_job_id` text NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`application_id` text NOT NULL,
	`reviewer_id` text NOT NULL,
	`reviewer_name` text,
	`action` text NOT NULL,
	`score` integer,
	`ai_score` integer NOT NULL,
	`criteria` text,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`scoring_job_id`) REFERENCES `scoring_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_seq_uq` ON `reviews` (`seq`);--> statement-breakpoint
CREATE INDEX `reviews_application_idx` ON `reviews` (`tenant_id`,`job_id`,`application_id`,`seq`);--> statement-breakpoint
CREATE INDEX `reviews_scoring_job_idx` ON `reviews` (`scoring_job_id`,`seq`);--> statement-breakpoint
-- Reviews are append-only: no UPDATE ever, and no DELETE while the reviewed scoring job exists. Erasure deletes the
-- scoring job; the foreign key's cascade then deletes its reviews (the job row is gone by then, so this passes).
CREATE TRIGGER `reviews_no_update` BEFORE UPDATE ON `reviews`
BEGIN
	SELECT RAISE(ABORT, 'reviews are append-only');
END;--> statement-breakpoint
CREATE TRIGGER `reviews_no_delete` BEFORE DELETE ON `reviews`
WHEN EXISTS (SELECT 1 FROM `scoring_jobs` WHERE `id` = OLD.`scoring_job_id`)
BEGIN
	SELECT RAISE(ABORT, 'reviews are append-only');
END;
