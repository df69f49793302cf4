CREATE TABLE `audit_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`at` integer NOT NULL,
	`partner_id` text,
	`environment` text,
	`tenant_id` text,
	`type` text NOT NULL,
	`actor_type` text NOT NULL,
	`actor_id` text NOT NULL,
	`job_external_id` text,
	`application_id` text,
	`scoring_job_id` text,
	`data` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audit_events_id_unique` ON `audit_events` (`id`);--> statement-breakpoint
CREATE INDEX `audit_events_scope_idx` ON `audit_events` (`partner_id`,`environment`,`tenant_id`,`seq`);--> statement-breakpoint
CREATE INDEX `audit_events_job_idx` ON `audit_events` (`job_external_id`,`application_id`);--> statement-breakpoint
CREATE INDEX `audit_events_scoring_job_idx` ON `audit_events` (`scoring_job_id`);--> statement-breakpoint
CREATE INDEX `audit_events_at_idx` ON `audit_events` (`at`);--> statement-breakpoint
CREATE TABLE `audit_retention_guard` (
	`id` integer PRIMARY KEY NOT NULL,
	`cut_through` integer
);
--> statement-breakpoint
INSERT INTO `audit_retention_guard` (`id`, `cut_through`) VALUES (1, NULL);--> statement-breakpoint
-- The trail is append-only: no row is ever changed.
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events`
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only: UPDATE refused');
END;--> statement-breakpoint
-- Rows leave only through a retention cut: while the guard holds a seq (set and cleared inside the cut's own
-- transaction), a row at or below it may go, and only if it is the first row left (the cut removes a prefix).
CREATE TRIGGER `audit_events_no_delete` BEFORE DELETE ON `audit_events`
WHEN NOT (
  OLD.`seq` <= coalesce((SELECT `cut_through` FROM `audit_retention_guard` WHERE `id` = 1), -1)
  AND NOT EXISTS (SELECT 1 FROM `audit_events` WHERE `seq` < OLD.`seq`)
)
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only: DELETE refused outside a retention cut of a prefix');
END;--> statement-breakpoint
-- The guard is one row; it cannot be removed or multiplied.
CREATE TRIGGER `audit_retention_guard_no_delete` BEFORE DELETE ON `audit_retention_guard`
BEGIN
  SELECT RAISE(ABORT, 'audit_retention_guard keeps its row');
END;--> statement-breakpoint
CREATE TRIGGER `audit_retention_guard_one_row` BEFORE INSERT ON `audit_retention_guard`
BEGIN
  SELECT RAISE(ABORT, 'audit_retention_guard keeps one row');
END;
