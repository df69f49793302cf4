CREATE TABLE `application_demographics` (
	`tenant_id` text NOT NULL,
	`job_external_id` text NOT NULL,
	`application_id` text NOT NULL,
	`sex` text NOT NULL,
	`race_ethnicity` text NOT NULL,
	`age_band` text,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `job_external_id`, `application_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
