CREATE TABLE `auth_handoff_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`binding_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `failed_emails` (
	`message_id` text PRIMARY KEY NOT NULL,
	`template` text NOT NULL,
	`to` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `failed_emails_failed_at_idx` ON `failed_emails` (`failed_at`);--> statement-breakpoint
CREATE TABLE `limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `limit_hits_key_idx` ON `limit_hits` (`key`,`at`);--> statement-breakpoint
ALTER TABLE `job_applications` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `binding_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `version` integer DEFAULT 1 NOT NULL;