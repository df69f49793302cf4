CREATE TABLE `partners` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`blind_scoring` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partners_name_unique` ON `partners` (`name`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`prefix` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`hash`);--> statement-breakpoint
CREATE INDEX `api_keys_prefix_idx` ON `api_keys` (`prefix`);--> statement-breakpoint
CREATE INDEX `api_keys_partner_idx` ON `api_keys` (`partner_id`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`csrf_token` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_admin_idx` ON `admin_sessions` (`admin_id`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`external_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenants_scope_external_uq` ON `tenants` (`partner_id`,`environment`,`external_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`external_id` text NOT NULL,
	`current_version_id` text,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_tenant_external_uq` ON `jobs` (`tenant_id`,`external_id`);--> statement-breakpoint
CREATE TABLE `criteria_version_items` (
	`version_id` text NOT NULL,
	`position` integer NOT NULL,
	`criterion_id` text NOT NULL,
	`text` text NOT NULL,
	`importance` text NOT NULL,
	`criterion_created_at` integer NOT NULL,
	PRIMARY KEY(`version_id`, `position`),
	FOREIGN KEY (`version_id`) REFERENCES `criteria_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `criteria_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`revision` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `criteria_versions_job_rev_uq` ON `criteria_versions` (`job_id`,`revision`);--> statement-breakpoint
CREATE TABLE `library_criteria` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`text` text NOT NULL,
	`category` text,
	`importance` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `library_tenant_created_idx` ON `library_criteria` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_records` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`tenant_id` text,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_scope_key_uq` ON `idempotency_records` (`partner_id`,`environment`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_expires_idx` ON `idempotency_records` (`expires_at`);--> statement-breakpoint
CREATE TABLE `question_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`questions` text NOT NULL,
	`guidance` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `question_sets_expires_idx` ON `question_sets` (`expires_at`);--> statement-breakpoint
CREATE TABLE `resume_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`format` text NOT NULL,
	`source_url` text,
	`sha256` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`pages` integer,
	`ocr_used` integer DEFAULT false NOT NULL,
	`file_path` text,
	`file_expires_at` integer,
	`text` text,
	`hidden_text_chars` integer DEFAULT 0 NOT NULL,
	`hidden_text_sample` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resume_documents_sha_idx` ON `resume_documents` (`sha256`);--> statement-breakpoint
CREATE INDEX `resume_documents_file_exp_idx` ON `resume_documents` (`file_expires_at`);--> statement-breakpoint
CREATE TABLE `scoring_inputs` (
	`scoring_job_id` text PRIMARY KEY NOT NULL,
	`job_description` text NOT NULL,
	`role_knowledge` text,
	`application_answers` text,
	`context` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`scoring_job_id`) REFERENCES `scoring_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scoring_inputs_expires_idx` ON `scoring_inputs` (`expires_at`);--> statement-breakpoint
CREATE TABLE `scoring_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`application_id` text NOT NULL,
	`criteria_version_id` text NOT NULL,
	`batch_id` text,
	`resume_document_id` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`claimed_by` text,
	`result` text,
	`score` integer,
	`error_code` text,
	`error_message` text,
	`engine` text,
	`model_name` text,
	`model_sha256` text,
	`prompt_version` text,
	`duration_ms` integer,
	`blind` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	`failed_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resume_document_id`) REFERENCES `resume_documents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `scoring_jobs_app_idx` ON `scoring_jobs` (`tenant_id`,`job_id`,`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `scoring_jobs_queue_idx` ON `scoring_jobs` (`status`,`claimed_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `scoring_jobs_batch_idx` ON `scoring_jobs` (`batch_id`);--> statement-breakpoint
CREATE TABLE `batch_items` (
	`batch_id` text NOT NULL,
	`position` integer NOT NULL,
	`application_id` text NOT NULL,
	`scoring_job_id` text NOT NULL,
	PRIMARY KEY(`batch_id`, `position`),
	FOREIGN KEY (`batch_id`) REFERENCES `scoring_batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batch_items_job_idx` ON `batch_items` (`scoring_job_id`);--> statement-breakpoint
CREATE TABLE `scoring_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`status` text NOT NULL,
	`total_jobs` integer NOT NULL,
	`completed_jobs` integer DEFAULT 0 NOT NULL,
	`failed_jobs` integer DEFAULT 0 NOT NULL,
	`rejected` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scoring_batches_tenant_idx` ON `scoring_batches` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text,
	`endpoint_id` text NOT NULL,
	`attempt_no` integer NOT NULL,
	`started_at` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`status_code` integer,
	`response_excerpt` text,
	`error` text,
	`test` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_delivery_idx` ON `webhook_attempts` (`delivery_id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`status` text NOT NULL,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `webhook_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`url` text NOT NULL,
	`description` text,
	`events` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`secret_ciphertext` text NOT NULL,
	`previous_secret_ciphertext` text,
	`previous_secret_expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_scope_idx` ON `webhook_endpoints` (`partner_id`,`environment`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`tenant_id` text,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`job_external_id` text,
	`application_id` text,
	`fanned_out_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_events_fanout_idx` ON `webhook_events` (`fanned_out_at`);--> statement-breakpoint
CREATE INDEX `webhook_events_tenant_idx` ON `webhook_events` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `deletion_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`environment` text NOT NULL,
	`tenant_key` text NOT NULL,
	`scope` text NOT NULL,
	`target_key` text NOT NULL,
	`work` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	`failed_at` integer,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deletion_requests_scope_idx` ON `deletion_requests` (`partner_id`,`environment`,`tenant_key`);--> statement-breakpoint
CREATE INDEX `deletion_requests_status_idx` ON `deletion_requests` (`status`);