CREATE TABLE `admin_sign_in_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`blocked_until` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sign_in_throttle_updated_idx` ON `admin_sign_in_throttle` (`updated_at`);