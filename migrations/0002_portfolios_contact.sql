CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`ip_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_messages_owner_idx` ON `contact_messages` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_ip_idx` ON `contact_messages` (`ip_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `portfolios` (
	`user_id` text PRIMARY KEY NOT NULL,
	`template_id` text NOT NULL,
	`snapshot` text NOT NULL,
	`photo_key` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'live' NOT NULL,
	`deploy_count` integer DEFAULT 1 NOT NULL,
	`first_deployed_at` integer NOT NULL,
	`deployed_at` integer NOT NULL,
	`unpublished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `reply_to` text DEFAULT '' NOT NULL;